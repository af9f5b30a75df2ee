import { REPORT_ANSWER_HOURS } from '@app/contract/constants'
import { and, count, eq, inArray, like } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, propertyReports, walletLedger } from '../../../src/db/schema/index'
import { refundUnansweredReports } from '../../../src/modules/reports/timer'
import { createTestApp } from '../../helpers/app'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { COST, HOUR, START, world, type TestApp, type User } from './world'

/**
 * Issue 13: two independent `unreachable` reports (established reporters on networks of their own) refund both reporters exactly once each, even
 * when the reports and the timer run concurrently. Real PostgreSQL only (PGlite runs one
 * statement at a time, so nothing there is concurrent): each request and the timer's
 * transactions hold their own pooled connection.
 */
const url = process.env.DATABASE_URL
const ROUNDS = 20

describe.skipIf(!url)('reports and the timer at the same moment (PostgreSQL)', () => {
  let t: TestApp
  const clock = new ManualClock(new Date())
  const w = world(() => t)
  let owner: User

  beforeAll(async () => {
    t = await createTestApp({ clock, env: { UNLOCK_COST: String(COST) } })
    await seedPlaces(w.db())
    owner = await w.owner()
  })
  afterAll(() => t.close())

  it(
    `refunds every reporter exactly once, ${ROUNDS} times over on fresh listings`,
    { timeout: 120_000 },
    async () => {
      const db = w.db()
      for (let round = 0; round < ROUNDS; round++) {
        const place = await w.listing(owner.id, `Race godown ${round}`)
        const [older, first, second] = [
          await w.stayingLoggedIn(await w.seekerWhoUnlocked(place)),
          await w.stayingLoggedIn(await w.establishedSeekerWhoUnlocked(place)),
          await w.stayingLoggedIn(await w.establishedSeekerWhoUnlocked(place)),
        ]
        // An older report, due for the timer once the clock has moved past its 48 hours.
        const early = await w.report(older, { property_id: place, reason: 'unreachable' })
        expect(early.statusCode, early.body).toBe(201)
        clock.advance(REPORT_ANSWER_HOURS * HOUR + MINUTE)
        try {
          // Two seekers report at once while two timer rounds (one per "instance") run.
          const [a, b] = await Promise.all([
            w.report(first, { property_id: place, reason: 'unreachable' }),
            w.report(second, { property_id: place, reason: 'unreachable' }),
            refundUnansweredReports(db, clock.now()),
            refundUnansweredReports(db, clock.now()),
          ])
          expect(a.statusCode, a.body).toBe(201)
          expect(b.statusCode, b.body).toBe(201)
        } finally {
          clock.advance(-(REPORT_ANSWER_HOURS * HOUR + MINUTE))
        }

        const reporters = [older, first, second]
        const reports = await db
          .select()
          .from(propertyReports)
          .where(eq(propertyReports.propertyId, place))
        expect(reports).toHaveLength(3)
        for (const report of reports) {
          // Refunded, and with the credits: a second attempt would have found the reference
          // taken and closed a report with 0.
          expect(report, `round ${round}`).toMatchObject({
            status: 'refunded',
            refundedCredits: COST,
          })
        }
        for (const seeker of reporters) {
          expect(await w.balance(seeker.id), `round ${round}`).toBe(START)
          expect(await w.refunds(seeker.id), `round ${round}`).toHaveLength(1)
        }
        const perReference = await db
          .select({ reference: walletLedger.reference, n: count() })
          .from(walletLedger)
          .where(
            and(
              inArray(
                walletLedger.userId,
                reporters.map((s) => s.id),
              ),
              like(walletLedger.reference, 'refund:%'),
            ),
          )
          .groupBy(walletLedger.reference)
        expect(perReference.map((r) => r.n)).toEqual([1, 1, 1])
        // Hidden pending review once, by the refund that made two.
        const hides = await db
          .select({ n: count() })
          .from(auditLog)
          .where(
            and(
              eq(auditLog.targetType, 'property'),
              eq(auditLog.targetId, place),
              eq(auditLog.action, 'property.auto_hide'),
            ),
          )
        expect(hides[0]!.n).toBe(1)
      }
    },
  )

  it(
    `has two reports filed at the same moment confirm each other, ${ROUNDS} times over`,
    { timeout: 120_000 },
    async () => {
      // Neither would see the other's uncommitted report without the listing's lock: both
      // would stay open, waiting for a confirmation that had come.
      for (let round = 0; round < ROUNDS; round++) {
        const place = await w.listing(owner.id, `Pair godown ${round}`)
        const first = await w.establishedSeekerWhoUnlocked(place)
        const second = await w.establishedSeekerWhoUnlocked(place)
        const answers = await Promise.all([
          w.report(first, { property_id: place, reason: 'unreachable' }),
          w.report(second, { property_id: place, reason: 'wrong_number' }),
        ])
        const statuses = answers.map((res) => {
          expect(res.statusCode, res.body).toBe(201)
          return res.json().data.status
        })
        // The later one finds the earlier one open and refunds both.
        expect(statuses.sort(), `round ${round}`).toEqual(['open', 'refunded'])
        for (const seeker of [first, second]) {
          expect(await w.balance(seeker.id), `round ${round}`).toBe(START)
          expect(await w.refunds(seeker.id), `round ${round}`).toHaveLength(1)
        }
      }
    },
  )
})
