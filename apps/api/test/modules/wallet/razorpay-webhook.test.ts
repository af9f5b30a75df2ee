import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { describe, expect, it } from 'vitest'
import { makeUser } from '../../helpers/listings'
import {
  checkoutSignature,
  RAZORPAY_KEYS,
  webhookEvent,
  webhookSignature,
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

describe('the Razorpay webhook (the real SDK against a loopback stub)', () => {
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

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})
