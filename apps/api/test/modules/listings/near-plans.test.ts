import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import type { BrowseFilter } from '../../../src/modules/listings/filters'
import { findNearPoint, nearPageQuery, nearWhere } from '../../../src/modules/listings/near'
import { cellsQuery } from '../../../src/modules/map/repository'
import { explain, planTestApp } from '../../helpers/plans'

/**
 * A `near` browse reads the GiST index on the map point (properties_near_idx), never the whole
 * properties table, on PGlite and PostgreSQL alike; a town's point reads pin_codes by its index.
 */
let t: Awaited<ReturnType<typeof planTestApp>>

beforeAll(async () => {
  t = await planTestApp()
  const db = t.database.db
  await db.execute(sql`vacuum analyze`)
}, 180_000)
afterAll(() => t?.close())

const plan = (query: SQL) => explain(t.database.db, query)

const filters: [string, BrowseFilter][] = [
  ['no other filter', {}],
  ['price and specs', { min_price: 20_000, max_price: 900_000, min_docks: 1, fire_noc: true }],
  ['keyword', { q: 'warehouse' }],
]

describe('near plans', () => {
  for (const radiusKm of [5, 50, 200]) {
    for (const [name, filter] of filters) {
      it(`${radiusKm} km, ${name}: the near index, no sequential scan`, async () => {
        const point = (await findNearPoint(t.database.db, { pin: '421302' }, radiusKm))!
        expect(point).toBeDefined()
        for (const sort of ['distance', 'newest', 'price_asc'] as const) {
          const query = { ...filter, sort, offset: 0, limit: 24 }
          const text = await plan(nearPageQuery(t.database.db, query, point).getSQL())
          expect(text, sort).not.toMatch(/Seq Scan on properties/)
          if (sort === 'distance') expect(text).toMatch(/properties_near_idx/)
        }
        const count = await plan(
          sql`select count(*) from properties where ${nearWhere(filter, point)}`,
        )
        expect(count).not.toMatch(/Seq Scan on properties/)
        const map = await plan(
          cellsQuery(filter, { west: 68, south: 6, east: 98, north: 37 }, 1, point),
        )
        expect(map).not.toMatch(/Seq Scan on properties/)
      })
    }
  }

  it("a town's point reads its PIN codes by index", async () => {
    const [town] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select city_id as id from pin_codes where city_id is not null and latitude is not null limit 1`,
    )
    expect(await findNearPoint(t.database.db, { cityId: town!.id })).toBeDefined()
    const text = await plan(
      sql`select avg(latitude) from pin_codes where city_id = ${town!.id} and latitude is not null`,
    )
    expect(text).not.toMatch(/Seq Scan on pin_codes/)
  })
})
