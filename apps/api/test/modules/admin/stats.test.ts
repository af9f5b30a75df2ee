import { STATS_DEFAULT_DAYS } from '@app/contract/constants'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../../src/db/client'
import {
  paymentOrders,
  properties,
  propertyReports,
  unlocks,
  users,
} from '../../../src/db/schema/index'
import { ManualClock } from '../../helpers/clock'
import { listing, PLACES } from '../../helpers/listings'
import { adminGet, adminTestApp, person } from './admin-calls'

/**
 * The dashboard's figures on known data (API.md "Admin", GET admin/stats): counts by kind, money
 * from paid orders only, and a day-by-day series in India time with empty days as zeros.
 */

/** 11:30 in India on 10 March 2025. */
const clock = new ManualClock('2025-03-10T06:00:00.000Z')
let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: { token: string }

let signups = 0
async function signup(db: Tx, userType: number, createdAt: string, blocked = false) {
  signups++
  const [row] = await db
    .insert(users)
    .values({
      firstName: `Signup ${signups}`,
      phoneNumber: `7${String(signups).padStart(9, '0')}`,
      passwordHash: 'not-used',
      userType,
      createdAt: new Date(createdAt),
      blockedAt: blocked ? new Date(createdAt) : null,
    })
    .returning({ id: users.id })
  return row!.id
}

async function unlock(db: Tx, userId: number, propertyId: number, createdAt: string) {
  const [row] = await db
    .insert(unlocks)
    .values({ userId, propertyId, creditsSpent: 99, createdAt: new Date(createdAt) })
    .returning({ id: unlocks.id })
  return row!.id
}

let orders = 0
async function topUp(db: Tx, userId: number, credits: number, status: 0 | 1 | 2, at: string) {
  orders++
  await db.insert(paymentOrders).values({
    userId,
    provider: 'sandbox',
    providerOrderId: `order_Stats${String(orders).padStart(9, '0')}`,
    providerPaymentId: status === 1 ? `pay_Stats${String(orders).padStart(9, '0')}` : null,
    amountPaise: credits * 100,
    credits,
    status,
    createdAt: new Date(at),
    paidAt: status === 1 ? new Date(at) : null,
    // A paid order has its invoice's number (the payment statement gives it in the app).
    invoiceNumber: status === 1 ? `GH/TS/${String(orders).padStart(6, '0')}` : null,
  })
}

beforeAll(async () => {
  t = await adminTestApp({ clock })
  const db = t.db
  admin = await person(db, 99)
  const oldSeeker = await signup(db, 1, '2025-01-01T10:00:00Z')
  const s1 = await signup(db, 1, '2025-03-08T10:00:00Z')
  const owner = await signup(db, 2, '2025-03-09T10:00:00Z', true)
  // 00:30 on 10 March in India: the 10th's, not the 9th's.
  const s2 = await signup(db, 1, '2025-03-09T19:00:00Z')

  const a = await listing(db, owner, { city: PLACES.bhiwandi })
  const b = await listing(db, owner, { city: PLACES.sanand })
  const c = await listing(db, owner, { city: PLACES.chakan })
  await listing(db, owner, { steps: 2 })
  await listing(db, owner, { city: PLACES.kalyan, hidden: true })
  const letOut = await listing(db, owner, { city: PLACES.kalyan })
  await db.update(properties).set({ offMarketAt: new Date() }).where(eq(properties.id, letOut))

  const reported = await unlock(db, s1, a, '2025-03-09T05:00:00Z')
  const refunded = await unlock(db, s2, b, '2025-03-10T01:00:00Z')
  await unlock(db, oldSeeker, c, '2025-02-01T10:00:00Z')

  // 01:30 on 9 March in India.
  await topUp(db, s1, 500, 1, '2025-03-08T20:00:00Z')
  await topUp(db, s2, 100, 1, '2025-03-10T05:00:00Z')
  await topUp(db, oldSeeker, 200, 1, '2025-01-05T10:00:00Z')
  await topUp(db, s1, 300, 0, '2025-03-10T04:00:00Z')
  await topUp(db, s2, 50, 2, '2025-03-10T04:30:00Z')

  await db.insert(propertyReports).values([
    { unlockId: reported, propertyId: a, reporterId: s1, reason: 'unreachable' },
    {
      unlockId: refunded,
      propertyId: b,
      reporterId: s2,
      reason: 'wrong_number',
      status: 'refunded',
      resolution: 'unanswered',
      resolvedAt: new Date('2025-03-10T03:00:00Z'),
      refundedCredits: 99,
    },
  ])
})
afterAll(() => t.close())

describe('GET admin/stats', () => {
  it('counts users, listings, unlocks, money and reports, and draws the days in India time', async () => {
    const res = await adminGet(t.app, 'admin/stats?days=3', admin.token)
    expect(res.data).toEqual({
      days: 3,
      users: { seekers: 3, owners: 1, admins: 1, blocked: 1, total: 5 },
      listings: { published: 3, incomplete: 1, hidden: 1, let: 1, total: 6 },
      unlocks: 3,
      credits_sold: 800,
      revenue_paise: 80_000,
      open_reports: 1,
      refunds: 1,
      series: [
        { date: '2025-03-08', signups: 1, top_ups_paise: 0, unlocks: 0 },
        { date: '2025-03-09', signups: 1, top_ups_paise: 50_000, unlocks: 1 },
        { date: '2025-03-10', signups: 1, top_ups_paise: 10_000, unlocks: 1 },
      ],
      listings_by_state: [
        { state_id: PLACES.maharashtra.id, state: 'Maharashtra', count: 2 },
        { state_id: PLACES.gujarat.id, state: 'Gujarat', count: 1 },
      ],
    })
  })

  it(`shows the last ${STATS_DEFAULT_DAYS} days by default, every day present, empty ones as zeros`, async () => {
    const { series } = (await adminGet(t.app, 'admin/stats', admin.token)).data as {
      series: { date: string; signups: number; top_ups_paise: number; unlocks: number }[]
    }
    expect(series).toHaveLength(STATS_DEFAULT_DAYS)
    expect(series[0]!.date).toBe('2025-02-09')
    expect(series.at(-1)!.date).toBe('2025-03-10')
    expect(series.filter((d) => d.signups + d.unlocks + d.top_ups_paise > 0)).toHaveLength(3)
    const days = series.map((d) => d.date)
    expect(new Set(days).size).toBe(STATS_DEFAULT_DAYS)
    expect([...days].sort()).toEqual(days)
  })

  it('takes 1 to 90 days', async () => {
    expect((await adminGet(t.app, 'admin/stats?days=1', admin.token)).data.series).toEqual([
      { date: '2025-03-10', signups: 1, top_ups_paise: 10_000, unlocks: 1 },
    ])
    for (const days of ['0', '91', '2.5', 'x']) {
      await adminGet(t.app, `admin/stats?days=${days}`, admin.token, 422)
    }
  })
})
