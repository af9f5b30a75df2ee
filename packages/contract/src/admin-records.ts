import { z } from 'zod'
import { AUDIT_ACTIONS, AUDIT_TARGET_TYPES, ENQUIRY_KINDS } from './admin-texts'
import { paged } from './envelope'
import { ID_MAX, idMessage, optionalIdSchema } from './input'
import { PageQuerySchema } from './wallet'
import { blank, date, id } from './admin-fields'

/* What the console reads back: the audit log and the stored enquiries. */

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
