import type Razorpay from 'razorpay'
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
}

/** The part of the SDK's internals we set: its axios instance (dist/api.js, `this.rq`). */
interface SdkHttp {
  rq?: { defaults: { baseURL?: string; timeout?: number } }
}

/**
 * The SDK always talks to https://api.razorpay.com and puts `/v1` in front of every path; it
 * has no option for another host. Its axios instance is reachable, though: point it at the
 * configured root (without the `/v1` the SDK adds) and give it a timeout, which it lacks too.
 */
function pointAt(client: Razorpay, apiUrl: string) {
  const http = (client.api as unknown as SdkHttp).rq
  if (!http) throw new Error('razorpay SDK: its HTTP client is not where it used to be (api.rq)')
  http.defaults.baseURL = apiUrl.replace(/\/v1\/?$/, '')
  http.defaults.timeout = PROVIDER_TIMEOUT_MS
}

/** What the SDK throws: `{ statusCode, error: { code, description } }`, or a network error. */
function providerError(action: string, err: unknown): ProviderError {
  if (err instanceof Error) return new ProviderError(`Razorpay ${action}: ${err.message}`)
  const e = err as { statusCode?: unknown; error?: { code?: unknown; description?: unknown } }
  return new ProviderError(
    `Razorpay ${action}: ${String(e?.statusCode)} ${String(e?.error?.code)} ${String(e?.error?.description)}`,
  )
}

async function call<T>(action: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run()
  } catch (err) {
    throw providerError(action, err)
  }
}

export type RazorpayProvider = PaymentProvider & { readonly name: 'razorpay' }

/** Razorpay through its official SDK. */
export function razorpayProvider(settings: RazorpaySettings): RazorpayProvider {
  // The SDK (about 5 MB resident with axios) is loaded by the first call, not at start.
  let made: Promise<Razorpay> | undefined
  const sdk = () =>
    (made ??= import('razorpay').then(({ default: Sdk }) => {
      const client = new Sdk({ key_id: settings.keyId, key_secret: settings.keySecret })
      pointAt(client, settings.apiUrl)
      return client
    }))
  return {
    name: 'razorpay',
    keyId: settings.keyId,
    async createOrder({ amountPaise, receipt, notes }) {
      const client = await sdk()
      const order = await call('create order', () =>
        client.orders.create({ amount: amountPaise, currency: 'INR', receipt, notes }),
      )
      return { id: order.id }
    },
    async fetchOrderPayments(orderId) {
      const client = await sdk()
      const answer = await call('fetch payments', () => client.orders.fetchPayments(orderId))
      return answer.items.map((p): ProviderPayment => ({
        id: p.id,
        status: p.status as ProviderPaymentStatus,
        amount: Number(p.amount),
      }))
    },
    verifySignature: async (orderId, paymentId, signature) =>
      signatureMatches(paymentSignature(settings.keySecret, orderId, paymentId), signature),
    verifyWebhook: async (rawBody, signature) =>
      signatureMatches(hmacHex(settings.webhookSecret, rawBody), signature),
  }
}
