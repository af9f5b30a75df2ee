import type { Bbox } from '@app/contract/search'
import { sql, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import { cities, listingWords, properties } from '../../db/schema/index'
import {
  browseWhere,
  nearCondition,
  searchWords,
  type BrowseFilter,
  type NearPoint,
} from '../listings'

const p = properties

/** Web Mercator's latitude limit: the projection's y grows without end towards the poles. */
export const MERCATOR_LAT_MAX = 85.051129

/**
 * A latitude's Web Mercator y in degrees of longitude (the equator's scale): one screen pixel is
 * the same number of these units in both directions, so a grid over (longitude, y) has square
 * cells on screen at every latitude.
 */
export function mercatorY(lat: number) {
  const clamped = Math.max(-MERCATOR_LAT_MAX, Math.min(MERCATOR_LAT_MAX, lat))
  return (Math.log(Math.tan(Math.PI / 4 + (clamped * Math.PI) / 360)) * 180) / Math.PI
}

/** mercatorY as SQL over a latitude column. */
const mercatorYOf = (lat: SQL | typeof p.mapLat) =>
  sql`(ln(tan(pi() / 4 + radians(greatest(least(${lat}, ${MERCATOR_LAT_MAX}), ${-MERCATOR_LAT_MAX})) / 2)) * 180 / pi())`

/**
 * The listings inside the box, as its map points (the rounded browse copies): the map index's
 * leading keys (map_lng, map_lat) make it one index range, and the filters are checked from the
 * same index entries (browseWhere; schema/properties.ts, properties_map_idx). Values are bound,
 * not prepared: a map query is planned for its own box (and answers are kept, see service.ts).
 */
function mapWhere(filter: BrowseFilter, box: Bbox, near: NearPoint | undefined) {
  return sql`${browseWhere(filter, true).where}
    and ${p.mapLng} between ${box.west} and ${box.east}
    and ${p.mapLat} between ${box.south} and ${box.north}${near ? sql` and ${nearCondition(near)}` : sql``}`
}

const lw = listingWords

/** Above every character: `w` to `w || LAST_CHAR` is the range of the words `w` begins. */
const LAST_CHAR = sql`chr(1114111)`

/**
 * A keyword without other filters as the listings holding every word (each as a prefix, as the
 * search vector matches it) inside the box, with their map points: per word one range of the
 * word index (listing_words_map_idx, read from the index alone), the words' listings
 * intersected. A common word ('warehouse', half the market) is thus half the market's index
 * entries, never its rows. Undefined when the filter has anything else, or no word.
 */
export function keywordPoints(filter: BrowseFilter, box: Bbox) {
  const { q, places: _places, ...rest } = filter
  const words = searchWords(q)
  if (words.length === 0 || Object.values(rest).some((v) => v !== undefined)) return undefined
  const holding = (word: string) =>
    sql`select ${lw.propertyId} as id, ${lw.mapLng} as lng, ${lw.mapLat} as lat from ${lw}
      where ${lw.word} >= ${word} and ${lw.word} < ${word} || ${LAST_CHAR}
        and ${lw.mapLng} between ${box.west} and ${box.east}
        and ${lw.mapLat} between ${box.south} and ${box.north}`
  // A listing holding several words a prefix begins is listed once (intersect drops repeats).
  return words.length === 1
    ? sql`select distinct id, lng, lat from (${holding(words[0]!)}) w`
    : sql.join(words.map(holding), sql` intersect `)
}

export interface MapPointRow {
  id: number
  lat: number
  lng: number
  price: number | null
  purchase_type: number | null
  city_name: string | null
}

/** The town's name of a listing's point (its label), by the cities' primary key. */
const cityName = sql`(select ${cities.name} from ${cities} where ${cities.id} = ${p.cityId})`

/** Every listing in the box as a point, at most `limit` of them (ask one more to know of more). */
export const pointsQuery = (filter: BrowseFilter, box: Bbox, limit: number, near?: NearPoint) =>
  sql`select ${p.id} as id, ${p.mapLat} as lat, ${p.mapLng} as lng, ${p.price} as price,
      ${p.purchaseType} as purchase_type, ${cityName} as city_name
    from ${p} where ${mapWhere(filter, box, near)}
    limit ${sql.raw(String(limit))}`

export async function points(
  db: Tx,
  filter: BrowseFilter,
  box: Bbox,
  limit: number,
  near?: NearPoint,
) {
  const rows = await queryRows<MapPointRow>(db, pointsQuery(filter, box, limit, near))
  return rows.map(numbers)
}

export interface MapCellRow {
  /** Listings in the cell. */
  n: number
  /** Their mean point. */
  lat: number
  lng: number
  /** The listing itself when the cell holds one; null otherwise. */
  id: number | null
  price: number | null
  purchase_type: number | null
  city_name: string | null
}

/**
 * The listings in the box grouped by a grid of `cell` units square (longitude degrees across,
 * Mercator y down: square on screen): per cell the count and the mean point, read from the map
 * index alone. A cell of one listing is joined back to that listing (by its exact point: the
 * mean of one point is the point) for its id, price and purchase type. A keyword alone is read
 * from the word index (keywordPoints).
 */
export function cellsQuery(filter: BrowseFilter, box: Bbox, cell: number, near?: NearPoint) {
  const size = sql`${cell}::float8`
  // A place to measure from is a filter too: then the listings table (keywordPoints).
  const keyword = near ? undefined : keywordPoints(filter, box)
  const matched = keyword
    ? sql`(${keyword}) as m`
    : sql`(select ${p.mapLng} as lng, ${p.mapLat} as lat from ${p} where ${mapWhere(filter, box, near)}) as m`
  return sql`with cells as (
      select floor(m.lng / ${size}) as cx, floor(${mercatorYOf(sql`m.lat`)} / ${size}) as cy,
        count(*)::int as n, avg(m.lat) as lat, avg(m.lng) as lng
      from ${matched}
      group by 1, 2
    )
    select cells.n, cells.lat, cells.lng, one.id, one.price, one.purchase_type, one.city_name
    from cells left join lateral (
      select ${p.id} as id, ${p.price} as price, ${p.purchaseType} as purchase_type,
        ${cityName} as city_name
      from ${p}
      where cells.n = 1 and ${browseWhere(filter, true).where}
        and ${p.mapLng} = cells.lng and ${p.mapLat} = cells.lat
      limit 1
    ) one on true`
}

export async function cells(
  db: Tx,
  filter: BrowseFilter,
  box: Bbox,
  cell: number,
  near?: NearPoint,
) {
  const rows = await queryRows<MapCellRow>(db, cellsQuery(filter, box, cell, near))
  return rows.map(numbers)
}

/** Both drivers may answer bigint and numeric as strings: numbers throughout, but the town. */
function numbers<T extends object>(row: T): T {
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(row)) {
    out[k] = typeof v === 'string' && k !== 'city_name' ? Number(v) : v
  }
  return out as T
}
