import type { Attachment } from '@app/contract/listing'
import { asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import {
  attachments,
  cities,
  districts,
  properties,
  propertyAddresses,
  propertyPrices,
  propertyReports,
  propertyViews,
  states,
  unlocks,
  users,
} from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'
import { pricesOf } from '../../domain/listing-rows'

/**
 * Listing writes, one per wizard step (spec 001 section 4). The database derives each property's
 * completion level and browse columns from these rows (the property_listing triggers), so a writer never sets
 * them.
 */

export type NewProperty = typeof properties.$inferInsert
export type NewPrice = Omit<typeof propertyPrices.$inferInsert, 'propertyId'>
export type NewAttachment = Omit<typeof attachments.$inferInsert, 'propertyId'>
export type NewAddress = Omit<typeof propertyAddresses.$inferInsert, 'propertyId'>

/** Step 1: the property itself. */
export async function insertProperty(db: Tx, values: NewProperty) {
  const [row] = await db.insert(properties).values(values).returning({ id: properties.id })
  return row!.id
}

/** Step 2: its price. */
export async function insertPrice(db: Tx, propertyId: number, values: NewPrice) {
  const [row] = await db
    .insert(propertyPrices)
    .values({ ...values, propertyId })
    .returning({ id: propertyPrices.id })
  return row!.id
}

/** Step 3: its attachments, in the given order. */
export async function insertAttachments(db: Tx, propertyId: number, files: NewAttachment[]) {
  if (files.length === 0) return []
  const rows = await db
    .insert(attachments)
    .values(files.map((file) => ({ ...file, propertyId })))
    .returning({ id: attachments.id })
  return rows.map((r) => r.id)
}

/** Step 4: its address. */
export async function insertAddress(db: Tx, propertyId: number, values: NewAddress) {
  const [row] = await db
    .insert(propertyAddresses)
    .values({ ...values, propertyId })
    .returning({ id: propertyAddresses.id })
  return row!.id
}

/* Reads and changes behind the owner calls (the step files and my-properties.ts decide who may). */

/**
 * `properties.id` spelled out for correlated subqueries. In a select from one table Drizzle writes
 * the columns inside selected SQL unqualified, and inside a subquery over another table a bare
 * `id` would be that table's own.
 */
const propertyId = sql`${sql.identifier(getTableName(properties))}.${sql.identifier('id')}`

const pp = propertyPrices
const pa = propertyAddresses

/** The warehouse specifications' columns (issue 15); height is the clear height. */
export const SPEC_COLUMNS = [
  'height',
  'docks',
  'floorLoad',
  'powerKva',
  'flooring',
  'fireNoc',
  'security24x7',
  'highwayKm',
] as const
export type SpecColumn = (typeof SPEC_COLUMNS)[number]

export type PropertyChanges = Partial<
  Pick<
    typeof properties.$inferInsert,
    | 'name'
    | 'type'
    | 'length'
    | 'width'
    | 'description'
    | 'image'
    | SpecColumn
    | 'fireNocFile'
    | 'verifiedAt'
  >
>

/** A (locked) property's specifications, certificate and verification, for the change rules. */
export async function specState(db: Tx, id: number) {
  const [row] = await db
    .select({
      height: properties.height,
      docks: properties.docks,
      floorLoad: properties.floorLoad,
      powerKva: properties.powerKva,
      flooring: properties.flooring,
      fireNoc: properties.fireNoc,
      security24x7: properties.security24x7,
      highwayKm: properties.highwayKm,
      fireNocFile: properties.fireNocFile,
      verifiedAt: properties.verifiedAt,
    })
    .from(properties)
    .where(eq(properties.id, id))
  return row!
}

/** Changes the given columns (the rest keep their values). */
export async function updateProperty(db: Tx, id: number, changes: PropertyChanges, now: Date) {
  await db
    .update(properties)
    .set({ ...changes, updatedAt: now })
    .where(eq(properties.id, id))
}

const priceColumns = {
  id: pp.id,
  property_id: pp.propertyId,
  price: pp.price,
  purchase_type: pp.purchaseType,
  recuring_type: pp.recuringType,
  security_deposit: pp.securityDeposit,
}

/** A price record as the API answers it. */
export async function priceById(db: Tx, id: number) {
  const [row] = await db.select(priceColumns).from(pp).where(eq(pp.id, id))
  return row
}

/** The property a price belongs to, or undefined when there is no such price. */
export async function propertyOfPrice(db: Tx, priceId: number) {
  const [row] = await db.select({ propertyId: pp.propertyId }).from(pp).where(eq(pp.id, priceId))
  return row?.propertyId
}

export async function hasPrice(db: Tx, propertyId: number) {
  const [row] = await db.select({ id: pp.id }).from(pp).where(eq(pp.propertyId, propertyId))
  return row !== undefined
}

/** Replaces a price record's values (its triggers refresh the listing's browse columns). */
export async function updatePrice(db: Tx, id: number, values: Partial<NewPrice>) {
  const [row] = await db.update(pp).set(values).where(eq(pp.id, id)).returning(priceColumns)
  return row!
}

const addressColumns = {
  id: pa.id,
  property_id: pa.propertyId,
  address: pa.address,
  pin_code: pa.pinCode,
  phone_number: pa.phoneNumber,
  latitude: pa.latitude,
  longitude: pa.longitude,
  state_id: pa.stateId,
  district_id: pa.districtId,
  city_id: pa.cityId,
  state: { name: states.name },
  district: { name: districts.name },
  city: { name: cities.name },
}

/** Addresses with their place names, as the API answers them (OwnerAddress). */
function addressQuery(db: Tx) {
  return db
    .select(addressColumns)
    .from(pa)
    .innerJoin(states, eq(states.id, pa.stateId))
    .innerJoin(districts, eq(districts.id, pa.districtId))
    .innerJoin(cities, eq(cities.id, pa.cityId))
}

export async function addressById(db: Tx, id: number) {
  const [row] = await addressQuery(db).where(eq(pa.id, id))
  return row
}

/** A property's addresses (one at most today), oldest first, and how many there are. */
export async function addressesOf(db: Tx, propertyId: number, limit: number) {
  const rows = await addressQuery(db)
    .where(eq(pa.propertyId, propertyId))
    .orderBy(asc(pa.id))
    .limit(limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(pa)
    .where(eq(pa.propertyId, propertyId))
  return { rows, total: count!.n }
}

export async function propertyOfAddress(db: Tx, addressId: number) {
  const [row] = await db.select({ propertyId: pa.propertyId }).from(pa).where(eq(pa.id, addressId))
  return row?.propertyId
}

export async function hasAddress(db: Tx, propertyId: number) {
  const [row] = await db.select({ id: pa.id }).from(pa).where(eq(pa.propertyId, propertyId))
  return row !== undefined
}

export async function updateAddress(db: Tx, id: number, values: Partial<NewAddress>) {
  await db.update(pa).set(values).where(eq(pa.id, id))
}

/**
 * Whether a state, district and city exist and form a chain (the district in the state, the city
 * in the district): one round trip.
 */
export async function placeChain(db: Tx, stateId: number, districtId: number, cityId: number) {
  const [row] = await queryRows<{ state: boolean; district: boolean; city: boolean }>(
    db,
    sql`select
      exists (select 1 from ${states} where ${states.id} = ${stateId}) as state,
      exists (select 1 from ${districts}
        where ${districts.id} = ${districtId} and ${districts.stateId} = ${stateId}) as district,
      exists (select 1 from ${cities}
        where ${cities.id} = ${cityId} and ${cities.districtId} = ${districtId}) as city`,
  )
  return row!
}

/** Distinct people per IST day who opened the listing (its primary key's range). */
const viewsOf = sql<number>`(select count(*)::int from ${propertyViews} v where v.property_id = ${propertyId})`
/** How many unlocked its contact details. */
const unlocksOf = sql<number>`(select count(*)::int from ${unlocks} u where u.property_id = ${propertyId})`
/** Reports on it still waiting for an answer or a decision. */
const openReportsOf = sql<number>`(select count(*)::int from ${propertyReports} r
  where r.property_id = ${propertyId} and r.status = 'open')`

/**
 * Everything the owner's detail and edit screens show: the property with its status, its owner's
 * name, price, attachments and address (with place names), in one round trip.
 */
export async function fullDetails(db: Tx, id: number) {
  const [row] = await db
    .select({
      property: properties,
      status: listingStatus,
      views: viewsOf,
      unlocks: unlocksOf,
      ownerName: users.firstName,
      prices: pricesOf(propertyId),
      attachments: sql<Attachment[]>`coalesce((
        select json_agg(json_build_object(
          'id', f.id, 'img_url', f.img_url, 'name', f.name, 'order_number', f.order_number,
          'description', f.description, 'attachment_type', f.attachment_type,
      'size_bytes', f.size_bytes)
          order by f.order_number, f.id)
        from ${attachments} f where f.property_id = ${propertyId}), '[]'::json)`,
    })
    .from(properties)
    .innerJoin(users, eq(users.id, properties.userId))
    .where(eq(properties.id, id))
  if (!row) return undefined
  const [address] = await addressQuery(db).where(eq(pa.propertyId, id))
  return { ...row, address }
}

export interface Page {
  offset: number
  limit: number
}

/**
 * An owner's properties, newest first, with their prices, status, views and unlocks; one extra
 * row answers whether more follow. Views and unlocks are counted per listing from their primary
 * key and unique index (index ranges, no table scan).
 */
export async function createdProperties(db: Tx, userId: number, page: Page) {
  const rows = await db
    .select({
      id: properties.id,
      name: properties.name,
      image: properties.image,
      createdAt: properties.createdAt,
      completionLevel: properties.completionLevel,
      status: listingStatus,
      hiddenReason: properties.hiddenReason,
      prices: pricesOf(propertyId),
      views: viewsOf,
      unlocks: unlocksOf,
      openReports: openReportsOf,
    })
    .from(properties)
    .where(eq(properties.userId, userId))
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .offset(page.offset)
    .limit(page.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(properties)
    .where(eq(properties.userId, userId))
  return { rows, total: count!.n }
}

/** Who unlocked a listing, the latest first, and how many did. */
export async function leads(db: Tx, propertyId: number, page: Page) {
  const rows = await db
    .select({
      user_name: users.firstName,
      phone_number: users.phoneNumber,
      email: users.email,
      unlockedAt: unlocks.createdAt,
    })
    .from(unlocks)
    .innerJoin(users, eq(users.id, unlocks.userId))
    .where(eq(unlocks.propertyId, propertyId))
    .orderBy(desc(unlocks.createdAt), desc(unlocks.id))
    .offset(page.offset)
    .limit(page.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(unlocks)
    .where(eq(unlocks.propertyId, propertyId))
  return { rows, total: count!.n }
}

/** Completion and market state of a (locked) property, for the status and delete rules. */
export async function marketState(db: Tx, id: number) {
  const [row] = await db
    .select({
      completionLevel: properties.completionLevel,
      status: listingStatus,
      unlocked: sql<boolean>`exists (select 1 from ${unlocks} u where u.property_id = ${propertyId})`,
    })
    .from(properties)
    .where(eq(properties.id, id))
  return row!
}

/** Takes a listing off the market (`offMarketAt` set) or puts it back (null); its new status. */
export async function setOffMarket(db: Tx, id: number, offMarketAt: Date | null, now: Date) {
  const [row] = await db
    .update(properties)
    .set({
      // Marking it let again keeps the first date.
      offMarketAt: offMarketAt && sql`coalesce(${properties.offMarketAt}, ${offMarketAt})`,
      updatedAt: now,
    })
    .where(eq(properties.id, id))
    .returning({ status: listingStatus })
  return row!.status
}

/** The stored paths of a property: its cover and its attachments' files. */
export async function filesOf(db: Tx, id: number) {
  const rows = await queryRows<{ path: string }>(
    db,
    sql`select ${properties.image} as path from ${properties}
          where ${properties.id} = ${id} and ${properties.image} is not null
        union all
        select ${properties.fireNocFile} from ${properties}
          where ${properties.id} = ${id} and ${properties.fireNocFile} is not null
        union all
        select ${attachments.imgUrl} from ${attachments} where ${attachments.propertyId} = ${id}`,
  )
  return rows.map((r) => r.path)
}

/**
 * Of `paths`, those no property cover, fire NOC certificate or attachment refers to any more
 * (safe to remove).
 */
export async function unreferenced(db: Tx, paths: string[]) {
  if (paths.length === 0) return []
  const used = await queryRows<{ path: string }>(
    db,
    sql`select ${properties.image} as path from ${properties} where ${inArray(properties.image, paths)}
        union
        select ${properties.fireNocFile} from ${properties} where ${inArray(properties.fireNocFile, paths)}
        union
        select ${attachments.imgUrl} from ${attachments} where ${inArray(attachments.imgUrl, paths)}`,
  )
  const kept = new Set(used.map((r) => r.path))
  return [...new Set(paths)].filter((p) => !kept.has(p))
}

/** Deletes a property; its price, address, attachments, views and unlocks go with it (cascade). */
export async function deleteProperty(db: Tx, id: number) {
  await db.delete(properties).where(eq(properties.id, id))
}
