import { z } from 'zod'
import { AUTH_MESSAGES } from './auth-texts'
import { ok } from './envelope'
import { oneLine } from './input'
import { NAME_MAX_LENGTH, NAME_MIN, tooLongMessage } from './limits'
import { ListingStatusSchema } from './owner'
import { TransactionSchema } from './wallet'

/** How many recent transactions, unlocks and listings the account page shows. */
export const ACCOUNT_RECENT_ITEMS = 5

export const ACCOUNT_TEXTS = {
  nameChanged: 'Your name has been changed.',
  loggedOutEverywhere: 'You have been logged out on every device.',
} as const

/** PATCH account: the name, as registration checks it (2 to 100 characters, one line, trimmed). */
export const AccountNameBodySchema = z.object({
  name: oneLine(
    z
      .string({ error: AUTH_MESSAGES.ownerNameMin })
      .trim()
      .min(NAME_MIN, AUTH_MESSAGES.ownerNameMin)
      .max(NAME_MAX_LENGTH, tooLongMessage('Name', NAME_MAX_LENGTH)),
  ),
})
export type AccountNameBody = z.infer<typeof AccountNameBodySchema>
export const AccountNameResponseSchema = ok(z.object({ name: z.string() }))

/**
 * How an owner hears of a lead (a seeker unlocking a listing or asking for a visit, issue 30): a
 * message at once, or one digest a day from LEAD_DIGEST_HOUR_IST India time.
 */
export const LEAD_ALERT_MODES = ['instant', 'daily'] as const
export type LeadAlertMode = (typeof LEAD_ALERT_MODES)[number]
/** The hour (India time) the daily lead digest goes out from. */
export const LEAD_DIGEST_HOUR_IST = 9

/** PATCH account/lead-alerts (owners). */
export const LeadAlertsBodySchema = z.object({
  lead_alerts: z.enum(LEAD_ALERT_MODES, { error: 'Lead alerts must be instant or daily' }),
})
export type LeadAlertsBody = z.infer<typeof LeadAlertsBodySchema>
export const LeadAlertsResponseSchema = ok(LeadAlertsBodySchema)

/** One of the owner's listings on the account page. */
export const AccountListingSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  status: ListingStatusSchema,
  views: z.number().int(),
  unlocks: z.number().int(),
})
export type AccountListing = z.infer<typeof AccountListingSchema>

/** GET account. `owner` is null for anyone who cannot list properties. */
export const AccountSchema = z.object({
  profile: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone_number: z.string(),
    user_type: z.number().int(),
    created_at: z.string(),
  }),
  credits: z.number().int(),
  recent_transactions: z.array(TransactionSchema),
  recent_unlocks: z.array(
    z.object({ property_id: z.number().int(), name: z.string(), created_at: z.string() }),
  ),
  owner: z
    .object({
      listings: z.number().int(),
      views: z.number().int(),
      unlocks: z.number().int(),
      recent_listings: z.array(AccountListingSchema),
      /** How the owner hears of leads (unlocks and visit requests). */
      lead_alerts: z.enum(LEAD_ALERT_MODES),
    })
    .nullable(),
})
export type Account = z.infer<typeof AccountSchema>
export const AccountResponseSchema = ok(AccountSchema)
