import { PAYMENT_STATUS, type PaymentProvider } from '@app/contract/wallet-texts'
import { and, asc, eq, inArray, isNull, lte, or } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { paymentEvents, paymentOrders, states } from '../../db/schema/index'

export type PaymentOrder = typeof paymentOrders.$inferSelect

export async function insertOrder(db: Tx, order: typeof paymentOrders.$inferInsert) {
  const [row] = await db.insert(paymentOrders).values(order).returning()
  return row!
}

export async function stateExists(db: Tx, stateId: number) {
  const [row] = await db.select({ id: states.id }).from(states).where(eq(states.id, stateId))
  return row !== undefined
}

/** An order by the provider's id, as it stands (no lock). */
export async function findOrder(db: Tx, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
  return row
}

/**
 * An order by the provider's id, its row locked until the transaction ends: whoever settles
 * it next (a replayed confirmation, the webhook, reconciliation) waits, then sees the outcome.
 */
export async function lockOrder(tx: Tx, providerOrderId: string) {
  const [row] = await tx
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
    .for('update')
  return row
}

export async function markPaid(tx: Tx, id: number, paymentId: string, now: Date) {
  await tx
    .update(paymentOrders)
    .set({ status: PAYMENT_STATUS.success, providerPaymentId: paymentId, paidAt: now })
    .where(eq(paymentOrders.id, id))
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
