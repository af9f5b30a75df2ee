import { REPORT_ANSWER_HOURS, REPORT_WINDOW_DAYS } from '@app/contract/constants'
import { ADMIN_TEXTS, REPORT_TEXTS } from '@app/contract/admin-texts'
import { AdminReportPageSchema } from '@app/contract/admin'
import { PropertyViewResponseSchema } from '@app/contract/listing'
import {
  FiledReportResponseSchema,
  ReportListResponseSchema,
  ReportResponseSchema,
} from '@app/contract/report'
import { UnlockedPageSchema } from '@app/contract/wallet'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { properties, propertyReports, unlocks, users } from '../../../src/db/schema/index'
import { refundUnansweredReports } from '../../../src/modules/reports/timer'
import { moveCredits } from '../../../src/modules/wallet/ledger'
import { createTestApp } from '../../helpers/app'
import { details, get, latestCode, newPerson, post, registration } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { COST, DAY, HOUR, START, world, type TestApp, type User } from './world'

/**
 * Reports and automatic credit-back (issue 13 item 5, API.md "Reports and trust", decision 022),
 * on PGlite and, with DATABASE_URL, on PostgreSQL. Unlocks are stamped by the database's clock,
 * so the test clock starts at the real time and is moved from there (and back).
 */

let t: TestApp
const clock = new ManualClock(new Date())
const w = world(() => t)
let owner: User
let admin: User

beforeAll(async () => {
  t = await createTestApp({ clock, env: { UNLOCK_COST: String(COST) } })
  await seedPlaces(w.db())
  owner = await w.owner()
  admin = await w.admin()
})
afterAll(() => t.close())

/** Moves the clock by `ms` for `run`, and back. */
async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
  clock.advance(ms)
  try {
    return await run()
  } finally {
    clock.advance(-ms)
  }
}

const timerRound = () => refundUnansweredReports(t.database.db, clock.now())

async function filed(user: User, propertyId: number, reason = 'unreachable', message?: string) {
  const res = await w.report(user, { property_id: propertyId, reason: reason as 'other', message })
  expect(res.statusCode, res.body).toBe(201)
  const body = FiledReportResponseSchema.parse(res.json())
  expect(body.message).toBe(REPORT_TEXTS.filed)
  return body.data
}

describe('POST property/report: who may report, when, and how often', () => {
  it('files a report of an unlocked listing, open, with the answer due in 48 hours for a contact reason', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const data = await filed(seeker, place, 'unreachable', 'Rang five times, no answer.')
    expect(data.status).toBe('open')
    const row = await w.stored(data.id)
    expect(row).toMatchObject({
      reporterId: seeker.id,
      propertyId: place,
      reason: 'unreachable',
      message: 'Rang five times, no answer.',
      status: 'open',
      refundedCredits: 0,
    })
    expect(row.answerDueAt!.getTime() - row.createdAt.getTime()).toBe(REPORT_ANSWER_HOURS * HOUR)
    // A reason about the listing rather than the contact waits for an admin: no timer.
    const other = await w.seekerWhoUnlocked(place)
    const misleading = await filed(other, place, 'misleading')
    expect((await w.stored(misleading.id)).answerDueAt).toBeNull()
  })

  it('refuses someone who did not unlock the listing (403), and its owner and admins', async () => {
    const place = await w.listing(owner.id)
    const stranger = await w.seekerWhoUnlocked()
    for (const user of [stranger, owner, admin]) {
      const res = await w.report(user, { property_id: place, reason: 'unreachable' })
      expect(res.statusCode).toBe(403)
      expect(res.json().message).toBe(REPORT_TEXTS.notUnlocked)
    }
  })

  it('answers 404 for a listing that does not exist', async () => {
    const seeker = await w.seekerWhoUnlocked()
    const res = await w.report(seeker, { property_id: 2_000_000_000, reason: 'unreachable' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(ADMIN_TEXTS.propertyNotFound)
  })

  it(`closes the window ${REPORT_WINDOW_DAYS} days after the unlock (409), by the app's clock`, async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.stayingLoggedIn(await w.seekerWhoUnlocked(place))
    const closed = await later(REPORT_WINDOW_DAYS * DAY + MINUTE, () =>
      w.report(seeker, { property_id: place, reason: 'unreachable' }),
    )
    expect(closed.statusCode).toBe(409)
    expect(closed.json().message).toBe(REPORT_TEXTS.windowClosed)
    const view = await later(REPORT_WINDOW_DAYS * DAY + MINUTE, () => w.view(seeker, place))
    expect(view.json().data.my_report).toEqual({ reportable_until: null, report: null })
    // A minute before the end it is still open.
    const inTime = await later(REPORT_WINDOW_DAYS * DAY - MINUTE, () =>
      w.report(seeker, { property_id: place, reason: 'wrong_number' }),
    )
    expect(inTime.statusCode, inTime.body).toBe(201)
  })

  it('takes one open report per unlock (409 for a second), and none after the unlock was refunded', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const first = await filed(seeker, place, 'already_let')
    const again = await w.report(seeker, { property_id: place, reason: 'misleading' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(REPORT_TEXTS.alreadyReported)
    // Rejected, the unlock may be reported again; refunded, never.
    expect((await w.resolve(admin, first.id, { action: 'reject' })).statusCode).toBe(200)
    const second = await filed(seeker, place, 'wrong_number')
    expect((await w.resolve(admin, second.id, { action: 'refund' })).statusCode).toBe(200)
    const third = await w.report(seeker, { property_id: place, reason: 'other', message: 'x' })
    expect(third.statusCode).toBe(409)
    expect(third.json().message).toBe(REPORT_TEXTS.alreadyReported)
  })

  it('wants a reason, and a message when the reason is "other" (422 naming the field)', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const noMessage = await w.report(seeker, { property_id: place, reason: 'other' })
    expect(noMessage.statusCode).toBe(422)
    expect(noMessage.json().errors).toEqual({ message: [REPORT_TEXTS.messageRequired] })
    const blank = await w.report(seeker, { property_id: place, reason: 'other', message: '   ' })
    expect(blank.statusCode).toBe(422)
    expect(blank.json().errors.message).toEqual([REPORT_TEXTS.messageRequired])
    const noReason = await w.report(seeker, { property_id: place })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().errors.reason).toEqual([REPORT_TEXTS.reasonRequired])
    const stored = await w.db().select().from(propertyReports).where(eq(propertyReports.reporterId, seeker.id))
    expect(stored).toEqual([])
  })
})

describe('credit-back confirmed by a second, independent seeker', () => {
  it('does not refund one contact report alone', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const data = await filed(seeker, place)
    expect(data.status).toBe('open')
    expect(await w.balance(seeker.id)).toBe(START - COST)
    expect(await w.refunds(seeker.id)).toEqual([])
  })

  it('refunds both reporters exactly once when a second, independent seeker reports the contact', async () => {
    const place = await w.listing(owner.id)
    const first = await w.establishedSeekerWhoUnlocked(place)
    const second = await w.establishedSeekerWhoUnlocked(place)
    // A newcomer's report rides on the confirmation: the contact is dead for them too.
    const third = await w.seekerWhoUnlocked(place)
    const a = await filed(first, place, 'unreachable')
    const b = await filed(second, place, 'wrong_number')
    expect(b.status).toBe('refunded')
    for (const [seeker, report] of [
      [first, a],
      [second, b],
    ] as const) {
      expect(await w.balance(seeker.id)).toBe(START)
      const refunds = await w.refunds(seeker.id)
      expect(refunds).toHaveLength(1)
      expect(refunds[0]).toMatchObject({ delta: COST, balanceAfter: START })
      expect(refunds[0]!.reference).toMatch(/^refund:\d+$/)
      const row = await w.stored(report.id)
      expect(row).toMatchObject({
        status: 'refunded',
        resolution: 'confirmed',
        refundedCredits: COST,
        resolvedBy: null,
      })
      expect(row.resolvedAt).not.toBeNull()
      // The seeker's own ledger shows the refund against the listing.
      const ledger = await get(t.app, '/api/ledger', seeker)
      expect(ledger.json().data[0]).toMatchObject({
        kind: 'refund',
        credits: COST,
        balance_after: START,
        property_id: place,
      })
      // Each automatic refund is in the audit log, by nobody.
      const audit = await w.audit('report', report.id)
      expect(audit).toHaveLength(1)
      expect(audit[0]).toMatchObject({
        actorId: null,
        action: 'report.auto_refund',
        after: expect.objectContaining({ refunded_credits: COST }),
      })
    }
    // A third contact report, by a newcomer, is confirmed by the refunded ones; nobody is
    // refunded twice.
    expect((await filed(third, place)).status).toBe('refunded')
    expect(await w.refunds(first.id)).toHaveLength(1)
    expect(await w.refunds(second.id)).toHaveLength(1)
    expect(await w.refunds(third.id)).toHaveLength(1)
  })

  it("does not count the same reporter's second report as independent", async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.establishedSeekerWhoUnlocked(place)
    const first = await filed(seeker, place, 'unreachable')
    expect((await w.resolve(admin, first.id, { action: 'reject' })).statusCode).toBe(200)
    const second = await filed(seeker, place, 'wrong_number')
    expect(second.status).toBe('open')
    expect(await w.refunds(seeker.id)).toEqual([])
  })

  it('is not confirmed by a report about something else, nor by a rejected contact report', async () => {
    const place = await w.listing(owner.id)
    const [a, b, c] = [
      await w.establishedSeekerWhoUnlocked(place),
      await w.establishedSeekerWhoUnlocked(place),
      await w.establishedSeekerWhoUnlocked(place),
    ]
    await filed(a, place, 'misleading')
    const rejected = await filed(b, place, 'unreachable')
    await w.resolve(admin, rejected.id, { action: 'reject' })
    expect((await filed(c, place, 'unreachable')).status).toBe('open')
    for (const seeker of [a, b, c]) expect(await w.refunds(seeker.id)).toEqual([])
  })
})

describe('N1: throwaway accounts cannot buy a refund or a hide (decision 022)', () => {
  /** Registers through the API from `ip`, gives the account `credits`, and logs it in there. */
  async function throwaway(ip: string, credits: number): Promise<User> {
    const person = newPerson()
    const sent = await post(t.app, '/api/send-otp', details(person), { ip })
    expect(sent.statusCode, sent.body).toBe(200)
    const code = await latestCode(w.db(), person.email!)
    const verify = { email: person.email, phone_number: person.phone_number, verification_otp: code }
    expect((await post(t.app, '/api/verify-otp', verify, { ip })).statusCode).toBe(200)
    const made = await post(t.app, '/api/register', registration(person, code), { ip })
    expect(made.statusCode, made.body).toBe(201)
    const id = made.json().data.id as number
    await moveCredits(w.db(), { userId: id, credits, kind: 'adjustment', reference: `grant:${id}` })
    const login = { email_or_phone: person.email, password: person.password }
    const session = await post(t.app, '/api/login', login, { ip })
    expect(session.statusCode, session.body).toBe(200)
    return { id, token: session.json().data.token, ip }
  }

  const isHidden = async (place: number) => {
    const [row] = await w
      .db()
      .select({ hiddenAt: properties.hiddenAt })
      .from(properties)
      .where(eq(properties.id, place))
    return row!.hiddenAt !== null
  }

  /** The probe: `n` accounts made seconds apart on one address unlock and report a competitor. */
  async function probe(n: number, ip: string) {
    const place = await w.listing(owner.id, `Competitor godown ${n}`)
    const accounts: User[] = []
    for (let i = 0; i < n; i++) {
      const account = await throwaway(ip, 99)
      const unlock = await post(t.app, '/api/property/unlock', { property_id: place }, account)
      expect(unlock.statusCode, unlock.body).toBe(200)
      accounts.push(account)
    }
    const reports = []
    for (const account of accounts) reports.push(await filed(account, place, 'unreachable'))
    return { place, accounts, reports }
  }

  for (const n of [2, 6]) {
    it(`${n} accounts from one address: nobody refunded, nothing hidden until a moderator decides`, async () => {
      const { place, accounts, reports } = await probe(n, `203.0.113.${n}`)
      expect(reports.map((r) => r.status)).toEqual(Array(n).fill('open'))
      // The owner says they are reachable: the reports wait for a moderator, not the timer.
      for (const report of reports) {
        const res = await w.answer(owner, report.id, { answer: 'reachable' })
        expect(res.statusCode, res.body).toBe(200)
      }
      await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
      for (const account of accounts) {
        expect(await w.balance(account.id)).toBe(99 - COST)
        expect(await w.refunds(account.id)).toEqual([])
      }
      for (const report of reports) expect((await w.stored(report.id)).status).toBe('open')
      expect(await isHidden(place)).toBe(false)
      // A moderator can still give one back.
      const resolved = await w.resolve(admin, reports[0]!.id, { action: 'refund', note: 'Checked' })
      expect(resolved.statusCode, resolved.body).toBe(200)
      expect(await w.balance(accounts[0]!.id)).toBe(99)
    })
  }

  it('leaves it to the timer when the owner does not answer: refunds after 48 hours, not before', async () => {
    const { place, accounts, reports } = await probe(2, '203.0.113.20')
    expect(reports.map((r) => r.status)).toEqual(['open', 'open'])
    expect(await isHidden(place)).toBe(false)
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    for (const account of accounts) expect(await w.balance(account.id)).toBe(99)
    // Two refunds the owner let happen by silence hide the listing pending review.
    expect(await isHidden(place)).toBe(true)
  })

  it('is not confirmed by new accounts on different networks', async () => {
    const place = await w.listing(owner.id)
    const a = await throwaway('198.51.100.10', 99)
    const b = await throwaway('192.0.2.10', 99)
    for (const account of [a, b]) {
      const unlock = await post(t.app, '/api/property/unlock', { property_id: place }, account)
      expect(unlock.statusCode, unlock.body).toBe(200)
    }
    expect((await filed(a, place)).status).toBe('open')
    expect((await filed(b, place)).status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
  })

  it('is not confirmed by established accounts on one network', async () => {
    const place = await w.listing(owner.id)
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.establishedSeekerWhoUnlocked(place)
    // b reports from a's network (a neighbour's address in the same /24).
    expect((await filed(a, place)).status).toBe('open')
    const fromA = { ...b, ip: a.ip!.replace(/\.7$/, '.99') }
    expect((await filed(fromA, place)).status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
  })

  it("does not count unlocks of the same owner's listings as a history", async () => {
    const place = await w.listing(owner.id)
    const sibling = await w.listing(owner.id, 'Same owner godown')
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.seekerWhoUnlocked(sibling, place)
    await w.db().update(users).set({ createdAt: new Date(Date.now() - 60 * DAY) }).where(eq(users.id, b.id))
    expect((await filed(a, place)).status).toBe('open')
    expect((await filed(b, place)).status).toBe('open')
    expect((await w.stored((await w.reportsOfUser(b.id))[0]!.id)).reporterEstablished).toBe(false)
  })

  it('waits for a moderator once the owner disputed a report, even with independent evidence', async () => {
    const place = await w.listing(owner.id)
    const a = await w.establishedSeekerWhoUnlocked(place)
    const b = await w.establishedSeekerWhoUnlocked(place)
    const first = await filed(a, place)
    expect((await w.answer(owner, first.id, { answer: 'reachable' })).statusCode).toBe(200)
    const second = await filed(b, place)
    expect(second.status).toBe('open')
    expect(await w.refunds(a.id)).toEqual([])
    expect(await w.refunds(b.id)).toEqual([])
    expect(await isHidden(place)).toBe(false)
    // Once a moderator rejects the disputed report, the next independent report confirms.
    expect((await w.resolve(admin, first.id, { action: 'reject' })).statusCode).toBe(200)
    const c = await w.establishedSeekerWhoUnlocked(place)
    expect((await filed(c, place)).status).toBe('refunded')
    expect(await w.refunds(b.id)).toHaveLength(1)
    expect(await w.refunds(c.id)).toHaveLength(1)
    expect(await w.refunds(a.id)).toEqual([])
  })
})

describe('the report timer', () => {
  it(`refunds a contact report left unanswered for ${REPORT_ANSWER_HOURS} hours, not before`, async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place)
    await later(REPORT_ANSWER_HOURS * HOUR - MINUTE, timerRound)
    expect((await w.stored(report.id)).status).toBe('open')
    expect(await w.balance(seeker.id)).toBe(START - COST)

    const round = await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    expect(round.ran).toBe(true)
    expect(await w.stored(report.id)).toMatchObject({
      status: 'refunded',
      resolution: 'unanswered',
      refundedCredits: COST,
    })
    expect(await w.balance(seeker.id)).toBe(START)
    expect(await w.refunds(seeker.id)).toHaveLength(1)
    expect((await w.audit('report', report.id))[0]).toMatchObject({
      actorId: null,
      action: 'report.auto_refund',
    })
    // Another round finds nothing more to do for it.
    await later(REPORT_ANSWER_HOURS * HOUR + 2 * MINUTE, timerRound)
    expect(await w.refunds(seeker.id)).toHaveLength(1)
  })

  it('leaves a report the owner answered to the admins', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place)
    const answered = await w.answer(owner, report.id, { answer: 'reachable', message: 'Call after 10.' })
    expect(answered.statusCode, answered.body).toBe(200)
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    expect((await w.stored(report.id)).status).toBe('open')
    expect(await w.refunds(seeker.id)).toEqual([])
  })

  it('never refunds a report about something other than the contact by itself', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'misleading')
    await later(REPORT_WINDOW_DAYS * DAY, timerRound)
    expect((await w.stored(report.id)).status).toBe('open')
    expect(await w.refunds(seeker.id)).toEqual([])
  })
})

describe('hidden pending review after two refunds', () => {
  it('hides the listing from seekers, audited as the system', async () => {
    const place = await w.listing(owner.id, 'Silent owner godown')
    const browse = (user: User) =>
      get(t.app, `/api/agents-propertys?q=${encodeURIComponent('Silent owner')}`, user)
    const first = await w.establishedSeekerWhoUnlocked(place)
    const second = await w.establishedSeekerWhoUnlocked(place)
    const ids = (res: Awaited<ReturnType<typeof browse>>) =>
      res.json().data.map((c: { id: number }) => c.id)
    expect(ids(await browse(first))).toContain(place)

    await filed(first, place)
    await filed(second, place)
    const [row] = await w
      .db()
      .select({ hiddenAt: properties.hiddenAt, hiddenReason: properties.hiddenReason })
      .from(properties)
      .where(eq(properties.id, place))
    expect(row!.hiddenAt).not.toBeNull()
    expect(row!.hiddenReason).toBe(ADMIN_TEXTS.pendingReviewReason)
    const audit = await w.audit('property', place)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actorId: null,
      action: 'property.auto_hide',
      reason: ADMIN_TEXTS.pendingReviewReason,
    })
    const seeker = await w.seekerWhoUnlocked()
    expect(ids(await browse(seeker))).not.toContain(place)
    // Its owner sees it as hidden.
    const reports = ReportListResponseSchema.parse((await w.reportsOf(owner, place)).json())
    expect(reports.data.map((r) => r.property.status)).toEqual(['hidden', 'hidden'])
  })

  it('does not hide after a single refund', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place)
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    expect((await w.stored(report.id)).status).toBe('refunded')
    const [row] = await w
      .db()
      .select({ hiddenAt: properties.hiddenAt })
      .from(properties)
      .where(eq(properties.id, place))
    expect(row!.hiddenAt).toBeNull()
  })
})

describe("the owner's side: GET property/reports and answers", () => {
  it('lists a listing’s reports newest first for its owner and admins only', async () => {
    const place = await w.listing(owner.id)
    const a = await w.seekerWhoUnlocked(place)
    const b = await w.seekerWhoUnlocked(place)
    const first = await filed(a, place, 'already_let')
    clock.advance(MINUTE)
    const second = await filed(b, place, 'other', 'The gate was locked.')
    clock.advance(-MINUTE)
    for (const user of [owner, admin]) {
      const res = await w.reportsOf(user, place)
      expect(res.statusCode).toBe(200)
      const { data } = ReportListResponseSchema.parse(res.json())
      expect(data.map((r) => r.id)).toEqual([second.id, first.id])
      expect(data[0]).toMatchObject({
        reason: 'other',
        message: 'The gate was locked.',
        status: 'open',
        property: { id: place, status: 'published' },
        reporter: { id: b.id },
        unlock: { credits_spent: COST },
      })
    }
    const someoneElse = await w.owner()
    expect((await w.reportsOf(someoneElse, place)).statusCode).toBe(403)
    expect((await w.reportsOf(a, place)).statusCode).toBe(403)
    expect((await w.reportsOf(owner, 2_000_000_000)).statusCode).toBe(404)
  })

  it('lets the owner answer an open report once; "let" marks the listing let', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'already_let')
    expect((await w.answer(seeker, report.id, { answer: 'let' })).statusCode).toBe(403)
    expect((await w.answer(admin, report.id, { answer: 'let' })).statusCode).toBe(403)
    expect((await w.answer(owner, 2_000_000_000, { answer: 'let' })).statusCode).toBe(404)
    const invalid = await w.answer(owner, report.id, { answer: 'maybe' })
    expect(invalid.statusCode).toBe(422)
    expect(invalid.json().errors.answer).toEqual([REPORT_TEXTS.answerRequired])

    const res = await w.answer(owner, report.id, { answer: 'let', message: 'Let in March.' })
    expect(res.statusCode, res.body).toBe(200)
    const body = ReportResponseSchema.parse(res.json())
    expect(body.message).toBe(REPORT_TEXTS.answered)
    expect(body.data).toMatchObject({
      status: 'open',
      answer: 'let',
      answer_message: 'Let in March.',
      property: { status: 'let' },
    })
    expect(body.data.answered_at).not.toBeNull()
    const [row] = await w
      .db()
      .select({ offMarketAt: properties.offMarketAt })
      .from(properties)
      .where(eq(properties.id, place))
    expect(row!.offMarketAt).not.toBeNull()

    const twice = await w.answer(owner, report.id, { answer: 'reachable' })
    expect(twice.statusCode).toBe(409)
    expect(twice.json().message).toBe(REPORT_TEXTS.alreadyAnswered)
  })

  it('answers only an open report (409)', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'misleading')
    await w.resolve(admin, report.id, { action: 'reject' })
    const res = await w.answer(owner, report.id, { answer: 'reachable' })
    expect(res.statusCode).toBe(409)
    expect(res.json().message).toBe(REPORT_TEXTS.answerOnlyOpen)
  })
})

describe('admin: the queue and resolutions', () => {
  it('lists reports newest first, by status and listing', async () => {
    const place = await w.listing(owner.id)
    const a = await w.seekerWhoUnlocked(place)
    const b = await w.seekerWhoUnlocked(place)
    const first = await filed(a, place, 'misleading')
    clock.advance(MINUTE)
    const second = await filed(b, place, 'already_let')
    clock.advance(-MINUTE)
    await w.resolve(admin, first.id, { action: 'reject' })
    const page = await get(t.app, `/api/admin/reports?property_id=${place}`, admin)
    expect(page.statusCode).toBe(200)
    const body = AdminReportPageSchema.parse(page.json())
    expect(body.data.map((r) => r.id)).toEqual([second.id, first.id])
    expect(body.pagination).toMatchObject({ total: 2, has_more: false })
    const open = AdminReportPageSchema.parse(
      (await get(t.app, `/api/admin/reports?status=open&property_id=${place}&limit=1`, admin)).json(),
    )
    expect(open.data.map((r) => r.id)).toEqual([second.id])
    expect(open.pagination.total).toBe(1)
    const all = AdminReportPageSchema.parse((await get(t.app, '/api/admin/reports', admin)).json())
    expect(all.pagination.total).toBeGreaterThan(2)
    for (const user of [a, owner]) {
      expect((await get(t.app, '/api/admin/reports', user)).statusCode).toBe(403)
    }
    expect((await get(t.app, '/api/admin/reports')).statusCode).toBe(401)
  })

  it('refunds once on "refund", audited with the admin and the note', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'misleading')
    const res = await w.resolve(admin, report.id, { action: 'refund', note: 'Photos were of another site.' })
    expect(res.statusCode, res.body).toBe(200)
    expect(ReportResponseSchema.parse(res.json()).data).toMatchObject({
      status: 'refunded',
      resolution: 'refund',
      resolution_note: 'Photos were of another site.',
      refunded_credits: COST,
    })
    expect((await w.stored(report.id)).resolvedBy).toBe(admin.id)
    expect(await w.balance(seeker.id)).toBe(START)
    expect((await w.audit('report', report.id))[0]).toMatchObject({
      actorId: admin.id,
      action: 'report.refund',
      reason: 'Photos were of another site.',
    })
    const again = await w.resolve(admin, report.id, { action: 'refund' })
    expect(again.statusCode).toBe(409)
    expect(again.json().message).toBe(ADMIN_TEXTS.reportClosed)
    expect(await w.refunds(seeker.id)).toHaveLength(1)
  })

  it('closes without credits on "reject"', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'unreachable')
    const res = await w.resolve(admin, report.id, { action: 'reject', note: 'Owner picked up.' })
    expect(ReportResponseSchema.parse(res.json()).data).toMatchObject({
      status: 'rejected',
      resolution: 'reject',
      refunded_credits: 0,
    })
    expect(await w.refunds(seeker.id)).toEqual([])
    expect((await w.audit('report', report.id))[0]).toMatchObject({
      actorId: admin.id,
      action: 'report.reject',
      reason: 'Owner picked up.',
    })
    // A rejected report is not refunded by the timer either.
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    expect(await w.refunds(seeker.id)).toEqual([])
  })

  it('hides the listing and refunds the reporter on "hide"', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'wrong_number')
    const res = await w.resolve(admin, report.id, { action: 'hide' })
    expect(ReportResponseSchema.parse(res.json()).data).toMatchObject({
      status: 'refunded',
      resolution: 'hide',
      refunded_credits: COST,
      property: { status: 'hidden' },
    })
    expect(await w.balance(seeker.id)).toBe(START)
    const [row] = await w
      .db()
      .select({ hiddenReason: properties.hiddenReason })
      .from(properties)
      .where(eq(properties.id, place))
    expect(row!.hiddenReason).toBe('Wrong number')
    expect(await w.audit('property', place)).toMatchObject([
      { actorId: admin.id, action: 'report.hide', reason: 'Wrong number' },
    ])
    expect(await w.audit('report', report.id)).toMatchObject([
      { actorId: admin.id, action: 'report.hide' },
    ])
  })

  it('refunds at most once per unlock: after an automatic refund the admin gets 409', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place)
    await later(REPORT_ANSWER_HOURS * HOUR + MINUTE, timerRound)
    for (const action of ['refund', 'hide', 'reject']) {
      const res = await w.resolve(admin, report.id, { action })
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(ADMIN_TEXTS.reportClosed)
    }
    expect(await w.refunds(seeker.id)).toHaveLength(1)
    expect(await w.balance(seeker.id)).toBe(START)
  })

  it('never gives an unlock back twice: a refund already in the ledger closes the report with 0', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const report = await filed(seeker, place, 'misleading')
    const { unlockId } = await w.stored(report.id)
    // A refund of this unlock that reached the ledger some other way.
    await moveCredits(w.db(), {
      userId: seeker.id,
      credits: COST,
      kind: 'refund',
      reference: `refund:${unlockId}`,
    })
    const res = await w.resolve(admin, report.id, { action: 'refund' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({ status: 'refunded', refunded_credits: 0 })
    expect(await w.refunds(seeker.id)).toHaveLength(1)
    expect(await w.balance(seeker.id)).toBe(START)
  })

  it('answers 404 for a report that does not exist', async () => {
    const res = await w.resolve(admin, 2_000_000_000, { action: 'reject' })
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe(ADMIN_TEXTS.reportNotFound)
  })
})

describe('what the seeker sees: the detail and Unlocked Properties', () => {
  it('shows until when they may report and their latest report, to them only', async () => {
    const place = await w.listing(owner.id)
    const seeker = await w.seekerWhoUnlocked(place)
    const [unlock] = await w
      .db()
      .select({ createdAt: unlocks.createdAt })
      .from(unlocks)
      .where(eq(unlocks.userId, seeker.id))
    const until = new Date(unlock!.createdAt.getTime() + REPORT_WINDOW_DAYS * DAY).toISOString()

    const before = PropertyViewResponseSchema.parse((await w.view(seeker, place)).json())
    expect(before.data.my_report).toEqual({ reportable_until: until, report: null })
    const report = await filed(seeker, place, 'already_let')
    const after = PropertyViewResponseSchema.parse((await w.view(seeker, place)).json())
    expect(after.data.my_report).toEqual({
      reportable_until: until,
      report: {
        id: report.id,
        status: 'open',
        reason: 'already_let',
        resolution: null,
        created_at: clock.now().toISOString(),
      },
    })
    for (const user of [owner, admin, await w.seekerWhoUnlocked()]) {
      const view = PropertyViewResponseSchema.parse((await w.view(user, place)).json())
      expect(view.data.my_report).toBeUndefined()
    }

    const list = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    expect(list.data).toHaveLength(1)
    expect(list.data[0]!.report).toEqual(after.data.my_report)
    await w.resolve(admin, report.id, { action: 'reject' })
    const closed = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    expect(closed.data[0]!.report!.report).toMatchObject({ status: 'rejected', resolution: 'reject' })
  })

  it('reads each unlocked item’s report in the one statement of the page', async () => {
    const places = [await w.listing(owner.id), await w.listing(owner.id), await w.listing(owner.id)]
    const seeker = await w.seekerWhoUnlocked(...places)
    await filed(seeker, places[0]!, 'misleading')
    await filed(seeker, places[2]!, 'already_let')
    const list = UnlockedPageSchema.parse(
      (await get(t.app, '/api/unlocked-properties', seeker)).json(),
    )
    const byId = new Map(list.data.map((item) => [item.property_id, item.report]))
    expect(byId.get(places[0]!)!.report!.reason).toBe('misleading')
    expect(byId.get(places[1]!)!.report).toBeNull()
    expect(byId.get(places[2]!)!.report!.reason).toBe('already_let')
  })
})

describe("the owner's response score on the detail", () => {
  /** `count` seekers unlock one of `ownerId`'s listings each; answers the reports' ids. */
  async function unlocksOf(ownerId: number, count: number) {
    const places: number[] = []
    const seekers: User[] = []
    for (let i = 0; i < count; i++) {
      const place = await w.listing(ownerId)
      places.push(place)
      seekers.push(await w.seekerWhoUnlocked(place))
    }
    return { places, seekers }
  }

  it('is 80% with 5 unlocks of which 1 was refunded, over the last 90 days', async () => {
    const scored = await w.owner()
    const { places, seekers } = await unlocksOf(scored.id, 5)
    const report = await filed(seekers[0]!, places[0]!, 'misleading')
    await w.resolve(admin, report.id, { action: 'refund' })
    // An unlock older than the window counts for nothing, refunded or not.
    const old = await w.listing(scored.id)
    const oldSeeker = await w.seekerWhoUnlocked(old)
    await w
      .db()
      .update(unlocks)
      .set({ createdAt: sql`now() - interval '91 days'` })
      .where(eq(unlocks.userId, oldSeeker.id))

    const viewer = await w.seekerWhoUnlocked()
    const view = PropertyViewResponseSchema.parse((await w.view(viewer, places[1]!)).json())
    expect(view.data.owner_score).toEqual({ percent: 80, unlocks: 5 })
  })

  it('is not shown below 5 unlocks', async () => {
    const scored = await w.owner()
    const { places } = await unlocksOf(scored.id, 4)
    const viewer = await w.seekerWhoUnlocked()
    const view = PropertyViewResponseSchema.parse((await w.view(viewer, places[0]!)).json())
    expect(view.data.owner_score).toBeNull()
  })
})
