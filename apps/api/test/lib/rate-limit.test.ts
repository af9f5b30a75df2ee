import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { queryRows, type Database } from '../../src/db/client'
import { passwordFailures, rateLimits } from '../../src/db/schema/index'
import {
  backoffDelayMs,
  beginAttempt,
  createRateLimiter,
  forgetFailures,
  hit,
  peek,
  release,
  reset,
  take,
  type BackoffRule,
} from '../../src/lib/rate-limit'
import { freshDatabase } from '../helpers/app'
import { ManualClock, MINUTE } from '../helpers/clock'

describe('fixed-window rate limiter', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  const window = 15 * MINUTE

  it('counts hits, refuses past the limit and starts over when the window ends', async () => {
    const clock = new ManualClock()
    const db = database.db
    const results = []
    for (let i = 0; i < 4; i++) results.push(await hit(db, 'k1', 3, window, clock.now()))
    expect(results.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [4, false],
    ])
    expect(results[3]!.retryAfterSec).toBe(900)

    clock.advance(10 * MINUTE + 500)
    const later = await hit(db, 'k1', 3, window, clock.now())
    // The window does not slide: it still ends 15 minutes after the first hit.
    expect(later).toEqual({ allowed: false, count: 5, retryAfterSec: 300 })

    clock.advance(5 * MINUTE)
    expect(await hit(db, 'k1', 3, window, clock.now())).toEqual({
      allowed: true,
      count: 1,
      retryAfterSec: 900,
    })
  })

  it('keeps its windows in a table that writes no WAL: a hit commits without a flush', async () => {
    const [table] = await queryRows<{ persistence: string }>(
      database.db,
      sql`select relpersistence as persistence from pg_class where oid = 'rate_limits'::regclass`,
    )
    expect(table).toEqual({ persistence: 'u' })
  })

  it('peeks without counting, resets and releases', async () => {
    const clock = new ManualClock()
    const db = database.db
    expect(await peek(db, 'k2', 2, clock.now())).toEqual({
      allowed: true,
      count: 0,
      retryAfterSec: 0,
    })
    await hit(db, 'k2', 2, window, clock.now())
    await hit(db, 'k2', 2, window, clock.now())
    expect((await peek(db, 'k2', 2, clock.now())).count).toBe(2)
    await release(db, 'k2')
    expect((await peek(db, 'k2', 2, clock.now())).count).toBe(1)
    await reset(db, 'k2')
    expect((await peek(db, 'k2', 2, clock.now())).count).toBe(0)
    // A finished window peeks as empty.
    await hit(db, 'k2', 2, window, clock.now())
    clock.advance(window)
    expect((await peek(db, 'k2', 2, clock.now())).count).toBe(0)
  })

  it('lets exactly `limit` of many concurrent hits through', async () => {
    const limiter = createRateLimiter(database.db, new ManualClock())
    const rule = { limit: 5, windowMs: window }
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.hit('k3', rule)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 30 }, (_, i) => i + 1),
    )
  })

  it('enforce() throws a 429 with retry-after when any key is over', async () => {
    const clock = new ManualClock()
    const limiter = createRateLimiter(database.db, clock)
    const tight = { limit: 1, windowMs: MINUTE }
    const loose = { limit: 10, windowMs: window }
    await limiter.enforce(
      [
        ['k4a', tight],
        ['k4b', loose],
      ],
      'slow down',
    )
    const refused = await limiter
      .enforce(
        [
          ['k4a', tight],
          ['k4b', loose],
        ],
        'slow down',
      )
      .catch((e: unknown) => e)
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: 'slow down',
      headers: { 'retry-after': '60' },
    })
    const rows = await database.db.select().from(rateLimits)
    expect(rows.find((r) => r.key === 'k4b')!.count).toBe(2)
  })

  it('enforce() under load: hits of many requests share statements, each key counted exactly', async () => {
    const limiter = createRateLimiter(database.db, new ManualClock())
    const rule = { limit: 5, windowMs: window }
    const keys = Array.from({ length: 8 }, (_, k) => `k6-${k}`)
    // Ten requests per key, each hitting its own key and one all share, at once.
    const outcomes = await Promise.all(
      keys.flatMap((key) =>
        Array.from({ length: 10 }, () =>
          limiter
            .enforce(
              [
                [key, rule],
                ['k6-all', { limit: 1_000, windowMs: window }],
              ],
              'slow down',
            )
            .then(
              () => ({ key, allowed: true }),
              (e: { statusCode?: number }) => {
                expect(e.statusCode).toBe(429)
                return { key, allowed: false }
              },
            ),
        ),
      ),
    )
    for (const key of keys) {
      expect(outcomes.filter((o) => o.key === key && o.allowed)).toHaveLength(5)
    }
    const rows = await database.db
      .select()
      .from(rateLimits)
      .where(sql`${rateLimits.key} like 'k6-%'`)
    expect(Object.fromEntries(rows.map((r) => [r.key, r.count]))).toEqual({
      ...Object.fromEntries(keys.map((key) => [key, 10])),
      'k6-all': 80,
    })
    // Grouped indeed on PostgreSQL, where statements overlap: some keys were last counted by one
    // statement together. PGlite runs one statement at a time.
    if (database.kind !== 'postgres') return
    const [last] = await queryRows<{ transactions: number }>(
      database.db,
      sql`select count(distinct xmin::text)::int as transactions from ${rateLimits}
        where ${rateLimits.key} like 'k6-%'`,
    )
    expect(last!.transactions).toBeLessThan(keys.length + 1)
  })

  it('take() counts only while under the limit: refused hits leave the count alone', async () => {
    const clock = new ManualClock()
    const db = database.db
    const counts = []
    for (let i = 0; i < 6; i++) counts.push(await take(db, 'k5', 3, window, clock.now()))
    expect(counts.map((r) => [r.count, r.allowed])).toEqual([
      [1, true],
      [2, true],
      [3, true],
      [3, false],
      [3, false],
      [3, false],
    ])
    expect(counts[5]!.retryAfterSec).toBe(900)
    await release(db, 'k5')
    expect((await take(db, 'k5', 3, window, clock.now())).allowed).toBe(true)
    clock.advance(window)
    expect(await take(db, 'k5', 3, window, clock.now())).toEqual({
      allowed: true,
      count: 1,
      retryAfterSec: 900,
    })
  })

  it('take() lets exactly `limit` of many concurrent hits through and counts no more', async () => {
    const limiter = createRateLimiter(database.db, new ManualClock())
    const rule = { limit: 5, windowMs: window }
    const results = await Promise.all(Array.from({ length: 30 }, () => limiter.take('k6', rule)))
    expect(results.filter((r) => r.allowed)).toHaveLength(5)
    expect((await limiter.peek('k6', rule)).count).toBe(5)
  })

  describe('progressive delay', () => {
    const rule: BackoffRule = {
      free: 5,
      firstDelayMs: 1000,
      maxDelayMs: 15 * MINUTE,
      forgetAfterMs: 24 * 60 * MINUTE,
    }

    it('waits nothing for 4 failures, then 1 s doubling up to the maximum, never overflowing', () => {
      expect([1, 4, 5, 6, 7, 14, 15, 16, 1000, 1e9].map((n) => backoffDelayMs(n, rule))).toEqual([
        0, 0, 1000, 2000, 4000, 512_000, 900_000, 900_000, 900_000, 900_000,
      ])
    })

    it('counts attempts before the check, refuses without counting while waiting, and forgets', async () => {
      const clock = new ManualClock()
      const db = database.db
      const attempt = () => beginAttempt(db, 'user:1', '10.0.0.1', rule, clock.now())
      for (let i = 1; i <= 5; i++) expect((await attempt()).failures).toBe(i)
      for (let i = 0; i < 3; i++) {
        expect(await attempt()).toEqual({ allowed: false, failures: 0, retryAfterSec: 1 })
      }
      clock.advance(1000)
      expect(await attempt()).toEqual({ allowed: true, failures: 6, retryAfterSec: 0 })
      expect((await attempt()).retryAfterSec).toBe(2)
      // Other sources and accounts have counters of their own.
      expect((await beginAttempt(db, 'user:1', '10.0.0.2', rule, clock.now())).allowed).toBe(true)
      expect((await beginAttempt(db, 'user:2', '10.0.0.1', rule, clock.now())).allowed).toBe(true)
      await forgetFailures(db, 'user:1', '10.0.0.1')
      expect((await attempt()).failures).toBe(1)
      await forgetFailures(db, 'user:1')
      const left = await db.select().from(passwordFailures)
      expect(left.map((r) => r.account)).toEqual(['user:2'])
    })

    it('starts over a day after the last attempt', async () => {
      const clock = new ManualClock()
      const db = database.db
      const attempt = () => beginAttempt(db, 'user:3', '10.0.0.1', rule, clock.now())
      for (let i = 0; i < 7; i++) {
        await attempt()
        clock.advance(15 * MINUTE)
      }
      clock.advance(rule.forgetAfterMs)
      expect((await attempt()).failures).toBe(1)
    })

    it('lets exactly `free` of many concurrent attempts through', async () => {
      const limiter = createRateLimiter(database.db, new ManualClock())
      const results = await Promise.all(
        Array.from({ length: 30 }, () => limiter.beginAttempt('user:4', '10.0.0.9', rule)),
      )
      expect(results.filter((r) => r.allowed)).toHaveLength(5)
    })
  })
})
