import { PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { and, asc, desc, eq, gte, isNotNull, lt, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  paymentOrders,
  properties,
  states,
  unlocks,
  users,
  walletLedger,
} from '../../db/schema/index'

/** A payment order with what its invoice prints about the buyer and the place of supply. */
export async function findInvoiceOrder(db: Tx, orderId: number) {
  const [row] = await db
    .select({
      id: paymentOrders.id,
      userId: paymentOrders.userId,
      status: paymentOrders.status,
      provider: paymentOrders.provider,
      providerOrderId: paymentOrders.providerOrderId,
      providerPaymentId: paymentOrders.providerPaymentId,
      amountPaise: paymentOrders.amountPaise,
      credits: paymentOrders.credits,
      bonusCredits: paymentOrders.bonusCredits,
      phoneNumber: paymentOrders.phoneNumber,
      buyerGstin: paymentOrders.buyerGstin,
      buyerLegalName: paymentOrders.buyerLegalName,
      buyerAddress: paymentOrders.buyerAddress,
      paymentMethod: paymentOrders.paymentMethod,
      paidAt: paymentOrders.paidAt,
      invoiceNumber: paymentOrders.invoiceNumber,
      buyerName: users.firstName,
      buyerEmail: users.email,
      buyerPhone: users.phoneNumber,
      /** Our two-letter code of the buyer's state, when they named one. */
      buyerStateCode: states.code,
    })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .leftJoin(states, eq(states.id, paymentOrders.buyerStateId))
    .where(eq(paymentOrders.id, orderId))
  return row
}

/** The balance a user had at `before`: what the last entry before it left, or 0. */
export async function balanceBefore(db: Tx, userId: number, before: Date): Promise<number> {
  const [row] = await db
    .select({ balanceAfter: walletLedger.balanceAfter })
    .from(walletLedger)
    .where(and(eq(walletLedger.userId, userId), lt(walletLedger.createdAt, before)))
    .orderBy(desc(walletLedger.id))
    .limit(1)
  return row?.balanceAfter ?? 0
}

/**
 * A refund's reference names the unlock it gives back ('refund:12'); an unlock entry points at
 * its unlock directly. Either way the listing's name comes through the unlock.
 */
const entryUnlockId = sql`coalesce(${walletLedger.unlockId}, case when ${walletLedger.reference} ~ '^refund:[0-9]{1,9}$' then split_part(${walletLedger.reference}, ':', 2)::int end)`

/**
 * A user's ledger entries made in [from, to), in the order they changed the balance (by id:
 * each was written while its transaction held the user's row, so ids follow the balance), at
 * most `limit` of them.
 */
export function entriesBetween(db: Tx, userId: number, from: Date, to: Date, limit: number) {
  return db
    .select({
      at: walletLedger.createdAt,
      kind: walletLedger.reason,
      credits: walletLedger.delta,
      balanceAfter: walletLedger.balanceAfter,
      reference: walletLedger.reference,
      propertyName: properties.name,
      invoiceNumber: paymentOrders.invoiceNumber,
    })
    .from(walletLedger)
    .leftJoin(unlocks, eq(unlocks.id, entryUnlockId))
    .leftJoin(properties, eq(properties.id, unlocks.propertyId))
    .leftJoin(paymentOrders, eq(paymentOrders.id, walletLedger.paymentOrderId))
    .where(
      and(
        eq(walletLedger.userId, userId),
        gte(walletLedger.createdAt, from),
        lt(walletLedger.createdAt, to),
      ),
    )
    .orderBy(walletLedger.id)
    .limit(limit)
}

/**
 * The tax invoices of payments received in [from, to), in number order: what GSTR-1 reports
 * for that period. At most `limit` (the caller refuses a longer month rather than cut it).
 */
export function invoicesPaidBetween(db: Tx, from: Date, to: Date, limit: number) {
  return db
    .select({
      number: paymentOrders.invoiceNumber,
      paidAt: paymentOrders.paidAt,
      amountPaise: paymentOrders.amountPaise,
      gstin: paymentOrders.buyerGstin,
      legalName: paymentOrders.buyerLegalName,
      /** Our two-letter code of the buyer's state, when they named one. */
      stateCode: states.code,
    })
    .from(paymentOrders)
    .leftJoin(states, eq(states.id, paymentOrders.buyerStateId))
    .where(
      and(
        eq(paymentOrders.status, PAYMENT_STATUS.success),
        isNotNull(paymentOrders.invoiceNumber),
        gte(paymentOrders.paidAt, from),
        lt(paymentOrders.paidAt, to),
      ),
    )
    .orderBy(asc(paymentOrders.paidAt), asc(paymentOrders.id))
    .limit(limit)
}
