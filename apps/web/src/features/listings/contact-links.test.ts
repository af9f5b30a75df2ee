import { describe, expect, it } from 'vitest'
import { internationalDigits, telLink, whatsAppLink } from './contact-links'

describe("the owner's number for Call and WhatsApp", () => {
  it('puts India first before 10 digits, and reads +91, a trunk 0 and spaces alike', () => {
    expect(internationalDigits('9876543210')).toBe('919876543210')
    expect(internationalDigits('+91 98765 43210')).toBe('919876543210')
    expect(internationalDigits('098765 43210')).toBe('919876543210')
    expect(internationalDigits('  ')).toBeUndefined()
    expect(internationalDigits(null)).toBeUndefined()
  })

  it('dials with a plus and messages with the digits only', () => {
    expect(telLink('919876543210')).toBe('tel:+919876543210')
    const link = new URL(whatsAppLink('919876543210', { id: 7, name: 'Bhiwandi Godown' }, 'Hub'))
    expect(link.origin + link.pathname).toBe('https://wa.me/919876543210')
    expect(link.searchParams.get('text')).toBe(
      `Hello, I saw your listing "Bhiwandi Godown" on Hub (${window.location.origin}/property/7). Is it still available?`,
    )
  })
})
