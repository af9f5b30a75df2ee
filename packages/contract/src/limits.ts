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
