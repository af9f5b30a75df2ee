import type { AdminPropertyQuery } from '@app/contract/admin'
import { and, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  cities,
  districts,
  properties,
  propertyReports,
  states,
  unlocks,
  users,
} from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'
import { containing, countOf, owner, propertyId } from './query-parts'

/* The reads and writes behind the console's listings (listings.ts decides; callers are admins). */

/** Every listing, any state and owner, newest first, with its owner and what moderators weigh. */
export async function propertiesPage(db: Tx, query: AdminPropertyQuery) {
  const conditions: SQL[] = []
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(
        ilike(properties.name, like),
        ilike(users.firstName, like),
        ilike(users.phoneNumber, like),
        ilike(properties.locationText, like),
      )!,
    )
  }
  if (query.completion !== undefined) {
    conditions.push(eq(properties.completionLevel, query.completion))
  }
  if (query.visibility === 'visible') conditions.push(isNull(properties.hiddenAt))
  if (query.visibility === 'hidden') conditions.push(isNotNull(properties.hiddenAt))
  if (query.state_id !== undefined) conditions.push(eq(properties.stateId, query.state_id))
  const where = and(...conditions)

  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      image: properties.image,
      owner,
      completionLevel: properties.completionLevel,
      status: listingStatus,
      hiddenReason: properties.hiddenReason,
      hiddenAt: properties.hiddenAt,
      verifiedAt: properties.verifiedAt,
      price: properties.price,
      purchaseType: properties.purchaseType,
      location: sql<
        string | null
      >`nullif(concat_ws(', ', ${cities.name}, ${districts.name}, ${states.name}), '')`,
      unlocks: countOf(sql`from ${unlocks} u where u.property_id = ${propertyId}`),
      openReports: countOf(
        sql`from ${propertyReports} r where r.property_id = ${propertyId} and r.status = 'open'`,
      ),
      createdAt: properties.createdAt,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .leftJoin(cities, eq(cities.id, properties.cityId))
    .leftJoin(districts, eq(districts.id, properties.districtId))
    .leftJoin(states, eq(states.id, properties.stateId))
    .where(where)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(where)
  return { rows, total: count!.n }
}

/** A property's specs verification, its row locked for the caller's transaction. */
export async function lockVerification(tx: Tx, id: number) {
  const [row] = await tx
    .select({ verifiedAt: properties.verifiedAt })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update')
  return row
}

export async function setVerified(tx: Tx, id: number, verifiedAt: Date | null, now: Date) {
  await tx.update(properties).set({ verifiedAt, updatedAt: now }).where(eq(properties.id, id))
}
