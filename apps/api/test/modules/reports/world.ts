import { REPORTER_MIN_ACCOUNT_DAYS } from '@app/contract/constants'
import type { ReportBody } from '@app/contract/report'
import { and, asc, desc, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import type { Tx } from '../../../src/db/client'
import {
  auditLog,
  propertyReports,
  sessions,
  users,
  walletLedger,
} from '../../../src/db/schema/index'
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
/** A user and, for an established seeker, the address of their own network they call from. */
export type User = { id: number; token: string; ip?: string }

let networks = 0
/** An address on a network no other established seeker uses (172.16.0.0/12, a /24 each). */
function ownNetworkIp() {
  networks++
  return `172.${16 + (networks >> 8)}.${networks & 255}.7`
}

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

  let historyOwner: User | undefined

  /**
   * A seeker with START credits who unlocked each of `propertyIds` and is established (decision
   * 022): an account older than REPORTER_MIN_ACCOUNT_DAYS that paid for an unlock of another
   * owner's listing, seen only on a network of their own, which their calls come from.
   */
  async function establishedSeekerWhoUnlocked(...propertyIds: number[]): Promise<User> {
    historyOwner ??= await makeUser(db(), 2)
    const earlier = await listing(db(), historyOwner.id, { name: 'An earlier godown' })
    const ip = ownNetworkIp()
    const seeker = await makeUser(db(), 1, START + COST)
    const created = new Date(Date.now() - (REPORTER_MIN_ACCOUNT_DAYS + 1) * DAY)
    await db().update(users).set({ createdAt: created }).where(eq(users.id, seeker.id))
    await db().update(sessions).set({ ip }).where(eq(sessions.userId, seeker.id))
    const user = { ...seeker, ip }
    for (const property_id of [earlier, ...propertyIds]) {
      const res = await post(app(), '/api/property/unlock', { property_id }, user)
      expect(res.statusCode, res.body).toBe(200)
    }
    return user
  }

  return {
    db,
    seekerWhoUnlocked,
    establishedSeekerWhoUnlocked,
    /** The same user with a session that outlasts a clock moved by days (makeUser's lasts an hour). */
    async stayingLoggedIn(user: User): Promise<User> {
      const ip = user.ip ?? '127.0.0.1'
      const token = await createSession(db(), user.id, { ip }, new Date(), 30 * DAY)
      return { ...user, token }
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
    /** The user's reports, newest first. */
    reportsOfUser: (userId: number) =>
      db()
        .select()
        .from(propertyReports)
        .where(eq(propertyReports.reporterId, userId))
        .orderBy(desc(propertyReports.id)),
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
