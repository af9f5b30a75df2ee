import { LISTING_SORTS, type ListingQuery } from '@app/contract/listing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { properties } from '../../../src/db/schema/index'
import { MARK_EVERY } from '../../../src/modules/listings/marks'
import { browseWhere } from '../../../src/modules/listings/filters'
import {
  AFTER_ID,
  AFTER_KEY,
  PAGE_OFFSET,
  PAGE_ROWS,
  type Mark,
} from '../../../src/modules/listings/order'
import {
  browseQuery,
  countPublished,
  countQuery,
  walkMarks,
  walkQuery,
} from '../../../src/modules/listings/repository'
import { genericPlan as planOf } from '../../../bench/plans'
import { planTestApp } from '../../helpers/plans'

/**
 * The browse queries must be answered from the browse indexes whatever the filters and sort:
 * a sequential scan of the properties table would grow with the market (issue 4, performance).
 */
let t: Awaited<ReturnType<typeof planTestApp>>

/** A state, one of its districts and one of that district's towns, from the real geography. */
let place: { state_id: number; district_id: number; city_id: number }

beforeAll(async () => {
  t = await planTestApp()
  const db = t.database.db
  await db.execute(sql`vacuum analyze properties`)
  const [busiest] = await queryRows<typeof place>(
    db,
    sql`select state_id, district_id, city_id from properties
      group by 1, 2, 3 order by count(*) desc limit 1`,
  )
  place = busiest!
}, 180_000)
afterAll(() => t.close())

const genericPlan = (query: Parameters<typeof planOf>[1], values: Record<string, unknown>) =>
  planOf(t.database.db, query, values)

const filters: [string, () => Partial<ListingQuery>][] = [
  ['no filter', () => ({})],
  ['type', () => ({ type: 2 })],
  ['purchase type', () => ({ purchase_type: 1 })],
  ['state + type', () => ({ state_id: place.state_id, type: 1 })],
  ['state + district', () => ({ state_id: place.state_id, district_id: place.district_id })],
  ['state + district + city + purchase type', () => ({ ...place, purchase_type: 2 })],
  ['search', () => ({ q: 'warehouse unit 4243' })],
  ['specs', () => ({ min_height: 30, min_docks: 10, min_floor_load: 3, fire_noc: true as const })],
  [
    'price range + verified',
    () => ({ min_price: 100_000, max_price: 500_000, verified: true as const }),
  ],
  [
    'city + area range + power',
    () => ({ ...place, min_area: 5_000, max_area: 40_000, min_power_kva: 300 }),
  ],
]

describe('browse query plans', () => {
  it('has a real amount of data to plan for', async () => {
    const total = await countPublished(t.database.db, {})
    expect(total).toBe(5_000)
  })

  for (const [label, filter] of filters) {
    // The best match needs a keyword (without one the service orders as the newest); the
    // distance needs a place, and near pages have their own statement (near-plans.test.ts).
    const sorts = LISTING_SORTS.filter(
      (sort) => sort !== 'distance' && (sort !== 'relevance' || label === 'search'),
    )
    for (const sort of sorts) {
      it(`uses an index for ${label}, ${sort}, at offset 0 and deep`, async () => {
        const { where, values } = browseWhere(filter())
        const plans = [
          () => genericPlan(countQuery(t.database.db, where), values),
          ...[0, 1_200].map(
            (offset) => () =>
              genericPlan(browseQuery(t.database.db, where, sort), {
                ...values,
                [PAGE_OFFSET]: offset,
                [PAGE_ROWS]: 7,
              }),
          ),
        ]
        for (const plan of plans) {
          const text = await plan()
          expect(text).not.toMatch(/Seq Scan on (properties|property_prices)/)
          expect(text).toMatch(
            /Scan (Backward )?using properties_browse_|Bitmap Index Scan on properties_/,
          )
        }
      })

      // A relevance page ranks every match and never seeks after a mark (marks.ts).
      if (sort === 'relevance') continue
      it(`seeks after a mark within the index for ${label}, ${sort}`, async () => {
        const [mark] = await walkMarks(t.database.db, filter(), sort, undefined, MARK_EVERY, 1)
        const from: Mark = mark ?? { key: sort === 'newest' ? '2024-01-01' : '50000', id: 1 }
        const { where, values } = browseWhere(filter())
        const query = browseQuery(t.database.db, where, sort, true)
        const text = await genericPlan(query, {
          ...values,
          [AFTER_KEY]: from.key,
          [AFTER_ID]: from.id,
          [PAGE_OFFSET]: MARK_EVERY - 1,
          [PAGE_ROWS]: 7,
        })
        expect(text).not.toMatch(/Seq Scan on (properties|property_prices)/)
        // A search, or a narrow price range under another sort, may be read as a bitmap (from
        // the search index, or the price index's range) and sorted: few rows, no seek needed.
        if (!('q' in filter()) && !('min_price' in filter())) {
          // The mark is a range condition of the browse index: the scan starts there.
          expect(text).toMatch(/Index (Only )?Scan (Backward )?using properties_browse_/)
          expect(text).toMatch(/Index Cond: .*ROW\(/)
        }
        // Finding the marks hops from one to the next through the index as well.
        const walk = await queryRows<Record<string, string>>(
          t.database.db,
          sql`explain ${walkQuery(filter(), sort, undefined, MARK_EVERY, 4)}`,
        )
        const walkPlan = walk.map((r) => Object.values(r)[0]).join('\n')
        expect(walkPlan).not.toMatch(/Seq Scan on properties/)
      })
    }
  }

  it('counts from an index too', async () => {
    const { where, values } = browseWhere({ state_id: place.state_id, type: 1 })
    const query = t.database.db
      .select({ n: sql`count(*)` })
      .from(properties)
      .where(where)
    expect(await genericPlan(query, values)).not.toMatch(/Seq Scan/)
  })
})
