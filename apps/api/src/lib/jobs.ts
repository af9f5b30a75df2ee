import { runExclusively } from '../db/advisory-lock'
import type { Db, Tx } from '../db/client'
import type { Clock } from './clock'
import { jobFailures, jobRuns, jobSeconds, jobSkips } from './metrics'

/** What a round is given: the time it runs at and the database (the lock's transaction with `lock`). */
export interface JobContext {
  now: Date
  db: Tx
}

export interface JobDefinition {
  /** Names the job in logs and metrics; unique in the app. */
  name: string
  /** Time between the starts of two rounds; a round still running then is not overlapped. */
  everyMs: number
  /**
   * A PostgreSQL advisory lock (db/advisory-lock `runExclusively`) the whole round runs under,
   * in one transaction: one instance at a time does it, the others skip the round. A job that
   * locks only part of its round (a claim of due rows, then work outside any transaction) takes
   * its own lock and answers `{ ran: false }` when another instance held it.
   */
  lock?: string
  /** One round. An answer `{ ran: false }` is a round skipped (the lock was taken elsewhere). */
  run(context: JobContext): Promise<unknown>
}

interface Log {
  debug(obj: object, msg: string): void
  warn(obj: object, msg: string): void
}

/** How a round ended: done, skipped for another instance's lock, or failed. */
export type RoundOutcome = 'done' | 'skipped' | 'failed'

/**
 * How long `stop` waits for running rounds. A round is batches of short transactions; one
 * that is still going after this is abandoned (its next statement fails once the pool closes)
 * rather than holding up the shutdown, which has its own bound (server.ts).
 */
export const JOBS_STOP_TIMEOUT_MS = 5_000

const skipped = (outcome: unknown) =>
  typeof outcome === 'object' && outcome !== null && (outcome as { ran?: unknown }).ran === false

/**
 * The app's background jobs: each on its own interval, one round at a time per job (a tick
 * that finds the last round still running is let go), each round logged (debug when done,
 * warn when failed) and counted (lib/metrics: runs, failures, skips, duration). `start` when
 * the app is ready; `stop` when it closes: no new round starts, and the running ones are
 * awaited for at most JOBS_STOP_TIMEOUT_MS.
 */
export class JobRunner {
  private readonly jobs = new Map<string, JobDefinition>()
  private readonly running = new Map<string, Promise<RoundOutcome>>()
  private readonly timers: NodeJS.Timeout[] = []
  private state: 'idle' | 'started' | 'stopped' = 'idle'

  constructor(
    private readonly deps: { db: Db; clock: Clock; log: Log },
    private readonly stopTimeoutMs = JOBS_STOP_TIMEOUT_MS,
  ) {}

  /** Registers a job; before `start`. */
  add(job: JobDefinition) {
    if (this.jobs.has(job.name)) throw new Error(`job '${job.name}' is registered twice`)
    if (this.state !== 'idle') throw new Error(`job '${job.name}' registered after start`)
    this.jobs.set(job.name, job)
  }

  /** The registered jobs' names (for tests and diagnostics). */
  get names(): string[] {
    return [...this.jobs.keys()]
  }

  start() {
    if (this.state !== 'idle') return
    this.state = 'started'
    for (const job of this.jobs.values()) {
      const timer = setInterval(() => void this.runOnce(job.name), job.everyMs)
      // Timers alone never keep the process alive.
      timer.unref()
      this.timers.push(timer)
    }
  }

  /**
   * One round of `name` now, unless one is running: then that round's outcome. What the
   * timers call; tests call it to run a round without waiting.
   */
  runOnce(name: string): Promise<RoundOutcome> {
    const job = this.jobs.get(name)
    if (!job) throw new Error(`no job '${name}'`)
    if (this.state === 'stopped') return Promise.resolve('skipped')
    let round = this.running.get(name)
    if (!round) {
      round = this.round(job).finally(() => this.running.delete(name))
      this.running.set(name, round)
    }
    return round
  }

  /** Stops the timers and waits for the running rounds (at most the stop timeout). */
  async stop() {
    this.state = 'stopped'
    for (const timer of this.timers.splice(0)) clearInterval(timer)
    const rounds = [...this.running.values()]
    if (rounds.length === 0) return
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => {
      timer = setTimeout(() => resolve('late'), this.stopTimeoutMs)
    })
    const ended = await Promise.race([Promise.allSettled(rounds), late])
    clearTimeout(timer)
    if (ended === 'late') {
      this.deps.log.warn(
        { jobs: [...this.running.keys()], waitedMs: this.stopTimeoutMs },
        'jobs still running at shutdown: not waited for',
      )
    }
  }

  private async round(job: JobDefinition): Promise<RoundOutcome> {
    const { db, clock, log } = this.deps
    const labels = { job: job.name }
    const started = performance.now()
    jobRuns.inc(labels)
    try {
      const now = clock.now()
      const outcome = job.lock
        ? await runExclusively(db, job.lock, (tx) => job.run({ now, db: tx }))
        : await job.run({ now, db })
      const ms = performance.now() - started
      if (skipped(outcome)) {
        jobSkips.inc(labels)
        log.debug({ job: job.name, ms }, 'job skipped: another instance holds its lock')
        return 'skipped'
      }
      log.debug({ job: job.name, ms, outcome }, 'job done')
      return 'done'
    } catch (err) {
      jobFailures.inc(labels)
      log.warn({ err, job: job.name }, 'job failed')
      return 'failed'
    } finally {
      jobSeconds.observe(labels, (performance.now() - started) / 1000)
    }
  }
}
