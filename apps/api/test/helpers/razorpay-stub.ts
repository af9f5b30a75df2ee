import { createHmac, randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Keys of a Razorpay test account, as the stub and the app share them. */
export const RAZORPAY_KEYS = {
  keyId: 'rzp_test_StubKey00000001',
  keySecret: 'stub-key-secret-000000001',
  webhookSecret: 'stub-webhook-secret-0001',
} as const

/**
 * Environment for PAYMENTS=razorpay against `apiUrl` (the stub's; by default a closed port, for
 * tests that never reach Razorpay, such as production configurations).
 */
export function razorpayEnv(apiUrl = 'http://127.0.0.1:9/v1'): Record<string, string> {
  return {
    PAYMENTS: 'razorpay',
    RAZORPAY_KEY_ID: RAZORPAY_KEYS.keyId,
    RAZORPAY_KEY_SECRET: RAZORPAY_KEYS.keySecret,
    RAZORPAY_WEBHOOK_SECRET: RAZORPAY_KEYS.webhookSecret,
    RAZORPAY_API_URL: apiUrl,
  }
}

const hmac = (secret: string, data: string) =>
  createHmac('sha256', secret).update(data).digest('hex')

/** What Razorpay Checkout hands the page after a payment: HMAC of `order_id|payment_id`. */
export const checkoutSignature = (orderId: string, paymentId: string, secret: string) =>
  hmac(secret, `${orderId}|${paymentId}`)

/** X-Razorpay-Signature of a webhook body. */
export const webhookSignature = (body: string, secret: string) => hmac(secret, body)

export interface StubPayment {
  id: string
  entity: 'payment'
  amount: number
  currency: 'INR'
  status: 'created' | 'authorized' | 'captured' | 'refunded' | 'failed'
  order_id: string
  /** How the buyer paid: upi, card, netbanking, wallet... */
  method: string
  captured: boolean
  created_at: number
}

export interface StubOrder {
  id: string
  entity: 'order'
  amount: number
  amount_paid: number
  amount_due: number
  currency: string
  receipt: string
  status: 'created' | 'attempted' | 'paid'
  attempts: number
  notes: Record<string, string>
  created_at: number
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
const razorpayId = (prefix: string) =>
  `${prefix}_${Array.from(randomBytes(14), (b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`

/**
 * A Razorpay API on loopback (127.0.0.1, a free port) for the real SDK: POST /v1/orders,
 * GET /v1/orders/:id/payments and GET /v1/payments/:id, behind HTTP basic auth with the test
 * keys, answering Razorpay's shapes and error bodies. Tests make payments with `pay`.
 */
export async function startRazorpayStub(keys = RAZORPAY_KEYS) {
  const orders = new Map<string, StubOrder>()
  const payments = new Map<string, StubPayment>()
  /** Every request as `METHOD /path`, in order. */
  const requests: string[] = []
  const state = { down: false }
  const expectedAuth = `Basic ${Buffer.from(`${keys.keyId}:${keys.keySecret}`).toString('base64')}`

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(body))
  }
  const error = (res: ServerResponse, status: number, description: string) =>
    send(res, status, {
      error: { code: 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' },
    })
  const readJson = async (req: IncomingMessage) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>
  }

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://stub')
      requests.push(`${req.method} ${url.pathname}`)
      if (state.down) return error(res, 500, 'We are facing some trouble completing your request')
      if (req.headers.authorization !== expectedAuth) {
        return error(res, 401, 'The api key provided is invalid')
      }
      if (req.method === 'POST' && url.pathname === '/v1/orders') {
        const body = await readJson(req)
        const amount = Number(body.amount)
        if (!Number.isInteger(amount) || amount < 100) {
          return error(res, 400, 'The amount must be atleast INR 1.00')
        }
        const order: StubOrder = {
          id: razorpayId('order'),
          entity: 'order',
          amount,
          amount_paid: 0,
          amount_due: amount,
          currency: String(body.currency ?? 'INR'),
          receipt: String(body.receipt ?? ''),
          status: 'created',
          attempts: 0,
          notes: (body.notes as Record<string, string>) ?? {},
          created_at: Math.floor(Date.now() / 1000),
        }
        orders.set(order.id, order)
        return send(res, 200, order)
      }
      const orderPayments = /^\/v1\/orders\/([^/]+)\/payments$/.exec(url.pathname)
      if (req.method === 'GET' && orderPayments) {
        const id = decodeURIComponent(orderPayments[1]!)
        if (!orders.has(id)) return error(res, 400, 'The id provided does not exist')
        const items = [...payments.values()].filter((p) => p.order_id === id)
        return send(res, 200, { entity: 'collection', count: items.length, items })
      }
      const payment = /^\/v1\/payments\/([^/]+)$/.exec(url.pathname)
      if (req.method === 'GET' && payment) {
        const found = payments.get(decodeURIComponent(payment[1]!))
        return found ? send(res, 200, found) : error(res, 400, 'The id provided does not exist')
      }
      return error(res, 404, 'The requested URL was not found on the server.')
    })().catch((err: unknown) => error(res, 500, String(err)))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    /** The API root to configure as RAZORPAY_API_URL. */
    url: `http://127.0.0.1:${port}/v1`,
    orders,
    payments,
    requests,
    /** While true, every call answers 500 (Razorpay having a bad day). */
    set down(value: boolean) {
      state.down = value
    },
    /** A payment on an order, as a buyer at Checkout makes it; captured by default. */
    pay(
      orderId: string,
      status: StubPayment['status'] = 'captured',
      amount?: number,
      method = 'card',
    ) {
      const order = orders.get(orderId)
      if (!order) throw new Error(`stub: no order ${orderId}`)
      const made: StubPayment = {
        id: razorpayId('pay'),
        entity: 'payment',
        amount: amount ?? order.amount,
        currency: 'INR',
        status,
        order_id: orderId,
        method,
        captured: status === 'captured',
        created_at: Math.floor(Date.now() / 1000),
      }
      payments.set(made.id, made)
      order.attempts++
      order.status = status === 'captured' ? 'paid' : 'attempted'
      if (status === 'captured') order.amount_paid = made.amount
      return made
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type RazorpayStub = Awaited<ReturnType<typeof startRazorpayStub>>

/** A webhook event as Razorpay sends it, for a payment (and its order for `order.paid`). */
export function webhookEvent(
  event: 'payment.captured' | 'payment.failed' | 'order.paid' | 'payment.authorized',
  payment: Pick<StubPayment, 'id' | 'order_id' | 'amount'> & {
    status?: StubPayment['status']
    method?: string
  },
) {
  const status =
    payment.status ??
    (event === 'payment.failed'
      ? 'failed'
      : event === 'payment.authorized'
        ? 'authorized'
        : 'captured')
  const entity = { entity: 'payment', currency: 'INR', method: 'card', ...payment, status }
  return {
    entity: 'event',
    account_id: 'acc_StubAccount0001',
    event,
    contains: event === 'order.paid' ? ['payment', 'order'] : ['payment'],
    payload: {
      payment: { entity },
      ...(event === 'order.paid'
        ? {
            order: {
              entity: {
                id: payment.order_id,
                entity: 'order',
                amount: payment.amount,
                amount_paid: payment.amount,
                status: 'paid',
              },
            },
          }
        : {}),
    },
    created_at: Math.floor(Date.now() / 1000),
  }
}
