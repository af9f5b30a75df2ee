import type { ReportBody } from '@app/contract/report'
import { and, asc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Tx } from '../../../src/db/client'
import { auditLog, propertyReports, users, walletLedger } from '../../../src/db/schema/index'
import type { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { createSession } from '../../../src/lib/sessions'
import { listing, makeUser } from '../../helpers/listings'

/** What the report tests share: people, listings and calls on one test app. */

export const COST = 10
/** Seekers start with this many credits. */
export const START = 100
export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
export type User = { id: number; token: string }

export function world(t: () => TestApp) {
  const db = (): Tx => t().database.db
  const app = () => t().app

  /** A seeker with START credits who has unlocked each of `propertyIds` (through the API). */
  async function seekerWhoUnlocked(...propertyIds: number[]): Promise<User> {
    const seeker = await makeUser(db(), 1, START)
    for (const property_id of propertyIds) {
      const res = await post(app(), '/api/property/unlock', { property_id }, seeker)
      expect(res.statusCode, res.body).toBe(200)
    }
    return seeker
  }

  return {
    db,
    seekerWhoUnlocked,
    /** The same user with a session that outlasts a clock moved by days (makeUser's lasts an hour). */
    async stayingLoggedIn(user: User): Promise<User> {
      const token = await createSession(db(), user.id, { ip: '127.0.0.1' }, new Date(), 30 * DAY)
      return { id: user.id, token }
    },
    owner: () => makeUser(db(), 2),
    admin: () => makeUser(db(), 99),
    listing: (ownerId: number, name = 'Reported godown') => listing(db(), ownerId, { name }),
    report: (user: User, body: Partial<ReportBody> & { property_id: number }) =>
      post(app(), '/api/property/report', body, user),
    answer: (user: User, id: number, body: object) =>
      post(app(), `/api/property/reports/${id}/answer`, body, user),
    resolve: (user: User, id: number, body: object) =>
      post(app(), `/api/admin/reports/${id}/resolve`, body, user),
    reportsOf: (user: User, propertyId: number) =>
      get(app(), `/api/property/reports?property_id=${propertyId}`, user),
    view: (user: User, propertyId: number) =>
      get(app(), `/api/property/view?property_id=${propertyId}`, user),

    async balance(userId: number) {
      const [row] = await db().select({ c: users.credits }).from(users).where(eq(users.id, userId))
      return row!.c
    },
    /** The user's refund entries in the ledger. */
    refunds: (userId: number) =>
      db()
        .select()
        .from(walletLedger)
        .where(and(eq(walletLedger.userId, userId), eq(walletLedger.reason, 'refund'))),
    async stored(id: number) {
      const [row] = await db().select().from(propertyReports).where(eq(propertyReports.id, id))
      return row!
    },
    /** Audit entries about `type:id`, oldest first. */
    audit: (type: 'property' | 'report', id: number) =>
      db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.targetType, type), eq(auditLog.targetId, id)))
        .orderBy(asc(auditLog.id)),
  }
}
