import { describe, expect, it } from 'vitest'
import { detailSlug } from './slug'

describe('detailSlug', () => {
  it('lower-cases and turns each run of whitespace into one hyphen', () => {
    expect(detailSlug('Fire NOC for Warehouses')).toBe('fire-noc-for-warehouses')
    expect(detailSlug('Clear height \t and\n\n dock doors')).toBe('clear-height-and-dock-doors')
  })

  it('keeps hyphens already in the text and trims the ends', () => {
    expect(detailSlug('  GST and e-way bills  ')).toBe('gst-and-e-way-bills')
  })

  it('URL-encodes what is left', () => {
    expect(detailSlug('Rent: ₹ per sq ft?')).toBe('rent%3A-%E2%82%B9-per-sq-ft%3F')
    expect(detailSlug('A/B & C')).toBe('a%2Fb-%26-c')
    expect(decodeURIComponent(detailSlug('Godown in गुड़गांव'))).toBe('godown-in-गुड़गांव')
  })
})
