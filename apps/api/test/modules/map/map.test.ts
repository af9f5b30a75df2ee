import { INDIA_BBOX, MAP_MARKERS_MAX, MAP_POINTS_FROM_ZOOM } from '@app/contract/constants'
import { MapResponseSchema, type MapMarker } from '@app/contract/search'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../../src/db/client'
import { properties, propertyAddresses } from '../../../src/db/schema/index'
import { cellDegrees, cellsTouched, gridZoom } from '../../../src/modules/map/service'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces, type ListingOptions } from '../../helpers/listings'
import { heardListings } from '../listings/feed'

/**
 * GET properties/map (issue 15, map search): markers for a viewport, clustered on a grid of
 * MAP_CLUSTER_RADIUS_PX screen pixels below MAP_POINTS_FROM_ZOOM, every listing a point from it.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
let ownerId: number
const ids: Record<string, number> = {}

/** Where the listings stand (the address's point; the map shows it rounded to 2 decimals). */
const POINTS = {
  bhiwandi: { lat: 19.2967, lng: 73.0631 },
  kalyan: { lat: 19.2437, lng: 73.1355 },
  chakan: { lat: 18.7606, lng: 73.8636 },
  sanand: { lat: 22.9925, lng: 72.3815 },
  /** Far from the rest: alone in its cell at every zoom. */
  chennai: { lat: 13.0827, lng: 80.2707 },
}
type Place = keyof typeof POINTS

/** A listing at one of POINTS (its address moved there after it is written). */
async function listingAt(db: Tx, place: Place, o: ListingOptions & { name: string }) {
  const city = place === 'chennai' ? PLACES.sanand : PLACES[place]
  const id = await listing(db, ownerId, { city, ...o })
  const { lat, lng } = POINTS[place]
  await db
    .update(propertyAddresses)
    .set({ latitude: lat, longitude: lng })
    .where(eq(propertyAddresses.propertyId, id))
  ids[o.name] = id
  return id
}

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  ownerId = (await makeUser(db, 2)).id
  token = (await makeUser(db, 1)).token
  await listingAt(db, 'bhiwandi', { name: 'Bhiwandi rent godown', price: 60_000 })
  await listingAt(db, 'bhiwandi', {
    name: 'Bhiwandi sale warehouse',
    type: 2,
    purchaseType: 1,
    price: 9_000_000,
  })
  await listingAt(db, 'bhiwandi', { name: 'Bhiwandi lease godown', purchaseType: 3 })
  await listingAt(db, 'kalyan', { name: 'Kalyan rent godown', price: 45_000 })
  await listingAt(db, 'chakan', { name: 'Chakan rent warehouse', type: 2, price: 120_000 })
  for (let i = 0; i < 4; i++) {
    await listingAt(db, 'sanand', { name: `Sanand shed ${i}`, price: 20_000 + i * 1_000 })
  }
  await listingAt(db, 'chennai', { name: 'Chennai port godown', price: 75_000 })
  // Never on the map: unfinished, hidden by an admin, let by its owner.
  await listingAt(db, 'bhiwandi', { name: 'Bhiwandi draft', steps: 3 })
  await listingAt(db, 'bhiwandi', { name: 'Bhiwandi hidden', hidden: true })
  const let_ = await listingAt(db, 'bhiwandi', { name: 'Bhiwandi let' })
  await db.update(properties).set({ offMarketAt: new Date() }).where(eq(properties.id, let_))
})
afterAll(() => t?.close())

type Box = readonly [number, number, number, number]
/** A box around a point, `d` degrees each way. */
const around = (place: Place, d = 0.05): Box => {
  const { lat, lng } = POINTS[place]
  return [lng - d, lat - d, lng + d, lat + d]
}

async function map(box: Box, zoom: number, filters = '') {
  const res = await get(
    t.app,
    `/api/properties/map?bbox=${box.join(',')}&zoom=${zoom}&${filters}`,
    {
      token,
    },
  )
  expect(res.statusCode, res.body).toBe(200)
  const body = MapResponseSchema.parse(res.json())
  return body
}

const isCluster = (m: MapMarker): m is Extract<MapMarker, { cluster: true }> => 'cluster' in m
const pointIds = (data: MapMarker[]) =>
  data
    .filter((m) => !isCluster(m))
    .map((m) => (m as { id: number }).id)
    .sort((a, b) => a - b)
const countOf = (data: MapMarker[]) => data.reduce((n, m) => n + (isCluster(m) ? m.count : 1), 0)
const named = (...names: string[]) => names.map((n) => ids[n]!).sort((a, b) => a - b)

/** GET agents-propertys' total for the same filters (the listing the map shows). */
async function listingTotal(filters: string) {
  const res = await get(t.app, `/api/agents-propertys?limit=1&${filters}`, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().pagination.total as number
}

describe('GET properties/map', () => {
  it('needs a login', async () => {
    const res = await get(t.app, `/api/properties/map?bbox=${INDIA_BBOX.join(',')}&zoom=4`)
    expect(res.statusCode).toBe(401)
  })

  it("clusters India's listings whose counts add up to the listing's total, filter by filter", async () => {
    for (const filters of [
      '',
      'purchase_type=2',
      'type=2',
      'state_id=1',
      'min_price=50000',
      'q=godown',
    ]) {
      const body = await map(INDIA_BBOX, 4, filters)
      const total = await listingTotal(filters)
      expect(body.total, filters).toBe(total)
      expect(countOf(body.data), filters).toBe(total)
    }
    // All ten on the market: Bhiwandi and Kalyan share a cell at zoom 4, Chennai is alone.
    const body = await map(INDIA_BBOX, 4)
    expect(body.total).toBe(10)
    expect(body.data.some((m) => isCluster(m) && m.count === 4)).toBe(true)
  })

  it('makes a cell of one listing its point, with id, price and purchase type', async () => {
    const body = await map(INDIA_BBOX, 4)
    const chennai = body.data.find((m) => !isCluster(m) && m.id === ids['Chennai port godown'])
    expect(chennai).toEqual({
      id: ids['Chennai port godown'],
      lat: 13.08,
      lng: 80.27,
      price: 75_000,
      purchase_type: 2,
      city_name: 'Sanand',
    })
  })

  it('counts only the listings inside the box', async () => {
    // Maharashtra's corner: Bhiwandi, Kalyan and Chakan, not Sanand (Gujarat) nor Chennai.
    const box: Box = [72.5, 18, 74.5, 20]
    const body = await map(box, 7)
    expect(body.total).toBe(5)
    expect(countOf(body.data)).toBe(5)
    expect(await listingTotal('state_id=1')).toBe(5)
    for (const m of body.data) {
      expect(m.lng).toBeGreaterThanOrEqual(box[0])
      expect(m.lat).toBeLessThanOrEqual(box[3])
    }
    const sanand = await map(around('sanand'), MAP_POINTS_FROM_ZOOM)
    expect(pointIds(sanand.data)).toEqual(named(...[0, 1, 2, 3].map((i) => `Sanand shed ${i}`)))
  })

  it(`answers every listing as a point from zoom ${MAP_POINTS_FROM_ZOOM}`, async () => {
    const body = await map(around('bhiwandi'), MAP_POINTS_FROM_ZOOM)
    expect(body.data.every((m) => !isCluster(m))).toBe(true)
    expect(pointIds(body.data)).toEqual(
      named('Bhiwandi rent godown', 'Bhiwandi sale warehouse', 'Bhiwandi lease godown'),
    )
    expect(body.total).toBe(3)
    // The point is the address's, rounded: the address itself is paid contact.
    expect(body.data[0]).toMatchObject({ lat: 19.3, lng: 73.06, city_name: 'Bhiwandi' })
    // Just below, the same three stand together as one cluster.
    const below = await map(around('bhiwandi'), MAP_POINTS_FROM_ZOOM - 1)
    expect(below.data).toEqual([{ cluster: true, count: 3, lat: 19.3, lng: 73.06 }])
  })

  it('applies the filters to the points', async () => {
    const zoom = MAP_POINTS_FROM_ZOOM
    const sale = await map(around('bhiwandi'), zoom, 'purchase_type=1')
    expect(pointIds(sale.data)).toEqual(named('Bhiwandi sale warehouse'))
    expect(sale.data[0]).toMatchObject({ price: 9_000_000, purchase_type: 1 })
    const cheap = await map(around('sanand'), zoom, 'max_price=21000')
    expect(pointIds(cheap.data)).toEqual(named('Sanand shed 0', 'Sanand shed 1'))
    const warehouses = await map(INDIA_BBOX, 4, 'type=2')
    expect(warehouses.total).toBe(2)
    const none = await map(around('bhiwandi'), zoom, 'city_id=121')
    expect(none).toEqual({ success: true, data: [], total: 0 })
  })

  it('never shows an unfinished, hidden or let listing', async () => {
    const body = await map(around('bhiwandi'), MAP_POINTS_FROM_ZOOM)
    for (const name of ['Bhiwandi draft', 'Bhiwandi hidden', 'Bhiwandi let']) {
      expect(pointIds(body.data)).not.toContain(ids[name])
    }
  })

  it('refuses a bad box or zoom with the field named', async () => {
    for (const [query, field] of [
      ['bbox=73,19,72,20&zoom=5', 'bbox'],
      ['bbox=72,19,73&zoom=5', 'bbox'],
      ['bbox=a,b,c,d&zoom=5', 'bbox'],
      ['zoom=5', 'bbox'],
      [`bbox=${INDIA_BBOX.join(',')}&zoom=21`, 'zoom'],
      [`bbox=${INDIA_BBOX.join(',')}&zoom=4.5`, 'zoom'],
      [`bbox=${INDIA_BBOX.join(',')}`, 'zoom'],
    ] as const) {
      const res = await get(t.app, `/api/properties/map?${query}`, { token })
      expect(res.statusCode, query).toBe(422)
      const body = res.json()
      expect(body.errors?.[field]?.[0], `${query}: ${res.body}`).toBe(
        field === 'bbox'
          ? 'Bounding box must be west,south,east,north in degrees'
          : 'Zoom must be a whole number from 0 to 20',
      )
    }
    const inverted = await get(
      t.app,
      `/api/properties/map?bbox=${INDIA_BBOX.join(',')}&zoom=4&min_price=9&max_price=1`,
      { token },
    )
    expect(inverted.statusCode).toBe(422)
    expect(inverted.json().errors.max_price).toEqual(['Maximum price must be at least the minimum'])
  })

  it('finds a misspelt town as the listing page does', async () => {
    const body = await map(INDIA_BBOX, 4, 'q=Bhiwandy')
    expect(body.total).toBe(await listingTotal('q=Bhiwandy'))
  })

  it('shows a new listing on the next read of a kept answer', async () => {
    const before = await map(around('chakan'), MAP_POINTS_FROM_ZOOM)
    expect(before.total).toBe(1)
    const heard = heardListings(t.app.changes)
    await t.database.db.transaction((tx) =>
      listingAt(tx, 'chakan', { name: 'Chakan new shed', price: 30_000 }),
    )
    await heard
    const after = await map(around('chakan'), MAP_POINTS_FROM_ZOOM)
    expect(pointIds(after.data)).toEqual(named('Chakan rent warehouse', 'Chakan new shed'))
  })
})

describe('the grid', () => {
  it('never touches more than MAP_MARKERS_MAX cells, coarsening a wide box at a close zoom', () => {
    const india = {
      west: INDIA_BBOX[0],
      south: INDIA_BBOX[1],
      east: INDIA_BBOX[2],
      north: INDIA_BBOX[3],
    }
    expect(gridZoom(india, 5)).toBe(5)
    const coarse = gridZoom(india, 14)
    expect(coarse).toBeLessThan(14)
    expect(cellsTouched(india, cellDegrees(coarse))).toBeLessThanOrEqual(MAP_MARKERS_MAX)
    expect(cellsTouched(india, cellDegrees(coarse + 1))).toBeGreaterThan(MAP_MARKERS_MAX)
    const world = { west: -180, south: -90, east: 180, north: 90 }
    expect(cellsTouched(world, cellDegrees(gridZoom(world, 20)))).toBeLessThanOrEqual(
      MAP_MARKERS_MAX,
    )
  })
})
