import { createHmac } from 'node:crypto'
import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { describe, expect, it } from 'vitest'
import { SANDBOX_KEY_ID } from '../../../src/modules/wallet/policy'
import { reconcilePayments } from '../../../src/modules/wallet/reconcile'
import { sandboxPay, sandboxTests, type TestApp } from './sandbox-app'
import { get } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import { webhookEvent, webhookSignature } from '../../helpers/razorpay-stub'
import {
  balance,
  ledgerMismatches,
  openOrder,
  orderRow,
  topUpEntries,
  verify,
} from './payments-helpers'

/** The sandbox: orders paid, failed, refused, confirmed by the webhook and reconciled. */
describe('top-ups in the sandbox (PAYMENTS=sandbox)', () => {
  let t: TestApp
  const { clock, secret, paidOrder } = sandboxTests((s) => ({ t } = s))

  it("opens an order shaped like Razorpay's, with no network", async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 99)
    expect(order).toMatchObject({
      provider: 'sandbox',
      razorpay_key: SANDBOX_KEY_ID,
      amount: 9_900,
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    })
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      provider: 'sandbox',
      status: PAYMENT_STATUS.pending,
      credits: 99,
    })
  })

  it('pays with a confirmation signed as Razorpay signs; verify credits it once, even replayed 3 times at once', async () => {
    const seeker = await makeUser(t.app.db)
    const confirmation = await paidOrder(seeker.token, 500)
    expect(confirmation).toEqual({
      razorpay_order_id: expect.stringMatching(/^order_/),
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: createHmac('sha256', await secret())
        .update(`${confirmation.razorpay_order_id}|${confirmation.razorpay_payment_id}`)
        .digest('hex'),
    })
    const answers = await Promise.all(
      [1, 2, 3].map(() => verify(t.app, seeker.token, confirmation)),
    )
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toEqual({ credits: 500 })
    }
    expect(await balance(t.app, seeker.token)).toBe(500)
    const row = await orderRow(t.app.db, confirmation.razorpay_order_id)
    expect(row).toMatchObject({
      status: PAYMENT_STATUS.success,
      providerPaymentId: confirmation.razorpay_payment_id,
    })
    expect(await topUpEntries(t.app.db, seeker.id)).toEqual([
      { delta: 500, reference: `order:${row.id}` },
    ])
    // Paying the same order again answers the same payment: an order is paid once.
    const again = await sandboxPay(t, seeker.token, confirmation.razorpay_order_id, 'success')
    expect(again.json().data).toEqual(confirmation)
  })

  it('a failed payment fails the order and credits nothing; a later success on it still counts', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 80)
    const res = await sandboxPay(t, seeker.token, order.order_id, 'failure')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: WALLET_TEXTS.sandboxFailed,
      data: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: expect.stringMatching(/^pay_/),
      },
    })
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.failed)
    expect(await balance(t.app, seeker.token)).toBe(0)

    const retried = await sandboxPay(t, seeker.token, order.order_id, 'success')
    const verified = await verify(t.app, seeker.token, retried.json().data)
    expect(verified.json().data).toEqual({ credits: 80 })
    // A failure reported after the payment went through does not undo it.
    await sandboxPay(t, seeker.token, order.order_id, 'failure')
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.success)
    expect(await balance(t.app, seeker.token)).toBe(80)
  })

  it('a cancelled checkout leaves the order pending and credits nothing', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 60)
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.pending)
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it('refuses a tampered signature with 400 and changes nothing', async () => {
    const seeker = await makeUser(t.app.db)
    const confirmation = await paidOrder(seeker.token, 40)
    const s = confirmation.razorpay_signature
    for (const razorpay_signature of [
      (s[0] === '0' ? '1' : '0') + s.slice(1),
      s.slice(0, -1) + (s.endsWith('a') ? 'b' : 'a'),
      '0'.repeat(64),
    ]) {
      const res = await verify(t.app, seeker.token, { ...confirmation, razorpay_signature })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: WALLET_TEXTS.verificationFailed,
      })
    }
    const otherPayment = await verify(t.app, seeker.token, {
      ...confirmation,
      razorpay_payment_id: 'pay_SomeoneElse0001',
    })
    expect(otherPayment.statusCode).toBe(400)
    expect(await orderRow(t.app.db, confirmation.razorpay_order_id)).toMatchObject({
      status: PAYMENT_STATUS.pending,
      providerPaymentId: null,
    })
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it("answers 404 to someone else's order, to pay and to verify, and changes nothing", async () => {
    const buyer = await makeUser(t.app.db)
    const other = await makeUser(t.app.db)
    const confirmation = await paidOrder(buyer.token, 70)
    const verified = await verify(t.app, other.token, confirmation)
    expect(verified.statusCode).toBe(404)
    expect(verified.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: WALLET_TEXTS.orderNotFound,
    })
    const paid = await sandboxPay(t, other.token, confirmation.razorpay_order_id, 'failure')
    expect(paid.statusCode).toBe(404)
    const unknown = await verify(t.app, buyer.token, {
      ...confirmation,
      razorpay_order_id: 'order_NoSuchOrder000',
    })
    expect(unknown.statusCode).toBe(404)
    expect(await balance(t.app, other.token)).toBe(0)
    expect(await balance(t.app, buyer.token)).toBe(0)
    expect((await orderRow(t.app.db, confirmation.razorpay_order_id)).status).toBe(
      PAYMENT_STATUS.pending,
    )
  })

  it('takes the webhook signed with the sandbox secret', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 45)
    const paid = await sandboxPay(t, seeker.token, order.order_id, 'success')
    const body = JSON.stringify(
      webhookEvent('payment.captured', {
        id: paid.json().data.razorpay_payment_id,
        order_id: order.order_id,
        amount: order.amount,
      }),
    )
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_Sandbox000000001',
        },
        payload: body,
      })
    expect((await deliver(webhookSignature(body, 'a-guessed-secret'))).statusCode).toBe(400)
    const res = await deliver(webhookSignature(body, await secret()))
    expect(res.statusCode, res.body).toBe(200)
    expect(await balance(t.app, seeker.token)).toBe(45)
  })

  it('reconciliation credits a sandbox order that was paid but never confirmed', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 65)
    await sandboxPay(t, seeker.token, order.order_id, 'success')
    clock.advance(16 * MINUTE)
    const outcome = await reconcilePayments(t.app.db, t.app.payments, clock.now())
    // Earlier tests left paid orders unconfirmed too (a tampered confirmation, a stranger's try).
    expect(outcome).toMatchObject({ ran: true, summary: { errors: 0 } })
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.success)
    expect(await balance(t.app, seeker.token)).toBe(65)
  })

  it('keeps Razorpay out of the page policy', async () => {
    const csp = String((await get(t.app, '/api/health')).headers['content-security-policy'])
    expect(csp).not.toContain('razorpay')
    expect(csp).toContain("script-src 'self';")
  })

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})
