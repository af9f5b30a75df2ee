import { INDIA_BBOX } from '@app/contract/constants'
import type { ListingSort } from '@app/contract/listing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { manualChangeFeed } from '../../../src/db/change-feed'
import { preparedStatementNames, queryRows } from '../../../src/db/client'
import { browseWhere, type BrowseFilter } from '../../../src/modules/listings/filters'
import {
  createKeywordPlaces,
  placeFilterOf,
  type KeywordPlaces,
} from '../../../src/modules/listings/keyword-places'
import { PAGE_OFFSET, PAGE_ROWS } from '../../../src/modules/listings/order'
import { browsePage, browseQuery } from '../../../src/modules/listings/repository'
import { cellsQuery } from '../../../src/modules/map/repository'
import { cellDegrees, gridZoom } from '../../../src/modules/map/service'
import { genericPlan } from '../../../bench/plans'
import { get } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'
import { explain, planTestApp } from '../../helpers/plans'

/**
 * A keyword naming places (decision 056): 'pradesh' is in five states' names, about a quarter
 * of the listings. Matched as place ids plus the few listings whose own words hold it, the
 * search finds exactly what the search vector finds, and its pages and map clusters are read
 * from the browse and map indexes alone.
 */
let t: Awaited<ReturnType<typeof planTestApp>>
let token: string
/** A listing outside those states whose description names one. */
let mentions: number

beforeAll(async () => {
  t = await planTestApp()
  const db = t.database.db
  token = (await makeUser(db, 1)).token
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`update properties set description = 'Two hours from the Uttar Pradesh border.'
      where id = (select min(id) from properties
        where location_text not like '%Pradesh%' and state_id is not null)
      returning id`,
  )
  mentions = row!.id
  await db.execute(sql`vacuum analyze properties`)
}, 180_000)
afterAll(() => t?.close())

const q = 'pradesh'
const tsquery = `${q}:*`

async function expectedIds(sort: ListingSort, offset: number, limit: number) {
  const order = sort === 'price_asc' ? sql`price asc, id asc` : sql`created_at desc, id desc`
  const rows = await queryRows<{ id: number }>(
    t.database.db,
    sql`select id from properties
      where completion_level = 4 and hidden_at is null and off_market_at is null
        and search @@ to_tsquery('simple', ${tsquery})
      order by ${order} offset ${offset} limit ${limit}`,
  )
  return rows.map((r) => r.id)
}

async function places(word = q): Promise<KeywordPlaces> {
  const cache = createKeywordPlaces(manualChangeFeed())
  const found = await cache.get(t.database.db, `${word}:*`, [word])
  cache.close()
  expect(found).not.toBeNull()
  return found!
}

describe('a keyword naming places', () => {
  it('is the states that hold it, and the listings that name it in their own words', async () => {
    const found = await places()
    const names = await queryRows<{ name: string }>(
      t.database.db,
      sql`select name from states where id = any(${`{${found.states.join(',')}}`}::int[])
        order by name`,
    )
    expect(names.map((n) => n.name)).toEqual(
      expect.arrayContaining(['Andhra Pradesh', 'Madhya Pradesh', 'Uttar Pradesh']),
    )
    expect(found.ids).toEqual([mentions])
  })

  it('finds exactly what the search vector finds, page after page', async () => {
    for (const sort of ['price_asc', 'newest'] as const) {
      const [{ n }] = (await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from properties
          where completion_level = 4 and hidden_at is null and off_market_at is null
            and search @@ to_tsquery('simple', ${tsquery})`,
      )) as [{ n: number }]
      expect(n).toBeGreaterThan(1_000)
      for (const offset of [0, 99, 100, 457, n - 5]) {
        const res = await get(
          t.app,
          `/api/agents-propertys?q=${q}&sort=${sort}&offset=${offset}&limit=20`,
          { token },
        )
        expect(res.statusCode, res.body).toBe(200)
        const body = res.json() as { data: { id: number }[]; pagination: { total: number } }
        expect(body.pagination.total).toBe(n)
        expect(
          body.data.map((c) => c.id),
          `${sort} offset ${offset}`,
        ).toEqual(await expectedIds(sort, offset, 20))
      }
    }
    expect(preparedStatementNames().some((name) => name.startsWith('browse|all+places|'))).toBe(
      true,
    )
  })

  it('is read from a browse index alone, never the table or the search index', async () => {
    const found = await places()
    const { where, values } = browseWhere({ q, places: found, min_docks: 3 })
    for (const sort of ['price_asc', 'newest', 'area_desc'] as const) {
      for (const offset of [0, 1_200]) {
        const text = await genericPlan(t.database.db, browseQuery(t.database.db, where, sort), {
          ...values,
          [PAGE_OFFSET]: offset,
          [PAGE_ROWS]: 7,
        })
        expect(text).not.toMatch(/Seq Scan on properties/)
        expect(text).not.toMatch(/properties_search_idx/)
        expect(text).toMatch(/Index Only Scan (Backward )?using properties_browse_/)
      }
    }
  })

  it('that is one whole state walks that state’s browse index, and finds the same listings', async () => {
    // 'andhra' is one state's name: at scale (PLACE_FORM_MIN_MATCHES) its place form is that
    // state alone; here the form is written as readPlaces would give it.
    const [state] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from states where name = 'Andhra Pradesh'`,
    )
    const word = 'andhra'
    const form = { states: [state!.id], districts: [], cities: [], ids: [] }
    expect(placeFilterOf(form)).toEqual({ state_id: state!.id })
    // Any other form keeps to the sort's index: 'pradesh' is five states and a listing.
    expect(placeFilterOf(await places())).toBeUndefined()
    expect(placeFilterOf({ ...form, ids: [mentions] })).toBeUndefined()

    const { where, values, shape } = browseWhere({ q: word, places: form, min_docks: 3 })
    expect(shape).toBe('state+places')
    for (const offset of [0, 250]) {
      const text = await genericPlan(
        t.database.db,
        browseQuery(t.database.db, where, 'price_asc'),
        {
          ...values,
          [PAGE_OFFSET]: offset,
          [PAGE_ROWS]: 7,
        },
      )
      expect(text).toMatch(/Index Only Scan using properties_browse_state_price_idx/)
      expect(text).not.toMatch(/Seq Scan on properties/)
    }
    // The same listings as the place form read from the sort's index: the state's, in order.
    const inState = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from properties
        where completion_level = 4 and hidden_at is null and off_market_at is null
          and state_id = ${state!.id}
        order by price asc, id asc`,
    )
    expect(inState.length).toBeGreaterThan(100)
    for (const offset of [0, 57, inState.length - 5]) {
      const page = await browsePage(t.database.db, {
        q: word,
        places: form,
        sort: 'price_asc',
        offset,
        limit: 20,
      })
      expect(page.cards.map((c) => c.id)).toEqual(
        inState.slice(offset, offset + 20).map((r) => r.id),
      )
    }
  })

  it('clusters on the map from an index alone', async () => {
    const found = await places()
    const [west, south, east, north] = INDIA_BBOX
    const box = { west, south, east, north }
    const clusterPlan = async (filter: BrowseFilter) => {
      const query = cellsQuery(filter, box, cellDegrees(gridZoom(box, 5)))
      return explain(t.database.db, query)
    }
    // With another filter, the place form on the map index. The listing that names a state in
    // its own words needs the table: without it, none does.
    const withType = await clusterPlan({ q, places: { ...found, ids: [] }, type: 1 })
    expect(withType).not.toMatch(/Seq Scan on properties/)
    expect(withType).toMatch(/Index Only Scan using properties_map_idx/)
    // Alone, the keyword is a range of the word index (decision 056).
    const alone = await clusterPlan({ q, places: found })
    expect(alone).not.toMatch(/Seq Scan/)
    expect(alone).toMatch(/Index Only Scan using listing_words_map_idx/)
  })
})
