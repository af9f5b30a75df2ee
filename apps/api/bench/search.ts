/**
 * The search cases of `npm run bench` (issue 15): GET agents-propertys with the new filters and
 * sorts on the same 100,000 listings. For each search, distinct offsets near the start (0–999)
 * and at the end of its matches (its last 1,000 offsets), so no page cache answers them, and the
 * generic plans of its first page and of a seek page (EXPLAIN), which must use no sequential scan.
 * Then every offset of its matches in random order, measured as the unfiltered distinct offsets
 * are (issue 29's filtered search row): a steady run of cache misses, its marks walked on the way.
 */
import { PAGE_SIZE } from '@app/contract/constants'
import { defaultSort, ListingQuerySchema, MAX_OFFSET } from '@app/contract/listing'
import { sql } from 'drizzle-orm'
import { manualChangeFeed } from '../src/db/change-feed'
import { queryRows, type Db } from '../src/db/client'
import { cacheLookups } from '../src/lib/metrics'
import { MARK_EVERY } from '../src/modules/listings/marks'
import { browseWhere } from '../src/modules/listings/filters'
import { createKeywordPlaces } from '../src/modules/listings/keyword-places'
import { AFTER_ID, AFTER_KEY, PAGE_OFFSET, PAGE_ROWS } from '../src/modules/listings/order'
import {
  browseQuery,
  countPublished,
  countQuery,
  walkMarks,
} from '../src/modules/listings/repository'
import { withPlaces } from '../src/modules/listings/service'
import { measureDistinct, shuffled, type Measured, type Run } from './cases'
import { genericPlan } from './plans'

/** Offsets per case: the first ones of the search, or its last ones. */
const OFFSETS_PER_CASE = 1_000
/**
 * Requests prepared for a search's run of every offset: passes over all its offsets, as many as
 * make up at least this many (more than a run of 25 s answers), so that a search with few
 * matches is measured over a whole run, as many misses as the unfiltered browse.
 */
const EVERY_OFFSET_REQUESTS = 120_000

export interface SearchMeasured {
  label: string
  query: string
  total: number
  shallow: Measured | undefined
  deep: Measured | undefined
  /** Every offset of its matches, in random order, after a warm-up on unfiltered pages. */
  everyOffset: Measured | undefined
  /** Offset 0 with the count, then a seek page after a mark. */
  plans: string[]
  seqScan: boolean
}

/** The searches: issue 15's filters and sorts, alone and with the spec's. */
export function searchCases(
  stateId: number,
  town: string,
): [string, Record<string, string | number>][] {
  return [
    [
      'specs (height, docks, fire NOC), newest',
      { min_height: 30, min_docks: 10, fire_noc: 'true' },
    ],
    [
      'price range, ₹ per sq.ft lowest first',
      { min_price: 100_000, max_price: 600_000, sort: 'rate_asc' },
    ],
    ['area from 10,000 sq.ft, largest first', { min_area: 10_000, sort: 'area_desc' }],
    [
      'state + floor load + power, price high to low',
      { state_id: stateId, min_floor_load: 3, min_power_kva: 300, sort: 'price_desc' },
    ],
    ['verified only + area range, newest', { verified: 'true', min_area: 5_000, max_area: 40_000 }],
    [`keyword "${town}" + docks, price low to high`, { q: town, min_docks: 5, sort: 'price_asc' }],
  ]
}

const queryString = (q: Record<string, string | number>) =>
  Object.entries(q)
    .map(([k, v]) => `${k}=${encodeURIComponent(String(v))}`)
    .join('&')

export async function benchSearch(options: {
  db: Db
  base: string
  headers: Record<string, string>
  run: Run
  stateId: number
}): Promise<SearchMeasured[]> {
  const { db, base, headers, run } = options
  const results: SearchMeasured[] = []
  // The busiest state's name as a keyword (a search by name, description and place: the
  // synthetic listings spread over thousands of towns, so a town finds a few dozen at most).
  const [busiest] = await queryRows<{ name: string }>(
    db,
    sql`select s.name from properties p join states s on s.id = p.state_id
      group by s.id, s.name order by count(*) desc limit 1`,
  )
  const keywordPlaces = createKeywordPlaces(manualChangeFeed())
  for (const [label, raw] of searchCases(options.stateId, busiest?.name ?? 'warehouse')) {
    const parsed = ListingQuerySchema.parse(raw)
    const query = { ...parsed, sort: parsed.sort ?? defaultSort(parsed.q) }
    const total = await countPublished(db, query)
    const deepest = Math.max(0, Math.min(MAX_OFFSET, total - PAGE_SIZE))
    const qs = queryString(raw)
    const items = (offsets: number[], limit = PAGE_SIZE) =>
      offsets.map((o) => ({
        method: 'GET' as const,
        path: `/api/agents-propertys?${qs}&offset=${o}${limit === PAGE_SIZE ? '' : `&limit=${limit}`}`,
        ...headers,
      }))
    const span = Math.min(OFFSETS_PER_CASE, deepest + 1)
    // The warm-up asks the middle of the matches (the statements, the marks, the count), so
    // every measured offset is asked for the first time.
    const middle = Math.floor(deepest / 2)
    const warm = items(shuffled(Math.min(span, middle)).map((i) => middle - i))
    const shallow = await measureDistinct(
      base,
      `search: ${label}, offsets 0–${span - 1}`,
      items(shuffled(span)),
      run,
      warm,
    )
    const deep = await measureDistinct(
      base,
      `search: ${label}, its last ${span} offsets (to ${deepest.toLocaleString('en')})`,
      items(shuffled(span).map((i) => deepest - i)),
      run,
      warm,
    )
    // Issue 29: misses compared as the unfiltered distinct offsets are measured, over a whole
    // run rather than a burst of 1,000 (whose p99, its 10th slowest answer, one pause of the
    // process decides). Warmed on unfiltered pages, so the search's marks are walked during the
    // measured run, as for the first visitors after a change. Every offset in random order, in
    // as many passes as fill a run, with pages of one card fewer and one more than the bursts'
    // in turn (6 on average, as theirs): no page is in the cache (the bursts asked others, and
    // a page of two passes back is gone from its PAGE_CACHE_ENTRIES), so a search with few
    // matches is measured over as many misses as the unfiltered browse, not only over the first
    // seconds of a run. The cache's hits are counted.
    const plain = shuffled(MAX_OFFSET + 1).slice(0, span)
    const passes = Math.ceil(EVERY_OFFSET_REQUESTS / (deepest + 1))
    const hitsBefore = await pageCacheHits()
    const everyOffset = await measureDistinct(
      base,
      `search: ${label}, every offset (${(deepest + 1).toLocaleString('en')}) in random order` +
        `, ${passes} pass(es) of pages of ${PAGE_SIZE - 1} and ${PAGE_SIZE + 1} cards`,
      Array.from({ length: passes }, (_, pass) =>
        items(shuffled(deepest + 1), pass % 2 ? PAGE_SIZE + 1 : PAGE_SIZE - 1),
      ).flat(),
      run,
      plain.map((o) => ({
        method: 'GET' as const,
        path: `/api/agents-propertys?offset=${o}`,
        ...headers,
      })),
    )
    console.log(`  page cache hits during the run: ${(await pageCacheHits()) - hitsBefore}`)
    // The statement the API runs: with the keyword's place form when it has one, or its search
    // vector.
    const { where, values } = browseWhere(await withPlaces(db, keywordPlaces, query))
    const first = await genericPlan(db, browseQuery(db, where, query.sort), {
      ...values,
      [PAGE_OFFSET]: 0,
      [PAGE_ROWS]: PAGE_SIZE + 1,
    })
    const count = await genericPlan(db, countQuery(db, where), values)
    const [mark] = await walkMarks(db, query, query.sort, undefined, MARK_EVERY, 1)
    const seek = mark
      ? await genericPlan(db, browseQuery(db, where, query.sort, true), {
          ...values,
          [AFTER_KEY]: mark.key,
          [AFTER_ID]: mark.id,
          [PAGE_OFFSET]: MARK_EVERY - 1,
          [PAGE_ROWS]: PAGE_SIZE + 1,
        })
      : '(fewer matches than one mark: no seek page)'
    const plans = [first, count, seek]
    const seqScan = plans.some((p) => /Seq Scan on (properties|property_prices)/.test(p))
    console.log(`  EXPLAIN (generic) ${label}, offset 0:\n${indent(first)}`)
    console.log(`  EXPLAIN (generic) ${label}, the count:\n${indent(count)}`)
    console.log(`  EXPLAIN (generic) ${label}, a seek page after a mark:\n${indent(seek)}`)
    results.push({ label, query: qs, total, shallow, deep, everyOffset, plans, seqScan })
  }
  keywordPlaces.close()
  return results
}

/** The browse page cache's hits so far (this process's metrics, where the API runs). */
async function pageCacheHits() {
  const { values } = await cacheLookups.get()
  return (
    values.find((v) => v.labels.cache === 'browse_pages' && v.labels.result === 'hit')?.value ?? 0
  )
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `    ${line}`)
    .join('\n')
