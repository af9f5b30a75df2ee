import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import {
  LatestResponseSchema,
  ListingPageSchema,
  PropertyViewResponseSchema,
} from '@app/contract/listing'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { cities, properties, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { heardListings } from './feed'

/**
 * Browse pages and the home page's latest cards are kept as JSON text per query until listings
 * change (docs/decisions/014); the hot answers are written by compiled serializers.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let token: string
let ownerId: number
let ownerToken: string
const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000)

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  const owner = await makeUser(db, 2)
  ownerId = owner.id
  ownerToken = owner.token
  token = (await makeUser(db, 1)).token
  for (let i = 0; i < 8; i++) {
    await listing(db, ownerId, {
      name: `Kalyan shed ${i}`,
      city: PLACES.kalyan,
      createdAt: hoursAgo(10 + i),
    })
  }
})
afterAll(() => t?.close())

const browse = (query = '') => get(t.app, `/api/agents-propertys?${query}`, { token })
const firstName = (res: { json(): { data: { name: string }[] } }) => res.json().data[0]?.name

describe('the page cache', () => {
  it('shows a new listing on the next read of a kept page', async () => {
    expect(firstName(await browse())).toBe('Kalyan shed 0')
    expect(firstName(await post(t.app, '/api/properties', {}))).toBe('Kalyan shed 0')
    const heard = heardListings(t.app.changes)
    // One transaction, one notification (a later one would drop what the next test keeps).
    await t.database.db.transaction((tx) =>
      listing(tx, ownerId, { name: 'Brand new godown', city: PLACES.kalyan }),
    )
    await heard
    expect(firstName(await browse())).toBe('Brand new godown')
    expect(firstName(await post(t.app, '/api/properties', {}))).toBe('Brand new godown')
    const page = (await browse()).json()
    expect(page.pagination.total).toBe(9)
  })

  it('answers gzip or brotli to clients that ask, the same JSON', async () => {
    const plain = await browse('limit=9')
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(plain.headers['content-encoding']).toBeUndefined()
    for (const [encoding, decode] of [
      ['gzip', gunzipSync],
      ['br', brotliDecompressSync],
    ] as const) {
      const res = await get(t.app, '/api/agents-propertys?limit=9', {
        token,
        headers: { 'accept-encoding': encoding },
      })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(decode(res.rawPayload).toString()).toBe(plain.body)
    }
  })

  it('writes answers that parse back through the contract unchanged', async () => {
    const page = JSON.parse((await browse('limit=50&sort=price_asc')).body)
    expect(ListingPageSchema.parse(page)).toEqual(page)
    const latest = JSON.parse((await post(t.app, '/api/properties', { limit: 12 })).body)
    expect(LatestResponseSchema.parse(latest)).toEqual(latest)
    const id = page.data[0].id
    // Without the contact (a seeker) and with it (the owner).
    for (const [bearer, pass] of [
      [token, false],
      [ownerToken, true],
    ] as const) {
      const res = await get(t.app, `/api/property/view?property_id=${id}`, { token: bearer })
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8')
      const view = JSON.parse(res.body)
      expect(view.data.pass).toBe(pass)
      expect(PropertyViewResponseSchema.parse(view)).toEqual(view)
      expect('phone_number' in view.data.property.address).toBe(pass)
    }
  })

  it("drops this instance's pages at once when a writer here says it wrote", async () => {
    const rename = (name: string) =>
      t.database.db.update(cities).set({ name }).where(eq(cities.id, PLACES.chakan.id))
    const town = async () => (await browse(`city_id=${PLACES.chakan.id}`)).json().data[0]
    const heard = heardListings(t.app.changes)
    await t.database.db.transaction((tx) =>
      listing(tx, ownerId, { name: 'Chakan shed', city: PLACES.chakan }),
    )
    await heard
    expect((await town()).address.city_name).toBe('Chakan')
    await rename('Chakan MIDC')
    expect((await town()).address.city_name).toBe('Chakan')
    t.app.changes.wrote('listings')
    expect((await town()).address.city_name).toBe('Chakan MIDC')
  })

  it("keeps a listing's record for every viewer until the listing or its owner changes", async () => {
    const [first] = (await browse()).json().data as { id: number }[]
    const detail = async (as = token) =>
      (await get(t.app, `/api/property/view?property_id=${first!.id}`, { token: as })).json()
    const before = await detail()
    // The owner sees the contact from the same kept record; the seeker does not.
    expect((await detail(ownerToken)).data.pass).toBe(true)
    expect(before.data.pass).toBe(false)
    const heard = heardListings(t.app.changes)
    await t.database.db
      .update(properties)
      .set({ name: 'Renamed shed' })
      .where(eq(properties.id, first!.id))
    await heard
    expect((await detail()).data.property.name).toBe('Renamed shed')
    const heardAuth = new Promise<void>((resolve) => {
      const stop = t.app.changes.on('auth', () => (stop(), resolve()))
    })
    await t.database.db.update(users).set({ firstName: 'Meera' }).where(eq(users.id, ownerId))
    await heardAuth
    expect((await detail(ownerToken)).data.property.user.user_name).toBe('Meera')
  })

  // Last: it stops the app's change feed.
  it('serves kept pages only while the change feed is live', async () => {
    const rename = (name: string) =>
      t.database.db.update(cities).set({ name }).where(eq(cities.id, PLACES.kalyan.id))
    const town = async () =>
      (await browse(`city_id=${PLACES.kalyan.id}`)).json().data[0].address.city_name
    expect(await town()).toBe('Kalyan')
    // A town's name is not a listing write: nothing is notified, and the kept page is served.
    await rename('Kalyan East')
    expect(await town()).toBe('Kalyan')
    // Deaf: nothing kept is served, every read goes to the database.
    await t.app.changes.close()
    expect(t.app.changes.live).toBe(false)
    expect(await town()).toBe('Kalyan East')
    await rename('Kalyan West')
    expect(await town()).toBe('Kalyan West')
  })
})
