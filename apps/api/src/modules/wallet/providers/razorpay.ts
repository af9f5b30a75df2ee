import { z } from 'zod'
import { PROVIDER_TIMEOUT_MS } from '../policy'
import { hmacHex, paymentSignature, signatureMatches } from './signature'
import {
  ProviderError,
  type PaymentProvider,
  type ProviderPayment,
  type ProviderPaymentStatus,
} from './types'

export interface RazorpaySettings {
  keyId: string
  keySecret: string
  webhookSecret: string
  /** The API root, ending in /v1 (RAZORPAY_API_URL). */
  apiUrl: string
  /** How long one call may take before it is given up (default PROVIDER_TIMEOUT_MS). */
  timeoutMs?: number
}

/** The parts of Razorpay's answers we read (https://razorpay.com/docs/api/orders/). */
const OrderSchema = z.object({ id: z.string().min(1) })
const PaymentsSchema = z.object({
  items: z.array(
    z.object({
      id: z.string().min(1),
      status: z.string(),
      amount: z.coerce.number(),
      method: z.string().nullish(),
    }),
  ),
})
/** Razorpay's error body: `{ error: { code, description } }`. */
const ErrorSchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
})

export type RazorpayProvider = PaymentProvider & { readonly name: 'razorpay' }

/**
 * Razorpay's REST API, the two calls we need (create an order, list an order's payments), with
 * `fetch`, HTTP basic auth with the key pair and a timeout on each call (decision 046). The
 * official SDK has no public option for another host or a timeout, and patching its internal
 * HTTP client broke with its releases; signatures are plain HMACs (signature.ts).
 */
export function razorpayProvider(settings: RazorpaySettings): RazorpayProvider {
  const root = settings.apiUrl.replace(/\/+$/, '')
  const authorization = `Basic ${Buffer.from(`${settings.keyId}:${settings.keySecret}`).toString('base64')}`
  const timeoutMs = settings.timeoutMs ?? PROVIDER_TIMEOUT_MS

  /** One call: the parsed answer, or a ProviderError (network, timeout, error answer, odd body). */
  async function call<T>(
    action: string,
    path: string,
    schema: z.ZodType<T>,
    body?: object,
  ): Promise<T> {
    let response: Response
    let text: string
    try {
      response = await fetch(`${root}${path}`, {
        method: body ? 'POST' : 'GET',
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'error',
      })
      text = await response.text()
    } catch (err) {
      const reason = err instanceof Error ? `${err.name}: ${err.message}` : String(err)
      throw new ProviderError(`Razorpay ${action}: ${reason}`)
    }
    let json: unknown
    try {
      json = JSON.parse(text)
    } catch {
      throw new ProviderError(`Razorpay ${action}: ${response.status}, not JSON`)
    }
    if (!response.ok) {
      const error = ErrorSchema.safeParse(json)
      const detail = error.success ? `${error.data.error.code} ${error.data.error.description}` : ''
      throw new ProviderError(`Razorpay ${action}: ${response.status} ${detail}`.trim())
    }
    const parsed = schema.safeParse(json)
    if (!parsed.success) throw new ProviderError(`Razorpay ${action}: unexpected answer`)
    return parsed.data
  }

  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const order = await call('create order', '/orders', OrderSchema, {
        amount: amountPaise,
        currency: 'INR',
        receipt,
        notes,
      })
      return { id: order.id }
    },
    async fetchOrderPayments(orderId) {
      const answer = await call(
        'fetch payments',
        `/orders/${encodeURIComponent(orderId)}/payments`,
        PaymentsSchema,
      )
      return answer.items.map((p): ProviderPayment => ({
        id: p.id,
        status: p.status as ProviderPaymentStatus,
        amount: p.amount,
        method: p.method ?? undefined,
      }))
    },
    verifySignature: async (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(settings.keySecret, orderId, paymentId), signature),
    verifyWebhook: async (rawBody, signature) =>
      signatureMatches(hmacHex(settings.webhookSecret, rawBody), signature),
  }
}
