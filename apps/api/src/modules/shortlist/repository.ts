import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties, propertyPrices, shortlists, users } from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'
import { selectCards } from '../../domain/listing-rows'

const p = properties

/** Whether property `id` is on the market (only those may be shortlisted). */
export async function isPublishedListing(db: Tx, id: number) {
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, id), isPublished))
  return row !== undefined
}

/**
 * Holds the user's row until the transaction ends, so two saves of one user at once cannot both
 * pass the SHORTLIST_MAX check.
 */
export async function lockUser(db: Tx, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

export async function isShortlisted(db: Tx, userId: number, propertyId: number) {
  const [row] = await db
    .select({ id: shortlists.propertyId })
    .from(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.propertyId, propertyId)))
  return row !== undefined
}

/** How many listings the user keeps (published or not: every row counts against the limit). */
export async function countShortlist(db: Tx, userId: number) {
  const [row] = await db
    .select({ n: count() })
    .from(shortlists)
    .where(eq(shortlists.userId, userId))
  return row!.n
}

export async function addToShortlist(db: Tx, userId: number, propertyId: number, now: Date) {
  await db.insert(shortlists).values({ userId, propertyId, createdAt: now }).onConflictDoNothing()
}

export async function removeFromShortlist(db: Tx, userId: number, propertyId: number) {
  await db
    .delete(shortlists)
    .where(and(eq(shortlists.userId, userId), eq(shortlists.propertyId, propertyId)))
}

/** The user's shortlisted listings that are on the market, as card rows, newest saved first. */
export function shortlistCards(db: Tx, userId: number) {
  return selectCards(db, {})
    .innerJoin(shortlists, eq(shortlists.propertyId, p.id))
    .where(and(eq(shortlists.userId, userId), isPublished))
    .orderBy(desc(shortlists.createdAt), desc(p.id))
}

/**
 * Published listings among `ids` with what compare needs beside the card: the specifications,
 * the recurrence and the security deposit. In no particular order (the service keeps the asked
 * order); unknown and unpublished ids are simply absent.
 */
export function compareRows(db: Tx, ids: readonly number[]) {
  return selectCards(db, {
    floorLoad: p.floorLoad,
    flooring: p.flooring,
    security24x7: p.security24x7,
    highwayKm: p.highwayKm,
    securityDeposit: propertyPrices.securityDeposit,
  }).where(and(inArray(p.id, [...ids]), isPublished))
}
export type CompareRowData = Awaited<ReturnType<typeof compareRows>>[number]
