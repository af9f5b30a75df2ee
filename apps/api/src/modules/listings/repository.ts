import type {
  Attachment,
  ListingCard,
  ListingFilter,
  ListingQuery,
  ListingSort,
  Price,
  PropertyDetail,
} from '@app/contract/listing'
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
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

/** The WHERE of every browse query: published, the filters, the search. */
export function browseWhere(filter: ListingFilter & { q?: string | undefined }): SQL {
  const search = searchQuery(filter.q)
  const conditions = [
    isPublished,
    filter.purchase_type === undefined ? undefined : eq(p.purchaseType, filter.purchase_type),
    filter.type === undefined ? undefined : eq(p.type, filter.type),
    filter.state_id === undefined ? undefined : eq(p.stateId, filter.state_id),
    filter.district_id === undefined ? undefined : eq(p.districtId, filter.district_id),
    filter.city_id === undefined ? undefined : eq(p.cityId, filter.city_id),
    search === undefined ? undefined : sql`${p.search} @@ to_tsquery('simple', ${search})`,
  ]
  return and(...conditions)!
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
 * vacuumed): a deep offset then skips index entries instead of fetching rows.
 */
export function browsePageIds(
  db: Tx,
  query: Pick<ListingQuery, keyof ListingFilter | 'q' | 'sort'>,
  offset: number,
  limit: number,
) {
  return db
    .select({ id: p.id })
    .from(p)
    .where(browseWhere(query))
    .orderBy(...browseOrder(query.sort))
    .offset(offset)
    .limit(limit)
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

/** Cards for the given ids, in the given sort order. */
async function cardsFor(db: Tx, ids: number[], sort: ListingSort) {
  if (ids.length === 0) return []
  const rows = await db
    .select(cardColumns)
    .from(p)
    .leftJoin(propertyPrices, eq(propertyPrices.propertyId, p.id))
    .leftJoin(cities, eq(cities.id, p.cityId))
    .leftJoin(districts, eq(districts.id, p.districtId))
    .leftJoin(states, eq(states.id, p.stateId))
    .where(inArray(p.id, ids))
    .orderBy(...browseOrder(sort))
  return rows.map(toCard)
}

/** A page of published listings and whether another follows (one extra id is read to know). */
export async function browse(db: Tx, query: ListingQuery) {
  const ids = await browsePageIds(db, query, query.offset, query.limit + 1)
  const hasMore = ids.length > query.limit
  const cards = await cardsFor(
    db,
    ids.slice(0, query.limit).map((r) => r.id),
    query.sort,
  )
  return { cards, hasMore }
}

export async function countPublished(db: Tx, query: ListingFilter & { q?: string | undefined }) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(browseWhere(query))
  return row!.n
}

/** The home page's latest listings. */
export async function latest(db: Tx, filter: ListingFilter, limit: number) {
  const ids = await browsePageIds(db, { ...filter, q: undefined, sort: 'newest' }, 0, limit)
  return cardsFor(
    db,
    ids.map((r) => r.id),
    'newest',
  )
}

/** Everything the detail page shows, contact fields included; the service decides what leaves. */
export async function findProperty(db: Tx, id: number) {
  const [row] = await db
    .select({
      property: p,
      address: propertyAddresses,
      stateName: states.name,
      districtName: districts.name,
      cityName: cities.name,
      ownerName: users.firstName,
    })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(propertyAddresses, eq(propertyAddresses.propertyId, p.id))
    .leftJoin(states, eq(states.id, propertyAddresses.stateId))
    .leftJoin(districts, eq(districts.id, propertyAddresses.districtId))
    .leftJoin(cities, eq(cities.id, propertyAddresses.cityId))
    .where(eq(p.id, id))
  if (!row) return undefined
  const [prices, files] = await Promise.all([
    db.select().from(propertyPrices).where(eq(propertyPrices.propertyId, id)),
    db
      .select()
      .from(attachments)
      .where(eq(attachments.propertyId, id))
      .orderBy(asc(attachments.orderNumber), asc(attachments.id)),
  ])
  return { ...row, prices, attachments: files }
}

export type PropertyRecord = NonNullable<Awaited<ReturnType<typeof findProperty>>>

export async function hasUnlocked(db: Tx, userId: number, propertyId: number) {
  const [row] = await db
    .select({ id: unlocks.id })
    .from(unlocks)
    .where(and(eq(unlocks.userId, userId), eq(unlocks.propertyId, propertyId)))
  return row !== undefined
}

/** The detail answer's property; contact fields only when `pass` (absent, not null, otherwise). */
export function toDetail(record: PropertyRecord, pass: boolean): PropertyDetail {
  const { property: row, address: a } = record
  return {
    id: row.id,
    user_id: row.userId,
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
    ...(pass && { user: { user_name: record.ownerName } }),
  }
}

export function toPrices(record: PropertyRecord): Price[] {
  return record.prices.map((r) => ({
    id: r.id,
    property_id: r.propertyId,
    price: r.price,
    purchase_type: r.purchaseType,
    recuring_type: r.recuringType,
    security_deposit: r.securityDeposit,
  }))
}

export function toAttachments(record: PropertyRecord): Attachment[] {
  return record.attachments.map((r) => ({
    id: r.id,
    img_url: r.imgUrl,
    name: r.name,
    order_number: r.orderNumber,
    description: r.description,
    attachment_type: r.attachmentType,
  }))
}
