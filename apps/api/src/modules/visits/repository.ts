import type { VisitRole, VisitWhen } from '@app/contract/visits'
import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Tx } from '../../db/client'
import {
  cities,
  districts,
  properties,
  propertyAddresses,
  siteVisits,
  states,
  unlocks,
  users,
} from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'

const v = siteVisits
const seeker = alias(users, 'seeker')
const owner = alias(users, 'owner')

const at = (now: Date) => sql`${now.toISOString()}::timestamptz`

/**
 * An open visit at `now` (decision 066): asked with its last slot still ahead, or accepted with
 * its slot ahead. What the limits count, what can still be cancelled, and `when=upcoming`.
 */
export const isOpen = (now: Date) =>
  sql`((${v.status} = 'requested' and ${v.lastSlotAt} > ${at(now)})
    or (${v.status} = 'accepted' and ${v.slotAt} > ${at(now)}))`

/**
 * Holds the seeker's users row until the transaction ends: two requests of one seeker queue
 * here, so the second counts what the first inserted (the open-visit limits).
 */
export async function lockUser(tx: Tx, userId: number) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
}

/**
 * The listing as a visit request needs it: its owner, whether it is on the market now
 * (domain/listing-policy's one rule) and whether `userId` unlocked it. Undefined for no listing.
 */
export async function listingForVisit(tx: Tx, userId: number, propertyId: number) {
  const [row] = await tx
    .select({
      id: properties.id,
      userId: properties.userId,
      published: sql<boolean>`${isPublished}`,
      // The listing by its id, not its column: a select names columns unqualified, and inside
      // the subquery "id" would be the unlock's own.
      unlocked: sql<boolean>`exists (select 1 from ${unlocks}
        where ${unlocks.userId} = ${userId} and ${unlocks.propertyId} = ${propertyId})`,
    })
    .from(properties)
    .where(eq(properties.id, propertyId))
  return row
}

/** The seeker's open visits at `now`: on the one listing, and in all. */
export async function openCounts(tx: Tx, seekerId: number, propertyId: number, now: Date) {
  const [row] = await tx
    .select({
      listing: sql<number>`count(*) filter (where ${v.propertyId} = ${propertyId})`.mapWith(Number),
      all: count(),
    })
    .from(v)
    .where(and(eq(v.seekerId, seekerId), isOpen(now)))
  return row!
}

export interface NewVisit {
  propertyId: number
  seekerId: number
  ownerId: number
  /** Earliest first. */
  slots: Date[]
  note: string | null
  createdAt: Date
}

export async function insertVisit(tx: Tx, visit: NewVisit) {
  const [row] = await tx
    .insert(v)
    .values({
      ...visit,
      lastSlotAt: visit.slots.at(-1)!,
      updatedAt: visit.createdAt,
    })
    .returning({ id: v.id })
  return row!.id
}

/** Instants of a timestamptz array, read as JSON (the same on every driver). */
const instants = (column: SQL | typeof v.slots) =>
  sql<string[]>`array_to_json(${column})`.mapWith((value: string[] | string) =>
    (typeof value === 'string' ? (JSON.parse(value) as string[]) : value).map((s) => new Date(s)),
  )

/** Everything a visit is shown and mailed with: both sides, the listing and its address. */
const rowColumns = {
  id: v.id,
  status: v.status,
  slots: instants(v.slots),
  lastSlotAt: v.lastSlotAt,
  slotAt: v.slotAt,
  note: v.note,
  reason: v.reason,
  cancelledBy: v.cancelledBy,
  createdAt: v.createdAt,
  answeredAt: v.answeredAt,
  propertyId: v.propertyId,
  propertyName: properties.name,
  street: propertyAddresses.address,
  pinCode: propertyAddresses.pinCode,
  listingPhone: propertyAddresses.phoneNumber,
  cityName: cities.name,
  districtName: districts.name,
  stateName: states.name,
  seekerId: v.seekerId,
  seekerName: seeker.firstName,
  seekerPhone: seeker.phoneNumber,
  seekerEmail: seeker.email,
  ownerId: v.ownerId,
  ownerName: owner.firstName,
  ownerPhone: owner.phoneNumber,
  ownerEmail: owner.email,
}
export type VisitRow = Awaited<ReturnType<typeof visitRow>> & {}

function selectRows(tx: Tx) {
  return tx
    .select(rowColumns)
    .from(v)
    .innerJoin(properties, eq(properties.id, v.propertyId))
    .innerJoin(seeker, eq(seeker.id, v.seekerId))
    .innerJoin(owner, eq(owner.id, v.ownerId))
    .leftJoin(propertyAddresses, eq(propertyAddresses.propertyId, v.propertyId))
    .leftJoin(cities, eq(cities.id, propertyAddresses.cityId))
    .leftJoin(districts, eq(districts.id, propertyAddresses.districtId))
    .leftJoin(states, eq(states.id, propertyAddresses.stateId))
}

/** One visit with both sides; undefined for none. */
export async function visitRow(tx: Tx, id: number) {
  const [row] = await selectRows(tx).where(eq(v.id, id))
  return row
}

/**
 * Who a visit is between, and where it stands (for deciding an answer or a cancellation); with
 * `lock`, the row is held until the transaction ends.
 */
export async function visitParties(tx: Tx, id: number, lock = false) {
  const query = tx
    .select({
      id: v.id,
      seekerId: v.seekerId,
      ownerId: v.ownerId,
      status: v.status,
      slots: instants(v.slots),
      lastSlotAt: v.lastSlotAt,
      slotAt: v.slotAt,
    })
    .from(v)
    .where(eq(v.id, id))
  const [row] = await (lock ? query.for('update') : query)
  return row
}

/**
 * Accepts a request at `slot`, only while it is still asked (`status = 'requested'`): of two
 * answers at once one updates the row and the other finds it answered. False when it was not.
 */
export async function accept(tx: Tx, id: number, slot: Date, now: Date) {
  const rows = await tx
    .update(v)
    .set({ status: 'accepted', slotAt: slot, answeredAt: now, updatedAt: now })
    .where(
      and(
        eq(v.id, id),
        eq(v.status, 'requested'),
        sql`${v.lastSlotAt} > ${at(now)}`,
        sql`${slot.toISOString()}::timestamptz = any(${v.slots})`,
      ),
    )
    .returning({ id: v.id })
  return rows.length > 0
}

/** Declines a request that is still asked and not expired; false when it was not. */
export async function decline(tx: Tx, id: number, reason: string, now: Date) {
  const rows = await tx
    .update(v)
    .set({ status: 'declined', reason, answeredAt: now, updatedAt: now })
    .where(and(eq(v.id, id), eq(v.status, 'requested'), sql`${v.lastSlotAt} > ${at(now)}`))
    .returning({ id: v.id })
  return rows.length > 0
}

/**
 * Cancels an open visit (isOpen); false when it was not open any more. The agreed slot is
 * cleared (the table keeps a slot for accepted visits only): the caller read it first.
 */
export async function cancel(tx: Tx, id: number, by: VisitRole, reason: string | null, now: Date) {
  const rows = await tx
    .update(v)
    .set({ status: 'cancelled', cancelledBy: by, reason, slotAt: null, updatedAt: now })
    .where(and(eq(v.id, id), isOpen(now)))
    .returning({ id: v.id })
  return rows.length > 0
}

export interface VisitFilter {
  userId: number
  role?: VisitRole | undefined
  when: VisitWhen
  propertyId?: number | undefined
}

function filterWhere(f: VisitFilter, now: Date) {
  const mine =
    f.role === 'seeker'
      ? eq(v.seekerId, f.userId)
      : f.role === 'owner'
        ? eq(v.ownerId, f.userId)
        : or(eq(v.seekerId, f.userId), eq(v.ownerId, f.userId))
  return and(
    mine,
    f.when === 'upcoming' ? isOpen(now) : sql`not ${isOpen(now)}`,
    f.propertyId === undefined ? undefined : eq(v.propertyId, f.propertyId),
  )
}

/**
 * A page of the user's visits. Upcoming: by the next time that matters, soonest first (the
 * agreed slot, or the first proposed slot still ahead); past: by the visit's time, latest first
 * (the agreed slot, or the last proposed one).
 */
export async function visitPage(
  tx: Tx,
  f: VisitFilter,
  page: { offset: number; limit: number },
  now: Date,
) {
  const where = filterWhere(f, now)
  const order =
    f.when === 'upcoming'
      ? [
          asc(
            sql`coalesce(${v.slotAt}, (select min(s) from unnest(${v.slots}) as s where s > ${at(now)}))`,
          ),
          asc(v.id),
        ]
      : [desc(sql`coalesce(${v.slotAt}, ${v.lastSlotAt})`), desc(v.id)]
  const [rows, [total]] = await Promise.all([
    selectRows(tx)
      .where(where)
      .orderBy(...order)
      .limit(page.limit)
      .offset(page.offset),
    tx.select({ n: count() }).from(v).where(where),
  ])
  return { rows, total: total!.n }
}
