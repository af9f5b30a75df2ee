import { LEAD_DIGEST_LEADS_MAX } from '@app/contract/constants'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { leadDigestMail } from '../../../src/lib/mail/templates'
import { mailText } from '../../../src/lib/mail/document'
import { digestBoundary } from '../../../src/modules/leads/policy'
import { createTestApp } from '../../helpers/app'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { DAY, MINUTE, PUBLIC_URL, SITE_NAME, world, type TestApp } from './world'

/**
 * The daily lead digest (decision 067): from 9 am India time each day, an owner on daily lead
 * alerts gets one e-mail with the unlocks of their listings and the visit requests asked of them
 * since the last digest (or since they switched to daily); no leads, no mail.
 */

let t: TestApp
// The clock starts at the real time: unlocks are stamped by the database's clock.
const clock = new ManualClock(new Date())
const w = world(() => t, clock)
beforeAll(async () => {
  t = await createTestApp({ clock, env: { PUBLIC_URL, SITE_NAME } })
  await seedPlaces(t.database.db)
})
afterAll(() => t?.close())

describe('the daily lead digest', () => {
  it('the boundary is the latest 9 am India time', () => {
    // 03:30 UTC is 9:00 India time.
    expect(digestBoundary(new Date('2026-03-10T03:30:00Z')).toISOString()).toBe(
      '2026-03-10T03:30:00.000Z',
    )
    expect(digestBoundary(new Date('2026-03-10T03:29:59Z')).toISOString()).toBe(
      '2026-03-09T03:30:00.000Z',
    )
    expect(digestBoundary(new Date('2026-03-10T20:00:00Z')).toISOString()).toBe(
      '2026-03-10T03:30:00.000Z',
    )
  })

  it('sends one mail with both kinds of leads from the hour, nothing twice, and again the next day', async () => {
    const owner = await w.owner({ name: 'Ramesh' })
    const instant = await w.owner()
    const quiet = await w.owner()
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    expect((await w.setAlerts(quiet, 'daily')).statusCode).toBe(200)
    const place = await w.listing(owner.id, { name: 'Bhiwandi cold store' })
    const other = await w.listing(instant.id)
    const seeker = await w.seeker({ name: 'Kavita Rao' })
    const visitor = await w.seeker({ name: 'Arjun Mehta' })
    expect((await w.unlock(seeker, place)).statusCode).toBe(200)
    expect((await w.unlock(seeker, other)).statusCode).toBe(200)
    clock.advance(MINUTE)
    await w.visit(visitor, owner.id, place, {
      slots: [new Date('2026-12-01T05:00:00Z')],
      note: 'Morning please',
    })

    const hour = new Date(digestBoundary(clock.now()).getTime() + DAY)
    clock.advance(hour.getTime() - MINUTE - clock.now().getTime())
    expect(await w.digest()).toMatchObject({ ran: true, summary: { owners: 0, sent: 0 } })
    expect(await w.mail(owner.email!)).toHaveLength(0)

    clock.advance(MINUTE)
    expect(await w.digest()).toMatchObject({
      ran: true,
      summary: { owners: 2, sent: 1, errors: 0 },
    })
    const mails = await w.mail(owner.email!)
    expect(mails).toHaveLength(1)
    const [mail] = mails
    expect(mail!.subject).toBe(`2 new leads on ${SITE_NAME}`)
    expect(mail!.body).toContain('Hello Ramesh,')
    expect(mail!.body).toContain(`You have 2 new leads on ${SITE_NAME}.`)
    const unlocked = mail!.body.indexOf(
      '"Kavita Rao" unlocked the contact details of your listing "Bhiwandi cold store".',
    )
    const asked = mail!.body.indexOf(
      '"Arjun Mehta" asks to visit your listing "Bhiwandi cold store".',
    )
    expect(unlocked).toBeGreaterThan(0)
    // Oldest first.
    expect(asked).toBeGreaterThan(unlocked)
    expect(mail!.body).toContain(`Phone: ${seeker.phone}`)
    expect(mail!.body).toContain(`Phone: ${visitor.phone}`)
    expect(mail!.body).toContain('Proposed time 1: Tue 1 Dec, 10:30 am (India time)')
    expect(mail!.body).toContain('> Morning please')
    expect(mail!.body).toContain(`See your listings: ${PUBLIC_URL}/my-properties`)
    // Nobody else: not the owner on instant alerts (told at once), nor the one with no leads.
    expect(await w.mail(quiet.email!)).toHaveLength(0)

    const [marked] = await w
      .db()
      .select({ at: users.leadDigestAt })
      .from(users)
      .where(eq(users.id, owner.id))
    expect(marked!.at).toEqual(clock.now())

    clock.advance(MINUTE)
    expect(await w.digest()).toMatchObject({ ran: true, summary: { owners: 0, sent: 0 } })
    clock.advance(12 * 60 * MINUTE)
    await w.visit(visitor, owner.id, place, { note: null })
    expect(await w.digest()).toMatchObject({ ran: true, summary: { owners: 0, sent: 0 } })
    expect(await w.mail(owner.email!)).toHaveLength(1)

    // The next day from 9 am: the one lead since.
    clock.advance(hour.getTime() + DAY - clock.now().getTime())
    expect(await w.digest()).toMatchObject({ ran: true, summary: { owners: 2, sent: 1 } })
    const next = await w.mail(owner.email!)
    expect(next).toHaveLength(2)
    expect(next[1]!.subject).toBe(`1 new lead on ${SITE_NAME}`)
    expect(next[1]!.body).toContain('"Arjun Mehta" asks to visit')
    expect(next[1]!.body).not.toContain('Kavita Rao')
  })

  it('counts only the leads since the switch to daily, and a switch again changes nothing', async () => {
    const owner = await w.owner()
    const place = await w.listing(owner.id)
    const early = await w.seeker()
    // A visit asked before the switch went out at once (instant alerts), so not in the digest.
    await w.visit(early, owner.id, place, { createdAt: new Date(clock.now().getTime() - MINUTE) })
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    const switched = clock.now()
    clock.advance(MINUTE)
    expect((await w.setAlerts(owner, 'daily')).statusCode).toBe(200)
    const [row] = await w
      .db()
      .select({ at: users.leadDigestAt })
      .from(users)
      .where(eq(users.id, owner.id))
    expect(row!.at).toEqual(switched)
    clock.advance(DAY)
    expect(await w.digest()).toMatchObject({ ran: true })
    expect(await w.mail(owner.email!)).toHaveLength(0)
  })

  it('lists at most LEAD_DIGEST_LEADS_MAX leads and links the rest', () => {
    const lead = {
      kind: 'unlock' as const,
      seeker: { name: 'Kavita', phone: '9000000001', email: null },
      listing: { id: 7, name: 'Shed' },
      at: new Date('2026-12-01T05:00:00Z'),
    }
    const doc = leadDigestMail({
      ownerName: 'Ramesh',
      leads: Array.from({ length: LEAD_DIGEST_LEADS_MAX }, () => lead),
      total: LEAD_DIGEST_LEADS_MAX + 3,
      publicUrl: PUBLIC_URL,
      siteName: SITE_NAME,
    })
    const text = mailText(doc)
    expect(text.match(/unlocked the contact details/g)).toHaveLength(LEAD_DIGEST_LEADS_MAX)
    expect(text).toContain(`And 3 more: see your listings: ${PUBLIC_URL}/my-properties`)
    expect(text).toContain('Unlocked: Tue 1 Dec, 10:30 am')
  })
})
