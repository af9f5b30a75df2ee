import type { z } from 'zod'
import type { PaymentProvider } from '@app/contract/wallet-texts'
import type { Env } from './env-schema'
import { SAMPLE_SELLER } from './payments-env'

/** PAYMENTS, or its default: the sandbox, except in production. */
export function paymentsOf(e: Pick<Env, 'PAYMENTS' | 'NODE_ENV'>): PaymentProvider {
  return e.PAYMENTS ?? (e.NODE_ENV === 'production' ? 'razorpay' : 'sandbox')
}

/** The rules between settings: what one needs of the others, and what production refuses. */
export function checkSettings(e: Env, ctx: z.RefinementCtx) {
  const need = (key: keyof typeof e, why: string) => {
    if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${why}` })
  }
  if (e.OTP_DELIVERY === 'smtp') need('SMTP_URL', 'when OTP_DELIVERY=smtp')
  const dkimKeys = ['DKIM_DOMAIN', 'DKIM_SELECTOR', 'DKIM_PRIVATE_KEY'] as const
  if (dkimKeys.some((k) => e[k]) && !dkimKeys.every((k) => e[k])) {
    for (const k of dkimKeys) need(k, 'with the other DKIM settings (give all three, or none)')
  }
  if (e.OTP_DELIVERY === 'msg91') {
    need('MSG91_AUTH_KEY', 'when OTP_DELIVERY=msg91')
    need('MSG91_TEMPLATE_ID', 'when OTP_DELIVERY=msg91')
  }
  const payments = paymentsOf(e)
  if (payments === 'razorpay') {
    const why = e.PAYMENTS ? 'when PAYMENTS=razorpay' : 'in production (PAYMENTS=razorpay)'
    need('RAZORPAY_KEY_ID', why)
    need('RAZORPAY_KEY_SECRET', why)
    need('RAZORPAY_WEBHOOK_SECRET', why)
  }
  if (e.NODE_ENV === 'production' && payments === 'sandbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['PAYMENTS'],
      message:
        'sandbox takes no real money and is for development only; use razorpay with real keys in production',
    })
  }
  if (e.NODE_ENV === 'production') {
    need('SELLER_LEGAL_NAME', 'in production (the seller on tax invoices)')
    need('SELLER_GSTIN', 'in production (the seller on tax invoices)')
  }
  const gstinState = (e.SELLER_GSTIN ?? SAMPLE_SELLER.gstin).slice(0, 2)
  if (e.SELLER_STATE_CODE && e.SELLER_STATE_CODE !== gstinState) {
    ctx.addIssue({
      code: 'custom',
      path: ['SELLER_STATE_CODE'],
      message: `must be ${gstinState}, the state code SELLER_GSTIN begins with`,
    })
  }
  for (const key of ['DATABASE_REPLICA_URL', 'DATABASE_LISTEN_URL'] as const) {
    if (e[key] && !e.DATABASE_URL) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message:
          'needs DATABASE_URL: the embedded database (PGlite) has no replica and no separate connections',
      })
    }
  }
  if (e.STORAGE === 's3') need('S3_BUCKET', 'when STORAGE=s3')
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    const missing = e.S3_ACCESS_KEY_ID ? 'S3_SECRET_ACCESS_KEY' : 'S3_ACCESS_KEY_ID'
    ctx.addIssue({
      code: 'custom',
      path: [missing],
      message: 'is required with the other S3 key (give both, or neither for the SDK default)',
    })
  }
  if (e.NODE_ENV === 'production' && e.OTP_DELIVERY === 'outbox') {
    ctx.addIssue({
      code: 'custom',
      path: ['OTP_DELIVERY'],
      message:
        'outbox keeps codes in the database and is for development only; use smtp or msg91 in production',
    })
  }
}
