import { z } from 'zod'
import { COMPANY_PROFILE_TEXTS, CONTACT_TEXTS, NEWSLETTER_TEXTS } from './content-texts'
import { GST_STATES } from './gst'
import { multiLine, oneLine } from './input'
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PHONE_LENGTH,
  PROPERTY_LOCATION_MAX_LENGTH,
  tooLongMessage,
} from './limits'

export * from './content-texts'

/** POST newsletter: stored once per address, lower-cased. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: NEWSLETTER_TEXTS.invalid })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX_LENGTH, { message: NEWSLETTER_TEXTS.invalid, abort: true })
    .regex(EMAIL_PATTERN, NEWSLETTER_TEXTS.invalid),
})
export type Newsletter = z.infer<typeof NewsletterSchema>

/**
 * India's states and union territories as GST lists them (the official list, "Other Territory"
 * aside), sorted: the contact form's state choices and the only values POST contact takes.
 */
export const INDIA_STATE_NAMES: readonly string[] = Object.entries(GST_STATES)
  .filter(([, state]) => state.stateCode !== null)
  .map(([, state]) => state.name)
  .sort((a, b) => a.localeCompare(b, 'en-IN'))

/** Required text: trimmed, not empty, at most `max` characters. */
const requiredText = (message: string, max: number, label: string) =>
  z.string({ error: message }).trim().min(1, message).max(max, tooLongMessage(label, max))
/** The same, on one line. */
const requiredLine = (message: string, max: number, label: string) =>
  oneLine(requiredText(message, max, label))

const emailField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .toLowerCase()
    // Longer than SMTP carries is not a valid address: the field's own text covers it.
    .max(EMAIL_MAX_LENGTH, { message, abort: true })
    .pipe(z.email(message))

const phoneField = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(PHONE_LENGTH, { message, abort: true })
    .regex(/^[0-9]{10}$/, message)

/** POST contact (spec 000 sections 3 and 5): six fields, all required; stored, then e-mailed. */
export const ContactSchema = z.object({
  user_name: requiredLine(CONTACT_TEXTS.userName, NAME_MAX_LENGTH, 'Name'),
  user_email: emailField(CONTACT_TEXTS.userEmail),
  user_phone: phoneField(CONTACT_TEXTS.userPhone),
  property_location: requiredLine(
    CONTACT_TEXTS.propertyLocation,
    PROPERTY_LOCATION_MAX_LENGTH,
    'Property location',
  ),
  state: z
    .string({ error: CONTACT_TEXTS.state })
    .max(NAME_MAX_LENGTH, { message: CONTACT_TEXTS.state, abort: true })
    .refine((name) => INDIA_STATE_NAMES.includes(name), CONTACT_TEXTS.state),
  message: multiLine(requiredText(CONTACT_TEXTS.message, MESSAGE_MAX_LENGTH, 'Message')),
})
export type ContactInput = z.input<typeof ContactSchema>
export type Contact = z.output<typeof ContactSchema>

/** POST company-profile (spec 000 sections 3 and 5): the lead, then the brochure. */
export const CompanyProfileSchema = z.object({
  name: requiredLine(COMPANY_PROFILE_TEXTS.name, NAME_MAX_LENGTH, 'Name'),
  email: emailField(COMPANY_PROFILE_TEXTS.email),
  phone_number: phoneField(COMPANY_PROFILE_TEXTS.phone),
})
export type CompanyProfileInput = z.input<typeof CompanyProfileSchema>
export type CompanyProfile = z.output<typeof CompanyProfileSchema>
