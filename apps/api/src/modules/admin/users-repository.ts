import type { AdminUserQuery } from '@app/contract/admin'
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties, unlocks, users } from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'
import { containing, countOf, userId } from './query-parts'

/* The reads and writes behind the console's users (users.ts decides; every caller is an admin). */

const userColumns = {
  id: users.id,
  name: users.firstName,
  email: users.email,
  phoneNumber: users.phoneNumber,
  userType: users.userType,
  credits: users.credits,
  blockedAt: users.blockedAt,
  blockedReason: users.blockedReason,
  listings: countOf(sql`from ${properties} p where p.user_id = ${userId}`),
  unlocks: countOf(sql`from ${unlocks} k where k.user_id = ${userId}`),
  createdAt: users.createdAt,
}

/** Users, newest first, found by name, e-mail or phone, with their balance and counts. */
export async function usersPage(db: Tx, query: AdminUserQuery) {
  const conditions: SQL[] = []
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(ilike(users.firstName, like), ilike(users.email, like), ilike(users.phoneNumber, like))!,
    )
  }
  if (query.user_type !== undefined) conditions.push(eq(users.userType, query.user_type))
  const where = and(...conditions)
  const rows = await db
    .select(userColumns)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(where)
  return { rows, total: count!.n }
}

export async function userById(db: Tx, id: number) {
  const [row] = await db.select(userColumns).from(users).where(eq(users.id, id))
  return row
}

/** A user's latest listings. */
export async function listingsOf(db: Tx, ownerId: number, limit: number) {
  return db
    .select({
      id: properties.id,
      name: properties.name,
      status: listingStatus,
      completionLevel: properties.completionLevel,
      createdAt: properties.createdAt,
    })
    .from(properties)
    .where(eq(properties.userId, ownerId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit)
}

/** A user's latest unlocks, with the listings' names. */
export async function unlocksOf(db: Tx, seekerId: number, limit: number) {
  return db
    .select({
      id: unlocks.id,
      propertyId: unlocks.propertyId,
      propertyName: properties.name,
      creditsSpent: unlocks.creditsSpent,
      createdAt: unlocks.createdAt,
    })
    .from(unlocks)
    .innerJoin(properties, eq(properties.id, unlocks.propertyId))
    .where(eq(unlocks.userId, seekerId))
    .orderBy(desc(unlocks.createdAt), desc(unlocks.id))
    .limit(limit)
}

/** What an admin's change to a user starts from, the row locked for the caller's transaction. */
export async function lockUser(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      name: users.firstName,
      userType: users.userType,
      credits: users.credits,
      blockedAt: users.blockedAt,
      blockedReason: users.blockedReason,
    })
    .from(users)
    .where(eq(users.id, id))
    .for('update')
  return row
}

/**
 * Blocks (with the reason) or unblocks. A block also moves the credential version on, so every
 * session issued before is dead, as after a password change, and so is one a login that checked
 * the password just before the block is issuing.
 */
export async function setBlocked(
  tx: Tx,
  id: number,
  block: { at: Date; reason: string } | null,
  now: Date,
) {
  await tx
    .update(users)
    .set(
      block
        ? {
            blockedAt: block.at,
            blockedReason: block.reason,
            credentialVersion: sql`${users.credentialVersion} + 1`,
            updatedAt: now,
          }
        : { blockedAt: null, blockedReason: null, updatedAt: now },
    )
    .where(eq(users.id, id))
}

export async function setUserType(tx: Tx, id: number, userType: number, now: Date) {
  await tx.update(users).set({ userType, updatedAt: now }).where(eq(users.id, id))
}
