import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newsletterSubscriptions, unlocks, users, walletLedger } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

const COST = 99
const CONTACT_KEYS = ['address', 'pin_code', 'phone_number', 'latitude', 'longitude']

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { id: number; token: string }
let admin: { id: number; token: string }
let published: number
let draft: number

beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: String(COST) } })
  await seedPlaces(t.database.db)
  owner = await makeUser(t.database.db, 2)
  admin = await makeUser(t.database.db, 99)
  published = await listing(t.database.db, owner.id, { name: 'Bhiwandi godown' })
  draft = await listing(t.database.db, owner.id, { name: 'Half done', steps: 2 })
})
afterAll(() => t.close())

const view = (id: number, token?: string) =>
  get(t.app, `/api/property/view?property_id=${id}&user_id=1`, { token })
const unlock = (id: number, token: string) =>
  post(t.app, '/api/property/unlock', { property_id: id }, { token })
const balance = async (id: number) =>
  (await t.database.db.select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c

describe('GET property/view', () => {
  it('needs a login', async () => {
    expect((await view(published)).statusCode).toBe(401)
  })

  it('shows a seeker who has not unlocked the place but never the contact details', async () => {
    const seeker = await makeUser(t.database.db, 1)
    const res = await view(published, seeker.token)
    expect(res.statusCode).toBe(200)
    const { property, prices, attachments, pass, unlock_cost } = res.json().data
    expect(pass).toBe(false)
    expect(unlock_cost).toBe(COST)
    expect(property).toMatchObject({ name: 'Bhiwandi godown', type: 1, length: 100, width: 50 })
    expect(property.address).toMatchObject({
      state_name: 'Maharashtra',
      district_name: 'Thane',
      city_name: 'Bhiwandi',
      city: { name: 'Bhiwandi' },
    })
    for (const key of CONTACT_KEYS) expect(property.address).not.toHaveProperty(key)
    expect(property).not.toHaveProperty('user')
    expect(res.body).not.toContain('9876543210')
    expect(res.body).not.toContain('421302')
    expect(res.body).not.toContain('Old Agra Road')
    expect(prices).toEqual([
      expect.objectContaining({
        price: 50_000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: 150_000,
      }),
    ])
    expect(attachments).toHaveLength(1)
  })

  it("does not reveal the owner's user_id before an unlock, and does after it", async () => {
    const seeker = await makeUser(t.database.db, 1, COST)
    const before = await view(published, seeker.token)
    expect(before.statusCode).toBe(200)
    expect(before.json().data.pass).toBe(false)
    expect(before.json().data.property).not.toHaveProperty('user_id')
    expect(before.json().data.property).not.toHaveProperty('user')

    expect((await unlock(published, seeker.token)).statusCode).toBe(200)
    const after = (await view(published, seeker.token)).json().data
    expect(after.pass).toBe(true)
    expect(after.property.user_id).toBe(owner.id)
  })

  it('answers 404 "Property not found" for a missing id and for an unpublished one', async () => {
    const seeker = await makeUser(t.database.db, 1)
    for (const id of [999_999, draft]) {
      const res = await view(id, seeker.token)
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({
        success: false,
        code: 'NOT_FOUND',
        message: 'Property not found',
      })
    }
  })

  it('refuses a property id that is not a number with 422', async () => {
    const seeker = await makeUser(t.database.db, 1)
    expect(
      (await get(t.app, '/api/property/view?property_id=abc', { token: seeker.token })).statusCode,
    ).toBe(422)
  })

  it('shows the owner and an admin everything, incomplete listings included', async () => {
    for (const who of [owner, admin]) {
      const res = await view(draft, who.token)
      expect(res.statusCode).toBe(200)
      expect(res.json().data.pass).toBe(true)
      const full = (await view(published, who.token)).json().data.property
      expect(full.address).toMatchObject({ pin_code: '421302', phone_number: '9876543210' })
      expect(full.user.user_name).toMatch(/^User /)
    }
  })
})

describe('POST property/unlock', () => {
  it('refuses with 402 and the balance when credits do not cover the cost, changing nothing', async () => {
    const seeker = await makeUser(t.database.db, 1, COST - 1)
    const res = await unlock(published, seeker.token)
    expect(res.statusCode).toBe(402)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_CREDITS',
      data: { credits: COST - 1, unlock_cost: COST },
    })
    expect(await balance(seeker.id)).toBe(COST - 1)
    expect((await view(published, seeker.token)).json().data.pass).toBe(false)
  })

  it('spends the cost once, records it in the ledger and opens the contact details', async () => {
    const seeker = await makeUser(t.database.db, 1, 500)
    const res = await unlock(published, seeker.token)
    expect(res.statusCode).toBe(200)
    const { credits, property } = res.json().data
    expect(credits).toBe(500 - COST)
    expect(property.pass).toBe(true)
    expect(property.property.address).toMatchObject({
      pin_code: '421302',
      address: expect.any(String),
    })
    const again = await unlock(published, seeker.token)
    expect(again.json().data.credits).toBe(500 - COST)
    expect((await view(published, seeker.token)).json().data.pass).toBe(true)
    const ledger = await t.database.db
      .select()
      .from(walletLedger)
      .where(eq(walletLedger.userId, seeker.id))
    expect(ledger).toEqual([
      expect.objectContaining({ delta: -COST, balanceAfter: 500 - COST, reason: 'unlock' }),
    ])
  })

  it('charges once when the same unlock arrives ten times at once', async () => {
    const seeker = await makeUser(t.database.db, 1, 1_000)
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => unlock(published, seeker.token)),
    )
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    expect(await balance(seeker.id)).toBe(1_000 - COST)
    const rows = await t.database.db
      .select()
      .from(unlocks)
      .where(and(eq(unlocks.userId, seeker.id), eq(unlocks.propertyId, published)))
    expect(rows).toHaveLength(1)
  })

  it('never lets concurrent unlocks of different listings overdraw the balance', async () => {
    const seeker = await makeUser(t.database.db, 1, COST * 2)
    const places = await Promise.all(
      Array.from({ length: 5 }, (_, i) => listing(t.database.db, owner.id, { name: `Spare ${i}` })),
    )
    const answers = await Promise.all(places.map((id) => unlock(id, seeker.token)))
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2)
    expect(answers.filter((r) => r.statusCode === 402)).toHaveLength(3)
    expect(await balance(seeker.id)).toBe(0)
  })

  it('lets the owner see their own listing without paying', async () => {
    const res = await unlock(published, owner.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.credits).toBe(0)
  })

  it('answers 404 for a listing that is not published', async () => {
    const seeker = await makeUser(t.database.db, 1, 500)
    expect((await unlock(draft, seeker.token)).statusCode).toBe(404)
    expect(await balance(seeker.id)).toBe(500)
  })

  it('is refused to user types without the unlock permission', async () => {
    const other = await makeUser(t.database.db, 5, 500)
    expect((await unlock(published, other.token)).statusCode).toBe(403)
  })
})

describe('POST newsletter', () => {
  it('stores an address once, whatever its case, and answers with the friendly text (decision 040)', async () => {
    for (const email of ['Trader@Example.in', 'trader@example.in']) {
      const res = await post(t.app, '/api/newsletter', { email })
      expect(res.statusCode).toBe(200)
      expect(res.json().message).toBe('Thank you! You are subscribed to new listings.')
    }
    const rows = await t.database.db
      .select({ email: newsletterSubscriptions.email })
      .from(newsletterSubscriptions)
    expect(rows).toEqual([{ email: 'trader@example.in' }])
  })

  it.each([[''], ['not-an-email'], ['a@b'], [undefined]])(
    'refuses %s with the friendly text (decision 040)',
    async (email) => {
      const res = await post(t.app, '/api/newsletter', email === undefined ? {} : { email })
      expect(res.statusCode).toBe(422)
      expect(res.json().message).toBe(
        'Please enter a valid e-mail address, such as name@example.com.',
      )
    },
  )
})
