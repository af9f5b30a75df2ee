import { TOP_UP_MAX_CREDITS } from '@app/contract/limits'
import { DEFAULT_CREDIT_PACKS } from '@app/contract/constants'
import { z } from 'zod'
import { DEFAULT_SAC_CODE, GST_STATES, gstinProblem, type GstStateCode } from '@app/contract/gst'
import { CreditPackListSchema } from '@app/contract/wallet'
import { PAYMENT_PROVIDERS } from '@app/contract/wallet-texts'
import { emptyAsUndefined, intInRange } from './settings'

/**
 * The seller on tax invoices outside production when SELLER_* are unset: plainly a sample (the
 * GSTIN is well-formed, with PAN AAAAA0000A, so the invoice renders as a real one would).
 */
export const SAMPLE_SELLER = {
  legalName: 'Sample Seller Private Limited (not a real business)',
  gstin: '27AAAAA0000A1Z2',
} as const

/** What credits cost, where card payments go, and the seller on tax invoices. */
export const paymentsEnv = {
  /** Credits a seeker spends to unlock one listing's contact details (1 credit = 1 rupee). */
  UNLOCK_COST: intInRange(1, 100_000, 99, ' credits'),
  /**
   * Credit packs on sale (issue 14), as JSON: [{"id":"business","name":"Business","credits":999,
   * "bonus_credits":100}, ...]; a pack's price in rupees is its credits.
   */
  CREDIT_PACKS: z.preprocess(
    (v) => {
      if (v === undefined || v === '') return DEFAULT_CREDIT_PACKS
      try {
        return JSON.parse(String(v)) as unknown
      } catch {
        return v
      }
    },
    CreditPackListSchema.refine(
      (packs) => packs.every((p) => p.credits + p.bonus_credits <= TOP_UP_MAX_CREDITS),
      { message: `a pack's credits and bonus must add up to at most ${TOP_UP_MAX_CREDITS}` },
    ),
  ),
  /**
   * Where card payments go: Razorpay, or the built-in sandbox (no network, no money; refused in
   * production). Default: sandbox, razorpay in production.
   */
  PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(PAYMENT_PROVIDERS).optional()),
  RAZORPAY_KEY_ID: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .regex(/^rzp_(test|live)_[A-Za-z0-9]+$/, 'must look like rzp_test_... or rzp_live_...')
      .optional(),
  ),
  RAZORPAY_KEY_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(
    emptyAsUndefined,
    z.string().min(8, 'must be at least 8 characters').optional(),
  ),
  /** Razorpay's API root; the SDK is pointed here (tests point it at a loopback stub). */
  RAZORPAY_API_URL: z.preprocess(
    emptyAsUndefined,
    z
      .url()
      .regex(/^https?:\/\/[^/]+(\/.*)?\/v1\/?$/, 'must be an http(s) URL ending in /v1')
      .default('https://api.razorpay.com/v1'),
  ),
  /** The seller on tax invoices; legal name and GSTIN are required in production. */
  SELLER_LEGAL_NAME: z.preprocess(emptyAsUndefined, z.string().trim().min(2).max(200).optional()),
  SELLER_GSTIN: z.preprocess(
    emptyAsUndefined,
    z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((gstin, ctx) => {
        const problem = gstinProblem(gstin)
        if (problem) ctx.addIssue({ code: 'custom', message: problem })
      })
      .optional(),
  ),
  /** Default: SITE_ADDRESS. */
  SELLER_ADDRESS: z.preprocess(emptyAsUndefined, z.string().trim().min(5).max(300).optional()),
  /** The seller's GST state code; default: the first two digits of SELLER_GSTIN. */
  SELLER_STATE_CODE: z.preprocess(
    emptyAsUndefined,
    z
      .enum(Object.keys(GST_STATES) as [GstStateCode, ...GstStateCode[]], {
        error: 'must be a two-digit GST state code such as 27 (Maharashtra)',
      })
      .optional(),
  ),
  /** Invoice numbers are PREFIX/26-27/000042. */
  INVOICE_PREFIX: z
    .string()
    .regex(
      /^[A-Z0-9]{1,3}$/,
      'must be 1 to 3 capital letters or digits (GST rule 46: invoice numbers of at most 16 characters)',
    )
    .default('GH'),
  /** The services code printed on invoices. */
  SAC_CODE: z
    .string()
    .regex(/^99[0-9]{4}$/, 'must be a six-digit services code starting with 99')
    .default(DEFAULT_SAC_CODE),
}
