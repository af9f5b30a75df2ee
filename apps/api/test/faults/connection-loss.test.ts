import { inArray, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi, type MockInstance } from 'vitest'
import { queryRows } from '../../src/db/client'
import { users } from '../../src/db/schema/index'
import { hashPassword } from '../../src/lib/password'
import { createTestApp, testConfig } from '../helpers/app'
import { get, post } from '../helpers/auth'
import { listing, makeUser, seedPlaces } from '../helpers/listings'

/**
 * PostgreSQL ends backends on restart, failover or pg_terminate_backend. The API must answer
 * the requests that were using them with 503 in the envelope, stay up, carry on with fresh
 * connections, and never lose or invent credits (hardening issue, defect 1). PGlite has no
 * connections to lose, so this runs only on PostgreSQL.
 */
const url = testConfig().databaseUrl
const UNAVAILABLE = {
  success: false,
  code: 'UNAVAILABLE',
  message: 'The service is briefly unavailable. Please try again.',
}
const COST = 99
const START_CREDITS = 500
const PASSWORD = 'godown-pass-1'

describe.skipIf(!url)('losing database connections (PostgreSQL only: needs DATABASE_URL)', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  /** Another database on the same server, to terminate this test database's backends from. */
  let admin: pg.Client
  let database: string
  /** Lets the /test/hold route go on once the test has killed its connection. */
  let releaseHold: () => void = () => {}
  let held: Promise<void>
  let markHeld: () => void = () => {}

  const uncaught: unknown[] = []
  const countUncaught = (err: unknown) => uncaught.push(err)
  // The pool reports each lost connection with one warning line: counted here, not printed.
  let warn: MockInstance<Console['warn']>
  const connectionsLost = () =>
    warn.mock.calls.filter(([line]) => String(line).startsWith('database connection lost')).length

  beforeAll(async () => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    process.on('uncaughtException', countUncaught)
    process.on('unhandledRejection', countUncaught)
    t = await createTestApp({
      env: { UNLOCK_COST: String(COST) },
      setup(app) {
        // A query that runs until its connection is killed.
        app.get('/test/sleep', async () => {
          await app.db.execute(sql`select pg_sleep(60)`)
          return { success: true }
        })
        // A transaction that holds its connection idle between two queries.
        app.post('/test/hold', async () => {
          await app.db.transaction(async (tx) => {
            await tx.execute(sql`select 1`)
            markHeld()
            await new Promise<void>((resolve) => (releaseHold = resolve))
            await tx.execute(sql`select 2`)
          })
          return { success: true }
        })
      },
    })
    const [current] = await queryRows<{ name: string }>(
      t.database.db,
      sql`select current_database() as name`,
    )
    database = current!.name
    admin = new pg.Client({ connectionString: url })
    await admin.connect()
  })

  afterAll(async () => {
    await admin?.end()
    await t?.close()
    process.off('uncaughtException', countUncaught)
    process.off('unhandledRejection', countUncaught)
    warn?.mockRestore()
  })

  /** Ends every backend of this test's database (never another test's), as a restart would. */
  async function terminateBackends(where = '') {
    const { rows } = await admin.query<{ n: number }>(
      `select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
        where datname = $1 and pid <> pg_backend_pid() ${where}`,
      [database],
    )
    return rows[0]!.n
  }

  /** Waits until one of this database's backends is in `state` (running a query, or idle in a transaction). */
  async function waitForBackend(state: 'active' | 'idle in transaction', query: string) {
    await vi.waitFor(
      async () => {
        const { rows } = await admin.query(
          `select 1 from pg_stat_activity where datname = $1 and state = $2 and query like $3`,
          [database, state, `%${query}%`],
        )
        expect(rows).toHaveLength(1)
      },
      { timeout: 10_000, interval: 20 },
    )
  }

  it('answers 503 in the envelope when the connection of a running query is killed', async () => {
    const answer = get(t.app, '/test/sleep')
    await waitForBackend('active', 'pg_sleep')
    expect(await terminateBackends(`and query like '%pg_sleep%'`)).toBe(1)
    const res = await answer
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(UNAVAILABLE)
    expect(res.headers['retry-after']).toBe('1')
    expect(uncaught).toEqual([])
    expect((await get(t.app, '/api/health')).statusCode).toBe(200)
  })

  it('stays up when the connection of a transaction is killed between its queries, and answers 503', async () => {
    held = new Promise<void>((resolve) => (markHeld = resolve))
    const lostBefore = connectionsLost()
    const answer = post(t.app, '/test/hold')
    await held
    await waitForBackend('idle in transaction', 'select 1')
    expect(await terminateBackends(`and state = 'idle in transaction'`)).toBe(1)
    // The checked-out client hears of it with no query running: before the fix nobody
    // listened to that 'error' and the process ended.
    await vi.waitFor(() => expect(connectionsLost() + uncaught.length).toBeGreaterThan(lostBefore))
    releaseHold()
    const res = await answer
    expect(uncaught).toEqual([])
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual(UNAVAILABLE)
    expect((await get(t.app, '/api/health')).statusCode).toBe(200)
  })

  it('survives five restarts during 200 logins and unlocks without losing or inventing a credit', async () => {
    const db = t.database.db
    await seedPlaces(db)
    const owner = await makeUser(db, 2)
    const listings = await Promise.all(
      Array.from({ length: 20 }, (_, i) => listing(db, owner.id, { name: `Godown ${i}` })),
    )
    const seekers = await Promise.all(
      Array.from({ length: 10 }, () => makeUser(db, 1, START_CREDITS)),
    )
    const ids = seekers.map((s) => s.id)
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(inArray(users.id, ids))
    const phones = await db
      .select({ phone: users.phoneNumber })
      .from(users)
      .where(inArray(users.id, ids))

    // Even operations log in, odd ones unlock: each seeker tries 10 different listings, and
    // 5 unlocks spend its credits, so about half are refused with 402.
    const operations = Array.from({ length: 200 }, (_, i) => () => {
      const n = i >> 1
      const who = n % seekers.length
      const attempt = Math.floor(n / seekers.length)
      return i % 2 === 0
        ? post(t.app, '/api/login', { email_or_phone: phones[who]!.phone, password: PASSWORD })
        : post(
            t.app,
            '/api/property/unlock',
            { property_id: listings[(who + attempt) % listings.length]! },
            { token: seekers[who]!.token },
          )
    })

    // The five kills are spread over the run, each while about 20 requests are in flight.
    const killAfter = new Set([10, 50, 90, 130, 170])
    const kills: Promise<number>[] = []
    const answers: { status: number; body: unknown }[] = []
    let next = 0
    const worker = async () => {
      while (next < operations.length) {
        const res = await operations[next++]!()
        answers.push({ status: res.statusCode, body: res.json() })
        if (killAfter.has(answers.length)) kills.push(terminateBackends())
      }
    }
    await Promise.all(Array.from({ length: 20 }, worker))
    await Promise.all(kills)

    expect(uncaught).toEqual([])
    expect(answers).toHaveLength(200)
    const statuses = answers.map((a) => a.status)
    expect(statuses.filter((s) => s >= 500 && s !== 503)).toEqual([])
    for (const a of answers.filter((a) => a.status === 503)) expect(a.body).toEqual(UNAVAILABLE)
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(80)
    expect(statuses.filter((s) => s === 402).length).toBeGreaterThan(0)
    expect(connectionsLost()).toBeGreaterThan(0)
    // Every connection went back to the pool: none is kept by a transaction whose BEGIN failed.
    // Work after the answers (the owners' lead notices read their leads) may hold one briefly;
    // a connection kept for good never comes back.
    const pool = (db as unknown as { $client: pg.Pool }).$client
    await vi.waitFor(() => expect(pool.totalCount - pool.idleCount).toBe(0), {
      timeout: 10_000,
      interval: 50,
    })

    // Afterwards the API works as before.
    const login = await post(t.app, '/api/login', {
      email_or_phone: phones[0]!.phone,
      password: PASSWORD,
    })
    expect(login.statusCode).toBe(200)
    const late = await makeUser(db, 1, COST)
    expect(
      (
        await post(
          t.app,
          '/api/property/unlock',
          { property_id: listings[0]! },
          { token: late.token },
        )
      ).statusCode,
    ).toBe(200)

    // Every credit is accounted for: balance = start - unlocks that exist = start + ledger.
    const books = await queryRows<{
      id: number
      credits: number
      spent: number
      unlocks: number
      ledger_sum: number
      ledger_rows: number
    }>(
      db,
      sql`select u.id, u.credits,
            (select coalesce(sum(credits_spent), 0)::int from unlocks where user_id = u.id) as spent,
            (select count(*)::int from unlocks where user_id = u.id) as unlocks,
            (select coalesce(sum(delta), 0)::int from wallet_ledger where user_id = u.id) as ledger_sum,
            (select count(*)::int from wallet_ledger where user_id = u.id) as ledger_rows
          from users u where u.id in ${ids} order by u.id`,
    )
    expect(books).toHaveLength(seekers.length)
    for (const row of books) {
      expect(row.credits).toBe(START_CREDITS - row.spent)
      expect(row.credits).toBe(START_CREDITS + row.ledger_sum)
      expect(row.ledger_rows).toBe(row.unlocks)
    }
  }, 90_000)
})
