import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS } from './constants'
import { ADJUSTMENT_MAX_CREDITS, REASON_MAX_LENGTH } from './limits'
import { z } from 'zod'
import {
  ADMIN_SETTABLE_USER_TYPES,
  ADMIN_TEXTS as T,
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  ENQUIRY_KINDS,
  LISTING_VISIBILITIES,
  PAYMENT_STATUS_NAMES,
  REPORT_ACTIONS,
  REPORT_STATUSES,
} from './admin-texts'
import { ok, paged } from './envelope'
import { GST_TEXTS, GST_FIRST_MONTH, GSTR1_SECTIONS } from './gst'
import {
  ID_MAX,
  idMessage,
  idSchema,
  multiLine,
  oneLine,
  optionalIdSchema,
  SEARCH_MAX_LENGTH,
  tooLongMessage,
} from './input'
import { LedgerEntrySchema, PageQuerySchema, PAYMENT_PROVIDERS } from './wallet'
import { ListingStatusSchema } from './owner'
import { ReportSchema } from './report'

export { ReportSchema, ReportResponseSchema } from './report'

export * from './admin-texts'

/**
 * The admin console's calls (issue 13; API.md "Admin"): every one needs the `admin` permission.
 * Queries arrive as strings; an empty value means "no filter".
 */

const blank = (v: unknown) => (v === '' || v === null ? undefined : v)

/**
 * A moderator's reason: required, trimmed, bounded; several lines, but no controls or invisible
 * formatting, NUL included (decision 036).
 */
export const ReasonSchema = z.preprocess(
  blank,
  multiLine(
    z
      .string({ error: T.reasonRequired })
      .trim()
      .min(1, T.reasonRequired)
      .max(REASON_MAX_LENGTH, tooLongMessage('Reason', REASON_MAX_LENGTH)),
  ),
)
/** The same, optional (a note on a report's resolution). */
export const NoteSchema = z.preprocess(
  blank,
  multiLine(
    z.string().trim().max(REASON_MAX_LENGTH, tooLongMessage('Note', REASON_MAX_LENGTH)),
  ).optional(),
)

const search = z.preprocess(
  blank,
  oneLine(
    z.string().trim().max(SEARCH_MAX_LENGTH, tooLongMessage('Search', SEARCH_MAX_LENGTH)),
  ).optional(),
)
const toBoolean = (v: unknown) => (v === 'true' ? true : v === 'false' ? false : v)

const id = z.number().int()
const date = z.string()

/* ---------------------------------------------------------------- dashboard */

/** GET admin/stats. */
export const StatsQuerySchema = z.object({
  days: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('Days must be a whole number')
      .min(1, 'Days must be at least 1')
      .max(STATS_MAX_DAYS, `Days must be at most ${STATS_MAX_DAYS}`)
      .default(STATS_DEFAULT_DAYS),
  ),
})
export type StatsQuery = z.infer<typeof StatsQuerySchema>

export const StatsSchema = z.object({
  days: id,
  users: z.object({
    seekers: id,
    owners: id,
    admins: id,
    blocked: id,
    total: id,
  }),
  listings: z.object({
    published: id,
    incomplete: id,
    hidden: id,
    let: id,
    total: id,
  }),
  unlocks: id,
  credits_sold: id,
  /** Paise paid for credits, all time. */
  revenue_paise: id,
  open_reports: id,
  refunds: id,
  /** One entry per day of the window, oldest first, days with nothing included (zeros). */
  series: z.array(
    z.object({
      /** YYYY-MM-DD, India time. */
      date: z.string(),
      signups: id,
      top_ups_paise: id,
      unlocks: id,
    }),
  ),
  /** Published listings per Indian state, most first. */
  listings_by_state: z.array(z.object({ state_id: id, state: z.string(), count: id })),
})
export type Stats = z.infer<typeof StatsSchema>
export const StatsResponseSchema = ok(StatsSchema)

/* ---------------------------------------------------------------- listings */

/** GET admin/properties. */
export const AdminPropertyQuerySchema = PageQuerySchema.extend({
  q: search,
  completion: z.preprocess(
    blank,
    z.coerce
      .number()
      .int('Completion must be 1, 2, 3 or 4')
      .min(1, 'Completion must be 1, 2, 3 or 4')
      .max(4, 'Completion must be 1, 2, 3 or 4')
      .optional(),
  ),
  visibility: z.preprocess(
    blank,
    z.enum(LISTING_VISIBILITIES, { error: 'Visibility must be visible or hidden' }).optional(),
  ),
  state_id: optionalIdSchema('State id'),
})
export type AdminPropertyQuery = z.infer<typeof AdminPropertyQuerySchema>

const person = z.object({
  id,
  name: z.string(),
  phone_number: z.string(),
  email: z.string().nullable(),
})

export const AdminPropertySchema = z.object({
  id,
  name: z.string(),
  image: z.string().nullable(),
  owner: person,
  completion_level: id,
  status: ListingStatusSchema,
  hidden_reason: z.string().nullable(),
  hidden_at: date.nullable(),
  verified: z.boolean(),
  price: z.number().nullable(),
  purchase_type: z.number().int().nullable(),
  /** City, district and state names, when the address is in. */
  location: z.string().nullable(),
  unlocks: id,
  open_reports: id,
  created_at: date,
})
export type AdminProperty = z.infer<typeof AdminPropertySchema>
export const AdminPropertyPageSchema = paged(AdminPropertySchema)

export const PropertyIdParamsSchema = z.object({ id: idSchema('Property id') })
export const HideBodySchema = z.object({ reason: ReasonSchema })
export const HiddenResponseSchema = ok(z.object({ hidden: z.boolean() }))
export const VerifyBodySchema = z.object({
  verified: z.preprocess(toBoolean, z.boolean({ error: 'Verified must be true or false' })),
})
export const VerifiedResponseSchema = ok(z.object({ verified: z.boolean() }))

/* ---------------------------------------------------------------- users */

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

/* ---------------------------------------------------------------- payments */

/** GET admin/payments. `q` finds an order by its provider ids, receipt or the buyer's phone. */
export const AdminPaymentQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    blank,
    z.enum(PAYMENT_STATUS_NAMES, { error: 'Status must be pending, paid or failed' }).optional(),
  ),
  q: search,
})
export type AdminPaymentQuery = z.infer<typeof AdminPaymentQuerySchema>

export const AdminPaymentSchema = z.object({
  id,
  user: person,
  provider: z.enum(PAYMENT_PROVIDERS),
  provider_order_id: z.string(),
  provider_payment_id: z.string().nullable(),
  receipt: z.string().nullable(),
  amount_paise: id,
  /** Credits the order brings to the wallet, the packs' free bonus included. */
  credits: id,
  /** Of which free bonus credits. */
  bonus_credits: z.number().int(),
  status: z.enum(PAYMENT_STATUS_NAMES),
  invoice_number: z.string().nullable(),
  created_at: date,
  paid_at: date.nullable(),
  failed_at: date.nullable(),
  checked_at: date.nullable(),
})
export type AdminPayment = z.infer<typeof AdminPaymentSchema>
export const AdminPaymentPageSchema = paged(AdminPaymentSchema)
export const PaymentIdParamsSchema = z.object({ id: idSchema('Payment id') })
/** POST admin/payments/{id}/reconcile: the order as it now stands. */
export const ReconcileResponseSchema = ok(AdminPaymentSchema)

/**
 * GET admin/gstr1: a month's tax invoices for GSTR-1 as the GST portal's offline tool imports
 * them (decision 046): `b2b` (one row per invoice to a GSTIN) or `b2cs` (consumers, summed by
 * place of supply). The month is India's calendar month, from July 2017 (when GST began).
 */
export const Gstr1QuerySchema = z.object({
  month: z
    .string({ error: GST_TEXTS.monthFormat })
    .regex(/^[0-9]{4}-(0[1-9]|1[0-2])$/, GST_TEXTS.monthFormat)
    .refine((month) => month >= GST_FIRST_MONTH, GST_TEXTS.monthBeforeGst),
  section: z.enum(GSTR1_SECTIONS, { error: 'Section must be b2b or b2cs' }),
})
export type Gstr1Query = z.infer<typeof Gstr1QuerySchema>

/* ---------------------------------------------------------------- reports */

/** GET admin/reports. */
export const AdminReportQuerySchema = PageQuerySchema.extend({
  status: z.preprocess(
    blank,
    z.enum(REPORT_STATUSES, { error: 'Status must be open, refunded or rejected' }).optional(),
  ),
  property_id: optionalIdSchema('Property id'),
})
export type AdminReportQuery = z.infer<typeof AdminReportQuerySchema>
export const AdminReportPageSchema = paged(ReportSchema)
export const ReportIdParamsSchema = z.object({ id: idSchema('Report id') })
export const ResolveReportBodySchema = z.object({
  action: z.enum(REPORT_ACTIONS, { error: 'Action must be refund, reject or hide' }),
  note: NoteSchema,
})
export type ResolveReportBody = z.infer<typeof ResolveReportBodySchema>

/* ---------------------------------------------------------------- audit */

const AUDIT_TARGET = new RegExp(`^(${AUDIT_TARGET_TYPES.join('|')}):[1-9][0-9]{0,9}$`)
/** Ten digits fit the pattern but not always the id column. */
const targetIdInRange = (target: string) => !(Number(target.split(':')[1]) > ID_MAX)

/** GET admin/audit: `actor` a user id, `target` as `property:12`. */
export const AuditQuerySchema = PageQuerySchema.extend({
  actor: optionalIdSchema('Actor'),
  target: z.preprocess(
    blank,
    z
      .string()
      .trim()
      .max(40, 'Target must be like property:12')
      .regex(AUDIT_TARGET, 'Target must be like property:12')
      .refine(targetIdInRange, idMessage('Target id'))
      .optional(),
  ),
})
export type AuditQuery = z.infer<typeof AuditQuerySchema>

export const AuditEntrySchema = z.object({
  id,
  /** Null for what the system did by itself (automatic refunds and hides). */
  actor: z.object({ id, name: z.string() }).nullable(),
  action: z.enum(AUDIT_ACTIONS),
  /** `property:12` */
  target: z.string(),
  reason: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  created_at: date,
})
export type AuditEntry = z.infer<typeof AuditEntrySchema>
export const AuditPageSchema = paged(AuditEntrySchema)

/* ---------------------------------------------------------------- enquiries */

/** GET admin/enquiries. */
export const EnquiryQuerySchema = PageQuerySchema.extend({
  kind: z.enum(ENQUIRY_KINDS, { error: 'Kind must be contact, profile or newsletter' }),
})
export type EnquiryQuery = z.infer<typeof EnquiryQuerySchema>
/** One stored lead; fields a kind does not have are null. */
export const EnquirySchema = z.object({
  id,
  name: z.string().nullable(),
  email: z.string(),
  phone_number: z.string().nullable(),
  location: z.string().nullable(),
  state: z.string().nullable(),
  message: z.string().nullable(),
  created_at: date,
})
export type Enquiry = z.infer<typeof EnquirySchema>
export const EnquiryPageSchema = paged(EnquirySchema)
