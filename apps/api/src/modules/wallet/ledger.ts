import type { LedgerKind } from '@app/contract/wallet-texts'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users, walletLedger } from '../../db/schema/index'

export interface CreditMove {
  userId: number
  /** Signed and never 0: positive credits the balance, negative debits it. */
  credits: number
  kind: LedgerKind
  /**
   * What caused the move, unique across the ledger ('unlock:12', 'order:5', 'refund:12',
   * 'adjustment:<audit id>'): the database refuses a second entry for the same cause.
   */
  reference: string
  unlockId?: number
  paymentOrderId?: number
}

/**
 * The only way credits move (top-up, unlock, refund, admin adjustment, demo grant). In the
 * caller's transaction, it changes the balance unless a debit would take it below zero, and
 * records the entry with the balance it left. Answers the new balance, or undefined when the
 * balance does not cover a debit (then nothing changed). A repeated reference throws (unique
 * violation), which rolls the caller's transaction back: a cause is never counted twice.
 */
export async function moveCredits(tx: Tx, move: CreditMove): Promise<number | undefined> {
  if (!Number.isSafeInteger(move.credits) || move.credits === 0) {
    throw new Error(`Not a credit movement: ${move.credits}`)
  }
  const [moved] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${move.credits}` })
    .where(and(eq(users.id, move.userId), gte(users.credits, Math.max(0, -move.credits))))
    .returning({ credits: users.credits })
  if (!moved) return undefined
  await tx.insert(walletLedger).values({
    userId: move.userId,
    delta: move.credits,
    balanceAfter: moved.credits,
    reason: move.kind,
    reference: move.reference,
    unlockId: move.unlockId ?? null,
    paymentOrderId: move.paymentOrderId ?? null,
  })
  return moved.credits
}

/** A user's balance as it stands (0 for an unknown user). */
export async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
  return row?.credits ?? 0
}
