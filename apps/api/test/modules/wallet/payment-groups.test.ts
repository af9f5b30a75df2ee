import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { paymentOrders, walletLedger } from '../../../src/db/schema/index'
import { findOrders, payOrders } from '../../../src/modules/wallet/payments-repository'
import { paymentsOfOrders } from '../../../src/modules/wallet/providers/sandbox-store'
import { makeUser } from '../../helpers/listings'
import { sandboxTests, type TestApp } from './sandbox-app'
import {
  balance,
  ledgerMismatches,
  openOrder,
  orderRow,
  topUpEntries,
  verify,
} from './payments-helpers'

/**
 * Checkout payments grouped into one statement (wallet/payments.ts, lib/statement-groups.ts,
 * repository.payOrders): each is paid, refused or left as it would be alone, under concurrency
 * too.
 */
describe('payOrders: several buyers in one statement', () => {
  let t: TestApp
  const { clock, paidOrder } = sandboxTests((s) => ({ t } = s))

  it('pays each order as payOrder would alone, and leaves the rest as they were', async () => {
    const db = t.app.db
    const buyers = await Promise.all([1, 2, 3, 4].map(() => makeUser(db)))
    const [fresh, paidBefore, wrongAmount, stranger] = buyers as [
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
      (typeof buyers)[0],
    ]
    const a = await openOrder(t.app, fresh.token, 300)
    const b = await paidOrder(paidBefore.token, 200)
    expect((await verify(t.app, paidBefore.token, b)).statusCode).toBe(200)
    const c = await openOrder(t.app, wrongAmount.token, 150)
    const now = clock.now()
    const out = await payOrders(db, [
      { providerOrderId: a.order_id, paymentId: 'pay_A', now, userId: fresh.id, method: 'upi' },
      { providerOrderId: b.razorpay_order_id, paymentId: 'pay_B', now, userId: paidBefore.id },
      {
        providerOrderId: c.order_id,
        paymentId: 'pay_C',
        now,
        userId: wrongAmount.id,
        amountPaise: 1,
      },
      { providerOrderId: 'order_unknown00000', paymentId: 'pay_D', now, userId: stranger.id },
    ])
    const rowA = await orderRow(db, a.order_id)
    expect([...out.keys()]).toEqual([0])
    expect(out.get(0)).toEqual({ id: rowA.id, userId: fresh.id, credits: 300, bonusCredits: 0 })
    expect(rowA).toMatchObject({
      status: PAYMENT_STATUS.success,
      providerPaymentId: 'pay_A',
      paymentMethod: 'upi',
      paidAt: now,
    })
    expect(await topUpEntries(db, fresh.id)).toEqual([
      { delta: 300, reference: `order:${rowA.id}` },
    ])
    // The paid order keeps its first payment; the wrong amount leaves the order pending.
    expect(await orderRow(db, b.razorpay_order_id)).toMatchObject({
      providerPaymentId: b.razorpay_payment_id,
    })
    expect(await balance(t.app, paidBefore.token)).toBe(200)
    expect((await orderRow(db, c.order_id)).status).toBe(PAYMENT_STATUS.pending)
    expect(await balance(t.app, wrongAmount.token)).toBe(0)
    expect(await ledgerMismatches(db)).toEqual([])
  })

  it('reads several orders, and their sandbox payments, in one statement each', async () => {
    const db = t.app.db
    const [one, two] = await Promise.all([makeUser(db), makeUser(db)])
    const a = await paidOrder(one!.token, 300)
    const b = await openOrder(t.app, two!.token, 200)
    const ids = [b.order_id, 'order_unknown00000', a.razorpay_order_id]
    const found = await findOrders(db, ids)
    expect([...found.keys()].sort()).toEqual([a.razorpay_order_id, b.order_id].sort())
    expect(found.get(a.razorpay_order_id)).toMatchObject({
      userId: one!.id,
      amountPaise: 30_000,
      buyerCredits: 0,
    })
    expect(found.get(b.order_id)).toMatchObject({ userId: two!.id, amountPaise: 20_000 })
    const payments = await paymentsOfOrders(db, ids)
    expect([...payments.keys()]).toEqual([a.razorpay_order_id])
    expect(payments.get(a.razorpay_order_id)).toEqual([
      { id: a.razorpay_payment_id, status: 'captured', amount: 30_000, method: 'card' },
    ])
  })

  it('refuses two payments of one buyer: one balance would move once for both', async () => {
    const buyer = await makeUser(t.app.db)
    const a = await openOrder(t.app, buyer.token, 100)
    const b = await openOrder(t.app, buyer.token, 200)
    const now = clock.now()
    await expect(
      payOrders(t.app.db, [
        { providerOrderId: a.order_id, paymentId: 'pay_1', now, userId: buyer.id },
        { providerOrderId: b.order_id, paymentId: 'pay_2', now, userId: buyer.id },
      ]),
    ).rejects.toThrow(/two of one buyer/)
    expect((await orderRow(t.app.db, a.order_id)).status).toBe(PAYMENT_STATUS.pending)
    expect(await balance(t.app, buyer.token)).toBe(0)
  })

  it('credits every confirmation once under concurrency, replays and a buyer with several orders included', async () => {
    const buyers = await Promise.all(Array.from({ length: 12 }, () => makeUser(t.app.db)))
    // Each buyer pays orders of 100, 200 and 300 credits, each confirmed twice, all at once.
    const confirmations = []
    for (const buyer of buyers) {
      for (const credits of [100, 200, 300]) {
        confirmations.push({ buyer, confirmation: await paidOrder(buyer.token, credits) })
      }
    }
    const requests = [...confirmations, ...confirmations]
    const answers = await Promise.all(
      requests.map((r) => verify(t.app, r.buyer.token, r.confirmation)),
    )
    for (const res of answers) expect(res.statusCode, res.body).toBe(200)
    for (const buyer of buyers) {
      expect(await balance(t.app, buyer.token)).toBe(600)
      expect(await topUpEntries(t.app.db, buyer.id)).toHaveLength(3)
      // Every answer is a balance the buyer had: never more than all three orders.
      const mine = answers.filter((_, i) => requests[i]!.buyer === buyer)
      for (const res of mine)
        expect([100, 200, 300, 400, 500, 600]).toContain(res.json().data.credits)
    }
    expect(await ledgerMismatches(t.app.db)).toEqual([])
    const ids = confirmations.map((c) => c.confirmation.razorpay_order_id)
    const orders = await t.app.db
      .select()
      .from(paymentOrders)
      .where(inArray(paymentOrders.providerOrderId, ids))
    expect(orders.every((o) => o.status === PAYMENT_STATUS.success && o.invoiceNumber)).toBe(true)
    // Grouped indeed on PostgreSQL, where statements overlap: some orders were credited by one
    // transaction together (their ledger entries, never updated, keep its id). PGlite runs one
    // statement at a time (the first test groups directly).
    if (t.database.kind !== 'postgres') return
    const [made] = await queryRows<{ entries: number; transactions: number }>(
      t.app.db,
      sql`select count(*)::int as entries, count(distinct xmin::text)::int as transactions
        from ${walletLedger} where ${inArray(
          walletLedger.paymentOrderId,
          orders.map((o) => o.id),
        )}`,
    )
    expect(made!.entries).toBe(orders.length)
    expect(made!.transactions).toBeLessThan(made!.entries)
  })
})
