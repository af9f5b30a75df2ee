import { REPORT_ANSWER_HOURS, REPORT_WINDOW_DAYS } from '@app/contract/constants'
import { ADMIN_TEXTS, REPORT_TEXTS } from '@app/contract/admin-texts'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { propertyReports } from '../../../src/db/schema/index'
import { MINUTE } from '../../helpers/clock'
import { reportTests } from './suite'
import { DAY, HOUR, type User } from './world'

/** Reports: who may file one, when, and how often. */

let owner: User
let admin: User
const { w, later, filed } = reportTests((s) => ({ owner, admin } = s))


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
