import { describe, expect, it } from 'vitest'
import {
  cardDescription,
  dayText,
  formatArea,
  formatFeet,
  formatPrice,
  purchaseTypeBadge,
  recurringSuffix,
} from './listing-format'

describe('card description', () => {
  it('keeps a description of up to 180 characters whole', () => {
    const text = 'a'.repeat(180)
    expect(cardDescription(text)).toBe(text)
  })

  it('cuts a longer one to 120 characters plus an ellipsis', () => {
    const text = 'b'.repeat(181)
    expect(cardDescription(text)).toBe(`${'b'.repeat(120)}…`)
  })

  it('shows nothing for a missing description', () => {
    expect(cardDescription(null)).toBe('')
  })
})

describe('prices', () => {
  it('shows rupees with Indian digit grouping and no paise', () => {
    expect(formatPrice(1234567)).toBe('₹12,34,567')
    expect(formatPrice(0)).toBe('₹0')
  })

  it("shows 'N/A' when the price is missing", () => {
    expect(formatPrice(null)).toBe('N/A')
    expect(formatPrice(undefined)).toBe('N/A')
  })

  it('adds the period to rent and lease prices only', () => {
    expect(recurringSuffix({ price: 1, purchase_type: 2, recuring_type: 4 })).toBe('/ Monthly')
    expect(recurringSuffix({ price: 1, purchase_type: 3, recuring_type: 7 })).toBe('/ Yearly')
    expect(recurringSuffix({ price: 1, purchase_type: 1, recuring_type: 4 })).toBe('')
    expect(recurringSuffix({ price: 1, purchase_type: 2, recuring_type: null })).toBe('')
    expect(recurringSuffix(null)).toBe('')
  })
})

describe('sizes', () => {
  it('computes the area as length × width in sq.ft', () => {
    expect(formatArea(100, 120)).toBe('12,000 sq.ft')
    expect(formatArea(12.5, 10)).toBe('125 sq.ft')
  })

  it("shows 'N/A' unless both sides are known", () => {
    expect(formatArea(null, 120)).toBe('N/A')
    expect(formatArea(100, null)).toBe('N/A')
    expect(formatFeet(null)).toBe('N/A')
    expect(formatFeet(24)).toBe('24 ft')
  })
})

describe('day text', () => {
  const now = new Date(2025, 5, 15, 10, 0)

  it('reads Today, Yesterday and n days ago by calendar day', () => {
    expect(dayText(new Date(2025, 5, 15, 0, 5), now)).toBe('Today')
    expect(dayText(new Date(2025, 5, 14, 23, 59), now)).toBe('Yesterday')
    expect(dayText(new Date(2025, 5, 12, 12, 0), now)).toBe('3 days ago')
  })

  it('switches to months and years for older listings', () => {
    expect(dayText(new Date(2025, 3, 1), now)).toBe('2 months ago')
    expect(dayText(new Date(2023, 5, 1), now)).toBe('2 years ago')
  })
})

describe('purchase-type badge', () => {
  it('names Sale, Rent and Lease everywhere', () => {
    expect(purchaseTypeBadge(1, true)).toBe('Sale')
    expect(purchaseTypeBadge(2)).toBe('Rent')
    expect(purchaseTypeBadge(3)).toBe('Lease')
  })

  it("reads 'Unknown' for other values on home cards and 'N/A' elsewhere", () => {
    expect(purchaseTypeBadge(9, true)).toBe('Unknown')
    expect(purchaseTypeBadge(null, true)).toBe('Unknown')
    expect(purchaseTypeBadge(9)).toBe('N/A')
    expect(purchaseTypeBadge(null)).toBe('N/A')
  })
})
