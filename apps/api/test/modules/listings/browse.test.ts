import { MAX_OFFSET } from '@app/contract/listing'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { properties } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'

type Card = { id: number; name: string; price: { price: number } | null; created_at: string }

let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
/** Published listings by name. */
const ids: Record<string, number> = {}
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000)

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  const owner = await makeUser(db, 2)
  token = (await makeUser(db, 1)).token
  const { bhiwandi, kalyan, chakan, sanand } = PLACES
  const rows = [
    { name: 'Bhiwandi rent godown', city: bhiwandi, type: 1, purchaseType: 2, price: 60_000 },
    { name: 'Bhiwandi sale warehouse', city: bhiwandi, type: 2, purchaseType: 1, price: 9_000_000 },
    { name: 'Kalyan lease godown', city: kalyan, type: 1, purchaseType: 3, price: 45_000 },
    { name: 'Chakan rent warehouse', city: chakan, type: 2, purchaseType: 2, price: 120_000 },
    { name: 'Sanand rent warehouse', city: sanand, type: 2, purchaseType: 2, price: 80_000 },
  ]
  for (const [i, r] of rows.entries()) {
    ids[r.name] = await listing(db, owner.id, { ...r, createdAt: minutesAgo(100 - i) })
  }
  // Eight more in Sanand so paging has something to page through: 13 published in all.
  for (let i = 0; i < 8; i++) {
    const name = `Sanand shed ${i + 1}`
    ids[name] = await listing(db, owner.id, {
      name,
      city: sanand,
      price: 20_000 + i * 1_000,
      createdAt: minutesAgo(50 - i),
    })
  }
  // Never listed: each wizard step short of complete, and a complete one an admin hid.
  for (const steps of [1, 2, 3])
    await listing(db, owner.id, { name: `Draft ${steps}`, steps, createdAt: minutesAgo(1) })
  await listing(db, owner.id, { name: 'Hidden godown', hidden: true, createdAt: minutesAgo(1) })
})
afterAll(() => t.close())

const browse = (query: string, bearer: string | undefined = token) =>
  get(t.app, `/api/agents-propertys?${query}`, { token: bearer })
const names = (res: { json(): { data: Card[] } }) => res.json().data.map((c) => c.name)

describe('completion level (computed from server data)', () => {
  it('is 1 with a name and type, 2 with a price, 3 with attachments and 4 with an address', async () => {
    const rows = await queryRows<{ name: string; completion_level: number }>(
      t.database.db,
      sql`select name, completion_level from ${properties} where name like 'Draft %' order by name`,
    )
    expect(rows.map((r) => r.completion_level)).toEqual([1, 2, 3])
    const [complete] = await queryRows<{ level: number }>(
      t.database.db,
      sql`select completion_level as level from ${properties} where id = ${ids['Kalyan lease godown']!}`,
    )
    expect(Number(complete!.level)).toBe(4)
  })
})

describe('GET agents-propertys', () => {
  it('needs a login', async () => {
    const res = await get(t.app, '/api/agents-propertys')
    expect(res.statusCode).toBe(401)
  })

  it('lists only published properties, newest first, 6 at a time', async () => {
    const res = await browse('offset=0&limit=6')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.data).toHaveLength(6)
    expect(body.pagination).toEqual({ offset: 0, limit: 6, total: 13, has_more: true })
    const times = body.data.map((c: Card) => c.created_at)
    expect([...times].sort().reverse()).toEqual(times)
    const all = [
      ...names(res),
      ...names(await browse('offset=6')),
      ...names(await browse('offset=12')),
    ]
    expect(all).toHaveLength(13)
    expect(all.some((n) => n.startsWith('Draft') || n === 'Hidden godown')).toBe(false)
  })

  it('answers has_more exactly at the page boundaries', async () => {
    const last = (await browse('offset=12&limit=6')).json()
    expect(last.data).toHaveLength(1)
    expect(last.pagination.has_more).toBe(false)
    const exact = (await browse('offset=7&limit=6')).json()
    expect(exact.data).toHaveLength(6)
    expect(exact.pagination.has_more).toBe(false)
    const before = (await browse('offset=6&limit=6')).json()
    expect(before.pagination.has_more).toBe(true)
    const past = (await browse('offset=13')).json()
    expect(past.data).toEqual([])
    expect(past.pagination).toMatchObject({ total: 13, has_more: false })
  })

  it('gives cards with the public fields only', async () => {
    const [card] = (await browse(`city_id=${PLACES.kalyan.id}`)).json().data
    expect(card).toEqual({
      id: ids['Kalyan lease godown'],
      name: 'Kalyan lease godown',
      description: 'Dry storage with a loading bay.',
      type: 1,
      image: 'images/00000000-0000-4000-8000-000000000001.jpg',
      length: 100,
      width: 50,
      price: { price: 45_000, purchase_type: 3, recuring_type: 4 },
      purchase_type: 3,
      address: { city_name: 'Kalyan', district_name: 'Thane', state_name: 'Maharashtra' },
      created_at: expect.any(String),
      area: 5_000,
      height: 20,
      docks: null,
      power_kva: null,
      fire_noc: null,
      verified: false,
    })
  })

  it.each([
    ['purchase_type=1', ['Bhiwandi sale warehouse']],
    ['purchase_type=3', ['Kalyan lease godown']],
    ['type=2', ['Sanand rent warehouse', 'Chakan rent warehouse', 'Bhiwandi sale warehouse']],
    [
      `state_id=${PLACES.maharashtra.id}`,
      [
        'Chakan rent warehouse',
        'Kalyan lease godown',
        'Bhiwandi sale warehouse',
        'Bhiwandi rent godown',
      ],
    ],
    [
      `district_id=${PLACES.thane.id}`,
      ['Kalyan lease godown', 'Bhiwandi sale warehouse', 'Bhiwandi rent godown'],
    ],
    [`city_id=${PLACES.bhiwandi.id}`, ['Bhiwandi sale warehouse', 'Bhiwandi rent godown']],
    [
      `state_id=${PLACES.maharashtra.id}&type=2`,
      ['Chakan rent warehouse', 'Bhiwandi sale warehouse'],
    ],
    [
      `state_id=${PLACES.maharashtra.id}&district_id=${PLACES.thane.id}&city_id=${PLACES.bhiwandi.id}&purchase_type=2`,
      ['Bhiwandi rent godown'],
    ],
    [
      `state_id=${PLACES.maharashtra.id}&district_id=${PLACES.thane.id}&city_id=${PLACES.bhiwandi.id}&purchase_type=2&type=2`,
      [],
    ],
    [`state_id=${PLACES.gujarat.id}&purchase_type=1`, []],
    [
      'purchase_type=&type=&state_id=&district_id=&city_id=&q=&sort=&limit=2',
      ['Sanand shed 8', 'Sanand shed 7'],
    ],
  ])('filters by %s', async (query, expected) => {
    const res = await browse(query.includes('limit') ? query : `${query}&limit=20`)
    expect(res.statusCode).toBe(200)
    expect(names(res)).toEqual(expected)
    expect(res.json().pagination.total).toBe(query.includes('limit') ? 13 : expected.length)
  })

  it('searches names, descriptions and places by word prefix', async () => {
    expect(names(await browse('q=kaly'))).toEqual(['Kalyan lease godown'])
    expect(names(await browse('q=Pune'))).toEqual(['Chakan rent warehouse'])
    expect(names(await browse('q=gujarat  WAREHOUSE'))).toEqual(['Sanand rent warehouse'])
    expect(names(await browse('q=%27%3B%20drop%20table%20properties%3B--'))).toEqual([])
    expect(names(await browse('q=!!!'))).toHaveLength(6)
  })

  it('sorts by price both ways, and the pages continue the order', async () => {
    const asc = [
      ...names(await browse('sort=price_asc')),
      ...names(await browse('sort=price_asc&offset=6')),
      ...names(await browse('sort=price_asc&offset=12')),
    ]
    const prices = async (q: string) =>
      (await browse(q)).json().data.map((c: Card) => c.price!.price) as number[]
    const ascPrices = [...(await prices('sort=price_asc&limit=20'))]
    expect([...ascPrices].sort((a, b) => a - b)).toEqual(ascPrices)
    expect(asc[0]).toBe('Sanand shed 1')
    expect(asc[12]).toBe('Bhiwandi sale warehouse')
    const descPrices = await prices('sort=price_desc&limit=20')
    expect(descPrices).toEqual([...ascPrices].reverse())
  })

  it.each([
    ['limit=0', 'limit'],
    ['limit=51', 'limit'],
    ['limit=abc', 'limit'],
    ['offset=-1', 'offset'],
    [`offset=${MAX_OFFSET + 1}`, 'offset'],
    ['offset=1.5', 'offset'],
    ['purchase_type=4', 'purchase_type'],
    ['type=3', 'type'],
    ['state_id=-2', 'state_id'],
    ['sort=cheapest', 'sort'],
    [`q=${'a'.repeat(101)}`, 'q'],
  ])('refuses %s with 422 naming the field', async (query, field) => {
    const res = await browse(query)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(Object.keys(res.json().errors)).toContain(field)
  })
})

describe('POST properties (latest, public)', () => {
  it('gives at most 6 of the newest published listings by default', async () => {
    const res = await post(t.app, '/api/properties', {})
    expect(res.statusCode).toBe(200)
    expect(names(res)).toEqual([
      'Sanand shed 8',
      'Sanand shed 7',
      'Sanand shed 6',
      'Sanand shed 5',
      'Sanand shed 4',
      'Sanand shed 3',
    ])
  })

  it('takes the filters and a limit up to 12', async () => {
    const res = await post(t.app, '/api/properties', { purchase_type: 1 })
    expect(names(res)).toEqual(['Bhiwandi sale warehouse'])
    expect((await post(t.app, '/api/properties', { limit: 12 })).json().data).toHaveLength(12)
    expect((await post(t.app, '/api/properties', { limit: 13 })).statusCode).toBe(422)
  })

  it('works with no body at all', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/properties' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toHaveLength(6)
  })
})
