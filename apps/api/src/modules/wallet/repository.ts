import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties, unlocks } from '../../db/schema/index'
import { isPublished } from '../listings/policy'

/** The owner of a published listing, or undefined when there is no such listing. */
export async function findPublishedListing(db: Tx, propertyId: number) {
  const [row] = await db
    .select({ userId: properties.userId })
    .from(properties)
    .where(and(eq(properties.id, propertyId), isPublished))
  return row
}

/**
 * Claims the (user, property) unlock: the new row's id, or undefined when it exists already. A
 * concurrent claim of the same pair waits on this one's row and then finds it taken.
 */
export async function claimUnlock(db: Tx, userId: number, propertyId: number, cost: number) {
  const [row] = await db
    .insert(unlocks)
    .values({ userId, propertyId, creditsSpent: cost })
    .onConflictDoNothing()
    .returning({ id: unlocks.id })
  return row?.id
}
