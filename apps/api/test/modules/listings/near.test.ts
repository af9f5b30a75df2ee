import type { ListingCard } from '@app/contract/listing'
import { NEAR_TEXTS } from '@app/contract/near'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { pinCodes } from '../../../src/db/schema/index'
import { seedBulkListings } from '../../../src/demo/bulk-listings'
import { recordHits } from '../../../src/modules/saved-searches/repository'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { makeUser, PLACES, seedPlaces } from '../../helpers/listings'

/**
 * `near` a PIN code or a town within `radius_km` (issue 29): the matches, distances and orders
 * are checked against a haversine computed here from the map points read back from the table.
 */
const LISTINGS = 900
const IMAGE = 'images/00000000-0000-4000-8000-000000000001.jpg'
const R = 6371.0088

let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
let points: { id: number; lat: number; lng: number; price: number }[]

const PINS = {
  bhiwandi: { pin: '421302', lat: 19.3, lng: 73.06 },
  bhiwandi2: { pin: '421305', lat: 19.36, lng: 73.12 },
  kalyan: { pin: '421301', lat: 19.24, lng: 73.13 },
  unplaced: { pin: '421399', lat: null, lng: null },
}
const BHIWANDI_TOWN = { lat: (19.3 + 19.36) / 2, lng: (73.06 + 73.12) / 2 }

function haversine(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = (d: number) => (d * Math.PI) / 180
  const h =
    Math.sin(rad(b.lat - a.lat) / 2) ** 2 +
    Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(rad(b.lng - a.lng) / 2) ** 2
  return 2 * R * Math.asin(Math.sqrt(h))
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  const thane = PLACES.thane
  await db.insert(pinCodes).values(
    Object.entries(PINS).map(([name, p]) => ({
      pin: p.pin,
      stateId: thane.stateId,
      districtId: thane.id,
      cityId: name === 'kalyan' ? PLACES.kalyan.id : PLACES.bhiwandi.id,
      latitude: p.lat,
      longitude: p.lng,
    })),
  )
  const owner = await makeUser(db, 2)
  token = (await makeUser(db, 1)).token
  await seedBulkListings(db, LISTINGS, { ownerIds: [owner.id], image: IMAGE })
  // Two thirds of them within about 150 km of Bhiwandi, many sharing a point (ties).
  await db.execute(sql`update property_addresses
    set latitude = 19.3 + ((property_id * 37) % 280 - 140) / 100.0,
      longitude = 73.06 + ((property_id * 53) % 280 - 140) / 100.0
    where property_id % 3 <> 0`)
  points = (
    await queryRows<{ id: number; lat: number; lng: number; price: number }>(
      db,
      sql`select id, map_lat as lat, map_lng as lng, price::float8 as price from properties
        where completion_level = 4 and hidden_at is null and off_market_at is null`,
    )
  ).map((r) => ({ id: r.id, lat: Number(r.lat), lng: Number(r.lng), price: Number(r.price) }))
}, 120_000)
afterAll(() => t?.close())

type Page = { data: ListingCard[]; pagination: { total: number; has_more: boolean } }
const page = async (query: string) => {
  const res = await get(t.app, `/api/agents-propertys?${query}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as Page
}
async function walk(query: string, limit = 13) {
  const cards: ListingCard[] = []
  for (let offset = 0; ; offset += limit) {
    const body = await page(`${query}&offset=${offset}&limit=${limit}`)
    cards.push(...body.data)
    if (!body.pagination.has_more) {
      expect(cards.length, 'no gaps').toBe(body.pagination.total)
      break
    }
  }
  expect(new Set(cards.map((c) => c.id)).size, 'no duplicates').toBe(cards.length)
  return cards
}
const within = (centre: { lat: number; lng: number }, km: number) =>
  points.filter((p) => haversine(centre, p) <= km)
const TOWN_ID = 'Town id must be a whole number from 1 to 2147483647'
const byId = (id: number) => points.find((p) => p.id === id)!

describe('near', () => {
  it.each([
    [`near_pin=${PINS.bhiwandi.pin}&radius_km=50`, PINS.bhiwandi, 50],
    [`near_pin=${PINS.kalyan.pin}&radius_km=10`, PINS.kalyan, 10],
    [`near_city_id=${PLACES.bhiwandi.id}&radius_km=120`, BHIWANDI_TOWN, 120],
    [`near_pin=${PINS.bhiwandi.pin}`, PINS.bhiwandi, 25],
  ])('%s: exactly the listings within the radius, with their distance', async (q, at, km) => {
    const cards = await walk(q)
    const expected = within(at, km)
    expect(expected.length).toBeGreaterThan(0)
    expect(cards.map((c) => c.id).sort((a, b) => a - b)).toEqual(
      expected.map((p) => p.id).sort((a, b) => a - b),
    )
    for (const card of cards) {
      const km = haversine(at, byId(card.id))
      expect(card.distance_km, `listing ${card.id}`).toBeCloseTo(km, 1)
      expect(Number(card.distance_km!.toFixed(1)), 'one decimal').toBe(card.distance_km)
      expect(Math.abs(card.distance_km! - Math.round(km * 10) / 10)).toBeLessThan(0.051)
    }
  })

  it('the distance sort: nearest first, ties by id, each listing once across pages', async () => {
    const cards = await walk(`near_pin=${PINS.bhiwandi.pin}&radius_km=150&sort=distance`, 17)
    expect(cards.length).toBe(within(PINS.bhiwandi, 150).length)
    const d = (c: ListingCard) => haversine(PINS.bhiwandi, byId(c.id))
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [cards[i - 1]!, cards[i]!]
      const order = d(a) < d(b) - 1e-9 || (Math.abs(d(a) - d(b)) < 1e-9 && a.id < b.id)
      expect(order, `${a.id} before ${b.id}`).toBe(true)
    }
    expect(new Set(cards.map((c) => c.distance_km)).size).toBeLessThan(cards.length)
  })

  it('other sorts keep their order within the radius', async () => {
    const cards = await walk(`near_pin=${PINS.bhiwandi.pin}&radius_km=80&sort=price_asc`)
    expect(cards.length).toBe(within(PINS.bhiwandi, 80).length)
    for (let i = 1; i < cards.length; i++) {
      const [a, b] = [byId(cards[i - 1]!.id), byId(cards[i]!.id)]
      expect(a.price < b.price || (a.price === b.price && a.id < b.id)).toBe(true)
    }
  })

  it('combines with the other filters', async () => {
    const cards = await walk(`near_pin=${PINS.bhiwandi.pin}&radius_km=100&min_price=300000`)
    const expected = within(PINS.bhiwandi, 100).filter((p) => p.price >= 300_000)
    expect(cards.length).toBe(expected.length)
  })

  it('cards carry no distance without near', async () => {
    const body = await page('limit=3')
    for (const card of body.data) expect(card).not.toHaveProperty('distance_km')
  })

  it.each([
    ['radius_km=0&near_pin=421302', 'radius_km', NEAR_TEXTS.radiusInvalid],
    ['radius_km=201&near_pin=421302', 'radius_km', NEAR_TEXTS.radiusInvalid],
    ['radius_km=2.5&near_pin=421302', 'radius_km', NEAR_TEXTS.radiusInvalid],
    ['radius_km=far&near_city_id=111', 'radius_km', NEAR_TEXTS.radiusInvalid],
    ['radius_km=25', 'radius_km', NEAR_TEXTS.radiusWithoutNear],
    ['sort=distance', 'sort', NEAR_TEXTS.distanceWithoutNear],
    ['near_pin=421302&near_city_id=111', 'near_city_id', NEAR_TEXTS.nearBoth],
    ['near_pin=42130', 'near_pin', NEAR_TEXTS.nearInvalid],
    ['near_pin=Bhiwandi', 'near_pin', NEAR_TEXTS.nearInvalid],
    [`near_pin=${'9'.repeat(500)}`, 'near_pin', NEAR_TEXTS.nearInvalid],
    ['near_city_id=0', 'near_city_id', TOWN_ID],
    ['near_city_id=2147483648', 'near_city_id', TOWN_ID],
    ['near_pin=560001', 'near_pin', NEAR_TEXTS.nearUnknown],
    [`near_pin=${PINS.unplaced.pin}`, 'near_pin', NEAR_TEXTS.nearUnknown],
    [`near_city_id=${PLACES.sanand.id}`, 'near_city_id', NEAR_TEXTS.nearUnknown],
  ])('%s is a 422 on %s', async (q, field, message) => {
    const res = await get(t.app, `/api/agents-propertys?${q}`, { token })
    expect(res.statusCode, res.body).toBe(422)
    expect(res.json().errors[field]).toContain(message)
  })
})

describe('near on the map and in saved searches', () => {
  const india = 'bbox=60,0,100,40&zoom=5'
  it('the map counts only the listings within the radius', async () => {
    const res = await get(t.app, `/api/properties/map?${india}&near_pin=421302&radius_km=60`, {
      token,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().total).toBe(within(PINS.bhiwandi, 60).length)
    const bad = await get(t.app, `/api/properties/map?${india}&radius_km=60`, { token })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().errors.radius_km).toContain(NEAR_TEXTS.radiusWithoutNear)
  })

  it('a saved search keeps near and its alerts honour the radius', async () => {
    const filters = { near_pin: '421302', radius_km: 40, sort: 'distance' as const }
    const res = await post(
      t.app,
      '/api/saved-searches',
      { name: 'Near Bhiwandi', filters },
      {
        token,
      },
    )
    expect(res.statusCode, res.body).toBe(200)
    const saved = res.json().data as { id: number; filters: Record<string, unknown> }
    expect(saved.filters).toEqual(filters)
    const hits = await recordHits(
      t.database.db,
      { id: saved.id, filters, createdAt: new Date('2000-01-01') },
      new Date(),
    )
    expect(hits.sort((a, b) => a - b)).toEqual(
      within(PINS.bhiwandi, 40)
        .map((p) => p.id)
        .sort((a, b) => a - b),
    )
    const bad = await post(
      t.app,
      '/api/saved-searches',
      { name: 'Nowhere', filters: { sort: 'distance' } },
      { token },
    )
    expect(bad.statusCode).toBe(422)
  })
})

describe('near-places', () => {
  type Suggestion = { near_pin: string | null; near_city_id: number | null; label: string }
  const suggest = async (query: string) => {
    const res = await get(t.app, `/api/near-places?${query}`)
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as Suggestion[]
  }

  it('suggests towns by the start of their name, with district and state', async () => {
    expect(await suggest('q=bhiw')).toEqual([
      { near_pin: null, near_city_id: PLACES.bhiwandi.id, label: 'Bhiwandi, Thane, Maharashtra' },
    ])
  })

  it('leaves out towns and PIN codes without a point', async () => {
    expect(await suggest('q=San')).toEqual([])
    expect((await suggest('q=4213')).map((s) => s.near_pin)).toEqual(['421301', '421302', '421305'])
  })

  it('names a whole PIN code, or a town by its id, as a shared link carries them', async () => {
    expect(await suggest('q=421302')).toEqual([
      { near_pin: '421302', near_city_id: null, label: '421302 · Bhiwandi, Thane' },
    ])
    expect(await suggest(`city_id=${PLACES.kalyan.id}`)).toEqual([
      { near_pin: null, near_city_id: PLACES.kalyan.id, label: 'Kalyan, Thane, Maharashtra' },
    ])
  })

  it.each(['q=', 'q=%20', `q=${'x'.repeat(61)}`, 'q=bhi&city_id=111', 'city_id=x'])(
    '%s is a 422',
    async (query) => {
      const res = await get(t.app, `/api/near-places?${query}`)
      expect(res.statusCode).toBe(422)
      expect(Object.keys(res.json().errors).length).toBeGreaterThan(0)
    },
  )
})
