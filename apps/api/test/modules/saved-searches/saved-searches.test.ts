import { SAVED_SEARCH_NAME_MAX_LENGTH, SAVED_SEARCHES_MAX } from '@app/contract/limits'
import { AUTH_ERRORS } from '@app/contract/auth-texts'
import {
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  SEARCH_TEXTS,
  UnsubscribeResponseSchema,
} from '@app/contract/search'
import { TEXT_MESSAGES } from '@app/contract/text'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches } from '../../../src/db/schema/index'
import { UNSUBSCRIBES_PER_IP } from '../../../src/modules/saved-searches/policy'
import { createTestApp } from '../../helpers/app'
import { get, nextIp, post } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { world, type TestApp } from './world'

let t: TestApp
const clock = new ManualClock('2026-03-10T05:00:00.000Z')
const w = world(() => t, clock)
beforeAll(async () => {
  t = await createTestApp({ clock })
  await seedPlaces(t.database.db)
})
afterAll(() => t?.close())

const bhiwandiRent = { purchase_type: 2, city_id: 111 }

/** Saves a search and reads its unsubscribe token (a secret of the e-mails) from the database. */
async function savedWithToken(token: string, name: string, alert = 'instant') {
  const res = await w.save(token, { name, filters: bhiwandiRent, alert })
  expect(res.statusCode, res.body).toBe(200)
  const id: number = res.json().data.id
  const [row] = await t.database.db
    .select({ token: savedSearches.unsubscribeToken })
    .from(savedSearches)
    .where(eq(savedSearches.id, id))
  return { id, token: row!.token }
}

/** The alert of one of the user's searches, as their list shows it. */
async function alertOf(token: string, id: number) {
  const list = SavedSearchListResponseSchema.parse((await w.list(token)).json()).data
  return list.find((s) => s.id === id)?.alert
}

describe('saved searches', () => {
  it('need a login for every call but unsubscribe', async () => {
    expect((await w.list('')).statusCode).toBe(401)
    expect((await w.save('', { name: 'x', filters: {} })).statusCode).toBe(401)
    expect((await w.patch(undefined, 1, { alert: 'off' })).statusCode).toBe(401)
    expect((await w.remove(undefined, 1)).statusCode).toBe(401)
  })

  it('saves the filters under a name, instant by default, and lists them newest first with the alerted count', async () => {
    const seeker = await w.seeker()
    const first = await w.save(seeker.token, {
      name: '  Warehouse for Rent in Bhiwandi ',
      filters: { ...bhiwandiRent, min_height: '30', fire_noc: 'true', sort: 'price_asc' },
    })
    expect(first.statusCode, first.body).toBe(200)
    const saved = SavedSearchResponseSchema.parse(first.json()).data
    expect(saved).toMatchObject({
      name: 'Warehouse for Rent in Bhiwandi',
      filters: { ...bhiwandiRent, min_height: 30, fire_noc: true, sort: 'price_asc' },
      alert: 'instant',
      alerted: 0,
      created_at: clock.now().toISOString(),
    })
    clock.advance(1000)
    const second = await w.save(seeker.token, {
      name: 'Any sale',
      filters: { purchase_type: 1 },
      alert: 'daily',
    })
    expect(second.statusCode, second.body).toBe(200)

    const list = await w.list(seeker.token)
    expect(list.statusCode).toBe(200)
    const data = SavedSearchListResponseSchema.parse(list.json()).data
    expect(data.map((s) => [s.name, s.alert])).toEqual([
      ['Any sale', 'daily'],
      ['Warehouse for Rent in Bhiwandi', 'instant'],
    ])
    // The token is a secret of the e-mails: never in an answer.
    expect(list.body).not.toContain('token')

    const [row] = await t.database.db
      .select({ token: savedSearches.unsubscribeToken })
      .from(savedSearches)
      .where(eq(savedSearches.id, saved.id))
    expect(row!.token).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a blank, long or multi-line name, an unknown alert, unknown filters and inverted ranges, naming the field', async () => {
    const seeker = await w.seeker()
    const cases: [object, string, string][] = [
      [{ name: '   ', filters: {} }, 'name', SEARCH_TEXTS.savedSearchNameRequired],
      [{ filters: {} }, 'name', SEARCH_TEXTS.savedSearchNameRequired],
      [
        { name: 'x'.repeat(SAVED_SEARCH_NAME_MAX_LENGTH + 1), filters: {} },
        'name',
        `Name must be at most ${SAVED_SEARCH_NAME_MAX_LENGTH} characters`,
      ],
      [
        { name: 'Rent\nURGENT: pay at http://evil.example', filters: {} },
        'name',
        TEXT_MESSAGES.oneLine,
      ],
      [{ name: 'Rent \u202Etxt.exe', filters: {} }, 'name', TEXT_MESSAGES.oneLine],
      [{ name: 'x', filters: {}, alert: 'hourly' }, 'alert', 'Alert must be instant, daily or off'],
      [
        { name: 'x', filters: { min_price: 500, max_price: 100 } },
        'filters.max_price',
        SEARCH_TEXTS.rangeInverted('price'),
      ],
    ]
    for (const [body, field, message] of cases) {
      const res = await w.save(seeker.token, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().errors[field], JSON.stringify(body)).toEqual([message])
    }
    const unknown = await w.save(seeker.token, { name: 'x', filters: { colour: 'red' } })
    expect(unknown.statusCode).toBe(422)
    expect((await w.list(seeker.token)).json().data).toEqual([])
  })

  it(`keeps at most ${SAVED_SEARCHES_MAX} searches per user`, async () => {
    const seeker = await w.seeker()
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) {
      expect((await w.save(seeker.token, { name: `Search ${i}`, filters: {} })).statusCode).toBe(
        200,
      )
    }
    const over = await w.save(seeker.token, { name: 'One more', filters: {} })
    expect(over.statusCode).toBe(409)
    expect(over.json().message).toBe(SEARCH_TEXTS.savedSearchesFull)
    // Another user is not held back by it.
    const other = await w.seeker()
    expect((await w.save(other.token, { name: 'Mine', filters: {} })).statusCode).toBe(200)
  })

  it("changes and deletes the user's own searches only; another's is not found", async () => {
    const one = await w.seeker()
    const other = await w.seeker()
    const id = (await w.save(one.token, { name: 'Mine', filters: bhiwandiRent })).json().data.id

    expect((await w.patch(other.token, id, { alert: 'off' })).statusCode).toBe(404)
    expect((await w.remove(other.token, id)).statusCode).toBe(404)
    expect((await w.list(other.token)).json().data).toEqual([])

    const bad = await w.patch(one.token, id, { alert: 'weekly' })
    expect(bad.statusCode).toBe(422)
    const changed = await w.patch(one.token, id, { alert: 'daily' })
    expect(changed.statusCode, changed.body).toBe(200)
    expect(SavedSearchResponseSchema.parse(changed.json()).data).toMatchObject({
      id,
      alert: 'daily',
    })

    const removed = await w.remove(one.token, id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(SavedSearchListResponseSchema.parse(removed.json()).data).toEqual([])
    expect((await w.remove(one.token, id)).statusCode).toBe(404)
  })

  it('the link only says which search it is for: GET turns nothing off (mail scanners fetch links)', async () => {
    const seeker = await w.seeker()
    const { id, token } = await savedWithToken(seeker.token, 'Bhiwandi rent')

    for (let i = 0; i < 3; i++) {
      const res = await w.unsubscribeInfo(token)
      expect(res.statusCode, res.body).toBe(200)
      expect(UnsubscribeResponseSchema.parse(res.json()).data).toEqual({
        name: 'Bhiwandi rent',
        alert: 'instant',
      })
    }
    expect(await alertOf(seeker.token, id)).toBe('instant')
  })

  it('a POST with the token in the body turns the alert off, without login; again is still fine', async () => {
    const seeker = await w.seeker()
    const { id, token } = await savedWithToken(seeker.token, 'Bhiwandi rent', 'daily')

    const res = await w.unsubscribe(token)
    expect(res.statusCode, res.body).toBe(200)
    expect(UnsubscribeResponseSchema.parse(res.json()).data).toEqual({
      name: 'Bhiwandi rent',
      alert: 'off',
    })
    expect(await alertOf(seeker.token, id)).toBe('off')
    expect((await w.unsubscribeInfo(token)).json().data).toEqual({
      name: 'Bhiwandi rent',
      alert: 'off',
    })
    expect((await w.unsubscribe(token)).statusCode).toBe(200)
  })

  it('accepts RFC 8058 one-click: a POST to the link with List-Unsubscribe=One-Click', async () => {
    const seeker = await w.seeker()
    for (const as of ['urlencoded', 'multipart'] as const) {
      const { id, token } = await savedWithToken(seeker.token, `One click ${as}`)
      const res = await w.oneClick(token, as)
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toEqual({ name: `One click ${as}`, alert: 'off' })
      expect(await alertOf(seeker.token, id)).toBe('off')
    }
  })

  it('refuses an unknown or malformed token on GET and POST alike', async () => {
    for (const call of [w.unsubscribeInfo, w.unsubscribe, w.oneClick]) {
      const unknown = await call('A'.repeat(43))
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe(SEARCH_TEXTS.unsubscribeInvalid)
      for (const token of ['short', 'has spaces in it!!!!!', '']) {
        const malformed = await call(token)
        expect(malformed.statusCode, token).toBe(422)
        expect(malformed.json().message).toBe(SEARCH_TEXTS.unsubscribeInvalid)
      }
    }
    expect((await get(t.app, '/api/alerts/unsubscribe')).statusCode).toBe(422)
    expect((await post(t.app, '/api/alerts/unsubscribe', {})).statusCode).toBe(422)
  })

  it('limits unsubscribe calls per client IP, GET and POST together: a 429 with Retry-After', async () => {
    const ip = nextIp()
    for (let i = 0; i < UNSUBSCRIBES_PER_IP.limit; i++) {
      const guess = `guess${String(i).padStart(20, '0')}`
      const res = i % 2 ? await w.unsubscribe(guess, ip) : await w.unsubscribeInfo(guess, ip)
      expect(res.statusCode).toBe(404)
    }
    for (const limited of [
      await w.unsubscribe('guess-after-the-limit-0000', ip),
      await w.unsubscribeInfo('guess-after-the-limit-0000', ip),
      await w.oneClick('guess-after-the-limit-0000', 'urlencoded', ip),
    ]) {
      expect(limited.statusCode).toBe(429)
      expect(limited.json().message).toBe(AUTH_ERRORS.tooManyAttempts)
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    }
    // Another client is not held back.
    expect((await w.unsubscribe('guess-from-elsewhere-0000')).statusCode).toBe(404)
  })
})
