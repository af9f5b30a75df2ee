import { ADMIN_TEXTS } from '@app/contract/admin'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyReports, unlocks } from '../../../src/db/schema/index'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, PLACES } from '../../helpers/listings'
import { adminGet, adminPost, adminTestApp, person, rowCount } from './admin-calls'

/**
 * Hiding and unhiding listings, and the specs badge (API.md "Admin"): a hidden listing is gone
 * from the public listing and the detail at once, for those who unlocked it too; its owner sees
 * why; unhiding brings it back.
 */

let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: { id: number; token: string }
let owner: { id: number; token: string }

beforeAll(async () => {
  t = await adminTestApp()
  admin = await person(t.db, 99)
  owner = await makeUser(t.db, 2)
})
afterAll(() => t.close())

const browse = async (token: string, q: string) =>
  (await get(t.app, `/api/agents-propertys?q=${encodeURIComponent(q)}`, { token })).json().data as {
    id: number
  }[]
const latest = async () =>
  (await post(t.app, '/api/properties', { limit: 12 })).json().data as { id: number }[]
const view = (id: number, token: string) =>
  get(t.app, `/api/property/view?property_id=${id}`, { token })
const hide = (id: number, reason: string, token = admin.token) =>
  post(t.app, `/api/admin/properties/${id}/hide`, { reason }, { token })
const unhide = (id: number, token = admin.token) =>
  post(t.app, `/api/admin/properties/${id}/unhide`, {}, { token })

describe('hiding a listing', () => {
  it('takes it off the public listing, the home page and the detail at once, for a seeker who unlocked it too; unhiding restores it', async () => {
    const id = await listing(t.db, owner.id, { name: 'Saffron godown Bhiwandi' })
    const seeker = await makeUser(t.db, 1)
    const unlocker = await makeUser(t.db, 1, 500)
    const unlocked = await post(
      t.app,
      '/api/property/unlock',
      { property_id: id },
      { token: unlocker.token },
    )
    expect(unlocked.statusCode, unlocked.body).toBe(200)

    // Everyone sees it, and the pages and the detail are now kept in memory.
    expect((await browse(seeker.token, 'Saffron')).map((c) => c.id)).toEqual([id])
    expect((await latest()).map((c) => c.id)).toContain(id)
    expect((await view(id, seeker.token)).statusCode).toBe(200)
    expect((await view(id, unlocker.token)).json().data.pass).toBe(true)

    const res = await hide(id, 'The phone number belongs to someone else')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { hidden: true } })

    expect(await browse(seeker.token, 'Saffron')).toEqual([])
    expect((await latest()).map((c) => c.id)).not.toContain(id)
    for (const who of [seeker, unlocker]) {
      const gone = await view(id, who.token)
      expect(gone.statusCode).toBe(404)
      expect(gone.json().message).toBe(LISTING_TEXTS.detailNotFound)
    }
    // Unlocking it again answers as for any listing that is not on the market.
    const again = await post(
      t.app,
      '/api/property/unlock',
      { property_id: id },
      { token: unlocker.token },
    )
    expect(again.statusCode).toBe(404)
    // Its owner and admins still open it.
    expect((await view(id, owner.token)).statusCode).toBe(200)
    expect((await view(id, admin.token)).statusCode).toBe(200)

    const back = await unhide(id)
    expect(back.statusCode, back.body).toBe(200)
    expect(back.json()).toEqual({ success: true, data: { hidden: false } })
    expect((await browse(seeker.token, 'Saffron')).map((c) => c.id)).toEqual([id])
    expect((await latest()).map((c) => c.id)).toContain(id)
    expect((await view(id, seeker.token)).statusCode).toBe(200)
    expect((await view(id, unlocker.token)).json().data.pass).toBe(true)
  })

  it('keeps a let listing for those who unlocked it (only a hide takes it from them)', async () => {
    const id = await listing(t.db, owner.id, { name: 'Let godown' })
    const unlocker = await makeUser(t.db, 1, 500)
    await post(t.app, '/api/property/unlock', { property_id: id }, { token: unlocker.token })
    const let_ = await post(
      t.app,
      '/api/property-status',
      { property_id: id, status: 'let' },
      { token: owner.token },
    )
    expect(let_.json().data).toEqual({ status: 'let' })
    expect((await view(id, unlocker.token)).statusCode).toBe(200)
    expect((await hide(id, 'Fake photos')).statusCode).toBe(200)
    expect((await view(id, unlocker.token)).statusCode).toBe(404)
  })

  it("shows its owner the moderators' reason on the list and in the full details, until unhidden", async () => {
    const id = await listing(t.db, owner.id, { name: 'Owner sees why' })
    await hide(id, 'Photos of another warehouse')
    const list = await get(t.app, '/api/created-properties?limit=50', { token: owner.token })
    expect(list.json().data.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Photos of another warehouse',
      open_reports: 0,
    })
    const details = await get(t.app, `/api/agents-properties-FullDetails?property_id=${id}`, {
      token: owner.token,
    })
    expect(details.json().property_details).toMatchObject({
      status: 'hidden',
      hidden_reason: 'Photos of another warehouse',
    })
    await unhide(id)
    const after = await get(t.app, '/api/created-properties?limit=50', { token: owner.token })
    expect(after.json().data.find((p: { id: number }) => p.id === id)).toMatchObject({
      status: 'published',
      hidden_reason: null,
    })
  })

  it('needs a reason, answers 409 when already hidden or not hidden, and 404 for no such listing', async () => {
    const id = await listing(t.db, owner.id)
    const noReason = await hide(id, '  ')
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().message).toBe(ADMIN_TEXTS.reasonRequired)
    const notHidden = await unhide(id)
    expect(notHidden.statusCode).toBe(409)
    expect(notHidden.json().message).toBe(ADMIN_TEXTS.notHidden)
    expect((await hide(id, 'Duplicate')).statusCode).toBe(200)
    const audited = await rowCount(t.db, 'audit_log')
    const twice = await hide(id, 'Duplicate again')
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_TEXTS.alreadyHidden })
    // The first reason stands and nothing more is recorded.
    const [row] = await t.db
      .select({ reason: properties.hiddenReason })
      .from(properties)
      .where(eq(properties.id, id))
    expect(row!.reason).toBe('Duplicate')
    expect(await rowCount(t.db, 'audit_log')).toBe(audited)
    for (const res of [await hide(2_000_000_000, 'x'), await unhide(2_000_000_000)]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(ADMIN_TEXTS.propertyNotFound)
    }
  })
})

describe('the specs badge', () => {
  it('verifies and unverifies a listing, recorded with before and after; asking again changes nothing', async () => {
    const id = await listing(t.db, owner.id, { name: 'Verified specs' })
    const verified = await adminPost(t.app, `admin/properties/${id}/verify`, admin.token, {
      verified: true,
    })
    expect(verified).toEqual({ success: true, data: { verified: true } })
    const [row] = await t.db
      .select({ at: properties.verifiedAt })
      .from(properties)
      .where(eq(properties.id, id))
    expect(row!.at).toBeInstanceOf(Date)
    const audited = await rowCount(t.db, 'audit_log')
    await adminPost(t.app, `admin/properties/${id}/verify`, admin.token, { verified: true })
    expect(await rowCount(t.db, 'audit_log')).toBe(audited)
    await adminPost(t.app, `admin/properties/${id}/verify`, admin.token, { verified: 'false' })
    const log = await adminGet(t.app, `admin/audit?target=property:${id}`, admin.token)
    expect(log.data).toMatchObject([
      { action: 'property.verify', before: { verified: true }, after: { verified: false } },
      { action: 'property.verify', before: { verified: false }, after: { verified: true } },
    ])
    const list = await adminGet(t.app, `admin/properties?q=Verified%20specs`, admin.token)
    expect(list.data).toMatchObject([{ id, verified: false }])
    await adminPost(
      t.app,
      'admin/properties/2000000000/verify',
      admin.token,
      { verified: true },
      404,
    )
  })
})

describe('GET admin/properties', () => {
  it('lists every listing, newest first, with owner, status, unlocks and open reports; finds by name, owner, phone and place; filters', async () => {
    const lister = await person(t.db, 2)
    const day = (n: number) => new Date(Date.UTC(2024, 5, n))
    const draft = await listing(t.db, lister.id, {
      name: 'Ochre draft 100%_done',
      steps: 2,
      createdAt: day(1),
    })
    const chakan = await listing(t.db, lister.id, {
      name: 'Ochre Chakan shed',
      city: PLACES.chakan,
      createdAt: day(2),
    })
    const sanand = await listing(t.db, lister.id, {
      name: 'Ochre Sanand yard',
      city: PLACES.sanand,
      createdAt: day(3),
    })
    await hide(sanand, 'Under review')
    const seeker = await makeUser(t.db, 1, 500)
    await post(t.app, '/api/property/unlock', { property_id: chakan }, { token: seeker.token })
    const [unlock] = await t.db
      .select({ id: unlocks.id })
      .from(unlocks)
      .where(eq(unlocks.propertyId, chakan))
    await t.db.insert(propertyReports).values({
      unlockId: unlock!.id,
      propertyId: chakan,
      reporterId: seeker.id,
      reason: 'unreachable',
      message: 'Nobody answers',
    })

    const page = await adminGet(t.app, 'admin/properties?q=Ochre', admin.token)
    expect(page.pagination).toEqual({ offset: 0, limit: 6, total: 3, has_more: false })
    expect(page.data).toEqual([
      expect.objectContaining({
        id: sanand,
        status: 'hidden',
        hidden_reason: 'Under review',
        hidden_at: expect.any(String),
        location: 'Sanand, Ahmedabad, Gujarat',
        owner: {
          id: lister.id,
          name: expect.any(String),
          phone_number: lister.phone,
          email: lister.email,
        },
      }),
      expect.objectContaining({
        id: chakan,
        status: 'published',
        completion_level: 4,
        hidden_reason: null,
        verified: false,
        price: 50_000,
        purchase_type: 2,
        unlocks: 1,
        open_reports: 1,
        location: 'Chakan, Pune, Maharashtra',
      }),
      expect.objectContaining({ id: draft, status: 'draft', completion_level: 2, location: null }),
    ])

    const ids = async (query: string) =>
      (await adminGet(t.app, `admin/properties?${query}`, admin.token)).data.map(
        (p: { id: number }) => p.id,
      )
    expect(await ids(`q=${lister.phone}`)).toEqual([sanand, chakan, draft])
    const ownerName = encodeURIComponent(page.data[0].owner.name)
    expect(await ids(`q=${ownerName}&limit=50`)).toEqual(
      expect.arrayContaining([sanand, chakan, draft]),
    )
    expect(await ids('q=gujarat')).toEqual([sanand])
    expect(await ids('q=Ochre&visibility=hidden')).toEqual([sanand])
    expect(await ids('q=Ochre&visibility=visible')).toEqual([chakan, draft])
    expect(await ids('q=Ochre&completion=2')).toEqual([draft])
    expect(await ids(`q=Ochre&state_id=${PLACES.maharashtra.id}`)).toEqual([chakan])
    // The pattern characters of a search are matched as themselves.
    expect(await ids(`q=${encodeURIComponent('100%_')}`)).toEqual([draft])
    expect(await ids(`q=${encodeURIComponent('%')}`)).toEqual([draft])
    expect(await ids('q=Ochre&limit=1&offset=1')).toEqual([chakan])
    await adminGet(t.app, 'admin/properties?visibility=gone', admin.token, 422)
  })
})
