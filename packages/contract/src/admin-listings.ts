import { z } from 'zod'
import { LISTING_VISIBILITIES, REPORT_ACTIONS, REPORT_STATUSES } from './admin-texts'
import { ok, paged } from './envelope'
import { idSchema, optionalIdSchema } from './input'
import { PageQuerySchema } from './wallet'
import { ListingStatusSchema } from './owner'
import { ReportSchema } from './report'
import {
  blank,
  date,
  id,
  NoteSchema,
  person,
  ReasonSchema,
  search,
  toBoolean,
} from './admin-fields'

/* The console's listings, and the reports against them. */

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
