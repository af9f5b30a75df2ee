import { and, eq, sql } from 'drizzle-orm'
import { prepared, type Tx } from '../db/client'
import { passwordFailures, rateLimits } from '../db/schema/index'
import type { Clock } from './clock'
import { byPlace, groupRows, groupsPerHandle } from './statement-groups'
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
  const counted = (await countHits(db, [{ key, windowMs, now }])).get(key)!
  return result(counted.count, limit, counted.resetAt, now)
}

/** A hit on a key's window, at `now`. */
export interface Hit {
  key: string
  windowMs: number
  now: Date
}

/**
 * hit()'s statement for several keys at once (one hit on each; the keys distinct), counted at
 * the latest of their times: the windows by key. The keys are written in order, so two such
 * statements lock the windows they share in the same order and never wait for each other in a
 * circle, on any number of API instances.
 */
export async function countHits(
  db: Tx,
  hits: readonly Hit[],
): Promise<Map<string, { count: number; resetAt: Date }>> {
  // Guards hot routes (a payment confirmation, logins): prepared, planned once per connection.
  const statement = prepared(db, 'rate-limit-hits', (name) => {
    const input = groupRows('key text, reset_at timestamptz')
    const expired = sql`${current.resetAt} <= ${sql.placeholder('now')}::timestamptz`
    const counted = db
      .$with('counted', {
        key: rateLimits.key,
        count: rateLimits.count,
        resetAt: rateLimits.resetAt,
      })
      .as(
        sql`insert into ${rateLimits} (key, count, reset_at)
          select i.key, 1, i.reset_at from ${input} order by i.key
          on conflict (key) do update set
            count = case when ${expired} then 1 else ${current.count} + 1 end,
            reset_at = case when ${expired} then excluded.reset_at else ${current.resetAt} end
          returning key, count, reset_at`,
      )
    return db.with(counted).select().from(counted).prepare(name)
  })
  const now = Math.max(...hits.map((h) => h.now.getTime()))
  const items = hits.map((h) => ({ key: h.key, reset_at: new Date(now + h.windowMs) }))
  const rows = await statement.execute({
    items: JSON.stringify(items),
    now: new Date(now).toISOString(),
  })
  return new Map(rows.map((row) => [row.key, row]))
}

/**
 * Each database handle's hits, grouped under load (lib/statement-groups.ts): one statement
 * counts the hits of many requests, one per key.
 */
const hitGroupsOf = groupsPerHandle((db: Tx) => ({
  keyOf: (hit: Hit) => hit.key,
  many: async (hits: Hit[]) =>
    byPlace(
      hits.map((h) => h.key),
      await countHits(db, hits),
    ),
}))

/**
 * Counts a hit only while the key is under its limit, in one atomic statement: a refused request
 * is not counted, so hammering a full window changes nothing. For budgets of failures, where a
 * hit is taken back (`release`) when the attempt turns out fine.
 */
export async function take(
  db: Tx,
  key: string,
  limit: number,
  windowMs: number,
  now: Date,
): Promise<RateLimitResult> {
  const nowIso = now.toISOString()
  const expired = sql`${current.resetAt} <= ${nowIso}::timestamptz`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt: new Date(now.getTime() + windowMs) })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${current.count} + 1 end`,
        resetAt: sql`case when ${expired} then excluded.reset_at else ${current.resetAt} end`,
      },
      setWhere: sql`${expired} or ${current.count} < ${limit}`,
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt })
  if (row) return result(row.count, limit, row.resetAt, now)
  const full = await peek(db, key, limit, now)
  // The window may have closed between the two statements: then there is nothing to wait for.
  return { ...full, allowed: false, retryAfterSec: Math.max(1, full.retryAfterSec) }
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

/* ---------------------------------------------------------------- progressive delay */

/**
 * A progressive delay for password checks: `free` failures in a row cost nothing, then each
 * further attempt has to wait `firstDelayMs`, doubling with every failure up to `maxDelayMs`.
 * The failures are forgotten `forgetAfterMs` after the last attempt.
 */
export interface BackoffRule {
  free: number
  firstDelayMs: number
  maxDelayMs: number
  forgetAfterMs: number
}

export interface BackoffResult {
  allowed: boolean
  /** Attempts counted in a row, this one included (0 when refused). */
  failures: number
  /** Whole seconds until the next attempt is allowed (at least 1), when refused. */
  retryAfterSec: number
}

/** The wait after `failures` attempts in a row, in milliseconds. */
export function backoffDelayMs(failures: number, rule: BackoffRule): number {
  if (failures < rule.free) return 0
  // The exponent is capped so that a pair failing for weeks cannot overflow the arithmetic.
  return Math.min(rule.firstDelayMs * 2 ** Math.min(failures - rule.free, 30), rule.maxDelayMs)
}

const pair = {
  failures: sql.raw('"password_failures"."failures"'),
  retryAt: sql.raw('"password_failures"."retry_at"'),
  expiresAt: sql.raw('"password_failures"."expires_at"'),
}

/**
 * Counts an attempt of `source` (a client IP) on `account` before its password is checked, in
 * one atomic statement, unless the pair is still waiting: then nothing is counted (a refused
 * request must not make the wait longer) and the answer says how long to wait. Counting first
 * means parallel guesses cannot slip past the delay; `forgetFailures` undoes it on success.
 */
export async function beginAttempt(
  db: Tx,
  account: string,
  source: string,
  rule: BackoffRule,
  now: Date,
): Promise<BackoffResult> {
  const nowAt = sql`${now.toISOString()}::timestamptz`
  const forgotten = sql`${pair.expiresAt} <= ${nowAt}`
  const failures = sql`case when ${forgotten} then 1 else ${pair.failures} + 1 end`
  // backoffDelayMs in SQL, over the new count.
  const free = sql`${rule.free}::int`
  const delayMs = sql`case when ${failures} < ${free} then 0 else least(
    ${rule.firstDelayMs}::float8 * power(2, least(${failures} - ${free}, 30)),
    ${rule.maxDelayMs}::float8) end`
  const [row] = await db
    .insert(passwordFailures)
    .values({
      account,
      source,
      failures: 1,
      retryAt: new Date(now.getTime() + backoffDelayMs(1, rule)),
      expiresAt: new Date(now.getTime() + rule.forgetAfterMs),
    })
    .onConflictDoUpdate({
      target: [passwordFailures.account, passwordFailures.source],
      set: {
        failures,
        retryAt: sql`${nowAt} + ${delayMs} * interval '1 millisecond'`,
        expiresAt: sql`excluded.expires_at`,
      },
      setWhere: sql`${pair.retryAt} <= ${nowAt} or ${forgotten}`,
    })
    .returning({ failures: passwordFailures.failures })
  if (row) return { allowed: true, failures: row.failures, retryAfterSec: 0 }
  const [waiting] = await db
    .select({ retryAt: passwordFailures.retryAt })
    .from(passwordFailures)
    .where(and(eq(passwordFailures.account, account), eq(passwordFailures.source, source)))
  const waitMs = waiting ? waiting.retryAt.getTime() - now.getTime() : 0
  return { allowed: false, failures: 0, retryAfterSec: Math.max(1, Math.ceil(waitMs / 1000)) }
}

/** Forgets the failures of one pair, or of every source when `source` is left out. */
export async function forgetFailures(db: Tx, account: string, source?: string): Promise<void> {
  await db
    .delete(passwordFailures)
    .where(
      source === undefined
        ? eq(passwordFailures.account, account)
        : and(eq(passwordFailures.account, account), eq(passwordFailures.source, source)),
    )
}

/* ---------------------------------------------------------------- the app's limiter */

/** The limiter as the app uses it: bound to its database and clock. */
export interface RateLimiter {
  hit(key: string, rule: RateRule): Promise<RateLimitResult>
  take(key: string, rule: RateRule): Promise<RateLimitResult>
  peek(key: string, rule: RateRule): Promise<RateLimitResult>
  reset(key: string): Promise<void>
  release(key: string): Promise<void>
  /** Counts a hit on every key and throws a 429 with `retry-after` when any is over its rule. */
  enforce(
    hits: ReadonlyArray<readonly [key: string, rule: RateRule]>,
    message: string,
  ): Promise<void>
  /** Counts nothing; throws a 429 with `retry-after` when any key has used up its rule. */
  guard(keys: ReadonlyArray<readonly [key: string, rule: RateRule]>, message: string): Promise<void>
  beginAttempt(account: string, source: string, rule: BackoffRule): Promise<BackoffResult>
  forgetFailures(account: string, source?: string): Promise<void>
}

export function createRateLimiter(db: Tx, clock: Clock): RateLimiter {
  return {
    hit: (key, rule) => hit(db, key, rule.limit, rule.windowMs, clock.now()),
    take: (key, rule) => take(db, key, rule.limit, rule.windowMs, clock.now()),
    peek: (key, rule) => peek(db, key, rule.limit, clock.now()),
    reset: (key) => reset(db, key),
    release: (key) => release(db, key),
    async enforce(hits, message) {
      const now = clock.now()
      const counted = await Promise.all(
        hits.map(([key, rule]) => hitGroupsOf(db).run({ key, windowMs: rule.windowMs, now })),
      )
      let retryAfterSec = 0
      hits.forEach(([, rule], n) => {
        const r = result(counted[n]!.count, rule.limit, counted[n]!.resetAt, now)
        if (!r.allowed) retryAfterSec = Math.max(retryAfterSec, r.retryAfterSec)
      })
      if (retryAfterSec > 0) throw rateLimited(message, retryAfterSec)
    },
    async guard(keys, message) {
      let retryAfterSec = 0
      for (const [key, rule] of keys) {
        const r = await peek(db, key, rule.limit, clock.now())
        if (r.count >= rule.limit) retryAfterSec = Math.max(retryAfterSec, r.retryAfterSec)
      }
      if (retryAfterSec > 0) throw rateLimited(message, retryAfterSec)
    },
    beginAttempt: (account, source, rule) => beginAttempt(db, account, source, rule, clock.now()),
    forgetFailures: (account, source) => forgetFailures(db, account, source),
  }
}
