import { and, eq, sql } from 'drizzle-orm'
import { prepared, type Tx } from '../../db/client'
import { properties, unlocks, users } from '../../db/schema/index'
import { isPublished, managedBy } from '../../domain/listing-policy'
import {
  hasUnlocked,
  selectRecord,
  selectRecords,
  type PropertyRecord,
} from '../../domain/listing-rows'
import { groupRows } from '../../lib/statement-groups'
import { moveCreditsEachWith, moveCreditsWith } from './ledger'

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

/**
 * unlock for several attempts in one statement, each of a different user (the caller groups
 * them: wallet/unlock.ts, lib/statement-groups.ts); each is what `unlock` would do alone: its user's balance read
 * under the user's row lock (the rows locked in the order of their ids, so that two grouped
 * statements never wait for each other in a circle), the (user, property) unlock claimed when
 * the listing is published, not the user's own and covered by the balance, and the ledger's
 * debit and entry for each claim. Answers each attempt's outcome and record by its place in
 * `attempts` (none for no such property). Throws for two attempts of one user: one debit would
 * pay for both.
 */
export async function unlockMany(
  db: Tx,
  attempts: UnlockAttempt[],
): Promise<Map<number, { outcome: UnlockOutcome; record: PropertyRecord }>> {
  if (new Set(attempts.map((a) => a.userId)).size !== attempts.length) {
    throw new Error('A grouped unlock holds two attempts of one user')
  }
  const items = JSON.stringify(
    attempts.map((a, n) => ({
      n,
      user_id: a.userId,
      property_id: a.propertyId,
      is_admin: a.isAdmin,
      cost: a.cost,
    })),
  )
  const statement = prepared(db, 'wallet-unlock-many', (name) => unlockManyQuery(db).prepare(name))
  const rows = await statement.execute({ items })
  const out = new Map<number, { outcome: UnlockOutcome; record: PropertyRecord }>()
  for (const { n, free, unlockId, paid, balance, unlocked, ...record } of rows) {
    out.set(n, { outcome: { free, unlockId, paid, balance, unlocked }, record })
  }
  return out
}

/** A column of a WITH clause, named with its clause (drizzle names an aliased field alone). */
const ref = (clause: { _: { alias: string } }, column: string) =>
  sql`${sql.identifier(clause._.alias)}.${sql.identifier(column)}`

/** unlockMany's statement: the attempts come as one JSON array (placeholder `items`). */
export function unlockManyQuery(db: Tx) {
  const input = db.$with('input').as(
    db
      .select({
        n: sql<number>`i.n`.as('n'),
        userId: sql<number>`i.user_id`.as('user_id'),
        propertyId: sql<number>`i.property_id`.as('property_id'),
        isAdmin: sql<boolean>`i.is_admin`.as('is_admin'),
        cost: sql<number>`i.cost`.as('cost'),
      })
      .from(groupRows('n int, user_id int, property_id int, is_admin boolean, cost int')),
  )
  const attempt = (column: string) => ref(input, column)
  const listing = db.$with('listing').as(
    db
      .select({
        n: sql<number>`${attempt('n')}`.as('n'),
        free: sql<boolean>`${managedBy(attempt('user_id'), attempt('is_admin'))}`.as('free'),
      })
      .from(input)
      .innerJoin(properties, eq(properties.id, attempt('property_id')))
      .where(isPublished),
  )
  // Locked in the order of the users' ids (LockRows runs above the sort).
  const balance = db.$with('balance').as(
    db
      .select({ userId: users.id, credits: users.credits })
      .from(users)
      .where(sql`${users.id} in (select ${attempt('user_id')} from ${input})`)
      .orderBy(users.id)
      .for('update'),
  )
  // Raw SQL: drizzle's insert-from-select wants the generated `id` too.
  const claim = db
    .$with('claim', {
      id: unlocks.id,
      userId: unlocks.userId,
      propertyId: unlocks.propertyId,
      creditsSpent: unlocks.creditsSpent,
    })
    .as(
      sql`insert into ${unlocks} (user_id, property_id, credits_spent)
        select ${attempt('user_id')}, ${attempt('property_id')}, ${attempt('cost')} from ${input}
        join ${listing} on ${ref(listing, 'n')} = ${attempt('n')}
        join ${balance} on ${balance.userId} = ${attempt('user_id')}
        where not ${ref(listing, 'free')} and ${balance.credits} >= ${attempt('cost')}
        on conflict do nothing
        returning id, user_id, property_id, credits_spent`,
    )
  const { moved, entry } = moveCreditsEachWith(db, claim, {
    kind: 'unlock',
    userId: sql`${claim.userId}`,
    credits: sql`-${claim.creditsSpent}`,
    reference: sql`'unlock:' || ${claim.id}`,
    unlockId: sql`${claim.id}`,
  })
  const userId = attempt('user_id')
  const propertyId = attempt('property_id')
  return selectRecords(db.with(input, listing, balance, claim, moved, entry), {
    n: sql<number>`${attempt('n')}`,
    free: sql<boolean | null>`(select ${ref(listing, 'free')} from ${listing}
      where ${ref(listing, 'n')} = ${attempt('n')})`,
    unlockId: sql<number | null>`(select ${claim.id} from ${claim}
      where ${claim.userId} = ${userId} and ${claim.propertyId} = ${propertyId})`,
    paid: sql<
      number | null
    >`(select ${moved.credits} from ${moved} where ${moved.userId} = ${userId})`,
    balance: sql<number | null>`(select ${balance.credits} from ${balance}
      where ${balance.userId} = ${userId})`,
    unlocked: hasUnlocked(userId, propertyId),
  }).innerJoin(input, eq(propertyId, properties.id))
}

/** Whether the user has unlocked the property, as committed now. */
export async function isUnlocked(db: Tx, userId: number, propertyId: number) {
  const [row] = await db
    .select({ id: unlocks.id })
    .from(unlocks)
    .where(and(eq(unlocks.userId, userId), eq(unlocks.propertyId, propertyId)))
  return row !== undefined
}
