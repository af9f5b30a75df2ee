import type { ListingFilter, ListingQuery, ListingSort } from '@app/contract/listing'
import { and, eq, sql, type SQL } from 'drizzle-orm'
import { prepared, queryRows, type Tx } from '../../db/client'
import {
  attachments,
  cities,
  districts,
  properties,
  propertyPrices,
  propertyViews,
  states,
  unlocks,
} from '../../db/schema/index'
import { countsAsView, isPublished } from '../../domain/listing-policy'
import { cardColumns, previewColumns, selectRecord } from '../../domain/listing-rows'
import { toCard } from '../../domain/listing-shapes'
import { viewerUnlockOf } from '../../domain/report-standing'
import { browseWhere, type BrowseFilter } from './filters'
import {
  AFTER_ID,
  AFTER_KEY,
  after,
  browseOrder,
  browsePageIds,
  keyType,
  PAGE_OFFSET,
  PAGE_ROWS,
  PAGE_ROWS_MAX,
  sortKey,
  type Mark,
} from './order'

const p = properties

/**
 * One page of cards in one statement: the ids from a browse index, then their card columns by
 * primary key, in the page's order, cut to `page_rows`. The planner knows the page's order, so
 * it looks up only the rows it returns (no sort), and expects at most PAGE_ROWS_MAX of them
 * (key lookups, never hash joins). Filter values, offset and size are placeholders (see
 * browseWhere, PAGE_OFFSET, PAGE_ROWS): one statement per shape and sort. With `seek`, the page
 * starts `page_offset` rows after a mark (AFTER_KEY, AFTER_ID) instead of after the first row:
 * a statement of its own per shape and sort. The number of matches is countQuery's.
 */
export function browseQuery(db: Tx, where: SQL, sort: ListingSort, seek = false) {
  const page = db.$with('page').as(browsePageIds(db, where, sort, seek))
  return db
    .with(page)
    .select(cardColumns)
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
 * It starts `query.offset` rows into the order, or, with `from`, that many rows after the mark.
 */
export async function browsePage(
  db: Tx,
  query: BrowseFilter & Pick<ListingQuery, 'offset' | 'limit'> & { sort: ListingSort },
  from?: Mark,
) {
  const { where, values, shape } = browseWhere(query)
  const statement = from
    ? prepared(db, `browse-after|${shape}|${query.sort}`, (name) =>
        browseQuery(db, where, query.sort, true).prepare(name),
      )
    : prepared(db, `browse|${shape}|${query.sort}`, (name) =>
        browseQuery(db, where, query.sort).prepare(name),
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

/** The number of published listings that match `where` (browseWhere's). */
export const countQuery = (db: Tx, where: SQL) =>
  db
    .select({ n: sql<number>`count(*)::int` })
    .from(p)
    .where(where)

export async function countPublished(db: Tx, filter: BrowseFilter) {
  const { where, values, shape } = browseWhere(filter)
  const statement = prepared(db, `count|${shape}`, (name) => countQuery(db, where).prepare(name))
  const [row] = await statement.execute(values)
  return row!.n
}

/** The home page's latest listings. */
export async function latest(db: Tx, filter: ListingFilter, limit: number) {
  const page = await browsePage(db, { ...filter, sort: 'newest', offset: 0, limit })
  return page.cards
}

/**
 * The viewer's (placeholder `viewerId`) unlock of property `id` (placeholder) with its latest
 * report, null when they did not unlock it: whether they unlocked it, and what they may report.
 */
const viewerUnlock = viewerUnlockOf(
  sql`${sql.placeholder('viewerId')}`,
  sql`${sql.placeholder('id')}`,
)
export type ViewerUnlock = ReturnType<typeof viewerUnlockOf>['_']['type']

/** Property `id`'s record and the viewer's unlock of it: one round trip. */
export async function findProperty(db: Tx, id: number, viewerId: number) {
  const statement = prepared(db, 'property-view', (name) =>
    selectRecord(db, sql`${sql.placeholder('id')}`, { viewerUnlock }).prepare(name),
  )
  const [row] = await statement.execute({ id, viewerId })
  return row
}

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
