import { sql, type SQL } from 'drizzle-orm'
import type { ChangeFeed } from '../../db/change-feed'
import { queryRows, type Tx } from '../../db/client'
import { cities, districts, properties, states } from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'
import { createFeedCache } from '../../lib/feed-cache'

/**
 * A keyword that names a place, as the listings where it matches (decision 056). A listing's
 * search vector holds its town, district and state names, so a keyword like the busiest state's
 * name matches a tenth of the market, and checking it reads every candidate's vector from the
 * table: a page of such a search costs tens of milliseconds. When the words match place names,
 * the same matches are written as place ids (whole states, whole districts, towns) plus the few
 * listings that match through their own words: columns every browse index carries, so the match
 * is checked from the index alone, like any other filter.
 */
const p = properties

/** Matches from which the place form is used: fewer are cheaper read from the search index. */
const PLACE_FORM_MIN_MATCHES = 1_000
/** The most listings that match other than by their place (their ids ride in the statement). */
const EXTRA_IDS_MAX = 200
/** The geography rarely changes (corrections by an admin): read again at most this often. */
const GEOGRAPHY_TTL_MS = 10 * 60_000
/** Keywords kept; each entry is a few hundred numbers at most. */
const KEYWORD_CACHE_ENTRIES = 200
/** A safety net only: notifications drop the entries as soon as listings change. */
const KEYWORD_TTL_MS = 60_000

/** The listings a keyword matches: in these states, districts or towns, or one of `ids`. */
export interface KeywordPlaces {
  states: number[]
  districts: number[]
  cities: number[]
  ids: number[]
}

interface Town {
  city: number
  district: number
  state: number
  /** The words of the town's, its district's and its state's names. */
  words: string[]
}

async function readGeography(db: Tx): Promise<Town[]> {
  const rows = await queryRows<{ city: number; district: number; state: number; names: string }>(
    db,
    sql`select ${cities.id} as city, ${districts.id} as district, ${states.id} as state,
        concat_ws(' ', ${cities.name}, ${districts.name}, ${states.name}) as names
      from ${cities} join ${districts} on ${districts.id} = ${cities.districtId}
      join ${states} on ${states.id} = ${districts.stateId}`,
  )
  // Words as searchWords cuts them; a town a parser would cut otherwise is caught by readPlaces.
  return rows.map((r) => ({ ...r, words: r.names.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [] }))
}

/**
 * The towns whose names hold every word (each as a prefix), as whole states and districts where
 * all their towns do, and single towns otherwise; undefined when no town does.
 */
function placesOf(towns: readonly Town[], words: readonly string[]) {
  const hit = (t: Town) => words.every((w) => t.words.some((tw) => tw.startsWith(w)))
  const byState = new Map<number, { all: number; hits: Town[] }>()
  const byDistrict = new Map<number, { all: number; hits: number }>()
  for (const t of towns) {
    const s = byState.get(t.state) ?? { all: 0, hits: [] }
    const d = byDistrict.get(t.district) ?? { all: 0, hits: 0 }
    s.all++
    d.all++
    if (hit(t)) {
      s.hits.push(t)
      d.hits++
    }
    byState.set(t.state, s)
    byDistrict.set(t.district, d)
  }
  const found = { states: [] as number[], districts: new Set<number>(), cities: [] as number[] }
  for (const [state, s] of byState) {
    if (s.hits.length === 0) continue
    if (s.hits.length === s.all) {
      found.states.push(state)
      continue
    }
    for (const t of s.hits) {
      const d = byDistrict.get(t.district)!
      if (d.hits === d.all) found.districts.add(t.district)
      else found.cities.push(t.city)
    }
  }
  const districtIds = [...found.districts]
  if (found.states.length + districtIds.length + found.cities.length === 0) return undefined
  return { states: found.states, districts: districtIds, cities: found.cities }
}

/**
 * A place form that is exactly one whole place, matched by no listing elsewhere (a state's
 * name, a big town's), as that place's filter: browseWhere then walks the place's own browse
 * index, as for a place picked in the filters, instead of checking every listing's place from
 * the index of the sort. Undefined for any other form.
 */
export function placeFilterOf(
  places: KeywordPlaces,
): { state_id: number } | { district_id: number } | { city_id: number } | undefined {
  const { states, districts, cities, ids } = places
  if (ids.length > 0 || states.length + districts.length + cities.length !== 1) return undefined
  if (states.length) return { state_id: states[0]! }
  if (districts.length) return { district_id: districts[0]! }
  return { city_id: cities[0]! }
}

/** An int[] literal of ids read from the database (numbers only). */
const intArray = (ids: readonly number[]) => `{${ids.map((n) => Math.trunc(n)).join(',')}}`

/** The placeholders of the place form (see placesCondition). */
const PLACEHOLDERS = ['kw_states', 'kw_districts', 'kw_cities', 'kw_ids'] as const

/**
 * The place form of a keyword as one number that is 0 or more exactly when the listing matches
 * (a slack of browseWhere's `least`), with its values as int[] placeholders; with `bound`, as a
 * condition with the ids written in (a statement planned for them: the map, the alerts).
 */
export function placesCondition(places: KeywordPlaces, bound: boolean) {
  const arrays = [places.states, places.districts, places.cities, places.ids]
  const columns = [p.stateId, p.districtId, p.cityId, p.id]
  if (bound) {
    const arms = columns
      .map((column, i) =>
        arrays[i]!.length
          ? sql`${column} = any(${sql.raw(`'${intArray(arrays[i]!)}'`)}::int[])`
          : undefined,
      )
      .filter((arm): arm is SQL => arm !== undefined)
    return { condition: sql`(${sql.join(arms, sql` or `)})`, slack: undefined, values: {} }
  }
  const arms = columns.map(
    (column, i) => sql`${column} = any(${sql.placeholder(PLACEHOLDERS[i]!)}::int[])`,
  )
  const values = Object.fromEntries(PLACEHOLDERS.map((key, i) => [key, intArray(arrays[i]!)]))
  return { condition: undefined, slack: sql`(${sql.join(arms, sql` or `)})::int - 1`, values }
}

/**
 * The place form of the search `tsquery` (searchQuery's) with `words` (searchWords'), or null
 * when it has none: no place name holds the words, fewer than PLACE_FORM_MIN_MATCHES listings
 * match, more than EXTRA_IDS_MAX match through their own words, or a listing of those places
 * does not match (a place filed under another district or state than the geography's): the
 * place form then is not exactly the search, and the search is used as it is.
 */
async function readPlaces(
  db: Tx,
  towns: readonly Town[],
  tsquery: string,
  words: readonly string[],
): Promise<KeywordPlaces | null> {
  const places = placesOf(towns, words)
  if (!places) return null
  const placed = placesCondition({ ...places, ids: [] }, true).condition
  const matches = sql`${p.search} @@ to_tsquery('simple', ${tsquery})`
  const [row] = await queryRows<{ n: number; wrong: number; extra: number; ids: number[] | null }>(
    db,
    sql`select count(*) filter (where ${matches})::int as n,
        count(*) filter (where not (${matches}))::int as wrong,
        count(*) filter (where not ${placed})::int as extra,
        (array_agg(${p.id} order by ${p.id}) filter (where not ${placed}))[1:${sql.raw(String(EXTRA_IDS_MAX + 1))}] as ids
      from ${p} where ${isPublished} and (${matches} or ${placed})`,
  )
  if (!row || row.n < PLACE_FORM_MIN_MATCHES || row.wrong > 0 || row.extra > EXTRA_IDS_MAX) {
    return null
  }
  return { ...places, ids: (row.ids ?? []).map(Number) }
}

/**
 * The place forms of keywords, kept until listings change (the change feed's rule, decision
 * 013), over the geography read at most every GEOGRAPHY_TTL_MS.
 */
export function createKeywordPlaces(feed: ChangeFeed) {
  const kept = createFeedCache<KeywordPlaces | null>(feed, {
    name: 'browse_keywords',
    channel: 'listings',
    maxEntries: KEYWORD_CACHE_ENTRIES,
    ttlMs: KEYWORD_TTL_MS,
  })
  let geography: { towns: Promise<Town[]>; at: number } | undefined
  return {
    /** The place form of a search (searchQuery's tsquery, searchWords' words), or null. */
    async get(db: Tx, tsquery: string, words: readonly string[]): Promise<KeywordPlaces | null> {
      // Without the feed nothing is kept: the search vector is cheaper than finding places anew.
      if (!feed.live) return null
      return kept.load(tsquery, async () => {
        if (!geography || Date.now() - geography.at > GEOGRAPHY_TTL_MS) {
          const towns = readGeography(db)
          geography = { towns, at: Date.now() }
          towns.catch(() => (geography = undefined))
        }
        return readPlaces(db, await geography.towns, tsquery, words)
      })
    },
    close: () => kept.close(),
  }
}
export type KeywordPlacesCache = ReturnType<typeof createKeywordPlaces>
