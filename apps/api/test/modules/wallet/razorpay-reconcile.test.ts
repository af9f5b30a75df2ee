import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { describe, expect, it } from 'vitest'
import { reconcilePayments } from '../../../src/modules/wallet/reconcile'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import { type RazorpayStub } from '../../helpers/razorpay-stub'
import { razorpayTests, type TestApp } from './razorpay-app'
import { balance, ledgerMismatches, openOrder, orderRow, topUpEntries } from './payments-helpers'

const HOUR = 60 * MINUTE
const clock = new ManualClock()
let stub: RazorpayStub
let t: TestApp
razorpayTests((s) => ({ stub, t } = s), { clock })
const reconcile = () => reconcilePayments(t.app.db, t.app.payments, clock.now())

describe('reconciliation against Razorpay', () => {
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
