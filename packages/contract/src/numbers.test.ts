import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatCredits,
  formatPaise,
  formatPaiseCompact,
  formatPaiseWhole,
  formatRupees,
  formatRupeesExact,
  formatSigned,
  noun,
  plural,
} from './numbers'
import { ADMIN_TEXTS } from './admin-texts'
import { WALLET_TEXTS } from './wallet-texts'

describe('numbers the Indian way', () => {
  it('groups digits in lakhs and crores', () => {
    expect(formatCount(0)).toBe('0')
    expect(formatCount(999)).toBe('999')
    expect(formatCount(1099)).toBe('1,099')
    expect(formatCount(100_000)).toBe('1,00,000')
    expect(formatCount(12_345_678)).toBe('1,23,45,678')
    expect(formatCount(2.5)).toBe('2.5')
    expect(formatCredits(1000)).toBe('1,000')
  })

  it('writes rupees whole, with paise, and from paise', () => {
    expect(formatRupees(100_000)).toBe('₹1,00,000')
    expect(formatRupees(1099)).toBe('₹1,099')
    expect(formatRupeesExact(1099)).toBe('₹1,099.00')
    expect(formatRupeesExact(100_000)).toBe('₹1,00,000.00')
    expect(formatPaise(109_950)).toBe('₹1,099.50')
  })

  it('signs a change with a real minus sign', () => {
    expect(formatSigned(1099)).toBe('+1,099')
    expect(formatSigned(-1000)).toBe('−1,000')
    expect(formatSigned(0)).toBe('0')
  })

  it('makes the noun agree with its number', () => {
    expect(plural(1, 'view')).toBe('1 view')
    expect(plural(0, 'view')).toBe('0 views')
    expect(plural(2, 'view')).toBe('2 views')
    expect(plural(1099, 'credit')).toBe('1,099 credits')
    expect(plural(1, 'property', 'properties')).toBe('1 property')
    expect(plural(100_000, 'property', 'properties')).toBe('1,00,000 properties')
    expect(noun(1, 'listing')).toBe('listing')
    expect(noun(3, 'enquiry', 'enquiries')).toBe('enquiries')
  })
})

describe('figures written without Intl', () => {
  const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('en-IN', options)
  const count = intl({ maximumFractionDigits: 2 })
  const rupees = intl({ style: 'currency', currency: 'INR', maximumFractionDigits: 0 })
  const exact = intl({
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })
  // Edge cases (ties, carries into a new group, signs of zero, exponent form) and a spread of
  // amounts from a fixed sequence (the same on every run).
  const edges = [
    0,
    -0,
    1,
    -1,
    0.5,
    1.005,
    -1.005,
    0.005,
    -0.001,
    0.995,
    9.995,
    99_999.995,
    999.5,
    2.5,
    -2.5,
    1.235,
    123_456_789.125,
    1e21,
    1e-7,
    2 ** 53,
    -(2 ** 53),
    0.1 + 0.2,
    NaN,
    Infinity,
    -Infinity,
  ]
  let seed = 2029
  const next = () => (seed = (seed * 48_271) % 2_147_483_647)
  const spread = Array.from({ length: 3000 }, (_, i) => {
    const scale = 10 ** (i % 13)
    const value = ((next() / 2_147_483_647) * scale) / (i % 3 === 0 ? 1 : 1000)
    return i % 2 ? -value : value
  })

  it('writes every number as Intl.NumberFormat("en-IN") does', () => {
    for (const n of [...edges, ...spread, ...spread.map(Math.round)]) {
      expect(formatCount(n), String(n)).toBe(count.format(n))
      expect(formatRupees(n), String(n)).toBe(rupees.format(n))
      expect(formatRupeesExact(n), String(n)).toBe(exact.format(n))
      expect(formatPaiseWhole(n), String(n)).toBe(rupees.format(n / 100))
    }
  })

  it('leaves compact amounts to Intl', () => {
    expect(formatPaiseCompact(12_000_000)).toBe('₹1.2L')
  })
})

describe('texts with figures', () => {
  it('group the limits the Indian way', () => {
    expect(WALLET_TEXTS.tooManyCredits).toContain('1,00,000 credits')
    expect(WALLET_TEXTS.walletFull).toContain('1,00,00,000 credits')
    expect(ADMIN_TEXTS.adjustmentTooLarge).toMatch(/\d{1,2}(,\d\d)*,\d{3} credits|\d{1,3} credits/)
  })

  it('say how many credits are left after an unlock, grouped and agreeing', () => {
    expect(WALLET_TEXTS.unlocked(1000)).toBe(
      'Property unlocked. 1,000 credits left in your wallet.',
    )
    expect(WALLET_TEXTS.unlocked(1)).toBe('Property unlocked. 1 credit left in your wallet.')
    expect(WALLET_TEXTS.unlocked(0)).toBe('Property unlocked. 0 credits left in your wallet.')
  })
})
