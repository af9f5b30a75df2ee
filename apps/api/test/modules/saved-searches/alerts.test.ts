import { ALERT_LISTINGS_MAX } from '@app/contract/constants'
import { SavedSearchListResponseSchema } from '@app/contract/search'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { savedSearches, users } from '../../../src/db/schema/index'
import { MAIL_QUOTE_MAX_LENGTH } from '../../../src/lib/mail-text'
import { alertMessage } from '../../../src/modules/saved-searches/timer'
import { dailyBoundary } from '../../../src/modules/saved-searches/policy'
import { createTestApp } from '../../helpers/app'
import { ManualClock } from '../../helpers/clock'
import { PLACES, seedPlaces } from '../../helpers/listings'
import { HOUR, MINUTE, PUBLIC_URL, tokenIn, world, type TestApp } from './world'

let t: TestApp
// 10:30 India time.
const clock = new ManualClock('2026-03-10T05:00:00.000Z')
const w = world(() => t, clock)
let owner: number
beforeAll(async () => {
  t = await createTestApp({ clock })
  await seedPlaces(t.database.db)
  owner = (await w.owner()).id
})
afterAll(() => t?.close())

let words = 0
/** A word no other test's listing or search has: each test's matches stay its own. */
const uniqueWord = () => `zq${(++words).toString(36)}${Date.now().toString(36)}`

/** A listing card as the alert's text reads it. */
const card = (
  price: { price: number; purchase_type: number; recuring_type: number | null } | null,
) => ({
  id: 7,
  name: 'Shed',
  description: null,
  type: 1,
  image: null,
  length: null,
  width: null,
  price,
  purchase_type: price?.purchase_type ?? null,
  address: { city_name: '', district_name: '', state_name: '' },
  created_at: '',
  area: null,
  height: null,
  docks: null,
  power_kva: null,
  fire_noc: null,
  verified: false,
})

describe('saved-search alerts', () => {
  it('a newly published matching listing alerts each matching search exactly once', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    const other = await w.seeker()
    const filters = { purchase_type: 2, city_id: PLACES.bhiwandi.id, q: word }
    expect((await w.save(seeker.token, { name: 'Bhiwandi rent', filters })).statusCode).toBe(200)
    expect((await w.save(other.token, { name: 'Also Bhiwandi', filters })).statusCode).toBe(200)
    clock.advance(MINUTE)

    const match = await w.published(owner, {
      name: `Godown ${word} on the highway`,
      purchaseType: 2,
      price: 45_000,
    })
    // Not matching: for sale, or elsewhere.
    await w.published(owner, { name: `Godown ${word} for sale`, purchaseType: 1 })
    await w.published(owner, {
      name: `Godown ${word} in Chakan`,
      purchaseType: 2,
      city: PLACES.chakan,
    })

    const first = await w.round()
    expect(first).toMatchObject({ ran: true })
    await w.round()
    clock.advance(MINUTE)
    await w.round()

    const mails = await w.mail(seeker.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({
      channel: 'email',
      subject: 'New listing for your saved search: "Bhiwandi rent"',
    })
    const text = mails[0]!.body
    expect(text).toContain(
      'A new listing on Godown Hub matches your saved search.\nSearch: "Bhiwandi rent"',
    )
    expect(text).toContain(`- "Godown ${word} on the highway", Bhiwandi: ₹45,000 / Monthly (Rent)`)
    expect(text).toContain(`${PUBLIC_URL}/property/${match}`)
    expect(text).not.toContain('for sale')
    expect(text).not.toContain('Chakan')
    expect(text).toMatch(new RegExp(`${PUBLIC_URL}/alerts/unsubscribe\\?token=[A-Za-z0-9_-]{43}`))
    expect(text).not.toContain('more:')
    // The second search has its own alert, with its own unsubscribe link.
    const others = await w.mail(other.email)
    expect(others).toHaveLength(1)
    expect(others[0]!.subject).toContain('Also Bhiwandi')
    expect(tokenIn(others[0]!.body)).not.toBe(tokenIn(text))

    const list = SavedSearchListResponseSchema.parse((await w.list(seeker.token)).json()).data
    expect(list[0]).toMatchObject({ name: 'Bhiwandi rent', alerted: 1 })
  })

  it('a listing matching no search alerts none', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    await w.save(seeker.token, { name: 'Lease only', filters: { purchase_type: 3, q: word } })
    clock.advance(MINUTE)
    await w.published(owner, { name: `Shed ${word}`, purchaseType: 2 })
    await w.round()
    expect(await w.mail(seeker.email)).toEqual([])
  })

  it('listings published before the search was saved do not alert it', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    await w.published(owner, { name: `Old ${word}` }, new Date(clock.now().getTime() - HOUR))
    const onTheMinute = await w.published(owner, { name: `Same moment ${word}` })
    await w.save(seeker.token, { name: 'Fresh only', filters: { q: word } })
    await w.round()
    expect(await w.mail(seeker.email)).toEqual([])

    clock.advance(MINUTE)
    const fresh = await w.published(owner, { name: `Fresh ${word}` })
    await w.round()
    const mails = await w.mail(seeker.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.body).toContain(`/property/${fresh}`)
    expect(mails[0]!.body.match(/\/property\/\d+/g)).toEqual([`/property/${fresh}`])
    expect(onTheMinute).not.toBe(fresh)
    expect(mails[0]!.body).not.toContain(`Old ${word}`)
  })

  it('names at most ALERT_LISTINGS_MAX listings and links the rest to the listing page', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    await w.save(seeker.token, { name: 'Many', filters: { purchase_type: 2, q: word } })
    const total = ALERT_LISTINGS_MAX + 3
    for (let i = 0; i < total; i++) {
      clock.advance(1000)
      await w.published(owner, { name: `Bay ${i} ${word}`, purchaseType: 2 })
    }
    await w.round()
    const [mail] = await w.mail(seeker.email)
    expect(mail!.subject).toBe(`${total} new listings for your saved search: "Many"`)
    expect(mail!.body.match(/\/property\/\d+/g)).toHaveLength(ALERT_LISTINGS_MAX)
    // The newest first.
    expect(mail!.body).toContain(`Bay ${total - 1} ${word}`)
    expect(mail!.body).not.toContain(`Bay 0 ${word}`)
    expect(mail!.body).toContain(`And 3 more: ${PUBLIC_URL}/property?`)
    const link = new URL(mail!.body.match(/And 3 more: (\S+)/)![1]!)
    expect(Object.fromEntries(link.searchParams)).toEqual({ purchase_type: '2', q: word })
  })

  it('a daily search goes out once an India day, from 9 o’clock, with what was published since', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    // 10:30 IST: saved after today's 9 o'clock, so its first digest is tomorrow's.
    await w.save(seeker.token, { name: 'Daily digest', filters: { q: word }, alert: 'daily' })
    clock.advance(5 * MINUTE)
    await w.published(owner, { name: `Morning ${word}` })
    clock.advance(HOUR)
    await w.round()
    expect(await w.mail(seeker.email)).toHaveLength(0)

    // Tomorrow 08:59 IST: not yet.
    const start = clock.now().getTime()
    const tomorrowAt = (h: number, m = 0) =>
      Date.parse('2026-03-11T00:00:00.000Z') + (h - 5.5) * HOUR + m * MINUTE - start
    clock.advance(tomorrowAt(8, 59))
    await w.round()
    expect(await w.mail(seeker.email)).toHaveLength(0)

    clock.advance(MINUTE)
    await w.round()
    await w.round()
    const first = await w.mail(seeker.email)
    expect(first).toHaveLength(1)
    expect(first[0]!.body).toContain(`Morning ${word}`)

    // Published later that day: in the next morning's digest, not before.
    clock.advance(2 * HOUR)
    await w.published(owner, { name: `Noon ${word}` })
    await w.round()
    clock.advance(20 * HOUR)
    await w.round()
    expect(await w.mail(seeker.email)).toHaveLength(1)
    clock.advance(2 * HOUR)
    await w.round()
    const second = await w.mail(seeker.email)
    expect(second).toHaveLength(2)
    expect(second[1]!.body).toContain(`Noon ${word}`)
    expect(second[1]!.body).not.toContain(`Morning ${word}`)
  })

  it('unsubscribing through the link, without login, stops the alerts', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    await w.save(seeker.token, { name: 'Stop me', filters: { q: word } })
    clock.advance(MINUTE)
    await w.published(owner, { name: `First ${word}` })
    await w.round()
    const [mail] = await w.mail(seeker.email)
    const res = await w.unsubscribe(tokenIn(mail!.body))
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ name: 'Stop me', alert: 'off' })

    clock.advance(MINUTE)
    await w.published(owner, { name: `Second ${word}` })
    await w.round()
    expect(await w.mail(seeker.email)).toHaveLength(1)
  })

  it('a listing title stored with line breaks reaches the alert on one line, quoted', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    // Stored straight into the database, as rows from before the contract refused it may be.
    await w
      .db()
      .update(users)
      .set({ firstName: 'Asha\nYour account is locked' })
      .where(eq(users.id, seeker.id))
    const saved = await w.save(seeker.token, { name: 'Rent', filters: { q: word } })
    await w
      .db()
      .update(savedSearches)
      .set({ name: 'Rent\u2028Reply with your password' })
      .where(eq(savedSearches.id, saved.json().data.id))
    clock.advance(MINUTE)
    const phishing = `Big godown ${word}\n\nURGENT: your account is suspended, pay at http://evil.example`
    const id = await w.published(owner, { name: phishing, purchaseType: 2, price: 45_000 })
    await w.round()

    const [mail] = await w.mail(seeker.email)
    expect(mail!.subject).toBe('New listing for your saved search: "Rent Reply with your password"')
    const lines = mail!.body.split('\n')
    expect(lines).toContain(
      `- "Big godown ${word} URGENT: your account is suspended, pay at http://evil.example", Bhiwandi: ₹45,000 / Monthly (Rent)`,
    )
    expect(lines).toContain(`  ${PUBLIC_URL}/property/${id}`)
    expect(lines).toContain('Search: "Rent Reply with your password"')
    expect(lines[0]).toBe('Hello Asha Your account is locked,')
    // No user text starts a line of its own.
    expect(lines.filter((l) => /^(URGENT|Reply|Your account)/.test(l))).toEqual([])
    expect(mail!.body).not.toMatch(/[\u2028\u2029\r]/)
  })

  it('caps a long quoted title and never lets it end the quote early with a line break', () => {
    const text = alertMessage(
      { name: 'S', filters: {}, unsubscribeToken: 'tok', firstName: 'Asha' },
      [{ ...card(null), name: `${'Godown '.repeat(60)}\r\nURGENT` }],
      1,
      { publicUrl: 'https://x.example', siteName: 'Site' },
    ).text
    const line = text.split('\n').find((l) => l.startsWith('- "'))!
    expect(line).toMatch(/^- "Godown Godown .*…": Price on request$/)
    expect(line.length).toBeLessThan(MAIL_QUOTE_MAX_LENGTH + 30)
    expect(text).not.toContain('URGENT')
  })

  it('a blocked user gets no alerts', async () => {
    const word = uniqueWord()
    const seeker = await w.seeker()
    await w.save(seeker.token, { name: 'Blocked', filters: { q: word } })
    await w.db().update(users).set({ blockedAt: clock.now() }).where(eq(users.id, seeker.id))
    clock.advance(MINUTE)
    await w.published(owner, { name: `Shed ${word}` })
    await w.round()
    expect(await w.mail(seeker.email)).toEqual([])
  })

  it('the daily boundary is the latest 9 o’clock India time', () => {
    const at = (iso: string) => dailyBoundary(new Date(iso)).toISOString()
    // 09:00 IST = 03:30 UTC.
    expect(at('2026-03-10T03:30:00.000Z')).toBe('2026-03-10T03:30:00.000Z')
    expect(at('2026-03-10T03:29:59.999Z')).toBe('2026-03-09T03:30:00.000Z')
    expect(at('2026-03-10T20:00:00.000Z')).toBe('2026-03-10T03:30:00.000Z')
    // 01:00 IST on the 11th is still before that day's 9 o'clock.
    expect(at('2026-03-10T19:30:00.000Z')).toBe('2026-03-10T03:30:00.000Z')
  })

  it('writes a sale without a period and a listing without a price as such', () => {
    const search = { name: 'S', filters: {}, unsubscribeToken: 'tok', firstName: 'Asha' }
    const deps = { publicUrl: 'https://x.example/', siteName: 'Site' }
    const sale = alertMessage(
      search,
      [card({ price: 25_000_000, purchase_type: 1, recuring_type: 4 })],
      1,
      deps,
    )
    expect(sale.text).toContain('- "Shed": ₹2,50,00,000 (Sale)\n  https://x.example/property/7')
    expect(alertMessage(search, [card(null)], 1, deps).text).toContain('- "Shed": Price on request')
  })
})
