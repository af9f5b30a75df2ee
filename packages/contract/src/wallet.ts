import {
  CREDIT_PACK_ID_PATTERN,
  MAX_CREDIT_PACKS,
  MAX_PACK_QUANTITY,
  TOP_UP_MAX_CREDITS,
} from './limits'
import { z } from 'zod'
import { MAX_PAGE_SIZE, PAGE_SIZE } from './constants'
import { ok, paged } from './envelope'
import { formatCount } from './numbers'
import {
  BILLING_ADDRESS_MAX,
  GST_TEXTS,
  GSTIN_LENGTH,
  gstinFieldProblem,
  LEGAL_NAME_MAX,
  needsBuyerAddress,
  SANDBOX_PAYMENT_METHODS,
  type GstStateCode,
} from './gst'
import { idSchema, multiLine, oneLine } from './input'
import { MAX_OFFSET, PriceSchema } from './listing'
import { MyReportSchema } from './report'
import { LEDGER_KINDS, PAYMENT_PROVIDERS, WALLET_TEXTS } from './wallet-texts'

export * from './wallet-texts'

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v)

/** `offset` and `limit` of a paged list (transactions, ledger, unlocked properties). */
export const PageQuerySchema = z.object({
  offset: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Offset must be a whole number')
      .min(0, 'Offset must be 0 or more')
      .max(MAX_OFFSET, `Offset must be at most ${formatCount(MAX_OFFSET)}`)
      .default(0),
  ),
  limit: z.preprocess(
    blankToUndefined,
    z.coerce
      .number()
      .int('Limit must be a whole number')
      .min(1, 'Limit must be at least 1')
      .max(MAX_PAGE_SIZE, `Limit must be at most ${MAX_PAGE_SIZE}`)
      .default(PAGE_SIZE),
  ),
})
export type PageQuery = z.infer<typeof PageQuerySchema>

/** GET wallet. */
export const WalletResponseSchema = ok(z.object({ credits: z.number().int() }))

/**
 * Credits to buy (spec 000 section 5: a number greater than 0, sent as an integer; at most
 * TOP_UP_MAX_CREDITS). The same schema checks the form and the API.
 */
export const CreditsAmountSchema = z.coerce
  .number({ error: WALLET_TEXTS.invalidAmountBody })
  .refine((n) => Number.isFinite(n) && n > 0, WALLET_TEXTS.invalidAmountBody)
  .transform((n) => Math.floor(n))
  .pipe(
    z
      .number()
      .int()
      .min(1, WALLET_TEXTS.invalidAmountBody)
      .max(TOP_UP_MAX_CREDITS, WALLET_TEXTS.tooManyCredits),
  )

const packLines = z
  .array(
    z.object({
      pack_id: z
        .string({ error: WALLET_TEXTS.unknownPack })
        .regex(CREDIT_PACK_ID_PATTERN, WALLET_TEXTS.unknownPack),
      quantity: z
        .number({ error: WALLET_TEXTS.packQuantity })
        .int(WALLET_TEXTS.packQuantity)
        .min(1, WALLET_TEXTS.packQuantity)
        .max(MAX_PACK_QUANTITY, WALLET_TEXTS.packQuantity),
    }),
  )
  .min(1)
  .max(MAX_CREDIT_PACKS)
  .refine((lines) => new Set(lines.map((l) => l.pack_id)).size === lines.length, {
    message: WALLET_TEXTS.packRepeated,
  })

/** A GSTIN as typed: spaces dropped, upper-cased; format, state code and check character. */
const GstinSchema = z
  .string({ error: GST_TEXTS.gstinFormat })
  .max(3 * GSTIN_LENGTH, GST_TEXTS.gstinFormat)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .pipe(
    z
      .string()
      .max(GSTIN_LENGTH, GST_TEXTS.gstinFormat)
      .superRefine((gstin, ctx) => {
        const problem = gstinFieldProblem(gstin, undefined)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      }),
  )

/**
 * POST wallet/order. `state_id` is the buyer's state for the tax invoice (place of supply); when
 * absent the seller's state is assumed, as GST does for a consumer whose address is not known.
 * A business adds its GSTIN (issue 26): then `legal_name`, `billing_address` and `state_id` are
 * required, and the GSTIN's first two digits must be the state's GST code. Rule 46(e) asks the
 * same name, address and state of any buyer when the taxable value is ₹50,000 or more, and an
 * address is always given with its state.
 *
 * `placeOfSupply` turns a state id into its GST code, where the caller knows the states (the web
 * form, from their names); the API checks the code against its own states table instead.
 */
export function createOrderBodySchema(
  placeOfSupply?: (stateId: number) => GstStateCode | undefined,
) {
  return z
    .object({
      credits: CreditsAmountSchema,
      state_id: z.preprocess(blankToUndefined, idSchema('State id').optional()),
      /**
       * Credit packs bought with this order (the cart, issue 14): `credits` must be their credits
       * added up, and the order records their bonus, credited separately when it is paid.
       */
      packs: packLines.optional(),
      gstin: z.preprocess(blankToUndefined, GstinSchema.optional()),
      legal_name: z.preprocess(
        blankToUndefined,
        oneLine(
          z
            .string({ error: GST_TEXTS.nameNeeded })
            .trim()
            .min(1, GST_TEXTS.nameNeeded)
            .max(LEGAL_NAME_MAX, GST_TEXTS.legalNameLong),
        ).optional(),
      ),
      billing_address: z.preprocess(
        blankToUndefined,
        multiLine(
          z
            .string({ error: GST_TEXTS.addressNeeded })
            .trim()
            .min(1, GST_TEXTS.addressNeeded)
            .max(BILLING_ADDRESS_MAX, GST_TEXTS.addressLong),
        ).optional(),
      ),
    })
    .superRefine((order, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message })
      const business = order.gstin !== undefined
      if (business || needsBuyerAddress(order.credits)) {
        if (order.legal_name === undefined) {
          issue('legal_name', business ? GST_TEXTS.legalNameNeeded : GST_TEXTS.nameNeeded)
        }
        if (order.billing_address === undefined) {
          issue('billing_address', GST_TEXTS.addressNeeded)
        }
      }
      if (
        order.state_id === undefined &&
        (business || order.billing_address !== undefined || needsBuyerAddress(order.credits))
      ) {
        issue('state_id', GST_TEXTS.stateNeeded)
      }
      if (business && order.state_id !== undefined && placeOfSupply) {
        const problem = gstinFieldProblem(order.gstin!, placeOfSupply(order.state_id))
        if (problem) issue('gstin', problem)
      }
    })
}
export const CreateOrderBodySchema = createOrderBodySchema()
export type CreateOrderBody = z.output<typeof CreateOrderBodySchema>
export type OrderPackLine = { pack_id: string; quantity: number }

/** One credit pack on sale (GET credit-packs); its price in rupees is its credits. */
export const CreditPackSchema = z.object({
  id: z.string().regex(CREDIT_PACK_ID_PATTERN),
  name: z.string().trim().min(1).max(40),
  credits: z.number().int().min(1).max(TOP_UP_MAX_CREDITS),
  bonus_credits: z.number().int().min(0).max(TOP_UP_MAX_CREDITS),
})
/** The CREDIT_PACKS setting: distinct ids, at least one pack. */
export const CreditPackListSchema = z
  .array(CreditPackSchema)
  .min(1)
  .max(MAX_CREDIT_PACKS)
  .refine((packs) => new Set(packs.map((p) => p.id)).size === packs.length, {
    message: 'pack ids must be distinct',
  })
/**
 * GET credit-packs: the packs, and what the checkout needs to show the bill as the tax invoice
 * will (contract gst.ts splitGst): the seller's state (our states' id; CGST and SGST within it,
 * IGST elsewhere; a buyer who names no state is taken to be in it).
 */
export const CreditPacksResponseSchema = ok(
  z.object({
    packs: CreditPackListSchema,
    gst_rate_percent: z.number(),
    seller_state_id: z.number().int().nullable(),
  }),
)
export type CreditPacksInfo = z.infer<typeof CreditPacksResponseSchema>['data']

/** The spec's payment order response (spec 000 section 3), plus which checkout to open. */
export const PaymentOrderResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  razorpay_key: z.string(),
  /** In paise: credits x 100. */
  amount: z.number().int(),
  /**
   * Credits the order brings to the wallet once paid: the credits paid for plus the packs' free
   * bonus (a 999-credit pack with 100 bonus brings 1,099). What the checkout shows and announces.
   */
  credits: z.number().int(),
  /** Of which free bonus credits (0 for a plain top-up). */
  bonus_credits: z.number().int(),
  currency: z.literal('INR'),
  store_name: z.string(),
  order_id: z.string(),
  user: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string() }),
  provider: z.enum(PAYMENT_PROVIDERS),
})
export type PaymentOrderResponse = z.infer<typeof PaymentOrderResponseSchema>

const providerId = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(64, `${label} must be at most 64 characters`)

/** The payment confirmation fields (spec 000 section 3), as checkout hands them over. */
export const PaymentConfirmationSchema = z.object({
  razorpay_order_id: providerId('Order id'),
  razorpay_payment_id: providerId('Payment id'),
  razorpay_signature: z
    .string({ error: 'Signature is required' })
    .trim()
    .regex(/^[0-9a-f]{64}$/i, 'Signature must be 64 hexadecimal characters'),
})
export type PaymentConfirmation = z.infer<typeof PaymentConfirmationSchema>

/** POST wallet/verify: the new balance. */
export const VerifyResponseSchema = ok(z.object({ credits: z.number().int() }))

/** POST sandbox/pay: what the sandbox checkout sheet does when the user presses Pay or Fail. */
export const SandboxPayBodySchema = z.object({
  order_id: providerId('Order id'),
  outcome: z.enum(['success', 'failure']),
  /** How the sandbox payer paid (issue 26), reported as Razorpay reports `method`; card when absent. */
  method: z
    .enum(SANDBOX_PAYMENT_METHODS, { error: 'Method must be upi, card, netbanking or wallet' })
    .default('card'),
})
export const SandboxPayResponseSchema = ok(
  z.object({
    razorpay_order_id: z.string(),
    razorpay_payment_id: z.string(),
    /** Absent for a failed payment: nothing to confirm. */
    razorpay_signature: z.string().optional(),
  }),
)

/** A row of /user-transactions (spec 000 section 3): status 1 success, 0 pending, 2 failed. */
export const TransactionSchema = z.object({
  id: z.number().int(),
  /** Rupees paid. */
  amount: z.number(),
  /** Credits the order brings to the wallet, the packs' free bonus included. */
  credits: z.number().int(),
  /** Of which free bonus credits. */
  bonus_credits: z.number().int(),
  phone_number: z.string().nullable(),
  created_at: z.string(),
  status: z.number().int(),
  /** The tax invoice's number once paid. */
  invoice_number: z.string().nullable(),
})
export type Transaction = z.infer<typeof TransactionSchema>
export const TransactionPageSchema = paged(TransactionSchema)

/** A ledger entry ("Credit history"). */
export const LedgerEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  /** Signed: + bought or refunded, - spent. */
  credits: z.number().int(),
  balance_after: z.number().int(),
  reference: z.string(),
  /** The listing an unlock or refund was for, when there is one. */
  property_id: z.number().int().nullable(),
  property_name: z.string().nullable(),
  created_at: z.string(),
})
export type LedgerEntry = z.infer<typeof LedgerEntrySchema>
export const LedgerPageSchema = paged(LedgerEntrySchema)

/** An unlocked property item (spec 000 section 3). */
export const UnlockedPropertySchema = z.object({
  property_id: z.number().int(),
  name: z.string(),
  image: z.string().nullable(),
  prices: z.array(PriceSchema),
  created_at: z.string(),
  /** Reporting it (issue 13): until when, and the latest report. */
  report: MyReportSchema.optional(),
})
export type UnlockedProperty = z.infer<typeof UnlockedPropertySchema>
export const UnlockedPageSchema = paged(UnlockedPropertySchema)

/** GET transactions/{id}/invoice. */
export const TransactionIdParamsSchema = z.object({ id: idSchema('Transaction id') })

/** GET transactions/statement. */
export const StatementQuerySchema = z
  .object({
    from: z.iso.date('From must be a date (YYYY-MM-DD)'),
    to: z.iso.date('To must be a date (YYYY-MM-DD)'),
    format: z.enum(['csv', 'pdf']).default('csv'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'To must not be before From' })
