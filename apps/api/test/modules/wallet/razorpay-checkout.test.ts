import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentOrders } from '../../../src/db/schema/index'
import { get, post } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'
import {
  checkoutSignature,
  RAZORPAY_KEYS,
  webhookEvent,
  type RazorpayStub,
} from '../../helpers/razorpay-stub'
import { deliver, eventId, razorpayTests, type TestApp } from './razorpay-app'
import {
  balance,
  ledgerMismatches,
  openOrder,
  orderRow,
  topUpEntries,
  verify,
} from './payments-helpers'

let stub: RazorpayStub
let t: TestApp
razorpayTests((s) => ({ stub, t } = s))

describe('top-ups through Razorpay (the real SDK against a loopback stub)', () => {
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

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})
