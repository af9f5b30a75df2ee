import { INDIA_BBOX } from '@app/contract/constants'
import type { Bbox } from '@app/contract/search'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { seedBulkListings } from '../../../src/demo/bulk-listings'
import { searchQuery, type BrowseFilter } from '../../../src/modules/listings/filters'
import { cellsQuery, keywordPoints } from '../../../src/modules/map/repository'
import { cellDegrees, gridZoom } from '../../../src/modules/map/service'
import { createTestApp } from '../../helpers/app'
import { makeUser } from '../../helpers/listings'

/**
 * A keyword alone on the map is read from the word table (listing_words, decision 056): the
 * listings it finds there are exactly those whose search vector matches, for single words,
 * prefixes and several words, and stay so when a listing is edited, taken off the market,
 * hidden, put back or deleted (the database's triggers keep the table).
 */
let t: Awaited<ReturnType<typeof createTestApp>>

const india: Bbox = {
  west: INDIA_BBOX[0],
  south: INDIA_BBOX[1],
  east: INDIA_BBOX[2],
  north: INDIA_BBOX[3],
}
/** A part of the country: the box applies to the word table's points too. */
const west: Bbox = { west: 68.1, south: 6.5, east: 80, north: 35.7 }

/** The listings the search vector matches inside the box: what the map answered before. */
async function byVector(q: string, box: Bbox) {
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from properties
      where completion_level = 4 and hidden_at is null and off_market_at is null
        and search @@ to_tsquery('simple', ${searchQuery(q)!})
        and map_lng between ${box.west} and ${box.east}
        and map_lat between ${box.south} and ${box.north}
      order by id`,
  )
  return rows.map((r) => Number(r.id))
}

async function byWords(q: string, box: Bbox) {
  const form = keywordPoints({ q }, box)
  expect(form).toBeDefined()
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from (${form!}) m order by id`,
  )
  return rows.map((r) => Number(r.id))
}

/** Words, prefixes and several words; one of a single letter; one no listing holds. */
const KEYWORDS = [
  'warehouse',
  'ware',
  'godown',
  'g',
  'storage',
  'synthetic listing',
  'warehouse unit 1',
  'unit 12',
  '24x7',
  'road access power',
  'Maharashtra',
  'pradesh',
  'nowhereword',
]

async function expectSame(keywords: readonly string[]) {
  for (const q of keywords) {
    for (const box of [india, west]) {
      const vector = await byVector(q, box)
      expect(await byWords(q, box), `${q} in ${JSON.stringify(box)}`).toEqual(vector)
    }
  }
}

beforeAll(async () => {
  t = await createTestApp({ geography: true })
  const db = t.database.db
  const owner = await makeUser(db, 2)
  await seedBulkListings(db, 600, {
    ownerIds: [owner.id],
    image: 'images/00000000-0000-4000-8000-000000000001.jpg',
  })
}, 120_000)
afterAll(() => t?.close())

describe('the map keyword from the word table', () => {
  it('finds what the search vector finds', async () => {
    expect((await byVector('warehouse', india)).length).toBeGreaterThan(200)
    await expectSame(KEYWORDS)
  })

  it('follows edits, unpublishing, hiding, relisting and deleting', async () => {
    const db = t.database.db
    const [a, b, c, d] = (await byVector('warehouse unit', india)).slice(0, 4)
    await db.execute(
      sql`update properties set description = 'Cold chain freezer hub' where id in (${a}, ${b})`,
    )
    expect(await byVector('freezer', india)).toEqual([a, b])
    await db.execute(sql`update properties set off_market_at = now() where id = ${b}`)
    await db.execute(sql`update properties set hidden_at = now() where id = ${c}`)
    await db.execute(sql`delete from properties where id = ${d}`)
    await expectSame([...KEYWORDS, 'freezer', 'cold chain'])
    expect(await byWords('freezer', india)).toEqual([a])
    await db.execute(sql`update properties set off_market_at = null where id = ${b}`)
    await db.execute(sql`update properties set hidden_at = null where id = ${c}`)
    // A new point: the word table's copy moves with it.
    await db.execute(sql`update property_addresses set latitude = 30.5, longitude = 70.25
      where property_id = ${a}`)
    await expectSame([...KEYWORDS, 'freezer', 'cold chain'])
    expect(await byWords('freezer', { west: 70, south: 30, east: 70.5, north: 31 })).toEqual([a])
  })

  it('answers the clusters the search vector answers', async () => {
    const box = india
    const cell = cellDegrees(gridZoom(box, 5))
    for (const q of ['warehouse', 'ware unit', 'freezer']) {
      const filter: BrowseFilter = { q }
      const cells = await queryRows<{ n: number }>(t.database.db, cellsQuery(filter, box, cell))
      const total = cells.reduce((sum, c) => sum + Number(c.n), 0)
      expect(total, q).toBe((await byVector(q, box)).length)
    }
  })

  it('leaves a keyword with other filters to the listings table', () => {
    expect(keywordPoints({ q: 'warehouse', min_price: 10_000 }, india)).toBeUndefined()
    expect(keywordPoints({ q: '  ' }, india)).toBeUndefined()
    expect(keywordPoints({}, india)).toBeUndefined()
  })
})
