import type {
  Attachment,
  ListingCard,
  ListingFilter,
  ListingQuery,
  ListingSort,
  Price,
  PropertyDetail,
} from '@app/contract/listing'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { prepared, type Tx } from '../../db/client'
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
} from '../../db/schema/index'

const p = properties

/** Published = complete and not hidden by an admin; the browse indexes carry the same predicate. */
export const isPublished = sql`${p.completionLevel} = 4 and ${p.hiddenAt} is null`

/** At most this many words of a search are used; each matches as a prefix. */
const SEARCH_WORDS = 8

/** 'Bhiwandi godown 20000' -> 'bhiwandi:* & godown:* & 20000:*'; undefined when nothing is left. */
export function searchQuery(text: string | undefined) {
  const words = text
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, SEARCH_WORDS)
  return words?.length ? words.map((w) => `${w}:*`).join(' & ') : undefined
}

type BrowseFilter = ListingFilter & { q?: string | undefined }
const FILTER_COLUMNS = {
  purchase_type: p.purchaseType,
  type: p.type,
  state_id: p.stateId,
  district_id: p.districtId,
  city_id: p.cityId,
} as const

/**
 * The WHERE of every browse query (published, the filters, the search) with the values as
 * placeholders, the values themselves, and the shape: which filters are present. Queries of
 * one shape share one prepared statement.
 */
export function browseWhere(filter: BrowseFilter) {
  const values: Record<string, number | string> = {}
  const conditions: SQL[] = [isPublished]
  for (const [key, column] of Object.entries(FILTER_COLUMNS)) {
    const value = filter[key as keyof typeof FILTER_COLUMNS]
    if (value === undefined) continue
    values[key] = value
    conditions.push(sql`${column} = ${sql.placeholder(key)}`)
  }
  const search = searchQuery(filter.q)
  if (search !== undefined) {
    values.q = search
    conditions.push(sql`${p.search} @@ to_tsquery('simple', ${sql.placeholder('q')})`)
  }
  return { where: and(...conditions)!, values, shape: Object.keys(values).join(',') }
}

/** Sort keys exactly as the browse indexes store them (see schema/properties.ts). */
export function browseOrder(sort: ListingSort): SQL[] {
  switch (sort) {
    case 'price_asc':
      return [sql`${p.price} asc`, sql`${p.id} asc`]
    case 'price_desc':
      return [sql`${p.price} desc`, sql`${p.id} desc`]
    case 'newest':
      return [sql`${p.createdAt} desc nulls last`, sql`${p.id} desc nulls last`]
  }
}

/**
 * One page of ids, read from a browse index alone (an index-only scan when the table is
 * vacuumed): a deep offset then skips index entries instead of fetching rows. The offset is a
 * placeholder; the limit is part of the statement (the planner needs it to pick the index).
 */
export function browsePageIds(
  db: Tx,
  where: SQL,
  sort: ListingSort,
  offset: number,
  limit: number,
) {
  return db
    .select({ id: p.id })
    .from(p)
    .where(where)
    .orderBy(...browseOrder(sort))
    .offset(literal(offset))
    .limit(literal(limit))
}

/**
 * Drizzle sends a limit and an offset as parameters. A prepared statement with an unknown limit
 * gets a generic plan that expects 10% of the rows (hash joins over whole tables instead of 7
 * key lookups), and one with an unknown offset is planned afresh on every run, since the server
 * prices the generic plan for a deep page: both go into the statement text instead (the text
 * names the prepared statement, so each page number has its own). Drizzle inlines an SQL object
 * where a number goes.
 */
function literal(n: number) {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`Not a row count: ${n}`)
  return sql.raw(String(n)) as unknown as number
}

const cardColumns = {
  id: p.id,
  name: p.name,
  description: p.description,
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
  createdAt: p.createdAt,
}

type CardRow = {
  [K in keyof typeof cardColumns]: (typeof cardColumns)[K]['_']['data'] | null
}

function toCard(row: CardRow): ListingCard {
  return {
    id: row.id!,
    name: row.name!,
    description: row.description,
    type: row.type!,
    image: row.image,
    length: row.length,
    width: row.width,
    price:
      row.price === null || row.purchaseType === null
        ? null
        : { price: row.price, purchase_type: row.purchaseType, recuring_type: row.recuringType },
    purchase_type: row.purchaseType,
    address: {
      city_name: row.cityName ?? '',
      district_name: row.districtName ?? '',
      state_name: row.stateName ?? '',
    },
    created_at: row.createdAt!.toISOString(),
  }
}

/**
 * One page of cards in one statement: the ids from a browse index (`limit` of them), then their
 * card columns by primary key; with `withTotal`, the number of matches rides along as an
 * uncorrelated subquery (computed once). Filter values are placeholders (see browseWhere).
 */
export function browseQuery(
  db: Tx,
  where: SQL,
  sort: ListingSort,
  offset: number,
  limit: number,
  withTotal: boolean,
) {
  const page = db.$with('page').as(browsePageIds(db, where, sort, offset, limit))
  return db
    .with(page)
    .select({
      ...cardColumns,
      total: withTotal
        ? sql<number>`(select count(*)::int from ${p} where ${where})`
        : sql<null>`null`,
    })
    .from(page)
    .innerJoin(p, eq(p.id, page.id))
    .leftJoin(propertyPrices, eq(propertyPrices.propertyId, p.id))
    .leftJoin(cities, eq(cities.id, p.cityId))
    .leftJoin(districts, eq(districts.id, p.districtId))
    .leftJoin(states, eq(states.id, p.stateId))
    .orderBy(...browseOrder(sort))
}

/** A page of cards and whether another follows (one extra row is read to know): one round trip. */
export async function browsePage(
  db: Tx,
  query: BrowseFilter & Pick<ListingQuery, 'sort' | 'offset' | 'limit'>,
  withTotal: boolean,
) {
  const { where, values, shape } = browseWhere(query)
  const statement = prepared(
    db,
    `browse|${shape}|${query.sort}|${query.offset}|${query.limit}|${withTotal}`,
    (name) =>
      browseQuery(db, where, query.sort, query.offset, query.limit + 1, withTotal).prepare(name),
  )
  const rows = await statement.execute(values)
  return {
    cards: rows.slice(0, query.limit).map(toCard),
    hasMore: rows.length > query.limit,
    /** Undefined when not asked for, or when the page is empty (then count separately). */
    total: rows[0]?.total ?? undefined,
  }
}

export async function countPublished(db: Tx, filter: BrowseFilter) {
  const { where, values, shape } = browseWhere(filter)
  const statement = prepared(db, `count|${shape}`, (name) =>
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(p)
      .where(where)
      .prepare(name),
  )
  const [row] = await statement.execute(values)
  return row!.n
}

/** The home page's latest listings. */
export async function latest(db: Tx, filter: ListingFilter, limit: number) {
  const page = await browsePage(db, { ...filter, sort: 'newest', offset: 0, limit }, false)
  return page.cards
}

/**
 * Everything the detail page shows, contact fields included (the service decides what leaves),
 * with the prices, the attachments and whether `viewerId` unlocked it: one round trip.
 */
export async function findProperty(db: Tx, id: number, viewerId: number) {
  const statement = prepared(db, 'property-view', (name) =>
    db
      .select({
        property: p,
        address: propertyAddresses,
        stateName: states.name,
        districtName: districts.name,
        cityName: cities.name,
        ownerName: users.firstName,
        prices: sql<Price[]>`coalesce((
        select json_agg(json_build_object(
          'id', pp.id, 'property_id', pp.property_id, 'price', pp.price,
          'purchase_type', pp.purchase_type, 'recuring_type', pp.recuring_type,
          'security_deposit', pp.security_deposit) order by pp.id)
        from ${propertyPrices} pp where pp.property_id = ${p.id}), '[]'::json)`,
        attachments: sql<Attachment[]>`coalesce((
        select json_agg(json_build_object(
          'id', f.id, 'img_url', f.img_url, 'name', f.name, 'order_number', f.order_number,
          'description', f.description, 'attachment_type', f.attachment_type)
          order by f.order_number, f.id)
        from ${attachments} f where f.property_id = ${p.id}), '[]'::json)`,
        unlocked: sql<boolean>`exists (
        select 1 from ${unlocks}
        where ${unlocks.userId} = ${sql.placeholder('viewerId')} and ${unlocks.propertyId} = ${p.id})`,
      })
      .from(p)
      .innerJoin(users, eq(users.id, p.userId))
      .leftJoin(propertyAddresses, eq(propertyAddresses.propertyId, p.id))
      .leftJoin(states, eq(states.id, propertyAddresses.stateId))
      .leftJoin(districts, eq(districts.id, propertyAddresses.districtId))
      .leftJoin(cities, eq(cities.id, propertyAddresses.cityId))
      .where(eq(p.id, sql.placeholder('id')))
      .prepare(name),
  )
  const [row] = await statement.execute({ id, viewerId })
  return row
}

export type PropertyRecord = NonNullable<Awaited<ReturnType<typeof findProperty>>>

/**
 * The detail answer's property; contact fields and the owner (name and id) only when `pass`
 * (absent, not null, otherwise).
 */
export function toDetail(record: PropertyRecord, pass: boolean): PropertyDetail {
  const { property: row, address: a } = record
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    type: row.type,
    length: row.length,
    width: row.width,
    height: row.height,
    image: row.image,
    completion_level: row.completionLevel,
    created_at: row.createdAt.toISOString(),
    address: a && {
      state_id: a.stateId,
      district_id: a.districtId,
      city_id: a.cityId,
      state_name: record.stateName ?? '',
      district_name: record.districtName ?? '',
      city_name: record.cityName ?? '',
      state: { name: record.stateName ?? '' },
      district: { name: record.districtName ?? '' },
      city: { name: record.cityName ?? '' },
      ...(pass && {
        address: a.address,
        pin_code: a.pinCode,
        phone_number: a.phoneNumber,
        latitude: a.latitude,
        longitude: a.longitude,
      }),
    },
    ...(pass && { user_id: row.userId, user: { user_name: record.ownerName } }),
  }
}
