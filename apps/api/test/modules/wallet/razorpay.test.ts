import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paymentOrders } from '../../../src/db/schema/index'
import { reconcilePayments } from '../../../src/modules/wallet/reconcile'
import { razorpayProvider } from '../../../src/modules/wallet/providers/razorpay'
import { ProviderError } from '../../../src/modules/wallet/providers/types'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import {
  checkoutSignature,
  RAZORPAY_KEYS,
  razorpayEnv,
  startRazorpayStub,
  webhookEvent,
  webhookSignature,
  type RazorpayStub,
} from '../../helpers/razorpay-stub'
import {
  balance,
  ledgerMismatches,
  openOrder,
  orderRow,
  topUpEntries,
  verify,
} from './payments-helpers'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
const HOUR = 60 * MINUTE

/** Posts a webhook body as Razorpay does: raw JSON, signed, with an event id. */
function deliver(
  t: TestApp,
  event: object | string,
  options: { id?: string; secret?: string; signature?: string } = {},
) {
  const body = typeof event === 'string' ? event : JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature':
        options.signature ?? webhookSignature(body, options.secret ?? RAZORPAY_KEYS.webhookSecret),
      ...(options.id ? { 'x-razorpay-event-id': options.id } : {}),
    },
    payload: body,
  })
}

let events = 0
const eventId = () => `evt_Stub${String(++events).padStart(10, '0')}`

describe('top-ups through Razorpay (the real SDK against a loopback stub)', () => {
  let stub: RazorpayStub
  let t: TestApp
  beforeAll(async () => {
    stub = await startRazorpayStub()
    t = await createTestApp({ env: razorpayEnv(stub.url) })
  })
  afterAll(async () => {
    await t?.close()
    await stub?.close()
  })

  it('creates the order at Razorpay (key auth, amount in paise, our receipt) and keeps it pending', async () => {
    const seeker = await makeUser(t.app.db)
    const res = await post(t.app, '/api/wallet/order', { credits: 499 }, { token: seeker.token })
    expect(res.statusCode, res.body).toBe(200)
    const body = res.json()
    expect(body).toEqual({
      success: true,
      message: WALLET_TEXTS.orderCreated,
      razorpay_key: RAZORPAY_KEYS.keyId,
      amount: 49_900,
      // What the order brings: the credits paid for and a pack's bonus (none for a custom amount).
      credits: 499,
      bonus_credits: 0,
      currency: 'INR',
      store_name: t.config.site.name,
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
      user: { name: expect.any(String), email: null, phone: expect.stringMatching(/^\d{10}$/) },
      provider: 'razorpay',
    })
    const atRazorpay = stub.orders.get(body.order_id)!
    const row = await orderRow(t.app.db, body.order_id)
    expect(atRazorpay).toMatchObject({
      amount: 49_900,
      currency: 'INR',
      receipt: row.receipt,
      notes: { user_id: String(seeker.id), credits: '499' },
    })
    expect(row).toMatchObject({
      userId: seeker.id,
      provider: 'razorpay',
      amountPaise: 49_900,
      credits: 499,
      status: PAYMENT_STATUS.pending,
      phoneNumber: body.user.phone,
      providerPaymentId: null,
    })
    expect(stub.requests).toContain('POST /v1/orders')
  })

  it('confirms a paid order with the checkout signature and credits it exactly once', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 250)
    const payment = stub.pay(order.order_id)
    const confirmation = {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret),
    }
    const first = await verify(t.app, seeker.token, confirmation)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({
      success: true,
      message: WALLET_TEXTS.paymentVerified,
      data: { credits: 250 },
    })
    const again = await verify(t.app, seeker.token, confirmation)
    expect(again.json().data).toEqual({ credits: 250 })
    const row = await orderRow(t.app.db, order.order_id)
    expect(row).toMatchObject({ status: PAYMENT_STATUS.success, providerPaymentId: payment.id })
    expect(row.paidAt).toBeInstanceOf(Date)
    expect(await topUpEntries(t.app.db, seeker.id)).toEqual([
      { delta: 250, reference: `order:${row.id}` },
    ])
  })

  it('keeps the method Razorpay reports for the payment (asked as the payment is confirmed)', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 150)
    const payment = stub.pay(order.order_id, 'captured', undefined, 'upi')
    const res = await verify(t.app, seeker.token, {
      razorpay_order_id: order.order_id,
      razorpay_payment_id: payment.id,
      razorpay_signature: checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret),
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(stub.requests.at(-1)).toBe(`GET /v1/orders/${order.order_id}/payments`)
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      status: PAYMENT_STATUS.success,
      paymentMethod: 'upi',
    })
  })

  it('credits a confirmation while Razorpay cannot say the method; the webhook notes it later', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 160)
    const payment = stub.pay(order.order_id, 'captured', undefined, 'netbanking')
    stub.down = true
    try {
      const res = await verify(t.app, seeker.token, {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret),
      })
      expect(res.statusCode, res.body).toBe(200)
    } finally {
      stub.down = false
    }
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      status: PAYMENT_STATUS.success,
      paymentMethod: null,
    })
    const hooked = await deliver(t, webhookEvent('payment.captured', payment), { id: eventId() })
    expect(hooked.statusCode, hooked.body).toBe(200)
    expect((await orderRow(t.app.db, order.order_id)).paymentMethod).toBe('netbanking')
    // Something that is not a method name is not kept.
    const odd = await openOrder(t.app, seeker.token, 161)
    const oddPayment = stub.pay(odd.order_id, 'captured', undefined, 'Robert"); drop table')
    await deliver(t, webhookEvent('payment.captured', oddPayment), { id: eventId() })
    expect(await orderRow(t.app.db, odd.order_id)).toMatchObject({
      status: PAYMENT_STATUS.success,
      paymentMethod: null,
    })
    expect(await balance(t.app, seeker.token)).toBe(321)
  })

  it('refuses a tampered signature with 400 and changes nothing', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 100)
    const payment = stub.pay(order.order_id)
    const genuine = checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret)
    const flipped = (genuine[0] === 'a' ? 'b' : 'a') + genuine.slice(1)
    const forged = [
      flipped,
      checkoutSignature(order.order_id, payment.id, 'not-the-key-secret'),
      checkoutSignature(order.order_id, 'pay_Other000000001', RAZORPAY_KEYS.keySecret),
    ]
    for (const signature of forged) {
      const res = await verify(t.app, seeker.token, {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: payment.id,
        razorpay_signature: signature,
      })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        code: 'BAD_REQUEST',
        message: WALLET_TEXTS.verificationFailed,
      })
    }
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      status: PAYMENT_STATUS.pending,
      providerPaymentId: null,
    })
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it('answers 503 and keeps no order when Razorpay cannot take one', async () => {
    const seeker = await makeUser(t.app.db)
    stub.down = true
    try {
      const res = await post(t.app, '/api/wallet/order', { credits: 99 }, { token: seeker.token })
      expect(res.statusCode).toBe(503)
      expect(res.json()).toMatchObject({
        code: 'UNAVAILABLE',
        message: WALLET_TEXTS.paymentsUnavailable,
      })
    } finally {
      stub.down = false
    }
    const [row] = await t.app.db
      .select({ n: count() })
      .from(paymentOrders)
      .where(eq(paymentOrders.userId, seeker.id))
    expect(row!.n).toBe(0)
  })

  it("allows Razorpay Checkout's script, frames and connections in the page's policy", async () => {
    const csp = String((await get(t.app, '/api/health')).headers['content-security-policy'])
    expect(csp).toMatch(/script-src 'self' https:\/\/checkout\.razorpay\.com;/)
    expect(csp).toMatch(
      /frame-src https:\/\/www\.openstreetmap\.org https:\/\/api\.razorpay\.com https:\/\/checkout\.razorpay\.com;/,
    )
    expect(csp).toMatch(
      /connect-src 'self' https:\/\/lumberjack\.razorpay\.com https:\/\/api\.razorpay\.com;/,
    )
  })

  describe('the webhook', () => {
    it('credits an order on payment.captured once; the same event id again changes nothing', async () => {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 300)
      const payment = stub.pay(order.order_id)
      const event = webhookEvent('payment.captured', payment)
      const id = eventId()
      const first = await deliver(t, event, { id })
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toEqual({ success: true, message: WALLET_TEXTS.webhookProcessed })
      const again = await deliver(t, event, { id })
      expect(again.statusCode).toBe(200)
      expect(again.json().message).toBe(WALLET_TEXTS.webhookDuplicate)
      // A new delivery id for the same payment (Razorpay's retries keep theirs) still pays once.
      expect((await deliver(t, event, { id: eventId() })).statusCode).toBe(200)
      expect(await balance(t.app, seeker.token)).toBe(300)
      expect(await topUpEntries(t.app.db, seeker.id)).toHaveLength(1)
      expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
        status: PAYMENT_STATUS.success,
        providerPaymentId: payment.id,
      })
    })

    it('refuses a wrong or missing signature with 400 and changes nothing', async () => {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 120)
      const payment = stub.pay(order.order_id)
      const body = JSON.stringify(webhookEvent('payment.captured', payment))
      const wrong = [
        webhookSignature(body, 'not-the-webhook-secret'),
        webhookSignature(body, RAZORPAY_KEYS.keySecret),
        'f'.repeat(64),
        '',
      ]
      for (const signature of wrong) {
        const res = await deliver(t, body, { id: eventId(), signature })
        expect(res.statusCode).toBe(400)
        expect(res.json()).toMatchObject({
          code: 'BAD_REQUEST',
          message: WALLET_TEXTS.webhookSignatureInvalid,
        })
      }
      // The signature covers the bytes: the same event with other spacing is another body.
      const respaced = JSON.stringify(JSON.parse(body), null, 2)
      const res = await deliver(t, respaced, {
        signature: webhookSignature(body, RAZORPAY_KEYS.webhookSecret),
      })
      expect(res.statusCode).toBe(400)
      expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
        status: PAYMENT_STATUS.pending,
      })
      expect(await balance(t.app, seeker.token)).toBe(0)
    })

    it('credits once whatever order payment.failed, payment.captured and order.paid arrive in; a paid order never fails', async () => {
      const kinds = ['payment.failed', 'payment.captured', 'order.paid'] as const
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ]
      const seeker = await makeUser(t.app.db)
      let credited = 0
      for (const [n, sequence] of orders.entries()) {
        const credits = 10 + n
        const order = await openOrder(t.app, seeker.token, credits)
        const failedAttempt = stub.pay(order.order_id, 'failed')
        const captured = stub.pay(order.order_id)
        const deliveries = sequence.map((i) => {
          const kind = kinds[i]!
          const payment = kind === 'payment.failed' ? failedAttempt : captured
          return { body: webhookEvent(kind, payment), id: eventId() }
        })
        for (const d of deliveries) {
          expect((await deliver(t, d.body, { id: d.id })).statusCode).toBe(200)
        }
        // Replayed, in reverse, with their own ids: nothing more happens.
        for (const d of [...deliveries].reverse()) {
          expect((await deliver(t, d.body, { id: d.id })).json().message).toBe(
            WALLET_TEXTS.webhookDuplicate,
          )
        }
        credited += credits
        expect(await orderRow(t.app.db, order.order_id), `sequence ${sequence}`).toMatchObject({
          status: PAYMENT_STATUS.success,
          providerPaymentId: captured.id,
        })
        expect(await balance(t.app, seeker.token)).toBe(credited)
      }
      expect(await topUpEntries(t.app.db, seeker.id)).toHaveLength(orders.length)
    })

    it('payment.failed fails a pending order', async () => {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 40)
      const attempt = stub.pay(order.order_id, 'failed')
      const res = await deliver(t, webhookEvent('payment.failed', attempt), { id: eventId() })
      expect(res.json().message).toBe(WALLET_TEXTS.webhookProcessed)
      const row = await orderRow(t.app.db, order.order_id)
      expect(row.status).toBe(PAYMENT_STATUS.failed)
      expect(row.failedAt).toBeInstanceOf(Date)
      expect(await balance(t.app, seeker.token)).toBe(0)
    })

    it('the checkout confirmation and the webhook for one payment credit it once', async () => {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 75)
      const payment = stub.pay(order.order_id)
      const signature = checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret)
      const [confirmed, hooked] = await Promise.all([
        verify(t.app, seeker.token, {
          razorpay_order_id: order.order_id,
          razorpay_payment_id: payment.id,
          razorpay_signature: signature,
        }),
        deliver(t, webhookEvent('order.paid', payment), { id: eventId() }),
      ])
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      expect(hooked.statusCode, hooked.body).toBe(200)
      expect(await balance(t.app, seeker.token)).toBe(75)
      expect(await topUpEntries(t.app.db, seeker.id)).toHaveLength(1)
    })

    it('does not credit a capture whose amount is not the order amount', async () => {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 500)
      const payment = stub.pay(order.order_id, 'captured', 100)
      const res = await deliver(t, webhookEvent('payment.captured', payment), { id: eventId() })
      expect(res.json().message).toBe(WALLET_TEXTS.webhookIgnored)
      expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
        status: PAYMENT_STATUS.pending,
      })
      expect(await balance(t.app, seeker.token)).toBe(0)
    })

    it('answers 200 to events it has no use for, and 400 to a signed body that is not an event', async () => {
      const authorized = webhookEvent('payment.authorized', {
        id: 'pay_Unknown0000001',
        order_id: 'order_Unknown000001',
        amount: 100,
      })
      const res = await deliver(t, authorized, { id: eventId() })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe(WALLET_TEXTS.webhookIgnored)
      const unknownOrder = webhookEvent('payment.captured', {
        id: 'pay_Unknown0000002',
        order_id: 'order_Unknown000002',
        amount: 100,
      })
      expect((await deliver(t, unknownOrder, { id: eventId() })).json().message).toBe(
        WALLET_TEXTS.webhookIgnored,
      )
      // An event id that is not Razorpay's shape is not kept (a huge one would not fit an index).
      const oddId = await deliver(t, authorized, { id: 'x'.repeat(3_000) })
      expect(oddId.statusCode).toBe(200)
      const junk = await deliver(t, 'not json at all', { id: eventId() })
      expect(junk.statusCode).toBe(400)
      expect(junk.json().message).toBe(WALLET_TEXTS.webhookMalformed)
    })
  })

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})

describe('the Razorpay provider over fetch (no SDK internals)', () => {
  it('gives up a call Razorpay does not answer after its timeout', async () => {
    // Accepts connections and never answers.
    const silent = createServer(() => {})
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const { port } = silent.address() as AddressInfo
    try {
      const provider = razorpayProvider({
        ...RAZORPAY_KEYS,
        apiUrl: `http://127.0.0.1:${port}/v1`,
        timeoutMs: 300,
      })
      const started = Date.now()
      await expect(
        provider.createOrder({ amountPaise: 100, receipt: 'rcpt_timeout', notes: {} }),
      ).rejects.toThrow(/Razorpay create order: TimeoutError/)
      await expect(provider.fetchOrderPayments('order_Silent00000001')).rejects.toBeInstanceOf(
        ProviderError,
      )
      expect(Date.now() - started).toBeLessThan(5_000)
    } finally {
      silent.closeAllConnections()
      await new Promise<void>((resolve) => silent.close(() => resolve()))
    }
  })

  it("answers Razorpay's error as a ProviderError with its code and description", async () => {
    const stub = await startRazorpayStub()
    try {
      const provider = razorpayProvider({ ...RAZORPAY_KEYS, keySecret: 'wrong', apiUrl: stub.url })
      await expect(
        provider.createOrder({ amountPaise: 100, receipt: 'rcpt_auth', notes: {} }),
      ).rejects.toThrow(
        'Razorpay create order: 401 BAD_REQUEST_ERROR The api key provided is invalid',
      )
      const good = razorpayProvider({ ...RAZORPAY_KEYS, apiUrl: `${stub.url}/` })
      const { id } = await good.createOrder({ amountPaise: 250, receipt: 'rcpt_ok', notes: {} })
      stub.pay(id, 'captured', undefined, 'wallet')
      expect(await good.fetchOrderPayments(id)).toEqual([
        { id: expect.stringMatching(/^pay_/), status: 'captured', amount: 250, method: 'wallet' },
      ])
    } finally {
      await stub.close()
    }
  })
})

describe('reconciliation against Razorpay', () => {
  let stub: RazorpayStub
  let t: TestApp
  const clock = new ManualClock()
  const reconcile = () => reconcilePayments(t.app.db, t.app.payments, clock.now())
  beforeAll(async () => {
    stub = await startRazorpayStub()
    t = await createTestApp({ env: razorpayEnv(stub.url), clock })
  })
  afterAll(async () => {
    await t?.close()
    await stub?.close()
  })

  it('credits a pending order whose payment was captured once it is 15 minutes old', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 199)
    // The buyer paid and closed the tab: no confirmation, no webhook.
    stub.pay(order.order_id, 'failed')
    const payment = stub.pay(order.order_id)

    clock.advance(10 * MINUTE)
    expect(await reconcile()).toEqual({
      ran: true,
      summary: { checked: 0, paid: 0, failed: 0, pending: 0, errors: 0 },
    })
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.pending)

    clock.advance(6 * MINUTE)
    expect(await reconcile()).toEqual({
      ran: true,
      summary: { checked: 1, paid: 1, failed: 0, pending: 0, errors: 0 },
    })
    expect(stub.requests).toContain(`GET /v1/orders/${order.order_id}/payments`)
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      status: PAYMENT_STATUS.success,
      providerPaymentId: payment.id,
      paymentMethod: 'card',
    })
    expect(await balance(t.app, seeker.token)).toBe(199)

    clock.advance(6 * MINUTE)
    expect(await reconcile()).toMatchObject({ ran: true, summary: { checked: 0 } })
    expect(await topUpEntries(t.app.db, seeker.id)).toHaveLength(1)
  })

  it('fails an order whose every attempt failed after 15 minutes, and one never paid after 24 hours', async () => {
    const seeker = await makeUser(t.app.db)
    const neverPaid = await openOrder(t.app, seeker.token, 10)
    const declined = await openOrder(t.app, seeker.token, 20)
    stub.pay(declined.order_id, 'failed')

    clock.advance(16 * MINUTE)
    expect(await reconcile()).toEqual({
      ran: true,
      summary: { checked: 2, paid: 0, failed: 1, pending: 1, errors: 0 },
    })
    expect((await orderRow(t.app.db, declined.order_id)).status).toBe(PAYMENT_STATUS.failed)
    expect((await orderRow(t.app.db, neverPaid.order_id)).status).toBe(PAYMENT_STATUS.pending)

    // Asked about again only after RECONCILE_EVERY_MS.
    clock.advance(MINUTE)
    expect(await reconcile()).toMatchObject({ summary: { checked: 0 } })

    clock.advance(24 * HOUR)
    expect(await reconcile()).toEqual({
      ran: true,
      summary: { checked: 1, paid: 0, failed: 1, pending: 0, errors: 0 },
    })
    const row = await orderRow(t.app.db, neverPaid.order_id)
    expect(row.status).toBe(PAYMENT_STATUS.failed)
    expect(row.failedAt).toEqual(clock.now())
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it('leaves an order pending while Razorpay cannot be reached, and settles it on a later round', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 33)
    stub.pay(order.order_id)
    clock.advance(16 * MINUTE)
    stub.down = true
    try {
      expect(await reconcile()).toMatchObject({ summary: { checked: 1, errors: 1 } })
    } finally {
      stub.down = false
    }
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.pending)
    clock.advance(6 * MINUTE)
    expect(await reconcile()).toMatchObject({ summary: { checked: 1, paid: 1 } })
    expect(await balance(t.app, seeker.token)).toBe(33)
  })

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})
