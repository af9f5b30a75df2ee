import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '../../src/db/client'
import { JobRunner } from '../../src/lib/jobs'
import { metrics } from '../../src/lib/metrics'
import { systemClock } from '../../src/lib/clock'
import { createTestApp, freshDatabase, testConfig } from '../helpers/app'

/** The value of one series of a counter (or a histogram's `_count`) right now. */
async function value(name: string, labels: Record<string, string>): Promise<number> {
  const metric = metrics.getSingleMetric(name)
  if (!metric) throw new Error(`no metric ${name}`)
  const { values } = (await metric.get()) as {
    values: { value: number; labels: Record<string, unknown>; metricName?: string }[]
  }
  const found = values.find(
    (v) =>
      (v.metricName === undefined || v.metricName === `${name}_count`) &&
      Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  )
  return found?.value ?? 0
}

function recordingLog() {
  const lines: { level: 'debug' | 'warn'; obj: Record<string, unknown>; msg: string }[] = []
  return {
    lines,
    debug: (obj: object, msg: string) => lines.push({ level: 'debug', obj: { ...obj }, msg }),
    warn: (obj: object, msg: string) => lines.push({ level: 'warn', obj: { ...obj }, msg }),
  }
}

/** A promise and its resolve, to hold a round open as long as a test wants. */
function gate() {
  let open!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  return { open, opened }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describe('the jobs runner', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(async () => {
    await database?.close()
  })

  const runner = (stopTimeoutMs?: number) => {
    const log = recordingLog()
    return {
      log,
      jobs: new JobRunner({ db: database.db, clock: systemClock, log }, stopTimeoutMs),
    }
  }

  it('never overlaps a round with the next: ticks while it runs are let go', async () => {
    const { jobs } = runner()
    const held = gate()
    let rounds = 0
    let atOnce = 0
    let most = 0
    jobs.add({
      name: 'slow',
      everyMs: 5,
      run: async () => {
        rounds++
        most = Math.max(most, ++atOnce)
        await held.opened
        atOnce--
      },
    })
    jobs.start()
    // About 20 ticks while the first round is held open.
    await sleep(100)
    expect(rounds).toBe(1)
    // Asking for a round meanwhile answers the running one.
    const same = jobs.runOnce('slow')
    held.open()
    expect(await same).toBe('done')
    await sleep(50)
    await jobs.stop()
    expect(rounds).toBeGreaterThan(1)
    expect(most).toBe(1)
  })

  it('counts runs and duration, and logs each round at debug', async () => {
    const { jobs, log } = runner()
    jobs.add({ name: 'counted', everyMs: 60_000, run: async () => ({ ran: true, purged: 3 }) })
    const runs = await value('godown_job_runs_total', { job: 'counted' })
    const timed = await value('godown_job_duration_seconds', { job: 'counted' })
    expect(await jobs.runOnce('counted')).toBe('done')
    expect(await jobs.runOnce('counted')).toBe('done')
    expect(await value('godown_job_runs_total', { job: 'counted' })).toBe(runs + 2)
    expect(await value('godown_job_duration_seconds', { job: 'counted' })).toBe(timed + 2)
    expect(await value('godown_job_failures_total', { job: 'counted' })).toBe(0)
    expect(log.lines).toEqual([
      expect.objectContaining({ level: 'debug', msg: 'job done' }),
      expect.objectContaining({ level: 'debug', msg: 'job done' }),
    ])
    expect(log.lines[0]!.obj).toMatchObject({ job: 'counted', outcome: { purged: 3 } })
  })

  it('logs a failed round as a warning and counts it; the next round still runs', async () => {
    const { jobs, log } = runner()
    let calls = 0
    jobs.add({
      name: 'flaky',
      everyMs: 60_000,
      run: async () => {
        if (++calls === 1) throw new Error('provider down')
      },
    })
    const failures = await value('godown_job_failures_total', { job: 'flaky' })
    expect(await jobs.runOnce('flaky')).toBe('failed')
    expect(await value('godown_job_failures_total', { job: 'flaky' })).toBe(failures + 1)
    const warning = log.lines.find((l) => l.level === 'warn')
    expect(warning).toMatchObject({ msg: 'job failed', obj: { job: 'flaky' } })
    expect((warning!.obj.err as Error).message).toBe('provider down')
    expect(await jobs.runOnce('flaky')).toBe('done')
    expect(await value('godown_job_failures_total', { job: 'flaky' })).toBe(failures + 1)
  })

  it('counts a round that found its lock taken (it answers { ran: false }) as skipped', async () => {
    const { jobs } = runner()
    jobs.add({ name: 'claimer', everyMs: 60_000, run: async () => ({ ran: false }) })
    const skips = await value('godown_job_skipped_total', { job: 'claimer' })
    expect(await jobs.runOnce('claimer')).toBe('skipped')
    expect(await value('godown_job_skipped_total', { job: 'claimer' })).toBe(skips + 1)
  })

  it('runs a job with `lock` in the transaction that holds it', async () => {
    const { jobs } = runner()
    let held = 0
    jobs.add({
      name: 'locked',
      everyMs: 60_000,
      lock: 'jobs-test-locked',
      run: async ({ db }) => {
        // Held by this round's own connection: pg_locks lists every database's locks, and the
        // other test files on the same server take advisory locks of their own meanwhile.
        const { rows } = (await db.execute(
          "select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and pid = pg_backend_pid()",
        )) as unknown as { rows: { n: number }[] }
        held = rows[0]!.n
      },
    })
    expect(await jobs.runOnce('locked')).toBe('done')
    expect(held).toBe(1)
  })

  it('stop waits for the running round, and clears the timers', async () => {
    const { jobs } = runner(2_000)
    let finished = false
    let rounds = 0
    jobs.add({
      name: 'finishing',
      everyMs: 20,
      run: async () => {
        rounds++
        await sleep(150)
        finished = true
      },
    })
    jobs.start()
    await sleep(40)
    const started = performance.now()
    await jobs.stop()
    expect(finished).toBe(true)
    expect(performance.now() - started).toBeLessThan(1_000)
    const after = rounds
    await sleep(100)
    expect(rounds).toBe(after)
    expect(await jobs.runOnce('finishing')).toBe('skipped')
  })

  it('stop gives up on a round that outlasts its bound, with a warning', async () => {
    const { jobs, log } = runner(200)
    jobs.add({ name: 'stuck', everyMs: 60_000, run: () => new Promise(() => {}) })
    void jobs.runOnce('stuck')
    const started = performance.now()
    await jobs.stop()
    const waited = performance.now() - started
    expect(waited).toBeGreaterThanOrEqual(190)
    expect(waited).toBeLessThan(1_000)
    expect(log.lines).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        msg: 'jobs still running at shutdown: not waited for',
        obj: expect.objectContaining({ jobs: ['stuck'] }),
      }),
    )
  })

  it('refuses a job registered twice or after start', () => {
    const { jobs } = runner()
    const job = { name: 'once', everyMs: 1_000, run: async () => {} }
    jobs.add(job)
    expect(() => jobs.add(job)).toThrow(/twice/)
    jobs.start()
    expect(() => jobs.add({ ...job, name: 'late' })).toThrow(/after start/)
    void jobs.stop()
  })
})

const url = testConfig().databaseUrl

describe.skipIf(!url)('the jobs runner across instances (needs DATABASE_URL)', () => {
  it("skips a `lock` job's round while another connection holds its advisory lock", async () => {
    const database = await freshDatabase(url)
    // Advisory locks are per database: the other connection goes to the same one.
    const [current] = await queryRows<{ name: string }>(
      database.db,
      sql`select current_database() as name`,
    )
    const target = new URL(url!)
    target.pathname = `/${current!.name}`
    const other = new pg.Client({ connectionString: target.toString() })
    other.on('error', () => {})
    await other.connect()
    try {
      const log = recordingLog()
      const jobs = new JobRunner({ db: database.db, clock: systemClock, log })
      let ran = 0
      jobs.add({
        name: 'exclusive',
        everyMs: 60_000,
        lock: 'jobs-test-exclusive',
        run: async () => ++ran,
      })
      const skips = await value('godown_job_skipped_total', { job: 'exclusive' })
      // Another instance's round in progress: it holds the lock.
      await other.query(`select pg_advisory_lock(hashtext('jobs-test-exclusive'))`)
      expect(await jobs.runOnce('exclusive')).toBe('skipped')
      expect(ran).toBe(0)
      expect(await value('godown_job_skipped_total', { job: 'exclusive' })).toBe(skips + 1)
      await other.query(`select pg_advisory_unlock(hashtext('jobs-test-exclusive'))`)
      expect(await jobs.runOnce('exclusive')).toBe('done')
      expect(ran).toBe(1)
    } finally {
      await other.end()
      await database.close()
    }
  })
})

describe('the app and its jobs', () => {
  it('registers the five jobs, runs one on request, and stops them when it closes', async () => {
    const t = await createTestApp()
    try {
      expect(t.app.jobs.names.sort()).toEqual([
        'housekeeping',
        'lead-digests',
        'payment-reconciliation',
        'report-refunds',
        'saved-search-alerts',
      ])
      for (const name of t.app.jobs.names) expect(await t.app.jobs.runOnce(name)).toBe('done')
    } finally {
      await t.close()
    }
    expect(await t.app.jobs.runOnce('housekeeping')).toBe('skipped')
  })
})
