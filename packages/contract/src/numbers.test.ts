import { describe, expect, it } from 'vitest'
import {
  formatCount,
  formatCredits,
  formatPaise,
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
