import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { rateLimits } from '../../src/db/schema/index'
import { createRateLimiter, hit, peek, release, reset } from '../../src/lib/rate-limit'
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
})
