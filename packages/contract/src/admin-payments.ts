import { z } from 'zod'
import { PAYMENT_STATUS_NAMES } from './admin-texts'
import { ok, paged } from './envelope'
import { GST_TEXTS, GST_FIRST_MONTH, GSTR1_SECTIONS } from './gst'
import { idSchema } from './input'
import { PageQuerySchema, PAYMENT_PROVIDERS } from './wallet'
import { blank, date, id, search, person } from './admin-fields'

/* The console's payment orders, and the month's invoices for GSTR-1. */

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
