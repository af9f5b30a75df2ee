import type { ListingSort } from '@app/contract/listing'
import { MAX_PAGE_SIZE } from '@app/contract/constants'
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties } from '../../db/schema/index'

/**
 * The browse orders: each sort's key, the order as the browse indexes store it, a row's place
 * in it (a Mark) and the seek after one, and the placeholders of a page.
 */

const p = properties

/**
 * How well a listing matches the search (placeholder `q`, browseWhere's): ts_rank over its search
 * vector. No index holds it, so a relevance page ranks every match (a bitmap of the search index)
 * and keeps the best: its cost is bounded by the keyword's matches, never by the listings.
 */
export const rankOf = (tsquery: SQL | string) =>
  sql<number>`ts_rank(${p.search}, to_tsquery('simple', ${tsquery}))`
export const RANK = rankOf(sql`${sql.placeholder('q')}`)

const SORT_KEYS = {
  relevance: RANK,
  newest: p.createdAt,
  price_asc: p.price,
  price_desc: p.price,
  area_desc: p.area,
  rate_asc: p.rate,
  // Distance is a key of the near query alone (near.ts): the contract refuses the distance sort
  // without `near`, and browses with it never reach the browse indexes' pages or marks. Newest
  // stands in so that the types stay whole.
  distance: p.createdAt,
} satisfies Record<ListingSort, AnyColumn | SQL>
export const sortKey = (sort: ListingSort) => SORT_KEYS[sort]

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
    case 'relevance':
      return [sql`${key} desc`, sql`${id} desc`]
    case 'newest':
    case 'distance':
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
  relevance: 'float4',
  newest: 'timestamptz',
  price_asc: 'bigint',
  price_desc: 'bigint',
  area_desc: 'float8',
  rate_asc: 'float8',
  distance: 'timestamptz',
}
export const keyType = (sort: ListingSort) => sql.raw(KEY_TYPES[sort])

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
export const PAGE_ROWS_MAX = MAX_PAGE_SIZE + 1
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
    .select({ id: p.id, key: sort === 'relevance' ? RANK.as('key') : sortKey(sort) })
    .from(p)
    .where(seek ? and(where, afterPlaceholders(sort)) : where)
    .orderBy(...browseOrder(sort, sortKey(sort), p.id))
    .offset(pageOffset)
    .limit(pageRowsMax)
}
