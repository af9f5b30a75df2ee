import { and, eq, sql } from 'drizzle-orm'
import { prepared, type Tx } from '../../db/client'
import { properties, unlocks, users } from '../../db/schema/index'
import { isPublished, managedBy } from '../../domain/listing-policy'
import { hasUnlocked, selectRecord, type PropertyRecord } from '../../domain/listing-rows'
import { moveCreditsWith } from './ledger'

export interface UnlockAttempt {
  userId: number
  isAdmin: boolean
  propertyId: number
  cost: number
}

export interface UnlockOutcome {
  /** Null when there is no such published listing; true for its owner and admins. */
  free: boolean | null
  /** The new unlock, when this statement claimed and paid for one. */
  unlockId: number | null
  /** The balance after paying, when it paid. */
  paid: number | null
  /** The balance before: what is left when nothing was paid (null: no such user). */
  balance: number | null
  /** Unlocked before this statement began (a concurrent claim it waited for may not show). */
  unlocked: boolean
}

/**
 * The unlock in one statement (no transaction, one round trip): the user's balance is read and
 * its row locked (a user's unlocks queue here, so the balance read is the one the debit sees);
 * then, for a published listing the user does not manage and a balance that covers the cost,
 * the (user, property) unlock is claimed (a concurrent claim of the same pair waits on the first
 * and then finds it taken), and the ledger debits the cost and records it. The listing's record
 * (what the detail shows, contact included) comes back from the same statement, so the answer
 * takes no second round trip. Undefined for no such property.
 */
export async function unlock(
  db: Tx,
  attempt: UnlockAttempt,
): Promise<{ outcome: UnlockOutcome; record: PropertyRecord } | undefined> {
  const statement = prepared(db, 'wallet-unlock', (name) => unlockQuery(db).prepare(name))
  const [row] = await statement.execute({ ...attempt })
  if (!row) return undefined
  const { free, unlockId, paid, balance, unlocked, ...record } = row
  return { outcome: { free, unlockId, paid, balance, unlocked }, record }
}

/**
 * The unlock statement (see unlock), its values as placeholders named as UnlockAttempt's
 * fields; the bench runs its SQL with pgbench for the database's own ceiling.
 */
export function unlockQuery(db: Tx) {
  const userId = sql`${sql.placeholder('userId')}::int`
  const propertyId = sql`${sql.placeholder('propertyId')}::int`
  const cost = sql`${sql.placeholder('cost')}::int`
  const isAdmin = sql`${sql.placeholder('isAdmin')}::boolean`
  const listing = db.$with('listing').as(
    db
      .select({ free: sql<boolean>`${managedBy(userId, isAdmin)}`.as('free') })
      .from(properties)
      .where(and(eq(properties.id, propertyId), isPublished)),
  )
  const balance = db
    .$with('balance')
    .as(db.select({ credits: users.credits }).from(users).where(eq(users.id, userId)).for('update'))
  // Raw SQL: drizzle's insert-from-select wants the generated `id` too.
  const claim = db.$with('claim', { id: unlocks.id }).as(
    sql`insert into ${unlocks} (user_id, property_id, credits_spent)
      select ${userId}, ${propertyId}, ${cost} from ${listing} join ${balance} on true
      where not ${listing.free} and ${balance.credits} >= ${cost}
      on conflict do nothing
      returning id`,
  )
  const { moved, entry } = moveCreditsWith(db, claim, {
    kind: 'unlock',
    userId,
    credits: sql`-${cost}`,
    reference: sql`'unlock:' || ${claim.id}`,
    unlockId: sql`${claim.id}`,
  })
  return selectRecord(db.with(listing, balance, claim, moved, entry), propertyId, {
    free: sql<boolean | null>`(select ${listing.free} from ${listing})`,
    unlockId: sql<number | null>`(select ${claim.id} from ${claim})`,
    paid: sql<number | null>`(select ${moved.credits} from ${moved})`,
    balance: sql<number | null>`(select ${balance.credits} from ${balance})`,
    unlocked: hasUnlocked(userId, propertyId),
  })
}

/** Whether the user has unlocked the property, as committed now. */
export async function isUnlocked(db: Tx, userId: number, propertyId: number) {
  const [row] = await db
    .select({ id: unlocks.id })
    .from(unlocks)
    .where(and(eq(unlocks.userId, userId), eq(unlocks.propertyId, propertyId)))
  return row !== undefined
}
