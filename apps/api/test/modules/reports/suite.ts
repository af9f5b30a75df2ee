import { REPORT_TEXTS } from '@app/contract/admin-texts'
import { FiledReportResponseSchema } from '@app/contract/report'
import { afterAll, beforeAll, expect } from 'vitest'
import { refundUnansweredReports } from '../../../src/modules/reports/timer'
import { createTestApp } from '../../helpers/app'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { COST, world, type TestApp, type User } from './world'

/**
 * Reports and automatic credit-back (issue 13 item 5, API.md "Reports and trust", decision 022),
 * on PGlite and, with DATABASE_URL, on PostgreSQL. Unlocks are stamped by the database's clock,
 * so the test clock starts at the real time and is moved from there (and back).
 *
 * A report test file calls this once: it starts the app with a listing owner and an admin
 * (handed to `started`) and closes it after the file.
 */
export function reportTests(started: (s: { t: TestApp; owner: User; admin: User }) => void) {
  let t: TestApp | undefined
  const clock = new ManualClock(new Date())
  const w = world(() => t!)

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { UNLOCK_COST: String(COST) } })
    await seedPlaces(w.db())
    const owner = await w.owner()
    const admin = await w.admin()
    started({ t, owner, admin })
  })
  afterAll(() => t?.close())

  /** Moves the clock by `ms` for `run`, and back. */
  async function later<T>(ms: number, run: () => Promise<T>): Promise<T> {
    clock.advance(ms)
    try {
      return await run()
    } finally {
      clock.advance(-ms)
    }
  }

  const timerRound = () => refundUnansweredReports(w.db(), clock.now())

  async function filed(user: User, propertyId: number, reason = 'unreachable', message?: string) {
    const res = await w.report(user, { property_id: propertyId, reason: reason as 'other', message })
    expect(res.statusCode, res.body).toBe(201)
    const body = FiledReportResponseSchema.parse(res.json())
    expect(body.message).toBe(REPORT_TEXTS.filed)
    return body.data
  }

  return { clock, w, later, timerRound, filed }
}
