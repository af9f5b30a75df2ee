import { INDIA_CALLING_CODE, WHATSAPP_CHAT_URL } from '@app/contract/constants'
import { CONTACT_BAR_TEXTS } from '@app/contract/listing-texts'
import { propertyPath } from '../../lib/paths'

/** An Indian number as the 10 digits after the country code (or the leading trunk 0). */
const NATIONAL_DIGITS = 10
const NATIONAL_WITH_TRUNK = new RegExp(`^0(\\d{${NATIONAL_DIGITS}})$`)

/**
 * The owner's number with India's calling code, digits only ('919876543210'): owners give 10
 * digits (the wizard checks it); older entries may carry +91, a trunk 0 or spaces. Anything
 * else (already with a calling code) is kept as its digits. Undefined when there is no number at all.
 */
export function internationalDigits(phone: string | null | undefined): string | undefined {
  const digits = phone?.replace(/\D/g, '') ?? ''
  if (!digits) return undefined
  if (digits.length === NATIONAL_DIGITS) return INDIA_CALLING_CODE + digits
  const trunk = NATIONAL_WITH_TRUNK.exec(digits)
  if (trunk) return INDIA_CALLING_CODE + trunk[1]
  return digits
}

/** `tel:+919876543210`: dials from any phone, roaming or not. */
export const telLink = (digits: string) => `tel:+${digits}`

/** The listing's own address, for sharing (the origin the seeker is on). */
export const listingUrl = (id: number) => `${window.location.origin}${propertyPath(id)}`

/** WhatsApp's click-to-chat with a first message naming the listing and its link. */
export function whatsAppLink(digits: string, listing: { id: number; name: string }, site: string) {
  const text = CONTACT_BAR_TEXTS.whatsappMessage(listing.name, listingUrl(listing.id), site)
  return `${WHATSAPP_CHAT_URL}${digits}?text=${encodeURIComponent(text)}`
}
