import type { Attachment, Price } from '@app/contract/listing'
import { eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import type { Tx } from '../db/client'
import {
  attachments,
  cities,
  districts,
  properties,
  propertyAddresses,
  propertyPrices,
  states,
  unlocks,
  users,
} from '../db/schema/index'
import { isPublished } from './listing-policy'

/**
 * A listing's rows as every feature reads them: a card's columns (selectCards), the detail's
 * record (selectRecord), its prices and whether a user unlocked it. Map them to the contract's
 * shapes with listing-shapes.ts.
 */

const p = properties

/** A price as PostgreSQL's JSON carries it: bigint columns may come as strings. */
export type PriceRow = Omit<Price, 'price' | 'security_deposit'> & {
  price: number | string
  security_deposit: number | string | null
}

/** What a share preview names (findPreview); a card adds its description and date. */
export const previewColumns = {
  id: p.id,
  name: p.name,
  type: p.type,
  image: p.image,
  length: p.length,
  width: p.width,
  price: p.price,
  purchaseType: p.purchaseType,
  recuringType: propertyPrices.recuringType,
  cityName: cities.name,
  districtName: districts.name,
  stateName: states.name,
}

export const cardColumns = {
  ...previewColumns,
  description: p.description,
  createdAt: p.createdAt,
  area: p.area,
  height: p.height,
  docks: p.docks,
  powerKva: p.powerKva,
  fireNoc: p.fireNoc,
  verified: sql<boolean>`${p.verifiedAt} is not null`,
}

type DataOf<C> = C extends SQL<infer T> ? T : C extends { _: { data: infer T } } ? T : never
export type CardRow = {
  [K in keyof typeof cardColumns]: DataOf<(typeof cardColumns)[K]> | null
}

/**
 * Card rows (toCard) with `extra` columns beside them, joined as a page's cards are, for modules
 * that pick listings by id (the shortlist, compare): the caller adds its joins, where (with
 * isPublished) and order.
 */
export function selectCards<Extra extends SelectedFields>(db: Tx, extra: Extra) {
  return db
    .select({ ...cardColumns, ...extra })
    .from(p)
    .leftJoin(propertyPrices, eq(propertyPrices.propertyId, p.id))
    .leftJoin(cities, eq(cities.id, p.cityId))
    .leftJoin(districts, eq(districts.id, p.districtId))
    .leftJoin(states, eq(states.id, p.stateId))
}

/** A property's prices as one JSON array (map each with listing-shapes.ts's toPrice). */
export function pricesOf(propertyId: AnyColumn | SQL) {
  return sql<PriceRow[]>`coalesce((
    select json_agg(json_build_object(
      'id', pp.id, 'property_id', pp.property_id, 'price', pp.price,
      'purchase_type', pp.purchase_type, 'recuring_type', pp.recuring_type,
      'security_deposit', pp.security_deposit) order by pp.id)
    from ${propertyPrices} pp where pp.property_id = ${propertyId}), '[]'::json)`
}

/** Whether `userId` has unlocked `propertyId`, as the statement sees it. */
export const hasUnlocked = (userId: SQL, propertyId: SQL) => sql<boolean>`exists (
  select 1 from ${unlocks}
  where ${unlocks.userId} = ${userId} and ${unlocks.propertyId} = ${propertyId})`

/** A property's columns for the detail: all but the text-search vector, which no answer shows. */
const { search: _search, ...detailColumns } = getTableColumns(p)

/**
 * Everything the detail page shows, contact fields included (the service decides what leaves),
 * with the prices, the attachments and whether it is published: all of it the same for every
 * viewer (the service may keep it, see service.ts).
 */
const recordFields = {
  property: detailColumns,
  address: propertyAddresses,
  stateName: states.name,
  districtName: districts.name,
  cityName: cities.name,
  ownerName: users.firstName,
  prices: pricesOf(p.id),
  attachments: sql<Attachment[]>`coalesce((
    select json_agg(json_build_object(
      'id', f.id, 'img_url', f.img_url, 'name', f.name, 'order_number', f.order_number,
      'description', f.description, 'attachment_type', f.attachment_type,
      'size_bytes', f.size_bytes)
      order by f.order_number, f.id)
    from ${attachments} f where f.property_id = ${p.id}), '[]'::json)`,
  published: sql<boolean>`(${isPublished})`,
}

/**
 * A select of property `id`'s record (one row, none for no such property) with `extra` fields
 * beside it, from `db` or from a `db.with(...)` whose statements the extra fields read: the
 * detail route's query and the unlock's (which pays and reads in one statement).
 */
export function selectRecord<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Tx, 'select'>,
  id: SQL,
  extra: Extra,
) {
  return selectRecords(db, extra).where(eq(p.id, id))
}

/**
 * selectRecord without its where: the caller joins what picks the properties (a grouped unlock
 * joins its requests) and may add a where.
 */
export function selectRecords<Extra extends Record<string, SQL.Aliased | SQL>>(
  db: Pick<Tx, 'select'>,
  extra: Extra,
) {
  return db
    .select({ ...recordFields, ...extra })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(propertyAddresses, eq(propertyAddresses.propertyId, p.id))
    .leftJoin(states, eq(states.id, propertyAddresses.stateId))
    .leftJoin(districts, eq(districts.id, propertyAddresses.districtId))
    .leftJoin(cities, eq(cities.id, propertyAddresses.cityId))
    .$dynamic()
}

/** A property's detail as every viewer's is the same: findProperty's row without the viewer's part. */
export type PropertyRecord = Awaited<ReturnType<typeof selectRecord<Record<never, never>>>>[number]
