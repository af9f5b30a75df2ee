import { ADJUSTMENT_MAX_CREDITS } from './limits'
import { z } from 'zod'
import { ADMIN_SETTABLE_USER_TYPES, ADMIN_TEXTS as T } from './admin-texts'
import { ok, paged } from './envelope'
import { idSchema } from './input'
import { LedgerEntrySchema, PageQuerySchema } from './wallet'
import { ListingStatusSchema } from './owner'
import { blank, date, id, search, NoteSchema, ReasonSchema } from './admin-fields'

/* The console's users: found, looked at, blocked, retyped and credited. */

/**
 * A user type an admin may set, and the only ones the user list filters by (the column is a
 * smallint: anything else is a 422 on the field, never a query).
 */
const userType = z.preprocess(
  (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
  z
    .number({ error: T.userTypeInvalid })
    .refine((v) => (ADMIN_SETTABLE_USER_TYPES as readonly number[]).includes(v), T.userTypeInvalid),
)

/** GET admin/users. */
export const AdminUserQuerySchema = PageQuerySchema.extend({
  q: search,
  user_type: z.preprocess(blank, userType.optional()),
})
export type AdminUserQuery = z.infer<typeof AdminUserQuerySchema>

export const AdminUserSchema = z.object({
  id,
  name: z.string(),
  email: z.string().nullable(),
  phone_number: z.string(),
  user_type: id,
  credits: id,
  blocked: z.boolean(),
  blocked_reason: z.string().nullable(),
  listings: id,
  unlocks: id,
  created_at: date,
})
export type AdminUser = z.infer<typeof AdminUserSchema>
export const AdminUserPageSchema = paged(AdminUserSchema)

/** GET admin/users/{id}: the profile, with the latest of each list. */
export const AdminUserProfileSchema = z.object({
  user: AdminUserSchema,
  listings: z.array(
    z.object({
      id,
      name: z.string(),
      status: ListingStatusSchema,
      completion_level: id,
      created_at: date,
    }),
  ),
  unlocks: z.array(
    z.object({
      id,
      property_id: id,
      property_name: z.string(),
      credits_spent: id,
      created_at: date,
    }),
  ),
  ledger: z.array(LedgerEntrySchema),
})
export type AdminUserProfile = z.infer<typeof AdminUserProfileSchema>
export const AdminUserProfileResponseSchema = ok(AdminUserProfileSchema)
/** The most of each list a profile shows. */
export const PROFILE_LIST_MAX = 20

export const UserIdParamsSchema = z.object({ id: idSchema('User id') })
export const BlockBodySchema = z.discriminatedUnion(
  'blocked',
  [
    z.object({ blocked: z.literal(true), reason: ReasonSchema }),
    z.object({ blocked: z.literal(false), reason: NoteSchema }),
  ],
  { error: 'Blocked must be true or false' },
)
export type BlockBody = z.infer<typeof BlockBodySchema>
export const BlockedResponseSchema = ok(z.object({ blocked: z.boolean() }))
export const UserTypeBodySchema = z.object({ user_type: userType })
export const UserTypeResponseSchema = ok(z.object({ user_type: id }))
export const CreditAdjustmentBodySchema = z.object({
  credits: z.preprocess(
    (v) => (typeof v === 'string' && /^\s*-?\d{1,12}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ error: T.creditsRequired })
      .int(T.creditsRequired)
      .refine((v) => v !== 0, T.creditsRequired)
      .refine((v) => Math.abs(v) <= ADJUSTMENT_MAX_CREDITS, T.adjustmentTooLarge),
  ),
  reason: ReasonSchema,
})
export type CreditAdjustmentBody = z.infer<typeof CreditAdjustmentBodySchema>
export const CreditsResponseSchema = ok(z.object({ credits: id }))
