import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ManualClock } from '../../helpers/clock'
import { listing, makeUser } from '../../helpers/listings'
import { ownerTestApp, send } from './owner-calls'

const HOUR = 3_600_000
// 10:00 in India on 15 January: the IST day ends 14 hours later.
const clock = new ManualClock('2025-01-15T04:30:00.000Z')

let t: Awaited<ReturnType<typeof ownerTestApp>>
let owner: { id: number; token: string }
let admin: { id: number; token: string }

beforeAll(async () => {
  t = await ownerTestApp({ clock })
  owner = await makeUser(t.db, 2)
  admin = await makeUser(t.db, 99)
})
afterAll(() => t.close())

const open = (id: number, token: string) =>
  send(t.app, 'GET', `/api/property/view?property_id=${id}&user_id=1`, { token })

async function counts(id: number) {
  const res = await send(t.app, 'GET', '/api/created-properties?limit=50', { token: owner.token })
  expect(res.statusCode).toBe(200)
  const item = res.json().data.find((p: { id: number }) => p.id === id)
  const full = await send(t.app, 'GET', `/api/agents-properties-FullDetails?property_id=${id}`, {
    token: owner.token,
  })
  const { views, unlocks } = full.json().property_details
  expect({ views, unlocks }).toEqual({ views: item.views, unlocks: item.unlocks })
  return { views: item.views as number, unlocks: item.unlocks as number }
}

describe('views', () => {
  it('counts a seeker once per IST day, however often they open the listing', async () => {
    const id = await listing(t.db, owner.id)
    const seeker = await makeUser(t.db, 1)
    const other = await makeUser(t.db, 1)
    for (let i = 0; i < 3; i++) expect((await open(id, seeker.token)).statusCode).toBe(200)
    expect((await counts(id)).views).toBe(1)

    await open(id, other.token)
    expect((await counts(id)).views).toBe(2)

    // 23:59 IST the same day: still that day.
    clock.advance(13 * HOUR + 59 * 60_000)
    await open(id, seeker.token)
    expect((await counts(id)).views).toBe(2)
    // 00:01 IST the next day: a new view.
    clock.advance(2 * 60_000)
    await open(id, seeker.token)
    expect((await counts(id)).views).toBe(3)
  })

  it('does not count the owner or an admin, nor looks at a listing off the market', async () => {
    const id = await listing(t.db, owner.id)
    for (const who of [owner, admin]) expect((await open(id, who.token)).statusCode).toBe(200)
    expect((await counts(id)).views).toBe(0)

    const draft = await listing(t.db, owner.id, { steps: 3 })
    await open(draft, owner.token)
    expect((await counts(draft)).views).toBe(0)

    // A customer who unlocked it still opens a let listing; that is not an audience any more.
    const customer = await makeUser(t.db, 1, 500)
    await send(t.app, 'POST', '/api/property/unlock', {
      token: customer.token,
      json: { property_id: id },
    })
    await send(t.app, 'POST', '/api/property-status', {
      token: owner.token,
      json: { property_id: id, status: 'let' },
    })
    expect((await open(id, customer.token)).statusCode).toBe(200)
    expect((await counts(id)).views).toBe(0)
  })

  it('does not count an unlock as a look', async () => {
    const id = await listing(t.db, owner.id)
    const customer = await makeUser(t.db, 1, 500)
    const res = await send(t.app, 'POST', '/api/property/unlock', {
      token: customer.token,
      json: { property_id: id },
    })
    expect(res.statusCode).toBe(200)
    expect(await counts(id)).toEqual({ views: 0, unlocks: 1 })
  })
})

describe('GET property-leads', () => {
  it('lists who unlocked the listing, the latest first, with their contact details', async () => {
    const id = await listing(t.db, owner.id)
    const first = await makeUser(t.db, 1, 500)
    const second = await makeUser(t.db, 1, 500)
    for (const who of [first, second]) {
      const res = await send(t.app, 'POST', '/api/property/unlock', {
        token: who.token,
        json: { property_id: id },
      })
      expect(res.statusCode).toBe(200)
    }
    const me = async (token: string) =>
      (await send(t.app, 'GET', '/api/me', { token })).json().data as {
        name: string
        phone_number: string
        email: string | null
      }
    const [a, b] = [await me(first.token), await me(second.token)]

    for (const who of [owner, admin]) {
      const res = await send(t.app, 'GET', `/api/property-leads?property_id=${id}`, {
        token: who.token,
      })
      expect(res.statusCode).toBe(200)
      expect(res.json()).toEqual({
        success: true,
        data: [
          {
            user_name: b.name,
            phone_number: b.phone_number,
            email: b.email,
            unlocked_at: expect.any(String),
          },
          {
            user_name: a.name,
            phone_number: a.phone_number,
            email: a.email,
            unlocked_at: expect.any(String),
          },
        ],
        pagination: { offset: 0, limit: 6, total: 2, has_more: false },
      })
    }
    const page = await send(t.app, 'GET', `/api/property-leads?property_id=${id}&limit=1`, {
      token: owner.token,
    })
    expect(page.json()).toMatchObject({
      data: [{ phone_number: b.phone_number }],
      pagination: { limit: 1, total: 2, has_more: true },
    })
    expect(await counts(id)).toMatchObject({ unlocks: 2 })
  })

  it('shows no one else the leads', async () => {
    const id = await listing(t.db, owner.id)
    const rival = await makeUser(t.db, 2)
    const seeker = await makeUser(t.db, 1)
    for (const who of [rival, seeker]) {
      const res = await send(t.app, 'GET', `/api/property-leads?property_id=${id}`, {
        token: who.token,
      })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(OWNER_TEXTS.notYours)
    }
  })
})
