import type {
  Attachment,
  ListingFilter,
  ListingQuery,
  ListingSort,
  SearchFilter,
} from '@app/contract/listing'
import { MAX_PAGE_SIZE } from '@app/contract/constants'
import { and, eq, getTableColumns, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { SelectedFields } from 'drizzle-orm/pg-core'
import { prepared, queryRows, type Tx } from '../../db/client'
import { viewerUnlockOf } from '../reports/standing'
import { countsAsView, isPublished } from './policy'
import { toCard, type PriceRow } from './present'
import {
  attachments,
  cities,
  districts,
  properties,
  propertyAddresses,
  propertyPrices,
  propertyViews,
  states,
  unlocks,
  users,
} from '../../db/schema/index'

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
export type BrowseFilter = ListingFilter & Partial<Omit<SearchFilter, keyof ListingFilter>>

/**
 * Each filter's column and how it bounds it: equal to the value, at least it, at most it, or a
 * yes/no condition that applies when the filter is true.
 */
type FilterRule = { op: '=' | '>=' | '<='; column: SQL | AnyColumn } | { op: 'flag'; column: SQL }
/** A number to compare, and what a listing without the value counts as (below any minimum). */
const orBelow = (column: AnyColumn) => sql`coalesce(${column}, -1)`
const FILTER_RULES: Record<Exclude<keyof BrowseFilter, 'q'>, FilterRule> = {
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
export function browseWhere(filter: BrowseFilter, bound = false) {
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
  if (slacks.length) conditions.push(sql`least(${sql.join(slacks, sql`, `)}) >= 0`)
  const search = searchQuery(filter.q)
  if (search !== undefined) {
    values.q = search
    const q = bound ? sql`${search}` : sql.placeholder('q')
    conditions.push(sql`${p.search} @@ to_tsquery('simple', ${q})`)
  }
  const shape = `${level?.[0] ?? 'all'}${search === undefined ? '' : '+q'}`
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
const SORT_KEYS = {
  newest: p.createdAt,
  price_asc: p.price,
  price_desc: p.price,
  area_desc: p.area,
  rate_asc: p.rate,
} satisfies Record<ListingSort, AnyColumn>
const sortKey = (sort: ListingSort) => SORT_KEYS[sort]

/** Sorts that run from the smallest key up (the rest run from the largest down). */
const ascending = (sort: ListingSort) => sort === 'price_asc' || sort === 'rate_asc'

/** Sort keys exactly as the browse indexes store them (see schema/properties.ts). */
export function browseOrder(sort: ListingSort, key: SQL | AnyColumn, id: SQL | AnyColumn): SQL[] {
  switch (sort) {
    case 'price_asc':
    case 'rate_asc':
      return [sql`${key} asc`, sql`${id} asc`]
    case 'price_desc':
      return [sql`${key} desc`, sql`${id} desc`]
    case 'newest':
    case 'area_desc':
      return [sql`${key} desc nulls last`, sql`${id} desc nulls last`]
  }
}

/**
 * A row's place in a browse order, for a seek to continue after it: its sort key as
 * PostgreSQL's text (exact: a timestamp has microseconds, which a JavaScript Date would
 * round away) and its id. See docs/decisions/014.
 */
export interface Mark {
  key: string
  id: number
}

/** The sort key's type, to read a Mark's text back. */
const KEY_TYPES: Record<ListingSort, string> = {
  newest: 'timestamptz',
  price_asc: 'bigint',
  price_desc: 'bigint',
  area_desc: 'float8',
  rate_asc: 'float8',
}
const keyType = (sort: ListingSort) => sql.raw(KEY_TYPES[sort])

/**
 * Rows after (key, id) in the browse order: one row comparison, which the browse index takes
 * as a range condition (Index Cond), so a seek starts at the mark instead of walking up to it.
 * Each sort runs its key and the id in one direction (browseOrder), so a single comparison
 * holds: `<` for the descending sorts, `>` for the ascending ones. Nulls need no case: a
 * published listing has a creation time and a price (the completion level is 4 only with a
 * price, migration 0004), and area and rate are never null (migration 0013), and the offset
 * query puts the same rows in the same order.
 */
export function after(sort: ListingSort, key: SQL | AnyColumn, id: SQL | AnyColumn): SQL {
  const op = sql.raw(ascending(sort) ? '>' : '<')
  return sql`(${sortKey(sort)}, ${p.id}) ${op} (${key}, ${id})`
}

/** Placeholders of the mark a seek page starts after (see Mark). */
export const AFTER_KEY = 'after_key'
export const AFTER_ID = 'after_id'
const afterPlaceholders = (sort: ListingSort) =>
  after(
    sort,
    sql`${sql.placeholder(AFTER_KEY)}::${keyType(sort)}`,
    sql`${sql.placeholder(AFTER_ID)}::int`,
  )

/** The most rows a page reads: the largest page and the one extra row that answers has_more. */
const PAGE_ROWS_MAX = MAX_PAGE_SIZE + 1
/** PAGE_ROWS_MAX written into the statement: Drizzle would send a number as a parameter. */
const pageRowsMax = sql.raw(String(PAGE_ROWS_MAX)) as unknown as number

/**
 * Placeholders of a page: where it starts and how many rows it reads (`limit + 1`). They are
 * parameters, never part of the statement text: the text names the prepared statement, and a
 * statement per page number grew every PostgreSQL backend without end (see decision 005).
 */
export const PAGE_OFFSET = 'page_offset'
export const PAGE_ROWS = 'page_rows'

/**
 * The offset as an uncorrelated subquery rather than a bare parameter. Neither plan knows it
 * then: a custom plan would price the page exactly and a generic one as if 10% of the matches
 * were skipped, so the server would keep planning afresh (1 ms, five times the run) on every
 * request for a large result. Priced alike, the generic plan wins after five runs and is kept.
 * Drizzle inlines an SQL object where a number goes.
 */
const pageOffset = sql`(select ${sql.placeholder(PAGE_OFFSET)}::int)` as unknown as number

/**
 * One page of ids with their sort key, read from a browse index alone (an index-only scan when
 * the table is vacuumed): a deep offset then skips index entries instead of fetching rows. The
 * limit is the largest page, a constant, so the planner expects at most that many rows
 * whatever the page (with an unknown limit it expects 10% of the matches and joins whole
 * tables); the page's own size is applied outside (see browseQuery).
 */
export function browsePageIds(db: Tx, where: SQL, sort: ListingSort, seek = false) {
  return db
    .select({ id: p.id, key: sortKey(sort) })
    .from(p)
    .where(seek ? and(where, afterPlaceholders(sort)) : where)
    .orderBy(...browseOrder(sort, sortKey(sort), p.id))
    .offset(pageOffset)
    .limit(pageRowsMax)
}

/** What a share preview names (findPreview); a card adds its description and date. */
const previewColumns = {
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

const cardColumns = {
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

/**
 * One page of cards in one statement: the ids from a browse index, then their card columns by
 * primary key, in the page's order, cut to `page_rows`. The planner knows the page's order, so
 * it looks up only the rows it returns (no sort), and expects at most PAGE_ROWS_MAX of them
 * (key lookups, never hash joins). With `withTotal`, the number of matches rides along as an
 * uncorrelated subquery (computed once). Filter values, offset and size are placeholders (see
 * browseWhere, PAGE_OFFSET, PAGE_ROWS): one statement per shape, sort and `withTotal`. With
 * `seek`, the page starts `page_offset` rows after a mark (AFTER_KEY, AFTER_ID) instead of
 * after the first row: a statement of its own per shape and sort, never with the total.
 */
export function browseQuery(
  db: Tx,
  where: SQL,
  sort: ListingSort,
  withTotal: boolean,
  seek = false,
) {
  const page = db.$with('page').as(browsePageIds(db, where, sort, seek))
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
    .orderBy(...browseOrder(sort, page.key, page.id))
    .limit(sql.placeholder(PAGE_ROWS))
}

/**
 * A page of cards and whether another follows (one extra row is read to know): one round trip.
 * It starts `query.offset` rows into the order, or, with `from`, that many rows after the mark
 * (and then never carries the total).
 */
export async function browsePage(
  db: Tx,
  query: BrowseFilter & Pick<ListingQuery, 'sort' | 'offset' | 'limit'>,
  withTotal: boolean,
  from?: Mark,
) {
  const { where, values, shape } = browseWhere(query)
  const statement = from
    ? prepared(db, `browse-after|${shape}|${query.sort}`, (name) =>
        browseQuery(db, where, query.sort, false, true).prepare(name),
      )
    : prepared(db, `browse|${shape}|${query.sort}|${withTotal}`, (name) =>
        browseQuery(db, where, query.sort, withTotal).prepare(name),
      )
  const rows = await statement.execute({
    ...values,
    ...(from && { [AFTER_KEY]: from.key, [AFTER_ID]: from.id }),
    [PAGE_OFFSET]: query.offset,
    [PAGE_ROWS]: Math.min(query.limit + 1, PAGE_ROWS_MAX),
  })
  return {
    cards: rows.slice(0, query.limit).map(toCard),
    hasMore: rows.length > query.limit,
    /** Undefined when not asked for, or when the page is empty (then count separately). */
    total: rows[0]?.total ?? undefined,
  }
}

/**
 * Up to `count` marks, every `every` rows of the order, after `from` (or from the start): the
 * rows at positions every - 1, 2 * every - 1, ... past it. One statement that hops from mark
 * to mark, each hop a seek that skips `every - 1` entries of the browse index; fewer marks
 * come back when the matches end. Run rarely (once per filter and sort until listings
 * change), so it is not prepared: its values are bound in and it leaves nothing on the server.
 */
export function walkQuery(
  filter: BrowseFilter,
  sort: ListingSort,
  from: Mark | undefined,
  every: number,
  count: number,
): SQL {
  const { where } = browseWhere(filter, true)
  const key = sortKey(sort)
  const order = sql.join(browseOrder(sort, key, p.id), sql`, `)
  const skip = sql.raw(String(every - 1))
  const start = from
    ? and(where, after(sort, sql`${from.key}::${keyType(sort)}`, sql`${from.id}::int`))
    : where
  return sql`with recursive marks(key, id, n) as (
      (select ${key}, ${p.id}, 1 from ${p} where ${start} order by ${order} offset ${skip} limit 1)
      union all
      (select hop.key, hop.id, marks.n + 1 from marks cross join lateral (
        select ${key} as key, ${p.id} as id from ${p}
        where ${where} and ${after(sort, sql`marks.key`, sql`marks.id`)}
        order by ${order} offset ${skip} limit 1) hop
      where marks.n < ${count}::int)
    )
    select key::text as key, id from marks order by n`
}

export function walkMarks(
  db: Tx,
  filter: BrowseFilter,
  sort: ListingSort,
  from: Mark | undefined,
  every: number,
  count: number,
): Promise<Mark[]> {
  return queryRows<Mark>(db, walkQuery(filter, sort, from, every, count))
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

/** A property's prices as one JSON array (map each with present.ts's toPrice). */
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

/**
 * The viewer's (placeholder `viewerId`) unlock of property `id` (placeholder) with its latest
 * report, null when they did not unlock it: whether they unlocked it, and what they may report.
 */
const viewerUnlock = viewerUnlockOf(
  sql`${sql.placeholder('viewerId')}`,
  sql`${sql.placeholder('id')}`,
)
export type ViewerUnlock = ReturnType<typeof viewerUnlockOf>['_']['type']

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
  return db
    .select({ ...recordFields, ...extra })
    .from(p)
    .innerJoin(users, eq(users.id, p.userId))
    .leftJoin(propertyAddresses, eq(propertyAddresses.propertyId, p.id))
    .leftJoin(states, eq(states.id, propertyAddresses.stateId))
    .leftJoin(districts, eq(districts.id, propertyAddresses.districtId))
    .leftJoin(cities, eq(cities.id, propertyAddresses.cityId))
    .where(eq(p.id, id))
}

/** Property `id`'s record and the viewer's unlock of it: one round trip. */
export async function findProperty(db: Tx, id: number, viewerId: number) {
  const statement = prepared(db, 'property-view', (name) =>
    selectRecord(db, sql`${sql.placeholder('id')}`, { viewerUnlock }).prepare(name),
  )
  const [row] = await statement.execute({ id, viewerId })
  return row
}

/** A property's detail as every viewer's is the same: findProperty's row without the viewer's part. */
export type PropertyRecord = Omit<
  NonNullable<Awaited<ReturnType<typeof findProperty>>>,
  'viewerUnlock'
>

/** findProperty's viewer part alone, for a record kept in memory: their unlock of `id`. */
export async function viewerOf(db: Tx, id: number, viewerId: number): Promise<ViewerUnlock> {
  const statement = prepared(db, 'property-viewer', (name) =>
    db
      .select({ viewerUnlock })
      .from(sql`(select 1) as one`)
      .prepare(name),
  )
  const [row] = await statement.execute({ id, viewerId })
  return row!.viewerUnlock
}

/** A look at a listing by a person on an IST day (`YYYY-MM-DD`), to be counted as a view. */
export interface Look {
  propertyId: number
  userId: number
  isAdmin: boolean
  day: string
}

/**
 * Records looks as views in one statement: those the listing policy counts (countsAsView), once
 * per person, listing and day (the primary key; a repeat does nothing). Looks at listings gone
 * meanwhile are dropped by the join.
 */
export async function recordViews(db: Tx, looks: readonly Look[]) {
  await db.execute(sql`insert into ${propertyViews} (property_id, user_id, day)
    select ${p.id}, look."userId", look.day
    from json_to_recordset(${JSON.stringify(looks)}::json)
      as look("propertyId" int, "userId" int, "isAdmin" boolean, day date)
    join ${p} on ${p.id} = look."propertyId"
    where ${countsAsView(sql`look."userId"`, sql`look."isAdmin"`)}
    on conflict do nothing`)
}

/**
 * What a share preview of property `id` may say (decision 026): public card fields only, never
 * the contact, and only while it is published (anything else reads as no row). One primary-key
 * read.
 */
export async function findPreview(db: Tx, id: number) {
  const statement = prepared(db, 'property-preview', (name) =>
    db
      .select(previewColumns)
      .from(p)
      .leftJoin(propertyPrices, eq(propertyPrices.propertyId, p.id))
      .leftJoin(cities, eq(cities.id, p.cityId))
      .leftJoin(districts, eq(districts.id, p.districtId))
      .leftJoin(states, eq(states.id, p.stateId))
      .where(and(eq(p.id, sql.placeholder('id')), isPublished))
      .limit(1)
      .prepare(name),
  )
  const [row] = await statement.execute({ id })
  return row
}
export type PreviewRow = NonNullable<Awaited<ReturnType<typeof findPreview>>>

/**
 * Published listings for the sitemap, by id after `afterId`, at most `limit`: the id and when it
 * last changed. Keyset pages, so a large sitemap never reads past what it lists.
 */
export async function publishedSince(db: Tx, afterId: number, limit: number) {
  const statement = prepared(db, 'sitemap-listings', (name) =>
    db
      .select({ id: p.id, updatedAt: p.updatedAt })
      .from(p)
      .where(and(isPublished, sql`${p.id} > ${sql.placeholder('after')}`))
      .orderBy(p.id)
      .limit(sql.placeholder('limit'))
      .prepare(name),
  )
  return statement.execute({ after: afterId, limit })
}

/**
 * Published listings per state (all of them) and per city (the busiest `topCities`): the home
 * layouts' map and cities (decision 026). Two grouped reads, run rarely (the answer is kept
 * until listings change).
 */
export async function placeCounts(db: Tx, topCities: number) {
  const count = sql<number>`count(*)::int`
  const [byState, byCity] = await Promise.all([
    db
      .select({ id: states.id, name: states.name, code: states.code, count })
      .from(p)
      .innerJoin(states, eq(states.id, p.stateId))
      .where(isPublished)
      .groupBy(states.id, states.name, states.code)
      .orderBy(states.name),
    db
      .select({
        id: cities.id,
        name: cities.name,
        district_id: p.districtId,
        state_id: p.stateId,
        state_name: states.name,
        count,
      })
      .from(p)
      .innerJoin(cities, eq(cities.id, p.cityId))
      .innerJoin(states, eq(states.id, p.stateId))
      .where(isPublished)
      .groupBy(cities.id, cities.name, p.districtId, p.stateId, states.name)
      .orderBy(sql`count(*) desc`, cities.name)
      .limit(topCities),
  ])
  return { states: byState, cities: byCity }
}

/**
 * One attachment for GET property/document/{id}: where its file is, and what the access rule
 * (policy.mayDownloadDocuments) needs to know of its listing and of `viewerId`; undefined when
 * there is no such attachment.
 */
export async function documentOf(db: Tx, id: number, viewerId: number) {
  const [row] = await db
    .select({
      imgUrl: attachments.imgUrl,
      name: attachments.name,
      attachmentType: attachments.attachmentType,
      userId: p.userId,
      hidden: sql<boolean>`(${p.hiddenAt} is not null)`,
      published: sql<boolean>`(${isPublished})`,
      unlocked: sql<boolean>`exists(select 1 from ${unlocks} u
        where u.property_id = ${p.id} and u.user_id = ${viewerId})`,
    })
    .from(attachments)
    .innerJoin(p, eq(p.id, attachments.propertyId))
    .where(eq(attachments.id, id))
  return row
}
