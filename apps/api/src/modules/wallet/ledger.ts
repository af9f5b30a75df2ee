import { WALLET_MAX_BALANCE } from '@app/contract/limits'
import { type LedgerKind } from '@app/contract/wallet-texts'
import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm'
import type { Subquery } from 'drizzle-orm/subquery'
import type { Tx } from '../../db/client'
import { users, walletLedger } from '../../db/schema/index'
import { databaseError } from '../../lib/db-errors'

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
 * The wallet's ceiling (WALLET_MAX_BALANCE, decision 037). Credits that nothing was paid for and
 * nothing is owed back (an admin's adjustment) stop at it; what was paid for or is owed (a paid
 * order and its bonus, a refund, welcome credits) is always credited in full. A top-up is held to
 * it when its order is opened (`fitsInWallet`), so a paid order never fails here.
 */
const CAPPED_KINDS: readonly LedgerKind[] = ['adjustment']

/** Whether `credits` more keep a balance within WALLET_MAX_BALANCE (a debit always does). */
export const fitsInWallet = (balance: number, credits: number) =>
  credits <= 0 || balance <= WALLET_MAX_BALANCE - credits

/**
 * The only way credits move (top-up, unlock, refund, admin adjustment, demo grant). In the
 * caller's transaction, it changes the balance unless a debit would take it below zero or a
 * capped credit (CAPPED_KINDS) past WALLET_MAX_BALANCE, and records the entry with the balance
 * it left. Answers the new balance, or undefined when the move was refused (then nothing
 * changed; a debit was not covered, a credit did not fit). A repeated reference throws (unique
 * violation), which rolls the caller's transaction back: a cause is never counted twice.
 */
export async function moveCredits(tx: Tx, move: CreditMove): Promise<number | undefined> {
  if (!Number.isSafeInteger(move.credits) || move.credits === 0) {
    throw new Error(`Not a credit movement: ${move.credits}`)
  }
  const capped = move.credits > 0 && CAPPED_KINDS.includes(move.kind)
  const [moved] = await tx
    .update(users)
    .set({ credits: sql`${users.credits} + ${move.credits}` })
    .where(
      and(
        eq(users.id, move.userId),
        gte(users.credits, Math.max(0, -move.credits)),
        // fitsInWallet, in the statement that moves the credits.
        capped ? lte(users.credits, WALLET_MAX_BALANCE - move.credits) : undefined,
      ),
    )
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

/** moveCredits for each row of a WITH clause: SQL over its columns or placeholders. */
export interface CreditMoveOf {
  kind: LedgerKind
  userId: SQL
  /** Signed and never 0, as CreditMove's. */
  credits: SQL
  reference: SQL
  unlockId?: SQL
  paymentOrderId?: SQL
}

/**
 * moveCredits as two WITH clauses of the caller's statement, for a move that the statement
 * itself decides on (an unlock claimed, an order marked paid: one round trip, no transaction):
 * for the row of `cause`, when there is one (never more), `moved` changes the balance and
 * `entry` records the move with the balance it left. A debit must be covered by the balance the
 * caller read under the user's row lock (the unlock's `balance ... for update`): `moved` does
 * not test the balance again, because within one statement it would test the statement's
 * snapshot, which may predate a top-up committed just before the lock was granted, and
 * PostgreSQL re-checks a row against the latest version only when its snapshot version
 * qualified: a covered debit would be skipped. The database's `credits >= 0` check still refuses
 * any debit that is not covered, failing the whole statement; it checks the row built from the
 * snapshot, so a top-up committed while the statement waited can fail it too: the caller runs the
 * statement again (wallet/unlock.ts). An entry is written for every
 * cause; when the balance did not move (the user gone) its balance is null, which the ledger
 * refuses (NOT NULL): the whole statement, the cause's own write included, fails and changes
 * nothing (see `isUnmovedCredit`). A repeated reference fails it the same way (unique
 * violation). Put both after `cause` in `with()`.
 */
export function moveCreditsWith(db: Tx, cause: Subquery, move: CreditMoveOf) {
  const moved = db.$with('moved').as(
    db
      .update(users)
      .set({ credits: sql`${users.credits} + ${move.credits}` })
      .from(cause)
      .where(eq(users.id, move.userId))
      .returning({ credits: users.credits }),
  )
  // Raw SQL: drizzle's insert-from-select wants the generated `id` too.
  const entry = db.$with('entry', { id: walletLedger.id }).as(
    sql`insert into ${walletLedger}
      (user_id, delta, balance_after, reason, reference, payment_order_id, unlock_id)
      select ${move.userId}, ${move.credits}, (select ${moved.credits} from ${moved}),
        ${move.kind}, ${move.reference}, ${move.paymentOrderId ?? null}::int,
        ${move.unlockId ?? null}::int
      from ${cause}
      returning id`,
  )
  return { moved, entry }
}

/**
 * moveCreditsWith for a `cause` of any number of rows, each of a different user (a grouped
 * unlock: wallet/repository.ts's unlockMany): `moved` changes each row's user's balance once and
 * answers it with the user's id, `entry` records each move with the balance it left. Two rows of
 * one user would be debited once and recorded twice: the caller must never give them. Its rules
 * are moveCreditsWith's (a debit covered under the user's row lock; a user gone or a repeated
 * reference fails the whole statement).
 */
export function moveCreditsEachWith(db: Tx, cause: Subquery, move: CreditMoveOf) {
  const moved = db.$with('moved').as(
    db
      .update(users)
      .set({ credits: sql`${users.credits} + ${move.credits}` })
      .from(cause)
      .where(eq(users.id, move.userId))
      .returning({ userId: users.id, credits: users.credits }),
  )
  const entry = db.$with('entry', { id: walletLedger.id }).as(
    sql`insert into ${walletLedger}
      (user_id, delta, balance_after, reason, reference, payment_order_id, unlock_id)
      select ${move.userId}, ${move.credits},
        (select ${moved.credits} from ${moved} where ${moved.userId} = ${move.userId}),
        ${move.kind}, ${move.reference}, ${move.paymentOrderId ?? null}::int,
        ${move.unlockId ?? null}::int
      from ${cause}
      returning id`,
  )
  return { moved, entry }
}

/**
 * True when a statement of moveCreditsWith failed because its move could not happen: the user
 * is gone (the entry's balance is null) or a debit was not covered (the balance's check).
 */
export function isUnmovedCredit(error: unknown): boolean {
  return (
    databaseError(error, '23502')?.column === 'balance_after' ||
    databaseError(error, '23514')?.constraint === 'users_credits_non_negative'
  )
}

/** A user's balance as it stands (0 for an unknown user). */
export async function balanceOf(tx: Tx, userId: number): Promise<number> {
  const [row] = await tx.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
  return row?.credits ?? 0
}
