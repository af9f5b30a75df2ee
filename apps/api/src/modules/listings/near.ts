import type { ListingQuery, ListingSort } from '@app/contract/listing'
import { NEAR_RADIUS_DEFAULT_KM, NEAR_TEXTS, nearPlaceOf, type NearPlace } from '@app/contract/near'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import {
  cities,
  districts,
  pinCodes,
  properties,
  propertyPrices,
  states,
} from '../../db/schema/index'
import { cardColumns } from '../../domain/listing-rows'
import { toCard } from '../../domain/listing-shapes'
import { validationFailed } from '../../lib/app-error'
import { browseWhere, searchQuery, type BrowseFilter } from './filters'
import { browseOrder, PAGE_ROWS_MAX, rankOf, sortKey } from './order'

/**
 * Search that knows distance (issue 29, docs/decisions/057): near a PIN code (`near_pin`) or a
 * town (`near_city_id`) within `radius_km`. A listing's distance is measured from its public map point (the address's point
 * rounded to two decimals, schema/properties.ts) along the great circle (haversine), and the
 * candidates are read through the GiST index on that point (properties_near_idx): the box that
 * holds the circle is one index range (`<@`), the exact distance is checked on the few rows in it.
 * Browses without `near` never reach this file.
 */

const p = properties

/** The mean Earth radius (IUGG), in kilometres. */
export const EARTH_RADIUS_KM = 6371.0088

export interface NearPoint {
  lat: number
  lng: number
  radiusKm: number
}

/**
 * The point of a PIN code or a town, with the radius around it: a PIN code's point, or a town's, the mean of
 * its PIN codes' points (towns have no point of their own in the geography). Undefined when the
 * geography knows no point for it. One indexed read (pin_codes' key, or its city index).
 */
export async function findNearPoint(
  db: Tx,
  place: NearPlace,
  radiusKm = NEAR_RADIUS_DEFAULT_KM,
): Promise<NearPoint | undefined> {
  const where = 'pin' in place ? eq(pinCodes.pin, place.pin) : eq(pinCodes.cityId, place.cityId)
  const [row] = await queryRows<{ lat: number | string | null; lng: number | string | null }>(
    db,
    sql`select avg(${pinCodes.latitude}) as lat, avg(${pinCodes.longitude}) as lng
      from ${pinCodes} where ${where} and ${pinCodes.latitude} is not null
        and ${pinCodes.longitude} is not null`,
  )
  if (row?.lat == null || row.lng == null) return undefined
  return { lat: Number(row.lat), lng: Number(row.lng), radiusKm }
}

/** findNearPoint for a query's place: a 422 on its field when no point is known for it. */
export async function nearPointOf(db: Tx, filter: BrowseFilter): Promise<NearPoint | undefined> {
  const place = nearPlaceOf(filter)
  if (!place) return undefined
  const point = await findNearPoint(db, place, filter.radius_km)
  if (!point) {
    throw validationFailed({
      ['pin' in place ? 'near_pin' : 'near_city_id']: [NEAR_TEXTS.nearUnknown],
    })
  }
  return point
}

const radians = (deg: number) => (deg * Math.PI) / 180
const degrees = (rad: number) => (rad * 180) / Math.PI

/**
 * The smallest box of latitudes and longitudes that holds the circle: radius / R radians north
 * and south, and asin(sin(radius / R) / cos(lat)) east and west (the circle's widest longitude).
 */
export function boxAround({ lat, lng, radiusKm }: NearPoint) {
  const angle = radiusKm / EARTH_RADIUS_KM
  const dLat = degrees(angle)
  const ratio = Math.sin(angle) / Math.cos(radians(lat))
  const dLng = ratio >= 1 ? 180 : degrees(Math.asin(ratio))
  return { west: lng - dLng, south: lat - dLat, east: lng + dLng, north: lat + dLat }
}

const float = (n: number) => sql`${n}::float8`

/** Kilometres along the great circle from the point to a listing's map point (haversine). */
export function distanceKm({ lat, lng }: NearPoint) {
  return sql<number>`(2 * ${float(EARTH_RADIUS_KM)} * asin(least(1, sqrt(
    power(sin(radians(${p.mapLat} - ${float(lat)}) / 2), 2)
    + cos(radians(${float(lat)})) * cos(radians(${p.mapLat}))
      * power(sin(radians(${p.mapLng} - ${float(lng)}) / 2), 2)))))`
}

/**
 * Listings within the radius: inside the box (the GiST index's range, on the indexed expression
 * exactly) and within the distance. Values are bound: the plan is made for this box.
 */
export function nearCondition(point: NearPoint): SQL {
  const box = boxAround(point)
  return sql`point(${p.mapLng}, ${p.mapLat}) <@ box(point(${float(box.west)}, ${float(box.south)}), point(${float(box.east)}, ${float(box.north)}))
    and ${distanceKm(point)} <= ${float(point.radiusKm)}`
}

/** What a browse near a place matches: every filter (bound, see browseWhere) and the circle. */
export const nearWhere = (filter: BrowseFilter, point: NearPoint) =>
  and(browseWhere(filter, true).where, nearCondition(point))!

/** A distance as cards carry it: one decimal. */
export const roundKm = (km: number) => Math.round(km * 10) / 10

type NearPageQuery = BrowseFilter & Pick<ListingQuery, 'offset' | 'limit'> & { sort: ListingSort }

/** A near page's sort key: none for the distance (its own column), the rank bound to the keyword. */
function pageKey(query: NearPageQuery) {
  if (query.sort === 'distance') return sql`null`
  const tsquery = query.sort === 'relevance' ? searchQuery(query.q) : undefined
  return tsquery === undefined ? sortKey(query.sort) : rankOf(tsquery)
}

/**
 * One page of cards within the circle with their distance, in the asked order (the distance
 * sort: nearest first, then by id), and the number of matches: one statement, not prepared (its
 * box is its own). Pages go by plain offset: a radius of at most NEAR_RADIUS_MAX_KM holds few
 * enough listings that sorting them all is cheaper than keeping marks for every point.
 */
export function nearPageQuery(db: Tx, query: NearPageQuery, point: NearPoint) {
  const where = nearWhere(query, point)
  const ids = db
    .select({
      id: sql<number>`${p.id}`.as('page_id'),
      key: sql`${pageKey(query)}`.as('page_key'),
      distance: sql<number>`${distanceKm(point)}`.as('page_distance'),
    })
    .from(p)
    .where(where)
    // By the output columns' names: the distance is computed once a row, not again to sort.
    .orderBy(...pageOrder(query.sort, sql`page_key`, sql`page_id`))
    .offset(query.offset)
    .limit(Math.min(query.limit + 1, PAGE_ROWS_MAX))
  // The ids first, then their cards by primary key: the joins run for the page's rows only.
  const page = db.$with('page').as(ids)
  return db
    .with(page)
    .select({
      ...cardColumns,
      distance: sql<number>`page.page_distance`,
      total: sql<number>`(select count(*)::int from ${p} where ${where})`,
    })
    .from(page)
    .innerJoin(p, sql`${p.id} = page.page_id`)
    .leftJoin(propertyPrices, eq(propertyPrices.propertyId, p.id))
    .leftJoin(cities, eq(cities.id, p.cityId))
    .leftJoin(districts, eq(districts.id, p.districtId))
    .leftJoin(states, eq(states.id, p.stateId))
    .orderBy(...pageOrder(query.sort, sql`page.page_key`, sql`page.page_id`))
}

/**
 * The page's order: nearest first then by id (page_distance names one column in both the page
 * and the cards' query), or the sort's own order (order.ts).
 */
const pageOrder = (sort: ListingSort, key: SQL, id: SQL) =>
  sort === 'distance' ? [sql`page_distance asc`, sql`${id} asc`] : browseOrder(sort, key, id)

export async function nearPage(db: Tx, query: NearPageQuery, point: NearPoint) {
  const rows = await nearPageQuery(db, query, point)
  return {
    cards: rows
      .slice(0, query.limit)
      .map((row) => ({ ...toCard(row), distance_km: roundKm(Number(row.distance)) })),
    hasMore: rows.length > query.limit,
    /** Undefined when the page is empty (then count separately). */
    total: rows[0]?.total,
  }
}

/** The number of matches within the circle (for a page past the last one). */
export async function countNear(db: Tx, filter: BrowseFilter, point: NearPoint) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(nearWhere(filter, point))
  return row!.n
}

/**
 * Every filter of a browse as one bound WHERE, the place and radius included (resolved here):
 * for the saved searches' alerts. A place whose point is no longer known matches nothing.
 */
export async function matchWhere(db: Tx, filter: BrowseFilter): Promise<SQL> {
  const place = nearPlaceOf(filter)
  if (!place) return browseWhere(filter, true).where
  const point = await findNearPoint(db, place, filter.radius_km)
  return point ? nearWhere(filter, point) : sql`false`
}
