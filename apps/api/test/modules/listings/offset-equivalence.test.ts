import { LISTING_SORTS, MAX_OFFSET, type ListingSort } from '@app/contract/listing'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparedStatementNames, queryRows } from '../../../src/db/client'
import { seedBulkListings } from '../../../src/demo/bulk-listings'
import { MARK_EVERY } from '../../../src/modules/listings/marks'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { heardListings } from './feed'

/**
 * Browse pages are read after remembered marks (docs/decisions/014), yet every page must be
 * exactly the one OFFSET gives on the same data, also after listings are added, unpublished
 * or repriced between pages. Each page is compared with a plain OFFSET query written here.
 */
const LISTINGS = 10_000
const IMAGE = 'images/00000000-0000-4000-8000-000000000001.jpg'

let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
let ownerId: number

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  ownerId = (await makeUser(db, 2)).id
  token = (await makeUser(db, 1)).token
  await seedBulkListings(db, LISTINGS, { ownerIds: [ownerId], image: IMAGE })
  // Ties in both sort keys, so the id decides (across marks too), and creation times with
  // microseconds, which a mark must keep exactly.
  await db.execute(sql`update properties
    set created_at = date_trunc('hour', created_at) + interval '123456 microseconds'
    where id % 4 = 0`)
  await db.execute(sql`update property_prices set price = 50000 where property_id % 7 = 0`)
}, 180_000)
afterAll(() => t?.close())

const { maharashtra, thane, bhiwandi } = PLACES
const FILTERS: Record<string, string | number>[] = [
  {},
  { type: 1 },
  { state_id: maharashtra.id },
  { state_id: maharashtra.id, district_id: thane.id, city_id: bhiwandi.id, purchase_type: 2 },
  { q: 'godown' },
  // A state's name: matched as place ids from the browse index (keyword-places.ts).
  { q: 'maharashtra', min_docks: 3 },
  { min_height: 30, min_docks: 10, fire_noc: 'true', min_price: 100000, max_price: 600000 },
  { state_id: maharashtra.id, verified: 'true', min_area: 5000, max_area: 30000 },
  { min_floor_load: 4.5, min_power_kva: 500 },
]
/** Either side of marks, between them, near the end, past it and the deepest allowed. */
const OFFSETS = [
  0,
  6,
  MARK_EVERY - 1,
  MARK_EVERY,
  MARK_EVERY + 1,
  2 * MARK_EVERY - 3,
  2 * MARK_EVERY,
  3 * MARK_EVERY + 7,
  5_003,
  7_777,
  LISTINGS - 10,
  LISTINGS + 20,
  MAX_OFFSET,
]

/** The sorts of the browse indexes: distance needs `near` (near.test.ts covers it). */
type IndexSort = Exclude<ListingSort, 'distance'>
const INDEX_SORTS = LISTING_SORTS.filter((s): s is IndexSort => s !== 'distance')

const ORDER: Record<IndexSort, SQL> = {
  // Without a keyword (as here) the best match orders as the newest.
  relevance: sql`created_at desc, id desc`,
  newest: sql`created_at desc, id desc`,
  price_asc: sql`price asc, id asc`,
  price_desc: sql`price desc, id desc`,
  area_desc: sql`area desc, id desc`,
  rate_asc: sql`rate asc, id asc`,
}

/** With a keyword, the best match ranks by ts_rank; without one it is the newest. */
const orderOf = (filter: Record<string, string | number>, sort: IndexSort) =>
  sort === 'relevance' && filter.q !== undefined
    ? sql`ts_rank(search, to_tsquery('simple', ${`${filter.q}:*`})) desc, id desc`
    : ORDER[sort]

/** The filter as SQL, written independently of the repository. */
function where(filter: Record<string, string | number>) {
  const parts = [sql`completion_level = 4 and hidden_at is null and off_market_at is null`]
  for (const [key, value] of Object.entries(filter)) {
    const [bound, column] = key.split(/_(.*)/)
    if (key === 'q') parts.push(sql`search @@ to_tsquery('simple', ${`${value}:*`})`)
    else if (key === 'fire_noc') parts.push(sql`fire_noc`)
    else if (key === 'verified') parts.push(sql`verified_at is not null`)
    else if (bound === 'min') parts.push(sql`${sql.identifier(column!)} >= ${value}`)
    else if (bound === 'max') parts.push(sql`${sql.identifier(column!)} <= ${value}`)
    else parts.push(sql`${sql.identifier(key)} = ${value}`)
  }
  return sql.join(parts, sql` and `)
}

/**
 * Every listing passing the filter, in the sort's order (ties broken by id, so the order is
 * total): OFFSET's page at any offset is a slice of it, and its length is the filter's total.
 */
async function inOrder(filter: Record<string, string | number>, sort: IndexSort) {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from properties where ${where(filter)} order by ${orderOf(filter, sort)}`,
  )
  return rows.map((r) => r.id)
}

/** What OFFSET and LIMIT answer over `order`, shaped as the API's page. */
function byOffset(order: number[], offset: number, limit: number) {
  return {
    ids: order.slice(offset, offset + limit),
    pagination: { offset, limit, total: order.length, has_more: order.length > offset + limit },
  }
}

async function byApi(
  filter: Record<string, string | number>,
  sort: ListingSort,
  offset: number,
  limit: number,
) {
  const query = new URLSearchParams({ sort, offset: String(offset), limit: String(limit) })
  for (const [key, value] of Object.entries(filter)) query.set(key, String(value))
  const res = await get(t.app, `/api/agents-propertys?${query}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  const body = res.json() as { data: { id: number }[]; pagination: unknown }
  return { ids: body.data.map((c) => c.id), pagination: body.pagination }
}

/**
 * After a change the marks are dropped and found again the same way for every filter: the
 * unfiltered order, a place filter and one of issue 15's are enough to check that, every sort.
 */
const AFTER_CHANGE = [FILTERS[0]!, FILTERS[3]!, FILTERS[5]!]

/** Every filter, sort and offset: the API's page equals OFFSET's. */
async function compareAll(filters = FILTERS) {
  let nonEmpty = 0
  for (const filter of filters) {
    for (const sort of INDEX_SORTS) {
      // Nothing changes during a comparison: one ordered read per filter and sort.
      const order = await inOrder(filter, sort)
      for (const [i, offset] of OFFSETS.entries()) {
        const limit = i % 2 ? 50 : 7
        const expected = byOffset(order, offset, limit)
        const actual = await byApi(filter, sort, offset, limit)
        expect(actual, `${JSON.stringify(filter)} ${sort} offset ${offset}`).toEqual(expected)
        if (expected.ids.length) nonEmpty++
      }
    }
  }
  return nonEmpty
}

/** The position of the row now at `position` of the newest order (all published). */
async function newestAt(position: number) {
  const [row] = await queryRows<{ id: number; created_at: string }>(
    t.database.db,
    sql`select id, created_at::text from properties where ${where({})}
      order by created_at desc, id desc offset ${position} limit 1`,
  )
  return row!
}

describe('browse pages after marks equal OFFSET pages', () => {
  it('on 10,000 listings, for every sort, filter and offset', async () => {
    expect(await compareAll()).toBeGreaterThan(100)
    // The deep pages really were read after marks (one seek statement per sort at least).
    const seeks = preparedStatementNames().filter((n) => n.startsWith('browse-after|'))
    // The best match ranks every match instead (order.ts, RANK).
    for (const sort of INDEX_SORTS.filter((s) => s !== 'relevance')) {
      expect(seeks.some((n) => n.endsWith(`|${sort}`))).toBe(true)
    }
    // The state's name was matched as place ids.
    expect(preparedStatementNames().some((n) => n.includes('+places|'))).toBe(true)
  }, 180_000)

  it('after listings are added at the top and in the middle of the order', async () => {
    const db = t.database.db
    const middle = await newestAt(LISTINGS / 2)
    let heard = heardListings(t.app.changes)
    await seedBulkListings(db, 3, {
      ownerIds: [ownerId],
      image: IMAGE,
      newest: new Date(Date.now() + 3_600_000),
    })
    await heard
    heard = heardListings(t.app.changes)
    // Just newer than the middle row: three new rows right before it.
    await seedBulkListings(db, 3, {
      ownerIds: [ownerId],
      image: IMAGE,
      newest: new Date(new Date(middle.created_at).getTime() + 1),
    })
    await heard
    expect(await compareAll(AFTER_CHANGE)).toBeGreaterThan(100)
  }, 180_000)

  it('after a listing is unpublished and another repriced', async () => {
    const db = t.database.db
    const gone = await newestAt(2_345)
    let heard = heardListings(t.app.changes)
    await db.execute(sql`update properties set off_market_at = now() where id = ${gone.id}`)
    await heard
    heard = heardListings(t.app.changes)
    const moved = await newestAt(4_321)
    await db.execute(sql`update property_prices set price = 1 where property_id = ${moved.id}`)
    await heard
    expect(await compareAll(AFTER_CHANGE)).toBeGreaterThan(100)
  }, 180_000)
})
