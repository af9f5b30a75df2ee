import { INDIA_BBOX, MAP_MARKERS_MAX } from '@app/contract/constants'
import { type Bbox } from '@app/contract/search'
import { sql, type SQL } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BrowseFilter } from '../../../src/modules/listings/filters'
import { cellsQuery, pointsQuery } from '../../../src/modules/map/repository'
import { cellDegrees, gridZoom } from '../../../src/modules/map/service'
import { explain, planTestApp } from '../../helpers/plans'

/**
 * The map's queries read the map index (properties_map_idx: the box is its leading range, the
 * filters ride in its entries), never the whole properties table: a sequential scan would grow
 * with the market. A keyword alone, however common, is read from the word table's index.
 */
let t: Awaited<ReturnType<typeof planTestApp>>

beforeAll(async () => {
  t = await planTestApp()
  const db = t.database.db
  await db.execute(sql`vacuum analyze properties, listing_words`)
}, 180_000)
afterAll(() => t?.close())

const plan = (query: SQL) => explain(t.database.db, query)

const india: Bbox = {
  west: INDIA_BBOX[0],
  south: INDIA_BBOX[1],
  east: INDIA_BBOX[2],
  north: INDIA_BBOX[3],
}
/** Around Mumbai and Pune: a city-region view. */
const region: Bbox = { west: 72.6, south: 18.3, east: 74.2, north: 19.5 }
/** A few streets: the points view. */
const streets: Bbox = { west: 73.0, south: 19.25, east: 73.05, north: 19.3 }

const filters: [string, BrowseFilter][] = [
  ['no filter', {}],
  ['purchase type and type', { purchase_type: 2, type: 1 }],
  ['price range', { min_price: 20_000, max_price: 200_000 }],
  ['specs', { min_height: 20, min_docks: 2, fire_noc: true, verified: true }],
  ['state', { state_id: 20 }],
  ['keyword', { q: 'warehouse unit 42' }],
  // Half the listings hold it: read from the word table's index, not the listings (decision 056).
  ['a common word', { q: 'warehouse' }],
  ['a common prefix', { q: 'ware' }],
]

describe('map plans', () => {
  for (const [name, filter] of filters) {
    it(`clusters without a sequential scan: ${name}`, async () => {
      for (const [box, zoom] of [
        [india, 5],
        [region, 10],
      ] as const) {
        const text = await plan(cellsQuery(filter, box, cellDegrees(gridZoom(box, zoom))))
        expect(text).not.toMatch(/Seq Scan on properties/)
        expect(text).not.toMatch(/Seq Scan on listing_words/)
        if (filter.q === undefined && filter.state_id === undefined) {
          expect(text).toMatch(/properties_map_idx/)
        } else if (filter.state_id === undefined) {
          expect(text).toMatch(/Index Only Scan using listing_words_map_idx/)
        }
      }
    })

    it(`lists points without a sequential scan: ${name}`, async () => {
      const text = await plan(pointsQuery(filter, streets, MAP_MARKERS_MAX + 1))
      expect(text).not.toMatch(/Seq Scan on properties/)
    })
  }
})
