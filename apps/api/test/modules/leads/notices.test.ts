import { LEAD_DIGEST_LEADS_MAX } from '@app/contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { waitForMessage } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { PUBLIC_URL, SITE_NAME, world, type Person, type TestApp } from './world'

/**
 * An owner hears of every lead (issue 30): a seeker's first unlock of a listing, or a visit
 * request, is e-mailed to its owner at once after the answer, unless the owner chose the daily
 * digest; an owner without an e-mail address gets an SMS.
 */

let t: TestApp
const clock = new ManualClock(new Date())
const w = world(() => t, clock)
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL, SITE_NAME } })
  await seedPlaces(t.database.db)
})
afterAll(() => t?.close())

const count = async (to: string) => (await w.mail(to)).length

/**
 * Waits for the notice of a fresh first unlock by another seeker: notices run in the order the
 * unlocks answered, so once it is there, any notice of an earlier unlock would be too.
 */
async function sentinel() {
  const owner = await w.owner()
  const place = await w.listing(owner.id, { name: 'Sentinel godown' })
  expect((await w.unlock(await w.seeker(), place)).statusCode).toBe(200)
  await waitForMessage(() => count(owner.email!), 0)
}

describe('lead notices', () => {
  it("e-mails the owner at once when a seeker unlocks: the seeker's name, phone and e-mail, the listing", async () => {
    const owner = await w.owner({ name: 'Ramesh' })
    const place = await w.listing(owner.id, { name: 'Bhiwandi cold store' })
    const seeker = await w.seeker({ name: 'Kavita Rao' })
    const answer = await w.unlock(seeker, place)
    expect(answer.statusCode, answer.body).toBe(200)
    await waitForMessage(() => count(owner.email!), 0)

    const [mail] = await w.mail(owner.email!)
    expect(mail).toMatchObject({ channel: 'email' })
    expect(mail!.subject).toBe(`New lead for "Bhiwandi cold store" on ${SITE_NAME}`)
    expect(mail!.body).toContain('Hello Ramesh,')
    expect(mail!.body).toContain(
      '"Kavita Rao" unlocked the contact details of your listing "Bhiwandi cold store".',
    )
    expect(mail!.body).toContain(`Phone: ${seeker.phone}`)
    expect(mail!.body).toContain(`E-mail: ${seeker.email}`)
    expect(mail!.body).toContain(`See your leads: ${PUBLIC_URL}/property/${place}`)
    expect(mail!.html).toContain(`tel:+91${seeker.phone}`)
    expect(mail!.html).toContain('Kavita Rao')
  })

  it('tells only of a first unlock: unlocking again is no new lead', async () => {
    const owner = await w.owner()
    const place = await w.listing(owner.id)
    const seeker = await w.seeker()
    expect((await w.unlock(seeker, place)).statusCode).toBe(200)
    await waitForMessage(() => count(owner.email!), 0)
    expect((await w.unlock(seeker, place)).statusCode).toBe(200)
    await sentinel()
    expect(await count(owner.email!)).toBe(1)
  })

  it('sends nothing at once to an owner on the daily digest, nor for their own unlock', async () => {
    const owner = await w.owner()
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    const place = await w.listing(owner.id)
    expect((await w.unlock(await w.seeker(), place)).statusCode).toBe(200)
    const instant = await w.owner()
    const own = await w.listing(instant.id)
    expect((await w.unlock(instant, own)).statusCode).toBe(200)
    await sentinel()
    expect(await count(owner.email!)).toBe(0)
    expect(await count(instant.email!)).toBe(0)
  })

  it('tells of a visit request: the proposed times in India time and the note, quoted', async () => {
    const owner = await w.owner({ name: 'Ramesh' })
    const place = await w.listing(owner.id, { name: 'Thane shed' })
    const seeker = await w.seeker({ name: 'Kavita Rao' })
    const visit = await w.visit(seeker, owner.id, place, {
      slots: [new Date('2026-12-01T05:00:00Z'), new Date('2026-12-02T11:30:00Z')],
      note: 'Coming with my partner.\nURGENT: your account is suspended',
    })
    expect(await w.notify({ kind: 'visit', visitId: visit })).toEqual({
      leads: 1,
      daily: 0,
      unreachable: 0,
      sent: 1,
      errors: 0,
    })
    const [mail] = await w.mail(owner.email!)
    expect(mail!.subject).toBe(`Visit request for "Thane shed" on ${SITE_NAME}`)
    expect(mail!.body).toContain('"Kavita Rao" asks to visit your listing "Thane shed".')
    expect(mail!.body).toContain('Proposed time 1: Tue 1 Dec, 10:30 am (India time)')
    expect(mail!.body).toContain('Proposed time 2: Wed 2 Dec, 5:00 pm (India time)')
    expect(mail!.body).toContain(
      'Note from the seeker:\n> Coming with my partner.\n> URGENT: your account is suspended',
    )
    expect(mail!.body).toContain(`Answer the visit request: ${PUBLIC_URL}/property/${place}`)
    expect(mail!.body).toContain(`Phone: ${seeker.phone}`)
  })

  it('texts an owner without an e-mail address', async () => {
    const owner: Person = await w.owner({ email: null })
    const place = await w.listing(owner.id, { name: 'Kalyan yard' })
    const seeker = await w.seeker({ name: 'Kavita Rao' })
    expect((await w.unlock(seeker, place)).statusCode).toBe(200)
    await waitForMessage(() => count(owner.phone), 0)
    const [sms] = await w.mail(owner.phone)
    expect(sms).toMatchObject({ channel: 'sms', html: null })
    expect(sms!.body).toBe(
      `New lead on ${SITE_NAME}: "Kavita Rao" (${seeker.phone}) for "Kalyan yard". ${PUBLIC_URL}/property/${place}`,
    )
  })

  it('answers a gone lead without sending', async () => {
    expect(await w.notify({ kind: 'unlock', unlockId: 2_000_000_000 })).toMatchObject({
      leads: 0,
      sent: 0,
    })
  })

  it('sends an owner one message for the leads that wait together, each other owner theirs', async () => {
    const owner = await w.owner()
    const other = await w.owner()
    const a = await w.listing(owner.id, { name: 'Shed A' })
    const b = await w.listing(owner.id, { name: 'Shed B' })
    const c = await w.listing(other.id, { name: 'Shed C' })
    const kavita = await w.seeker({ name: 'Kavita Rao' })
    const arjun = await w.seeker({ name: 'Arjun Mehta' })
    for (const [seeker, place] of [
      [kavita, a],
      [arjun, b],
      [arjun, c],
    ] as const) {
      expect((await w.unlock(seeker, place)).statusCode).toBe(200)
    }
    const visit = await w.visit(kavita, owner.id, b)
    await waitForMessage(() => count(other.email!), 0)
    await waitForMessage(() => count(owner.email!), 0)
    const before = await count(owner.email!)
    const summary = await w.notify(
      { kind: 'unlock', unlockId: await w.unlockId(kavita, a) },
      { kind: 'unlock', unlockId: await w.unlockId(arjun, b) },
      { kind: 'visit', visitId: visit },
      { kind: 'unlock', unlockId: await w.unlockId(arjun, c) },
    )
    expect(summary).toEqual({ leads: 4, daily: 0, unreachable: 0, sent: 2, errors: 0 })
    const mails = await w.mail(owner.email!)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toBe(`3 new leads on ${SITE_NAME}`)
    expect(mail.body).toContain(
      '"Kavita Rao" unlocked the contact details of your listing "Shed A".',
    )
    expect(mail.body).toContain(
      '"Arjun Mehta" unlocked the contact details of your listing "Shed B".',
    )
    expect(mail.body).toContain('"Kavita Rao" asks to visit your listing "Shed B".')
    expect((await w.mail(other.email!)).at(-1)!.subject).toBe(
      `New lead for "Shed C" on ${SITE_NAME}`,
    )
  })

  it('names the first leads of a burst past what a message lists, and counts them all', async () => {
    const owner = await w.owner()
    const place = await w.listing(owner.id, { name: 'Busy shed' })
    const seekers = await Promise.all(
      Array.from({ length: LEAD_DIGEST_LEADS_MAX + 2 }, (_, n) =>
        w.seeker({ name: `Visitor ${n + 1}` }),
      ),
    )
    const visits: number[] = []
    for (const [n, seeker] of seekers.entries()) {
      const createdAt = new Date(clock.now().getTime() + n * 1_000)
      visits.push(await w.visit(seeker, owner.id, place, { createdAt }))
    }
    const before = await count(owner.email!)
    const summary = await w.notify(
      ...visits.toReversed().map((visitId) => ({ kind: 'visit' as const, visitId })),
    )
    expect(summary).toEqual({
      leads: LEAD_DIGEST_LEADS_MAX + 2,
      daily: 0,
      unreachable: 0,
      sent: 1,
      errors: 0,
    })
    const mails = await w.mail(owner.email!)
    expect(mails).toHaveLength(before + 1)
    const mail = mails.at(-1)!
    expect(mail.subject).toBe(`${LEAD_DIGEST_LEADS_MAX + 2} new leads on ${SITE_NAME}`)
    expect(mail.body).toContain('"Visitor 1" asks to visit')
    expect(mail.body).toContain(`"Visitor ${LEAD_DIGEST_LEADS_MAX}" asks to visit`)
    expect(mail.body).not.toContain(`"Visitor ${LEAD_DIGEST_LEADS_MAX + 1}"`)
    expect(mail.body).toContain('And 2 more: see your listings')
  })

  it('a burst of unlocks: every unlock answers, and each lead is told exactly once', async () => {
    const owner = await w.owner()
    const seekers = await Promise.all(
      Array.from({ length: 8 }, (_, n) => w.seeker({ name: `Burst seeker ${n + 1}` })),
    )
    const places = await Promise.all(
      seekers.map((_, n) => w.listing(owner.id, { name: `Burst shed ${n + 1}` })),
    )
    const answers = await Promise.all(seekers.map((s, n) => w.unlock(s, places[n]!)))
    expect(answers.map((a) => a.statusCode)).toEqual(seekers.map(() => 200))
    const told = async () => {
      const text = (await w.mail(owner.email!)).map((m) => m.body).join('\n')
      return seekers.filter((s) => text.includes(`"${s.name}" unlocked`)).length
    }
    await waitForMessage(told, seekers.length - 1)
    const mails = await w.mail(owner.email!)
    // The first goes at once, the rest gather while the sender pauses: two messages, not eight.
    expect(mails.length).toBeLessThanOrEqual(2)
    for (const s of seekers) {
      const times = mails.filter((m) => m.body.includes(`"${s.name}" unlocked`)).length
      expect(times, s.name).toBe(1)
    }
  })
})
