import { PAYMENT_STATUS, type PaymentProvider } from '@app/contract/wallet-texts'
import { and, asc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm'
import { prepared, type Tx } from '../../db/client'
import { groupRows } from '../../lib/statement-groups'
import { invoiceSeries, paymentEvents, paymentOrders, states, users } from '../../db/schema/index'
import { INVOICE_SERIAL_DIGITS, invoiceSeriesOf } from '../invoices'
import { moveCreditsEachWith } from './ledger'

export type PaymentOrder = typeof paymentOrders.$inferSelect

export async function insertOrder(db: Tx, order: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(order).returning()
  return row!
}

/** A state's two-letter code ('MH'), or undefined when there is no such state. */
export async function stateCode(db: Tx, stateId: number) {
  const [row] = await db.select({ code: states.code }).from(states).where(eq(states.id, stateId))
  return row?.code
}

/** An order by the provider's id, as it stands (no lock), with its buyer's balance. */
export async function findOrder(db: Tx, providerOrderId: string) {
  return (await findOrders(db, [providerOrderId])).get(providerOrderId)
}

/** findOrder's statement for several orders at once: the orders found, by the provider's id. */
export async function findOrders(db: Tx, providerOrderIds: readonly string[]) {
  // Every confirmation starts here: prepared, planned once per connection.
  const statement = prepared(db, 'payment-orders', (name) =>
    db
      .select({ order: paymentOrders, buyerCredits: users.credits })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .where(
        sql`${paymentOrders.providerOrderId} = any(array(
          select json_array_elements_text(${sql.placeholder('ids')}::json)))`,
      )
      .prepare(name),
  )
  const rows = await statement.execute({ ids: JSON.stringify(providerOrderIds) })
  return new Map(
    rows.map((row) => [
      row.order.providerOrderId,
      { ...row.order, buyerCredits: row.buyerCredits },
    ]),
  )
}

/** A payment that settles an order, as the confirmation, the webhook or reconciliation saw it. */
export interface OrderPayment {
  providerOrderId: string
  paymentId: string
  now: Date
  amountPaise?: number
  /** How it was paid, as the provider reports it, when known (PAYMENT_METHOD_PATTERN). */
  method?: string | undefined
}

/**
 * Marks an order paid, with its tax invoice's number, and credits its buyer through the ledger,
 * in one statement: only an order not paid yet (its row locked: a concurrent settlement waits,
 * then finds it paid and changes nothing) and, when `amountPaise` is given, only for that
 * amount. Answers the order's id and buyer and the new balance, or undefined when nothing was
 * paid. The statement is payOrders', for one payment.
 */
export async function payOrder(tx: Tx, payment: OrderPayment): Promise<PaidOrder | undefined> {
  return (await payEach(tx, [payment])).get(0)
}

/** What payOrder answers for an order it paid. */
export interface PaidOrder {
  id: number
  userId: number
  /** The buyer's balance after the payment's credits (the bonus is not in it). */
  credits: number
  bonusCredits: number
}

/**
 * payOrder for several payments in one statement, each of an order of a different buyer (the
 * caller groups them: wallet/payments.ts, lib/statement-groups.ts); each is what payOrder does
 * alone: only an order not paid yet, for that amount when given, marked paid and credited
 * through the ledger. Answers what was paid by the payment's place in `payments` (none when
 * nothing was). Throws for two payments of one buyer: one balance would be moved once for both.
 */
export async function payOrders(
  db: Tx,
  payments: (OrderPayment & { userId: number })[],
): Promise<Map<number, PaidOrder>> {
  if (new Set(payments.map((p) => p.userId)).size !== payments.length) {
    throw new Error('Grouped payments hold two of one buyer')
  }
  return payEach(db, payments)
}

/** payOrders' statement run for `payments`, with no check of their buyers. */
async function payEach(db: Tx, payments: OrderPayment[]): Promise<Map<number, PaidOrder>> {
  // Every first-time confirmation runs it: prepared, planned once per connection.
  const items = JSON.stringify(
    payments.map((p, n) => {
      const series = invoiceSeriesOf(p.now)
      return {
        n,
        provider_order_id: p.providerOrderId,
        payment_id: p.paymentId,
        paid_at: p.now.toISOString(),
        method: p.method ?? null,
        amount_paise: p.amountPaise ?? null,
        financial_year: series.financialYear,
        number_head: series.head,
      }
    }),
  )
  const statement = prepared(db, 'payment-pay-orders', (name) => payOrdersQuery(db).prepare(name))
  const rows = await statement.execute({ items })
  return new Map(rows.map(({ n, ...paid }) => [n, paid]))
}

/**
 * payOrders' statement; the payments come as one JSON array (placeholder `items`), each with its
 * invoice's series (invoiceSeriesOf: the financial year, what its numbers begin with).
 * - `payable` locks the orders to pay: not paid yet and, when the payment names an amount, of
 *   that amount (an order settled meanwhile is waited for, then left out).
 * - `series` moves each of their financial years' series on by as many orders: the year's row,
 *   locked until the commit, makes the next payment statement wait, so the numbers follow each
 *   other, and a statement that fails gives its numbers back (GST rule 46: no gaps).
 * - `paid` marks each order paid with the next number of its year, by the time of its payment.
 * - The ledger then credits each buyer (moveCreditsEachWith).
 */
function payOrdersQuery(db: Tx) {
  const input = groupRows(`n int, provider_order_id text, payment_id text, paid_at timestamptz,
    method text, amount_paise int, financial_year text, number_head text`)
  const payable = db.$with('payable', { id: paymentOrders.id }).as(
    sql`select ${paymentOrders.id}, i.*
      from ${paymentOrders} join ${input} on ${paymentOrders.providerOrderId} = i.provider_order_id
      where ${paymentOrders.status} <> ${PAYMENT_STATUS.success}
        and (i.amount_paise is null or ${paymentOrders.amountPaise} = i.amount_paise)
      for update of ${paymentOrders}`,
  )
  const series = db.$with('series', { financialYear: invoiceSeries.financialYear }).as(
    sql`insert into ${invoiceSeries} (financial_year, last_number)
      select financial_year, count(*) from payable group by financial_year
      on conflict (financial_year) do update
        set last_number = ${invoiceSeries.lastNumber} + excluded.last_number
      returning financial_year, last_number`,
  )
  // Each order's serial: the year's last one, less the orders of that year after it.
  const serial = sql`s.last_number - count(*) over (partition by p.financial_year)
    + row_number() over (partition by p.financial_year order by p.paid_at, p.id)`
  const numbered = db
    .$with('numbered', { id: paymentOrders.id })
    .as(sql`select p.*, ${serial} as serial from payable p join series s using (financial_year)`)
  const paid = db
    .$with('paid', {
      n: sql<number>`n`.as('n'),
      id: paymentOrders.id,
      userId: paymentOrders.userId,
      credits: paymentOrders.credits,
      bonusCredits: paymentOrders.bonusCredits,
    })
    .as(
      sql`update ${paymentOrders} set
          status = ${PAYMENT_STATUS.success},
          provider_payment_id = o.payment_id,
          paid_at = o.paid_at,
          -- A method the provider did not report leaves what was noted before.
          payment_method = coalesce(o.method, ${paymentOrders.paymentMethod}),
          -- formatInvoiceNumber: the serial with INVOICE_SERIAL_DIGITS digits at least.
          invoice_number = o.number_head || lpad(o.serial::text,
            greatest(${sql.raw(String(INVOICE_SERIAL_DIGITS))}, length(o.serial::text)), '0')
        from numbered o
        where ${paymentOrders.id} = o.id
        returning o.n, ${paymentOrders.id}, ${paymentOrders.userId}, ${paymentOrders.credits},
          ${paymentOrders.bonusCredits}`,
    )
  const { moved, entry } = moveCreditsEachWith(db, paid, {
    kind: 'top_up',
    userId: sql`${paid.userId}`,
    credits: sql`${paid.credits}`,
    reference: sql`'order:' || ${paid.id}`,
    paymentOrderId: sql`${paid.id}`,
  })
  return db
    .with(payable, series, numbered, paid, moved, entry)
    .select({
      n: paid.n,
      id: paid.id,
      userId: paid.userId,
      credits: sql<number>`(select ${moved.credits} from ${moved}
        where ${moved.userId} = ${paid.userId})`,
      bonusCredits: paid.bonusCredits,
    })
    .from(paid)
}

/** Pending to failed; a paid (or already failed) order is left as it is. True when it moved. */
export async function markFailed(tx: Tx, providerOrderId: string, now: Date) {
  const rows = await tx
    .update(paymentOrders)
    .set({ status: PAYMENT_STATUS.failed, failedAt: now })
    .where(
      and(
        eq(paymentOrders.providerOrderId, providerOrderId),
        eq(paymentOrders.status, PAYMENT_STATUS.pending),
      ),
    )
    .returning({ id: paymentOrders.id })
  return rows.length > 0
}

/**
 * Claims up to `limit` pending orders of `provider` made before `dueBefore` and not asked about
 * since `checkedBefore`, oldest first, and stamps them `checkedAt = now`: another instance (or
 * the next round) leaves them alone until they are due again.
 */
export async function claimDueOrders(
  tx: Tx,
  provider: PaymentProvider,
  now: Date,
  due: { createdBefore: Date; checkedBefore: Date; limit: number },
) {
  const ids = tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.status, PAYMENT_STATUS.pending),
        eq(paymentOrders.provider, provider),
        lte(paymentOrders.createdAt, due.createdBefore),
        or(isNull(paymentOrders.checkedAt), lte(paymentOrders.checkedAt, due.checkedBefore)),
      ),
    )
    .orderBy(asc(paymentOrders.createdAt), asc(paymentOrders.id))
    .limit(due.limit)
    .for('update', { skipLocked: true })
  return tx
    .update(paymentOrders)
    .set({ checkedAt: now })
    .where(inArray(paymentOrders.id, ids))
    .returning({
      providerOrderId: paymentOrders.providerOrderId,
      amountPaise: paymentOrders.amountPaise,
      createdAt: paymentOrders.createdAt,
    })
}

/** Records a webhook event id; false when it was seen before (a redelivery). */
export async function recordEvent(tx: Tx, eventId: string, event: string, now: Date) {
  const rows = await tx
    .insert(paymentEvents)
    .values({ eventId, event, receivedAt: now })
    .onConflictDoNothing()
    .returning({ eventId: paymentEvents.eventId })
  return rows.length > 0
}

/**
 * Records how a paid order was paid when that was not known as it was settled (the checkout
 * confirmation could not ask the provider; a webhook or reconciliation told later), for that
 * payment only.
 */
export async function noteMethod(
  tx: Tx,
  payment: { providerOrderId: string; paymentId: string; method: string },
) {
  await tx
    .update(paymentOrders)
    .set({ paymentMethod: payment.method })
    .where(
      and(
        eq(paymentOrders.providerOrderId, payment.providerOrderId),
        eq(paymentOrders.providerPaymentId, payment.paymentId),
        isNull(paymentOrders.paymentMethod),
      ),
    )
}
