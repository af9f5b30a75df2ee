import { ACCOUNT_TEXTS } from '@app/contract/account'
import { AUTH_MESSAGES } from '@app/contract/auth'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { propertyViews } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { call, get, loginToken, newPerson, post, signedIn } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: '99' } })
  await seedPlaces(t.database.db)
})
afterAll(() => t?.close())

const patch = (token: string, body: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/account',
    headers: { authorization: `Bearer ${token}` },
    payload: body,
  })

describe('GET account', () => {
  it('needs a login', async () => {
    expect((await get(t.app, '/api/account')).statusCode).toBe(401)
  })

  it("answers an owner's profile, balance, unlocks and listings with their views and unlocks", async () => {
    const db = t.database.db
    const owner = await makeUser(db, 2)
    const seeker = await makeUser(db, 1, 300)
    const older = await listing(db, owner.id, {
      name: 'Older godown',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    })
    const newer = await listing(db, owner.id, { name: 'Newer godown' })
    const unlocked = await post(
      t.app,
      '/api/property/unlock',
      { property_id: older },
      { token: seeker.token },
    )
    expect(unlocked.statusCode, unlocked.body).toBe(200)
    await db.insert(propertyViews).values([
      { propertyId: older, userId: seeker.id, day: '2026-11-20' },
      { propertyId: older, userId: seeker.id, day: '2026-11-21' },
      { propertyId: newer, userId: seeker.id, day: '2026-11-21' },
    ])

    const mine = await get(t.app, '/api/account', { token: owner.token })
    expect(mine.statusCode, mine.body).toBe(200)
    const data = mine.json().data
    expect(data.profile).toMatchObject({ id: owner.id, user_type: 2, email: null })
    expect(data.profile.name).toMatch(/^User /)
    expect(data.credits).toBe(0)
    expect(data.owner).toEqual({
      listings: 2,
      views: 3,
      unlocks: 1,
      recent_listings: [
        { id: newer, name: 'Newer godown', status: 'published', views: 1, unlocks: 0 },
        { id: older, name: 'Older godown', status: 'published', views: 2, unlocks: 1 },
      ],
      lead_alerts: 'instant',
    })

    const theirs = (await get(t.app, '/api/account', { token: seeker.token })).json().data
    expect(theirs.owner).toBeNull()
    expect(theirs.credits).toBe(300 - 99)
    expect(theirs.recent_unlocks).toEqual([
      { property_id: older, name: 'Older godown', created_at: expect.any(String) },
    ])
    expect(theirs.recent_transactions).toEqual([])
  })
})

describe('PATCH account (the name)', () => {
  it('changes the name, trimmed, and the session shows the new one at once', async () => {
    const user = await makeUser(t.database.db)
    const before = await get(t.app, '/api/me', { token: user.token })
    expect(before.json().data.name).toMatch(/^User /)
    const res = await patch(user.token, { name: '  Asha Rao  ' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: ACCOUNT_TEXTS.nameChanged,
      data: { name: 'Asha Rao' },
    })
    expect((await get(t.app, '/api/me', { token: user.token })).json().data.name).toBe('Asha Rao')
    const account = await get(t.app, '/api/account', { token: user.token })
    expect(account.json().data.profile.name).toBe('Asha Rao')
  })

  it('refuses a name too short, too long or missing, and changes nothing', async () => {
    const user = await makeUser(t.database.db)
    for (const body of [{ name: ' A ' }, { name: 'x'.repeat(101) }, {}, { name: 42 }]) {
      const res = await patch(user.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
    const short = await patch(user.token, { name: 'A' })
    expect(short.json().errors).toEqual({ name: [AUTH_MESSAGES.ownerNameMin] })
    const account = await get(t.app, '/api/account', { token: user.token })
    expect(account.json().data.profile.name).toMatch(/^User /)
  })

  it('needs a login', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/account',
      payload: { name: 'Zed' },
    })
    expect(res.statusCode).toBe(401)
  })
})

describe('POST account/logout-everywhere', () => {
  it('ends every session of the user, and no one else’s', async () => {
    const person = newPerson()
    const first = await signedIn(t.app, t.database.db, person)
    const second = await loginToken(t.app, person.email ?? person.phone_number, person.password)
    const bystander = await makeUser(t.database.db)
    // Both sessions are cached as live before the logout.
    for (const token of [first.token, second]) {
      expect((await get(t.app, '/api/me', { token })).statusCode).toBe(200)
    }
    const res = await call(t.app, 'POST', '/api/account/logout-everywhere', undefined, {
      token: second,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(ACCOUNT_TEXTS.loggedOutEverywhere)
    for (const token of [first.token, second]) {
      expect((await get(t.app, '/api/me', { token })).statusCode).toBe(401)
      expect((await get(t.app, '/api/account', { token })).statusCode).toBe(401)
    }
    expect((await get(t.app, '/api/me', { token: bystander.token })).statusCode).toBe(200)
    // Logging in again works.
    const again = await loginToken(t.app, person.email ?? person.phone_number, person.password)
    expect((await get(t.app, '/api/account', { token: again })).statusCode).toBe(200)
  })
})
