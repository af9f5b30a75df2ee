import { LISTING_SORTS, type ListingCard, type ListingSort } from '@app/contract/listing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { preparedStatementNames, queryRows } from '../../../src/db/client'
import { seedBulkListings } from '../../../src/demo/bulk-listings'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { makeUser, PLACES, seedPlaces } from '../../helpers/listings'

/**
 * Issue 15's filters and sorts on GET agents-propertys: every result satisfies its filter (read
 * back from the table, not from the card), every sort is in order, and walking the pages gives
 * each match exactly once. The page-by-page equality with OFFSET is offset-equivalence.test.
 */
const LISTINGS = 1_200
const IMAGE = 'images/00000000-0000-4000-8000-000000000001.jpg'

let t: Awaited<ReturnType<typeof createTestApp>>
let token: string

interface Row {
  id: number
  price: number
  area: number
  rate: number
  height: number | null
  docks: number | null
  floor_load: number | null
  power_kva: number | null
  fire_noc: boolean | null
  verified: boolean
  created_at: string
  city_id: number
}
let rows: Map<number, Row>

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  const owner = await makeUser(db, 2)
  token = (await makeUser(db, 1)).token
  await seedBulkListings(db, LISTINGS, { ownerIds: [owner.id], image: IMAGE })
  const all = await queryRows<Row>(
    db,
    sql`select id, price::float8 as price, area, rate, height, docks, floor_load, power_kva,
      fire_noc, verified_at is not null as verified, created_at::text, city_id from properties`,
  )
  rows = new Map(all.map((r) => [r.id, r]))
}, 120_000)
afterAll(() => t?.close())

async function page(query: string) {
  const res = await get(t.app, `/api/agents-propertys?${query}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as {
    data: ListingCard[]
    pagination: { total: number; has_more: boolean }
    searched_for?: string
  }
}

/** Every id of a search, page by page (View More), checking no page repeats or skips. */
async function walk(query: string, limit = 37) {
  const ids: number[] = []
  let total: number
  for (let offset = 0; ; offset += limit) {
    const body = await page(`${query}&offset=${offset}&limit=${limit}`)
    total = body.pagination.total
    ids.push(...body.data.map((c) => c.id))
    if (!body.pagination.has_more) break
  }
  expect(new Set(ids).size, 'no duplicates').toBe(ids.length)
  expect(ids.length, 'no gaps').toBe(total)
  return ids
}

const FILTERS: [string, (r: Row) => boolean][] = [
  ['min_price=200000', (r) => r.price >= 200_000],
  ['max_price=150000', (r) => r.price <= 150_000],
  ['min_price=100000&max_price=300000', (r) => r.price >= 100_000 && r.price <= 300_000],
  ['min_area=20000', (r) => r.area >= 20_000],
  ['max_area=5000', (r) => r.area <= 5_000],
  ['min_height=35', (r) => (r.height ?? -1) >= 35],
  ['min_docks=20', (r) => (r.docks ?? -1) >= 20],
  ['min_floor_load=8.5', (r) => (r.floor_load ?? -1) >= 8.5],
  ['min_power_kva=1200', (r) => (r.power_kva ?? -1) >= 1_200],
  ['fire_noc=true', (r) => r.fire_noc === true],
  ['verified=1', (r) => r.verified],
  [
    `city_id=${PLACES.bhiwandi.id}&min_docks=5&fire_noc=true&max_price=900000`,
    (r) =>
      r.city_id === PLACES.bhiwandi.id &&
      (r.docks ?? -1) >= 5 &&
      r.fire_noc === true &&
      r.price <= 900_000,
  ],
]

describe('search filters', () => {
  it.each(FILTERS)(
    '%s: every result satisfies it, and only they are left out',
    async (q, holds) => {
      const ids = await walk(q)
      expect(ids.length).toBeGreaterThan(0)
      for (const id of ids) expect(holds(rows.get(id)!), `listing ${id}`).toBe(true)
      const expected = [...rows.values()].filter(holds).length
      expect(ids.length).toBe(expected)
    },
  )

  it('"false" and empty flags are no filter', async () => {
    const all = (await page('limit=1')).pagination.total
    expect((await page('fire_noc=false&verified=&limit=1')).pagination.total).toBe(all)
  })
})

/** The sorts of the browse indexes: distance needs `near` (near.test.ts covers it). */
type IndexSort = Exclude<ListingSort, 'distance'>
const INDEX_SORTS = LISTING_SORTS.filter((s): s is IndexSort => s !== 'distance')

const newest = (a: Row, b: Row) =>
  a.created_at > b.created_at || (a.created_at === b.created_at && a.id > b.id)
const ORDERED: Record<IndexSort, (a: Row, b: Row) => boolean> = {
  // Without a keyword (as here) the best match orders as the newest.
  relevance: newest,
  newest,
  price_asc: (a, b) => a.price < b.price || (a.price === b.price && a.id < b.id),
  price_desc: (a, b) => a.price > b.price || (a.price === b.price && a.id > b.id),
  area_desc: (a, b) => a.area > b.area || (a.area === b.area && a.id > b.id),
  rate_asc: (a, b) => a.rate < b.rate || (a.rate === b.rate && a.id < b.id),
}

describe('sorts', () => {
  it.each(INDEX_SORTS)('%s: in order across pages, each listing once', async (sort) => {
    const ids = await walk(`sort=${sort}&min_docks=3`, 50)
    for (let i = 1; i < ids.length; i++) {
      const [a, b] = [rows.get(ids[i - 1]!)!, rows.get(ids[i]!)!]
      expect(ORDERED[sort](a, b), `${a.id} before ${b.id}`).toBe(true)
    }
  })

  it('₹ per sq.ft is the monthly equivalent per square foot; sales per square foot', async () => {
    const [rent] = await queryRows<{ rate: number; expected: number }>(
      t.database.db,
      sql`select p.rate, pp.price::float8 / (p.length * p.width) as expected
        from properties p join property_prices pp on pp.property_id = p.id
        where pp.recuring_type = 4 limit 1`,
    )
    expect(rent!.rate).toBeCloseTo(rent!.expected, 6)
  })
})

describe('keyword', () => {
  it('finds a town by full-text search', async () => {
    const body = await page('q=bhiwandi&limit=50')
    expect(body.pagination.total).toBeGreaterThan(0)
    expect(body.searched_for).toBeUndefined()
    for (const card of body.data) expect(card.address.city_name).toBe('Bhiwandi')
  })

  it('falls back to the closest town name for a misspelling, and says so', async () => {
    const exact = await page('q=bhiwandi&limit=50')
    const typo = await page('q=bhiwandy&limit=50')
    expect(typo.searched_for).toBe('bhiwandi')
    expect(typo.pagination.total).toBe(exact.pagination.total)
    expect(typo.data.map((c) => c.id)).toEqual(exact.data.map((c) => c.id))
  })

  it('finds nothing, without a suggestion, for words like no town', async () => {
    const body = await page('q=zzzzqqqq')
    expect(body.pagination.total).toBe(0)
    expect(body.searched_for).toBeUndefined()
  })
})

describe('statements', () => {
  it('names no prepared statement per combination of the new filters', async () => {
    const keys = ['min_price', 'max_area', 'min_height', 'min_docks', 'fire_noc', 'city_id']
    const pass = async (value: number) => {
      for (let mask = 1; mask < 2 ** keys.length; mask += 3) {
        const query = keys
          .filter((_, i) => mask & (2 ** i))
          .map(
            (k) =>
              `${k}=${k === 'city_id' ? PLACES.bhiwandi.id : k === 'fire_noc' ? 'true' : value}`,
          )
          .join('&')
        for (const sort of INDEX_SORTS) await page(`${query}&sort=${sort}&offset=600`)
      }
      return preparedStatementNames().filter((n) => /^(browse|count)/.test(n)).length
    }
    const first = await pass(1)
    expect(await pass(2)).toBe(first)
    // Place level (4) x search or not (2); per sort a page with and without the count and a
    // page after a mark; and a count.
    expect(first).toBeLessThanOrEqual(4 * 2 * (INDEX_SORTS.length * 3 + 1))
  })
})

describe('bad search input', () => {
  it.each([
    ['min_price=300&max_price=200', 'max_price', 'Maximum price must be at least the minimum'],
    ['min_area=9&max_area=1', 'max_area', 'Maximum area must be at least the minimum'],
    ['min_docks=2.5', 'min_docks', 'Minimum docks must be a whole number from 0 to 500'],
    ['min_height=tall', 'min_height', 'Minimum clear height must be a number from 0 to 1,00,000'],
    [
      'min_power_kva=-5',
      'min_power_kva',
      'Minimum power must be a whole number from 0 to 1,00,000',
    ],
    ['fire_noc=maybe', 'fire_noc', 'Fire NOC must be true or false'],
    ['sort=cheapest', 'sort', undefined],
  ])('%s answers 422 naming %s', async (query, field, message) => {
    const res = await get(t.app, `/api/agents-propertys?${query}`, { token })
    expect(res.statusCode, res.body).toBe(422)
    const body = res.json() as { errors?: Record<string, string[]>; message: string }
    expect(JSON.stringify(body)).toContain(field)
    if (message) expect(JSON.stringify(body)).toContain(message)
  })
})
