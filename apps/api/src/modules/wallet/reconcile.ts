import type { Db, Tx } from '../../db/client'
import { runExclusively } from '../../db/advisory-lock'
import { countPayment } from '../../lib/metrics'
import { creditOrder, failOrder, storableMethod, type Log } from './payments'
import * as repo from './payments-repository'
import {
  ABANDON_AFTER_MS,
  RECONCILE_AFTER_MS,
  RECONCILE_BATCH,
  RECONCILE_EVERY_MS,
  RECONCILE_LOCK,
} from './policy'
import type { PaymentProvider, ProviderPayment } from './providers/types'

/** What settling an order needs to know of it. */
export type SettleableOrder = Pick<
  repo.PaymentOrder,
  'providerOrderId' | 'amountPaise' | 'createdAt'
>

type Verdict =
  | { kind: 'paid'; paymentId: string; method: string | undefined }
  | { kind: 'failed' }
  | { kind: 'pending' }

/**
 * What the provider's payments say about an order: a capture of its amount pays it; while a
 * payment is still in flight (created, authorized) it waits; when every attempt failed (or was
 * refunded), or nobody paid at all within ABANDON_AFTER_MS, it has failed.
 */
export function verdictOf(order: SettleableOrder, payments: ProviderPayment[], now: Date): Verdict {
  const captured = payments.find((p) => p.status === 'captured' && p.amount === order.amountPaise)
  if (captured) {
    return { kind: 'paid', paymentId: captured.id, method: storableMethod(captured.method) }
  }
  if (payments.some((p) => p.status === 'created' || p.status === 'authorized')) {
    return { kind: 'pending' }
  }
  if (payments.length > 0) return { kind: 'failed' }
  const abandoned = now.getTime() - order.createdAt.getTime() >= ABANDON_AFTER_MS
  return abandoned ? { kind: 'failed' } : { kind: 'pending' }
}

export interface ReconcileSummary {
  checked: number
  paid: number
  failed: number
  pending: number
  errors: number
}

/**
 * Settles orders still pending RECONCILE_AFTER_MS after they were made (a buyer who closed the
 * tab before the confirmation, a webhook that never came). One instance at a time claims a batch
 * under an advisory lock, in one short transaction; then, outside any transaction, it asks the
 * provider about each order and settles each in its own transaction with the same functions as
 * the confirmation and the webhook. `ran: false` when another instance holds the lock.
 */
export async function reconcilePayments(
  db: Db,
  provider: PaymentProvider,
  now: Date,
  log?: Log,
): Promise<{ ran: false } | { ran: true; summary: ReconcileSummary }> {
  const claim = await runExclusively(db, RECONCILE_LOCK, (tx) =>
    repo.claimDueOrders(tx, provider.name, now, {
      createdBefore: new Date(now.getTime() - RECONCILE_AFTER_MS),
      checkedBefore: new Date(now.getTime() - RECONCILE_EVERY_MS),
      limit: RECONCILE_BATCH,
    }),
  )
  if (!claim.ran) return { ran: false }
  const summary: ReconcileSummary = { checked: 0, paid: 0, failed: 0, pending: 0, errors: 0 }
  for (const order of claim.result) {
    summary.checked++
    try {
      const settled = await settleOrder(db, provider, order, now)
      if (settled) summary[settled]++
    } catch (err) {
      summary.errors++
      log?.warn({ err, orderId: order.providerOrderId }, 'reconciliation could not settle an order')
    }
  }
  return { ran: true, summary }
}

/**
 * Asks the provider about one order now (outside any transaction) and settles it by what it
 * says, with the same functions as the confirmation and the webhook: 'paid' or 'failed' when this
 * call moved it, 'pending' when the provider has no verdict yet, undefined when a verdict found
 * it already settled. `within` runs in the settlement's transaction, after it (an admin's audit
 * entry); with it a 'pending' verdict gets a transaction too. Throws what the provider throws.
 */
export async function settleOrder(
  db: Db,
  provider: PaymentProvider,
  order: SettleableOrder,
  now: Date,
  within?: (tx: Tx) => Promise<unknown>,
): Promise<'paid' | 'failed' | 'pending' | undefined> {
  const payments = await provider.fetchOrderPayments(order.providerOrderId)
  const verdict = verdictOf(order, payments, now)
  if (verdict.kind === 'pending' && !within) return 'pending'
  const outcome = await db.transaction(async (tx) => {
    let outcome: 'paid' | 'failed' | 'pending' | undefined = 'pending'
    if (verdict.kind === 'paid') {
      const settled = await creditOrder(tx, {
        providerOrderId: order.providerOrderId,
        paymentId: verdict.paymentId,
        amountPaise: order.amountPaise,
        method: verdict.method,
        now,
      })
      outcome = settled?.outcome === 'credited' ? 'paid' : undefined
    } else if (verdict.kind === 'failed') {
      outcome = (await failOrder(tx, order.providerOrderId, now)) ? 'failed' : undefined
    }
    await within?.(tx)
    return outcome
  })
  if (outcome === 'paid') countPayment('confirmed', 'reconcile')
  if (outcome === 'failed') countPayment('failed', 'reconcile')
  return outcome
}
