import { SHORTLIST_MAX } from '@app/contract/limits'
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { idMessage } from '@app/contract/input'
import { LISTING_TEXTS, PURCHASE_TYPE, RECURING_TYPE } from '@app/contract/listing-texts'
import { CompareResponseSchema, SEARCH_TEXTS, ShortlistResponseSchema } from '@app/contract/search'
import { count, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyPrices, shortlists } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { call, get, post } from '../../helpers/auth'
import { listing, makeUser, seedPlaces, type ListingOptions } from '../../helpers/listings'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const UNLOCK = 99

let t: TestApp
let ownerId: number
beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: String(UNLOCK) } })
  await seedPlaces(t.database.db)
  ownerId = (await makeUser(t.database.db, 2)).id
})
afterAll(() => t?.close())

interface Made extends ListingOptions {
  length?: number
  width?: number
  recuring?: number | null
  deposit?: number | null
  specs?: Partial<typeof properties.$inferInsert>
  offMarket?: boolean
}

/** A listing of the test owner with the size, price terms and specifications given. */
async function made(o: Made = {}) {
  const db = t.database.db
  const id = await listing(db, ownerId, o)
  await db
    .update(properties)
    .set({
      length: o.length ?? 100,
      width: o.width ?? 50,
      ...o.specs,
      ...(o.offMarket && { offMarketAt: new Date() }),
    })
    .where(eq(properties.id, id))
  if (o.recuring !== undefined || o.deposit !== undefined) {
    await db
      .update(propertyPrices)
      .set({
        ...(o.recuring !== undefined && { recuringType: o.recuring }),
        ...(o.deposit !== undefined && { securityDeposit: o.deposit }),
      })
      .where(eq(propertyPrices.propertyId, id))
  }
  return id
}

const del = (url: string, token?: string) =>
  call(t.app, 'DELETE' as 'GET', url, undefined, { token })
const save = (token: string, propertyId: unknown) =>
  post(t.app, '/api/shortlist', { property_id: propertyId }, { token })
const list = async (token: string) => {
  const res = await get(t.app, '/api/shortlist', { token })
  expect(res.statusCode, res.body).toBe(200)
  return ShortlistResponseSchema.parse(res.json()).data
}

describe('shortlist', () => {
  it('needs a login for every call', async () => {
    expect((await get(t.app, '/api/shortlist')).statusCode).toBe(401)
    expect((await post(t.app, '/api/shortlist', { property_id: 1 })).statusCode).toBe(401)
    expect((await del('/api/shortlist/1')).statusCode).toBe(401)
  })

  it('saves, lists newest saved first with cards, saves again without change, and removes', async () => {
    const seeker = await makeUser(t.database.db)
    const a = await made({ name: 'Alpha godown' })
    const b = await made({ name: 'Beta godown' })
    expect((await save(seeker.token, a)).statusCode).toBe(200)
    const saved = await save(seeker.token, b)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(ShortlistResponseSchema.parse(saved.json()).data.ids).toEqual([b, a])

    const again = await save(seeker.token, a)
    expect(again.statusCode).toBe(200)
    const data = await list(seeker.token)
    expect(data.ids).toEqual([b, a])
    expect(data.items.map((c) => c.name)).toEqual(['Beta godown', 'Alpha godown'])
    expect(data.items[0]).toMatchObject({ id: b, area: 5_000, verified: false })

    const removed = await del(`/api/shortlist/${b}`, seeker.token)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().data.ids).toEqual([a])
    expect((await del(`/api/shortlist/${b}`, seeker.token)).statusCode).toBe(200)
    expect((await list(seeker.token)).ids).toEqual([a])
  })

  it("keeps each person's shortlist their own", async () => {
    const one = await makeUser(t.database.db)
    const other = await makeUser(t.database.db)
    const id = await made()
    await save(one.token, id)
    expect((await list(other.token)).ids).toEqual([])
    await del(`/api/shortlist/${id}`, other.token)
    expect((await list(one.token)).ids).toEqual([id])
  })

  it('takes published listings only: unfinished, hidden, let and unknown ones are not found', async () => {
    const seeker = await makeUser(t.database.db)
    const draft = await made({ steps: 2 })
    const hidden = await made({ hidden: true })
    const let_ = await made({ offMarket: true })
    for (const id of [draft, hidden, let_, 2_000_000]) {
      const res = await save(seeker.token, id)
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(LISTING_TEXTS.detailNotFound)
    }
  })

  it('shows only listings still on the market', async () => {
    const seeker = await makeUser(t.database.db)
    const id = await made()
    await save(seeker.token, id)
    await t.database.db
      .update(properties)
      .set({ offMarketAt: new Date() })
      .where(eq(properties.id, id))
    expect(await list(seeker.token)).toEqual({ ids: [], items: [] })
  })

  it('names a bad property id', async () => {
    const seeker = await makeUser(t.database.db)
    const res = await save(seeker.token, 'abc')
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: idMessage('Property id'),
      errors: { property_id: [idMessage('Property id')] },
    })
    const removed = await del('/api/shortlist/abc', seeker.token)
    expect(removed.statusCode).toBe(422)
    expect(removed.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message: idMessage('Id'),
      errors: { id: [idMessage('Id')] },
    })
  })

  /** A new seeker whose shortlist is `count` listings short of full, with one of them: `kept`. */
  async function nearlyFull(count: number) {
    const db = t.database.db
    const seeker = await makeUser(db)
    const kept = await made()
    const others = await db
      .select({ id: properties.id })
      .from(properties)
      .where(ne(properties.id, kept))
      .limit(SHORTLIST_MAX - 1 - count)
    while (others.length < SHORTLIST_MAX - 1 - count) others.push({ id: await made() })
    await db
      .insert(shortlists)
      .values(
        [kept, ...others.map((o) => o.id)].map((propertyId) => ({ userId: seeker.id, propertyId })),
      )
    return { seeker, kept }
  }

  it(`holds at most ${SHORTLIST_MAX} listings`, async () => {
    const { seeker, kept } = await nearlyFull(0)
    const extra = await made()
    const full = await save(seeker.token, extra)
    expect(full.statusCode).toBe(409)
    expect(full.json().message).toBe(SEARCH_TEXTS.shortlistFull)
    // Saving one already kept changes nothing, so it is fine.
    expect((await save(seeker.token, kept)).statusCode).toBe(200)
    await del(`/api/shortlist/${kept}`, seeker.token)
    expect((await save(seeker.token, extra)).statusCode).toBe(200)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'lets only one of two saves at once take the last place (PostgreSQL)',
    async () => {
      const { seeker } = await nearlyFull(1)
      const [a, b] = [await made(), await made()]
      const answers = await Promise.all([save(seeker.token, a), save(seeker.token, b)])
      expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
      const [row] = await t.database.db
        .select({ n: count() })
        .from(shortlists)
        .where(eq(shortlists.userId, seeker.id))
      expect(row!.n).toBe(SHORTLIST_MAX)
    },
  )
})

let seekerToken: string
const compare = (ids: string) => get(t.app, `/api/compare?ids=${ids}`, { token: seekerToken })

describe('GET compare', () => {
  beforeAll(async () => {
    seekerToken = (await makeUser(t.database.db)).token
  })

  // A comparison shows a listing's description, price and specifications: the details that
  // need a login (spec 000 sections 1 and 6), like the list and the detail (decision 032).
  it('needs a login, like the list and the detail', async () => {
    const a = await made({ name: 'Seen after login' })
    const b = await made()
    // Before the ids are read: a bad id is not worth a visitor's 422 either.
    for (const ids of [`${a},${b}`, 'abc']) {
      const res = await get(t.app, `/api/compare?ids=${ids}`)
      expect(res.statusCode, ids).toBe(401)
      expect(res.json(), ids).toMatchObject({
        success: false,
        message: AUTH_MESSAGES.notAuthenticated,
      })
      expect(res.body, ids).not.toContain('Seen after login')
    }
  })

  it('works out the figures on known data, in the asked order', async () => {
    const rent = await made({
      name: 'Monthly rent',
      price: 30_000,
      recuring: RECURING_TYPE.monthly,
      deposit: 90_000,
      length: 50,
      width: 40,
      specs: { height: 30, docks: 4, floorLoad: 5, powerKva: 150, flooring: 'fm2', fireNoc: true },
    })
    const lease = await made({
      name: 'Yearly lease',
      price: 600_000,
      purchaseType: PURCHASE_TYPE.lease,
      recuring: RECURING_TYPE.yearly,
      deposit: 100_000,
      length: 100,
      width: 30,
      specs: { docks: 6, highwayKm: 2.5, security24x7: true },
    })
    const sale = await made({
      name: 'For sale',
      price: 9_000_000,
      purchaseType: PURCHASE_TYPE.sale,
      recuring: null,
      deposit: null,
      length: 60,
      width: 50,
      specs: { docks: 6, highwayKm: 8 },
    })

    const res = await compare(`${sale},${rent},${lease}`)
    expect(res.statusCode, res.body).toBe(200)
    const { items, best } = CompareResponseSchema.parse(res.json()).data
    expect(items.map((i) => i.id)).toEqual([sale, rent, lease])
    const [s, r, l] = items
    expect(r).toMatchObject({
      name: 'Monthly rent',
      recuring_type: RECURING_TYPE.monthly,
      monthly_rent: 30_000,
      deposit: 90_000,
      area: 2_000,
      rate_month: 15,
      first_year_cost: 30_000 * 12 + 90_000 + UNLOCK,
      unlock_cost: UNLOCK,
      docks: 4,
      floor_load: 5,
      power_kva: 150,
      flooring: 'fm2',
      fire_noc: true,
      security_24x7: null,
      highway_km: null,
    })
    expect(l).toMatchObject({
      recuring_type: RECURING_TYPE.yearly,
      monthly_rent: 50_000,
      area: 3_000,
      rate_month: 16.67,
      first_year_cost: 600_000 + 100_000 + UNLOCK,
      security_24x7: true,
    })
    expect(s).toMatchObject({
      recuring_type: null,
      monthly_rent: null,
      deposit: null,
      area: 3_000,
      rate_month: 3_000,
      first_year_cost: 9_000_000 + UNLOCK,
    })
    expect(best).toEqual({
      monthly_rent: [rent],
      deposit: [rent],
      area: [sale, lease],
      height: [rent],
      rate_month: [rent],
      first_year_cost: [rent],
      docks: [sale, lease],
      highway_km: [lease],
    })
  })

  it('leaves out unknown and unpublished ids, and repeats count once', async () => {
    const a = await made()
    const hidden = await made({ hidden: true })
    const res = await compare(`${a},${hidden},1999999,${a}`)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data.items.map((i: { id: number }) => i.id)).toEqual([a])
    expect(res.json().data.best).toEqual({})
  })

  it('takes at most four ids, and names the field', async () => {
    const res = await compare('1,2,3,4,5')
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.ids).toEqual([SEARCH_TEXTS.compareTooMany])
  })

  it('refuses ids that are not ids, and none at all', async () => {
    for (const ids of ['abc', '1,x', '0', '2147483648', '']) {
      const res = await compare(ids)
      expect(res.statusCode, ids).toBe(422)
      // The field, and for a bad one its place in the list: `ids.1` for '1,x'.
      const [field, messages] = Object.entries(res.json().errors as Record<string, string[]>)[0]!
      expect(field, ids).toMatch(/^ids(\.\d)?$/)
      expect(messages[0], ids).toMatch(/^Property id must be|^Pick at least/)
    }
    const none = await get(t.app, '/api/compare', { token: seekerToken })
    expect(none.statusCode).toBe(422)
    expect(none.json().errors.ids).toEqual([SEARCH_TEXTS.compareTooFew])
  })
})
