import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../db/client'
import { rateLimits } from '../db/schema/index'
import type { Clock } from './clock'
import { rateLimited } from './app-error'

export interface RateLimitResult {
  allowed: boolean
  /** Hits counted in the current window, this one included. */
  count: number
  /** Whole seconds until the window ends (at least 1): the `retry-after` value. */
  retryAfterSec: number
}

function result(count: number, limit: number, resetAt: Date, now: Date): RateLimitResult {
  const retryAfterSec = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000))
  return { allowed: count <= limit, count, retryAfterSec }
}

// Qualified names: inside ON CONFLICT DO UPDATE a bare column could mean the `excluded` row.
const current = {
  count: sql.raw('"rate_limits"."count"'),
  resetAt: sql.raw('"rate_limits"."reset_at"'),
}

/**
 * Counts one hit on a fixed window in a single atomic statement, so concurrent requests on any
 * number of API instances can never slip past the limit together: a finished window starts over
 * at 1, otherwise the count grows and the window's end stays where it was.
 */
export async function hit(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  const nowIso = now.toISOString()
  const windowEnd = new Date(now.getTime() + windowMs)
  const expired = sql`${current.resetAt} <= ${nowIso}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: windowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${current.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${current.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  return result(row!.count, limit, row!.resetAt, now)
}

/** The current standing of a key without counting a hit. */
export async function peek(
  db: Tx,
  key: string,
  limit: number,
  now: Date,
): Promise<RateLimitResult> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
  if (!row || row.resetAt <= now) return { allowed: true, count: 0, retryAfterSec: 0 }
  return result(row.count, limit, row.resetAt, now)
}

/** Forgets a key: its next hit starts a fresh window. */
export async function reset(db: Tx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key))
}

/** Takes back one hit (never below 0), for an attempt that turned out to be legitimate. */
export async function release(db: Tx, key: string): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, key))
}

/** One rule: at most `limit` hits per `windowMs`, per key. */
export interface RateRule {
  limit: number
  windowMs: number
}

/** The limiter as the app uses it: bound to its database and clock. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateLimitResult>
  peek(key: string, rule: RateRule): Promise<RateLimitResult>
  reset(key: string): Promise<void>
  release(key: string): Promise<void>
  /** Counts a hit on every key and throws a 429 with `retry-after` when any is over its rule. */
  enforce(
    hits: ReadonlyArray<readonly [key: string, rule: RateRule]>,
    message: string,
  ): Promise<void>
}

export function createRateLimiter(db: Tx, clock: Clock): RateLimiter {
  return {
    hit: (key, rule) => hit(db, key, rule.limit, rule.windowMs, clock.now()),
    peek: (key, rule) => peek(db, key, rule.limit, clock.now()),
    reset: (key) => reset(db, key),
    release: (key) => release(db, key),
    async enforce(hits, message) {
      let retryAfterSec = 0
      for (const [key, rule] of hits) {
        const r = await hit(db, key, rule.limit, rule.windowMs, clock.now())
        if (!r.allowed) retryAfterSec = Math.max(retryAfterSec, r.retryAfterSec)
      }
      if (retryAfterSec > 0) throw rateLimited(message, retryAfterSec)
    },
  }
}
