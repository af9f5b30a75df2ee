import { REPORT_ANSWER_HOURS, REPORT_WINDOW_DAYS } from '@app/contract/constants'
import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import { ReportListResponseSchema } from '@app/contract/report'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../../src/db/schema/index'
import { get } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { reportTests } from './suite'
import { COST, DAY, HOUR, START, type TestApp, type User } from './world'

/** Reports: credit-back confirmed by a second seeker or by the timer, and hiding after two refunds. */

let t: TestApp
let owner: User
let admin: User
const { w, later, timerRound, filed } = reportTests((s) => ({ t, owner, admin } = s))


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
