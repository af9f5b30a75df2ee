import { describe, expect, it } from 'vitest'
import { PinCodeSchema } from './geo'
import { productSlug } from './slug'

describe('productSlug', () => {
  it('lower-cases and drops everything but letters and digits', () => {
    expect(productSlug('Godown Hub')).toBe('godownhub')
    expect(productSlug('Bharat Godam & Co. 24')).toBe('bharatgodamco24')
  })
})

describe('PinCodeSchema', () => {
  it('accepts six digits not starting with 0', () => {
    expect(PinCodeSchema.safeParse('110001').success).toBe(true)
    expect(PinCodeSchema.safeParse('011000').success).toBe(false)
    expect(PinCodeSchema.safeParse('11000').success).toBe(false)
    expect(PinCodeSchema.safeParse('11000a').error?.issues[0]?.message).toBe(
      'PIN code must be 6 digits',
    )
  })
})
