import type { LeadAlertMode } from '@app/contract/account'
import { desc, eq, getTableName, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties, propertyViews, unlocks, users } from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'

/** The profile as stored (the session carries a copy that may be a moment old). */
export async function profile(db: Tx, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      name: users.firstName,
      email: users.email,
      phoneNumber: users.phoneNumber,
      userType: users.userType,
      credits: users.credits,
      createdAt: users.createdAt,
      leadAlerts: users.leadAlerts,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row
}

/** The latest unlocks, newest first (their user-and-time index). */
export function recentUnlocks(db: Tx, userId: number, limit: number) {
  return db
    .select({ propertyId: unlocks.propertyId, name: properties.name, createdAt: unlocks.createdAt })
    .from(unlocks)
    .innerJoin(properties, eq(properties.id, unlocks.propertyId))
    .where(eq(unlocks.userId, userId))
    .orderBy(desc(unlocks.createdAt), desc(unlocks.id))
    .limit(limit)
}

/** The listing's id, qualified: inside the subqueries below a bare `id` would be their table's. */
const propertyId = sql`${sql.identifier(getTableName(properties))}.${sql.identifier('id')}`
const viewsOf = sql<number>`(select count(*)::int from ${propertyViews} v where v.property_id = ${propertyId})`
const unlocksOf = sql<number>`(select count(*)::int from ${unlocks} u where u.property_id = ${propertyId})`

/** An owner's listings: how many, their views and unlocks added up, and the latest few. */
export async function ownerSummary(db: Tx, userId: number, limit: number) {
  const [totals] = await db
    .select({
      listings: sql<number>`count(*)::int`,
      views: sql<number>`coalesce(sum(${viewsOf}), 0)::int`,
      unlocks: sql<number>`coalesce(sum(${unlocksOf}), 0)::int`,
    })
    .from(properties)
    .where(eq(properties.userId, userId))
  const recent = await db
    .select({
      id: properties.id,
      name: properties.name,
      status: listingStatus,
      views: viewsOf,
      unlocks: unlocksOf,
    })
    .from(properties)
    .where(eq(properties.userId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(limit)
  return { ...totals!, recent }
}

/** Changes the name; false when the user is gone. */
export async function setName(db: Tx, userId: number, name: string, now: Date) {
  const rows = await db
    .update(users)
    .set({ firstName: name, updatedAt: now })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return rows.length > 0
}

/**
 * How the owner hears of leads. Switching to daily starts the digest's count now (leads before it
 * went out at once); staying daily keeps it, so no lead is skipped. False when the user is gone.
 */
export async function setLeadAlerts(db: Tx, userId: number, mode: LeadAlertMode, now: Date) {
  const rows = await db
    .update(users)
    .set({
      leadAlerts: mode,
      ...(mode === 'daily'
        ? {
            leadDigestAt: sql`case when ${users.leadAlerts} = 'daily' then ${users.leadDigestAt}
              else ${now.toISOString()}::timestamptz end`,
          }
        : {}),
      updatedAt: now,
    })
    .where(eq(users.id, userId))
    .returning({ id: users.id })
  return rows.length > 0
}
