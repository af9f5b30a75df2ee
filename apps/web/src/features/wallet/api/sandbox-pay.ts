import type { SandboxPaymentMethod } from '@app/contract/gst'
import { useMutation } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

export interface SandboxPayBody {
  order_id: string
  outcome: 'success' | 'failure'
  /** How the test payer pays (the invoice prints it, as Razorpay reports it). */
  method?: SandboxPaymentMethod | undefined
}

export interface SandboxPayResult {
  razorpay_order_id: string
  razorpay_payment_id: string
  /** Absent for a failed payment: nothing to confirm. */
  razorpay_signature?: string | undefined
}

/** POST sandbox/pay (auth; sandbox payments only): what the sandbox checkout's Pay and Fail do. */
export const sandboxPay = (body: SandboxPayBody) =>
  api<ApiOk<SandboxPayResult>>('POST', 'sandbox/pay', { body }).then((r) => r.data)

export const useSandboxPay = () => useMutation({ mutationFn: sandboxPay })
