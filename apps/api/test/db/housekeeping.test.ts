import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { KEEP_ENDED_FOR_MS, purgeExpired } from '../../src/db/housekeeping'
import {
  otpCodes,
  passwordFailures,
  paymentEvents,
  rateLimits,
  sessions,
  users,
} from '../../src/db/schema/index'
import { freshDatabase } from '../helpers/app'

describe('housekeeping', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  it('drops closed rate-limit windows and long-ended codes and sessions, and keeps the rest', async () => {
    const db = database.db
    const now = new Date('2026-11-22T12:00:00Z')
    const ago = (ms: number) => new Date(now.getTime() - ms)
    const later = new Date(now.getTime() + 60_000)
    const longAgo = ago(KEEP_ENDED_FOR_MS + 1)
    const [u] = await db
      .insert(users)
      .values({
        firstName: 'Asha',
        email: 'asha@example.in',
        phoneNumber: '9876543210',
        passwordHash: 'x',
      })
      .returning({ id: users.id })
    await db.insert(rateLimits).values([
      { key: 'closed', count: 3, resetAt: ago(1) },
      { key: 'open', count: 3, resetAt: later },
    ])
    await db.insert(passwordFailures).values([
      { account: 'user:1', source: 'a', failures: 9, retryAt: ago(1), expiresAt: ago(1) },
      { account: 'user:1', source: 'b', failures: 9, retryAt: ago(1), expiresAt: later },
    ])
    const code = { purpose: 'register' as const, target: 't', codeHash: 'h' }
    await db.insert(otpCodes).values([
      { ...code, expiresAt: longAgo },
      { ...code, expiresAt: later, consumedAt: longAgo },
      { ...code, expiresAt: ago(1) }, // expired recently: kept for now
      { ...code, expiresAt: later },
    ])
    await db.insert(paymentEvents).values([
      { eventId: 'evt_old', event: 'payment.captured', receivedAt: longAgo },
      { eventId: 'evt_recent', event: 'payment.captured', receivedAt: ago(1) },
    ])
    const session = { userId: u!.id }
    await db.insert(sessions).values([
      { ...session, tokenHash: 'a', expiresAt: longAgo },
      { ...session, tokenHash: 'b', expiresAt: later, revokedAt: longAgo },
      { ...session, tokenHash: 'c', expiresAt: later, revokedAt: ago(1) },
      { ...session, tokenHash: 'd', expiresAt: later },
    ])

    expect(await purgeExpired(db, now)).toEqual({
      rateLimits: 1,
      paymentEvents: 1,
      passwordFailures: 1,
      otpCodes: 2,
      sessions: 2,
    })
    const left = async (table: string) =>
      Number(
        (
          (await db.execute(sql.raw(`select count(*)::int as n from ${table}`))) as unknown as {
            rows: { n: number }[]
          }
        ).rows[0]!.n,
      )
    expect(await left('rate_limits')).toBe(1)
    expect(await left('otp_codes')).toBe(2)
    expect(await left('sessions')).toBe(2)
    expect(await left('password_failures')).toBe(1)
    expect(await left('payment_events')).toBe(1)
    expect(await purgeExpired(db, now)).toEqual({
      rateLimits: 0,
      paymentEvents: 0,
      passwordFailures: 0,
      otpCodes: 0,
      sessions: 0,
    })
  })
})
