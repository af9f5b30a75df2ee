import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'

/**
 * What the process tells Prometheus (GET /metrics, plugins/metrics.ts). One registry for the
 * process: the counters are bumped where things happen (a request ends, a cache answers, a job
 * round ends, a payment settles) and read on each scrape. Label values come from fixed sets
 * (route patterns, never URLs; cache and job names), so the series stay few.
 */
export const METRICS_PREFIX = 'godown_'

export const metrics = new Registry()

// Node's own: memory (RSS, heap), CPU, event loop lag, GC, handles.
collectDefaultMetrics({ register: metrics, prefix: METRICS_PREFIX })

/** Seconds: from a fast cached page to a slow report export. */
const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
/** Seconds: a job round is a batch of work, from milliseconds to minutes. */
const JOB_SECONDS_BUCKETS = [0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30, 60, 300]

/** The `route` label of a request no route matched (404s for unknown paths). */
export const UNMATCHED_ROUTE = 'unmatched'

export const httpRequests = new Counter({
  name: `${METRICS_PREFIX}http_requests_total`,
  help: 'HTTP requests answered, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metrics],
})

export const httpRequestSeconds = new Histogram({
  name: `${METRICS_PREFIX}http_request_duration_seconds`,
  help: 'Time from a request to its answer, by method, route pattern and status code',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: REQUEST_SECONDS_BUCKETS,
  registers: [metrics],
})

export const cacheLookups = new Counter({
  name: `${METRICS_PREFIX}cache_lookups_total`,
  help: 'Lookups in the in-memory caches of database reads, by cache and result (hit, miss)',
  labelNames: ['cache', 'result'] as const,
  registers: [metrics],
})

/** One lookup in cache `name`: found (served from memory) or not (read from the database). */
export function countCacheLookup(name: string, hit: boolean) {
  cacheLookups.inc({ cache: name, result: hit ? 'hit' : 'miss' })
}

export const jobRuns = new Counter({
  name: `${METRICS_PREFIX}job_runs_total`,
  help: 'Rounds of a background job started on this instance',
  labelNames: ['job'] as const,
  registers: [metrics],
})

export const jobFailures = new Counter({
  name: `${METRICS_PREFIX}job_failures_total`,
  help: 'Rounds of a background job that failed',
  labelNames: ['job'] as const,
  registers: [metrics],
})

export const jobSkips = new Counter({
  name: `${METRICS_PREFIX}job_skipped_total`,
  help: "Rounds of a background job skipped: another instance held the job's lock",
  labelNames: ['job'] as const,
  registers: [metrics],
})

export const jobSeconds = new Histogram({
  name: `${METRICS_PREFIX}job_duration_seconds`,
  help: 'Time a round of a background job took (skipped and failed rounds included)',
  labelNames: ['job'] as const,
  buckets: JOB_SECONDS_BUCKETS,
  registers: [metrics],
})

export const payments = new Counter({
  name: `${METRICS_PREFIX}payments_total`,
  help: 'Top-up orders settled by this instance, by outcome (confirmed, failed) and path',
  labelNames: ['outcome', 'via'] as const,
  registers: [metrics],
})

export type PaymentOutcome = 'confirmed' | 'failed'
/** Where a settlement came from: the checkout's verify, the webhook, reconciliation, the sandbox sheet. */
export type PaymentPath = 'verify' | 'webhook' | 'reconcile' | 'sandbox'

/** Counts an order this instance moved to paid or failed (after the transaction committed). */
export function countPayment(outcome: PaymentOutcome, via: PaymentPath) {
  payments.inc({ outcome, via })
}

export const publicReads = new Counter({
  name: `${METRICS_PREFIX}db_public_reads_total`,
  help: 'Public reads by where they went: the replica, or the primary (no replica, or it had not replayed far enough)',
  labelNames: ['target'] as const,
  registers: [metrics],
})

/** One public read (app.readDb), sent to the replica or to the primary. */
export function countPublicRead(target: 'replica' | 'primary') {
  publicReads.inc({ target })
}

/** What the pool and replica gauges read on a scrape (plugins/metrics.ts sets it). */
export interface DatabaseGauges {
  poolStats(): { total: number; idle: number; waiting: number } | undefined
  replicaLagSeconds?(): Promise<number | null>
}

let database: DatabaseGauges | undefined

/**
 * The database the pool and replica gauges describe, until the returned function is called
 * (the app closes). One app per process in production; tests build several in turn.
 */
export function observeDatabase(db: DatabaseGauges): () => void {
  database = db
  return () => {
    if (database === db) database = undefined
  }
}

export const dbPoolConnections = new Gauge({
  name: `${METRICS_PREFIX}db_pool_connections`,
  help: 'Connections of the PostgreSQL pool, by state (in_use, idle); none on PGlite',
  labelNames: ['state'] as const,
  registers: [metrics],
  collect() {
    this.reset()
    const stats = database?.poolStats()
    if (!stats) return
    this.set({ state: 'idle' }, stats.idle)
    this.set({ state: 'in_use' }, stats.total - stats.idle)
  },
})

export const dbPoolWaiting = new Gauge({
  name: `${METRICS_PREFIX}db_pool_waiting`,
  help: 'Queries waiting for a pooled PostgreSQL connection; none on PGlite',
  registers: [metrics],
  collect() {
    this.reset()
    const stats = database?.poolStats()
    if (stats) this.set(stats.waiting)
  },
})

/** A scrape does not wait longer than this for the replica's answer. */
const REPLICA_LAG_TIMEOUT_MS = 2_000

export const dbReplicaLag = new Gauge({
  name: `${METRICS_PREFIX}db_replica_lag_seconds`,
  help: 'How far the read replica is behind the primary; absent without a replica',
  // A label, so that the series can be absent: an unlabelled gauge always says 0.
  labelNames: ['database'] as const,
  registers: [metrics],
  async collect() {
    this.reset()
    const ask = database?.replicaLagSeconds
    if (!ask || !database) return
    let timer: NodeJS.Timeout | undefined
    const late = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), REPLICA_LAG_TIMEOUT_MS)
    })
    try {
      const lag = await Promise.race([ask.call(database), late])
      if (lag !== null) this.set({ database: 'replica' }, lag)
    } catch {
      // The replica did not answer: no value this scrape, rather than a failed scrape.
    } finally {
      clearTimeout(timer)
    }
  },
})
