import type { ListingFilter, SearchFilter } from '@app/contract/listing'
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { queryRows, type Tx } from '../../db/client'
import { cities, properties } from '../../db/schema/index'
import { isPublished } from '../../domain/listing-policy'
import { placeFilterOf, placesCondition, type KeywordPlaces } from './keyword-places'

/**
 * What a browse matches: the search words and every filter as one WHERE (browseWhere), shared
 * by the pages, the counts, the map and the saved-search alerts.
 */

const p = properties

/** At most this many words of a search are used; each matches as a prefix. */
const SEARCH_WORDS = 8

/** The words a search uses: lowercase letters and digits, at most SEARCH_WORDS of them. */
export const searchWords = (text: string | undefined) =>
  text
    ?.toLowerCase()
    .match(/[\p{L}\p{N}]+/gu)
    ?.slice(0, SEARCH_WORDS) ?? []

/** 'Bhiwandi godown 20000' -> 'bhiwandi:* & godown:* & 20000:*'; undefined when nothing is left. */
export function searchQuery(text: string | undefined) {
  const words = searchWords(text)
  return words.length ? words.map((w) => `${w}:*`).join(' & ') : undefined
}

/** Every filter a browse takes: the spec's five and issue 15's (API.md "Search"). */
export type BrowseFilter = ListingFilter &
  Partial<Omit<SearchFilter, keyof ListingFilter>> & {
    /** The keyword's place form (keyword-places.ts), matched instead of the search vector. */
    places?: KeywordPlaces | null | undefined
  }

/**
 * Each filter's column and how it bounds it: equal to the value, at least it, at most it, or a
 * yes/no condition that applies when the filter is true.
 */
type FilterRule = { op: '=' | '>=' | '<='; column: SQL | AnyColumn } | { op: 'flag'; column: SQL }
/** A number to compare, and what a listing without the value counts as (below any minimum). */
const orBelow = (column: AnyColumn) => sql`coalesce(${column}, -1)`
/** The place and radius are a circle, not a column: near.ts adds it (decision 057). */
type NearKey = 'near_pin' | 'near_city_id' | 'radius_km'
const FILTER_RULES: Record<Exclude<keyof BrowseFilter, 'q' | 'places' | NearKey>, FilterRule> = {
  purchase_type: { op: '=', column: p.purchaseType },
  type: { op: '=', column: p.type },
  state_id: { op: '=', column: p.stateId },
  district_id: { op: '=', column: p.districtId },
  city_id: { op: '=', column: p.cityId },
  min_price: { op: '>=', column: p.price },
  max_price: { op: '<=', column: p.price },
  min_area: { op: '>=', column: p.area },
  max_area: { op: '<=', column: p.area },
  min_height: { op: '>=', column: orBelow(p.height) },
  min_docks: { op: '>=', column: orBelow(p.docks) },
  min_floor_load: { op: '>=', column: orBelow(p.floorLoad) },
  min_power_kva: { op: '>=', column: orBelow(p.powerKva) },
  fire_noc: { op: 'flag', column: sql`(${p.fireNoc} is true)` },
  verified: { op: 'flag', column: sql`(${p.verifiedAt} is not null)` },
}
const FILTER_KEYS = Object.keys(FILTER_RULES) as (keyof typeof FILTER_RULES)[]

/** The place filters from the narrowest: the one present leads its level's browse index. */
const PLACE_LEVELS = [
  ['city', 'city_id'],
  ['district', 'district_id'],
  ['state', 'state_id'],
] as const

/**
 * The slack of each filter as a number that is 0 or more exactly when the listing passes it,
 * with the filter's value as a placeholder: `column - min`, `max - column`, `-|column - value|`
 * (an absent value is the column itself), `flag - asked`. An absent minimum or maximum is
 * passed as MIN_NONE or MAX_NONE, an absent flag as 0: every listing passes.
 */
const MIN_NONE = -1
const MAX_NONE = 1e300
function slack(rule: FilterRule, ph: SQL) {
  const x = sql`(${rule.column})::float8`
  switch (rule.op) {
    case '>=':
      return sql`${x} - ${ph}::float8`
    case '<=':
      return sql`${ph}::float8 - ${x}`
    case '=':
      return sql`-abs(${x} - coalesce(${ph}::float8, ${x}))`
    case 'flag':
      return sql`(${rule.column})::int - ${ph}::int`
  }
}
const noneOf = (rule: FilterRule) =>
  rule.op === '>=' ? MIN_NONE : rule.op === '<=' ? MAX_NONE : rule.op === 'flag' ? 0 : null

export type BrowseValues = Record<string, number | string | null>

/**
 * The WHERE of every browse query (published, the filters, the search) with the values as
 * placeholders, the values themselves, and the shape that names its prepared statement.
 *
 * Shapes are a small fixed set: the place level (none, state, district, city: the narrowest
 * place filter present, whose column leads that level's browse indexes as an index range) and
 * whether there is a search, 8 in all. Every other filter is always in the statement, all of
 * them in one condition, `least(slack, ...) >= 0` (see slack), an absent one passed as a value
 * every listing passes. A statement per combination of issue 15's filters would grow every
 * backend without end; and each filter as a condition of its own would make a generic plan
 * multiply their guessed selectivities into "no row matches" and read the table instead of
 * walking an index. As one condition the plan expects a third of the listings to pass, so it
 * walks the browse index of the sort, whose key carries every filter column
 * (schema/properties.ts), checks the condition from the index alone and stops after the page
 * (a deep page seeks after a mark first).
 *
 * With `bound`, the values are written in as parameters instead, and only the filters present,
 * each a condition of its own, for a statement that is not prepared (see walkMarks; the map,
 * the alerts): planned for its values, so it may take whichever index they make cheapest.
 */
export function browseWhere(asked: BrowseFilter, bound = false) {
  const search = searchQuery(asked.q)
  const places = search === undefined ? undefined : asked.places
  // A keyword that is one whole place leads with it as a place filter (placeFilterOf); the place
  // form stays, checked from the index as before.
  const implied = places && !bound ? placeFilterOf(places) : undefined
  const explicit = PLACE_LEVELS.some(([, key]) => asked[key] !== undefined)
  const filter = implied && !explicit ? { ...asked, ...implied } : asked
  const values: BrowseValues = {}
  const conditions: SQL[] = [isPublished]
  const level = PLACE_LEVELS.find(([, key]) => filter[key] !== undefined)
  const slacks: SQL[] = []
  for (const key of FILTER_KEYS) {
    const rule = FILTER_RULES[key]
    const given = filter[key]
    if (bound) {
      if (given === undefined) continue
      conditions.push(
        rule.op === 'flag'
          ? rule.column
          : sql`${rule.column} ${sql.raw(rule.op)} ${sql`${given as number}`}`,
      )
    } else if (key === level?.[1]) {
      values[key] = given as number
      conditions.push(sql`${rule.column} = ${sql.placeholder(key)}`)
    } else {
      values[key] = given === undefined ? noneOf(rule) : given === true ? 1 : (given as number)
      slacks.push(slack(rule, sql`${sql.placeholder(key)}`))
    }
  }
  if (places) {
    // The keyword as place ids: checked from the index entries like the filters (decision 056).
    const form = placesCondition(places, bound)
    if (form.slack) slacks.push(form.slack)
    if (form.condition) conditions.push(form.condition)
    Object.assign(values, form.values)
  }
  if (slacks.length) conditions.push(sql`least(${sql.join(slacks, sql`, `)}) >= 0`)
  if (search !== undefined) {
    // Named even in the place form: the relevance sort ranks by it (order.ts, RANK).
    values.q = search
    const q = bound ? sql`${search}` : sql.placeholder('q')
    if (!places) conditions.push(sql`${p.search} @@ to_tsquery('simple', ${q})`)
  }
  const shape = `${level?.[0] ?? 'all'}${search === undefined ? '' : places ? '+places' : '+q'}`
  return { where: and(...conditions)!, values, shape }
}

/**
 * Town names like the words of a search that found nothing: for each word of at least
 * TOWN_WORD_MIN letters, the most similar city name (pg_trgm's similarity, at least
 * TOWN_SIMILARITY_MIN), so 'Bhiwandy' finds 'Bhiwandi'. The words with no such town come back
 * as they were. One statement over the cities' trigram index.
 */
const TOWN_WORD_MIN = 4
const TOWN_SIMILARITY_MIN = 0.4
export async function closestTowns(db: Tx, words: readonly string[]): Promise<string[]> {
  const asked = words.filter((w) => w.length >= TOWN_WORD_MIN)
  if (asked.length === 0) return [...words]
  const rows = await queryRows<{ word: string; town: string | null }>(
    db,
    sql`select w.word, (
        select lower(${cities.name}) from ${cities}
        where lower(${cities.name}) % w.word
          and similarity(lower(${cities.name}), w.word) >= ${TOWN_SIMILARITY_MIN}
        order by similarity(lower(${cities.name}), w.word) desc, ${cities.id}
        limit 1) as town
      from unnest(${sql`array[${sql.join(
        asked.map((w) => sql`${w}`),
        sql`, `,
      )}]::text[]`}) as w(word)`,
  )
  const towns = new Map(rows.map((r) => [r.word, r.town]))
  return words.map((w) => towns.get(w) ?? w)
}

/** The sort key of a sort: the column a browse index orders by, then the id. */
