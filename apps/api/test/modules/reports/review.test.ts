import { REPORT_ANSWER_HOURS } from '@app/contract/constants'
import { ADMIN_TEXTS, REPORT_TEXTS } from '@app/contract/admin-texts'
import { AdminReportPageSchema } from '@app/contract/admin'
import { ReportListResponseSchema, ReportResponseSchema } from '@app/contract/report'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { properties } from '../../../src/db/schema/index'
import { moveCredits } from '../../../src/modules/wallet/ledger'
import { get } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { reportTests } from './suite'
import { COST, HOUR, START, type TestApp, type User } from './world'

/** Reports: the owner's answers and the admins' queue and resolutions. */

let t: TestApp
let owner: User
let admin: User
const { clock, w, later, timerRound, filed } = reportTests((s) => ({ t, owner, admin } = s))


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
