/**
 * Input bounds: every id, number and string the API accepts has a ceiling, so no input can
 * overflow a database column, an index entry or a password hash's work. Free of Zod so forms can
 * use them for `maxLength` without loading the validation library. `input.ts` builds the schemas.
 */
import { plural } from './numbers'

/** Ids and integer filters are PostgreSQL `integer` columns: 1 to 2^31 - 1. */
export const ID_MIN = 1
export const ID_MAX = 2_147_483_647

/** The longest address SMTP carries (RFC 5321: a 256-octet path minus the angle brackets). */
export const EMAIL_MAX_LENGTH = 254
/** First names, owner names and other short labels. */
export const NAME_MAX_LENGTH = 100
/** Indian mobile numbers, without +91. */
export const PHONE_LENGTH = 10
/** Passwords: Argon2 hashes the whole input, so a megabyte password would be a cheap DoS. */
export const PASSWORD_MAX_LENGTH = 128
/** Free-text messages (contact form, reports, answers). */
export const MESSAGE_MAX_LENGTH = 5_000
/** The listing search box. */
export const SEARCH_MAX_LENGTH = 100
/** "E-mail or phone" on the login form holds one or the other. */
export const LOGIN_ID_MAX_LENGTH = EMAIL_MAX_LENGTH

/** The field message for a text over its limit. */
export function tooLongMessage(label: string, max: number) {
  return `${label} must be at most ${plural(max, 'character')}`
}

/** The field message for an id outside 1 .. ID_MAX. */
export function idMessage(label: string) {
  return `${label} must be a whole number from ${ID_MIN} to ${ID_MAX}`
}

/** Moderators' reasons and notes (hide, block, credit adjustment, report resolution). */
export const REASON_MAX_LENGTH = 500
/** The largest single credit adjustment either way (the most one top-up may buy). */
export const ADJUSTMENT_MAX_CREDITS = 100_000

export const OTP_LENGTH = 6
export const PASSWORD_MIN = 6
export const NAME_MIN = 2

/** A plain e-mail shape check the browser can run without the validation library. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

/** "Property location" on the contact form: a locality, town or corridor, not an essay. */
export const PROPERTY_LOCATION_MAX_LENGTH = 200

/** Bounds of the owner's fields. */
export const PROPERTY_NAME_MAX_LENGTH = 150
export const PROPERTY_DESCRIPTION_MAX_LENGTH = 5_000
/** Feet: the largest dimension a listing may state. */
export const DIMENSION_MAX_FEET = 100_000
/** Whole rupees: ₹1,000 crore, far above any godown's price and inside a safe integer. */
export const PRICE_MAX_RUPEES = 10_000_000_000
export const ADDRESS_MAX_LENGTH = 500
export const ATTACHMENT_NAME_MAX_LENGTH = 100
export const ATTACHMENT_DESCRIPTION_MAX_LENGTH = 1_000
export const ATTACHMENT_ORDER_MAX = 1_000
/** Files one property may carry. */
export const ATTACHMENTS_PER_PROPERTY_MAX = 50

/** Upper bounds of the specifications (and of their filters). */
export const DOCKS_MAX = 500
/** Tonnes per square metre. */
export const FLOOR_LOAD_MAX = 100
export const POWER_KVA_MAX = 100_000
export const HIGHWAY_KM_MAX = 1_000

/** Area filters bound (sq.ft). */
export const AREA_MAX_SQFT = 100_000_000

export const SAVED_SEARCH_NAME_MAX_LENGTH = 80
export const SAVED_SEARCHES_MAX = 20

/** Shortlist and compare. */
export const SHORTLIST_MAX = 100
export const COMPARE_MAX = 4

/** The most credits one top-up may buy (₹1,00,000). */
export const TOP_UP_MAX_CREDITS = 100_000
/**
 * The most credits a wallet may hold (₹1,00,00,000 worth; decision 037). A top-up order or an
 * admin's adjustment that would take a balance past it is refused; an order already paid is
 * always credited in full, even past it (an order is checked when it is opened, against the
 * balance then). The balance's column holds 2^31 - 1, over two hundred times this, so no number
 * of orders open at once can overflow it.
 */
export const WALLET_MAX_BALANCE = 10_000_000
/** Pack ids: short lower-case slugs. */
export const CREDIT_PACK_ID_PATTERN = /^[a-z0-9][a-z0-9-]{0,31}$/
/** At most this many packs on sale, and this many of one pack in a cart. */
export const MAX_CREDIT_PACKS = 12
export const MAX_PACK_QUANTITY = 10
