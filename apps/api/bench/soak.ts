/**
 * The soak of `npm run bench`: the API as a child process on the bench's PostgreSQL, its RSS
 * right after start; then its capacity for the soak's mix (bench/soak-mix.ts: browse, details,
 * keyword, map, unlocks and top-ups), measured by a closed loop for PROBE_SECONDS; then minutes
 * of that mix in an open loop (requests on a schedule, bench/open-loop.ts) at SOAK_LOAD_SHARE of
 * that capacity, with the API's RSS and the private memory of its PostgreSQL backends sampled
 * every SAMPLE_EVERY_MS, then a few samples idle.
 */
import { sql } from 'drizzle-orm'
import parsePrometheusTextFormat from 'parse-prometheus-text-format'
import type { Config } from '../src/config'
import { METRICS_PREFIX } from '../src/lib/metrics'
import { queryRows, type Db } from '../src/db/client'
import { privateOf, rssOf, startApi } from './child-api'
import { percentiles, runFeed } from './feed'
import { runOpenLoop, slowByWindow, statusSummary } from './open-loop'
import { soakItems, type SoakKind, type SoakShape } from './soak-mix'
import { removeWalletAccounts } from './wallet-data'

/** The issue asks for a sample every 15 s. */
export const SAMPLE_EVERY_MS = 15_000
/** Samples taken after the load stops (the issue saw backend memory held while idle). */
const IDLE_SAMPLES = 2
/** The closed loop that measures the API's capacity for the mix before the soak. */
const PROBE_SECONDS = 20
/** Requests prepared for the probe (it goes round them again if it outlasts them). */
const PROBE_ITEMS = 30_000
/** The soak's open loop runs at this share of the probe's rate. */
export const SOAK_LOAD_SHARE = 0.5

export interface SoakSample {
  phase: 'start' | 'load' | 'idle'
  /** Seconds since the load began (0 for the sample right after start). */
  at: number
  apiRss: number
  /** Of that RSS, V8's heap as the API's /metrics tell: in use, and held (used or free). */
  heapUsed: number
  heapTotal: number
  backends: number
  /** Private memory (Private_Clean + Private_Dirty) of the API's PostgreSQL backends. */
  pgSum: number
  pgMax: number
  /** Requests per second since the sample before (load only). */
  rps?: number
}

export interface SoakResult {
  samples: SoakSample[]
  /** The probe's closed-loop rate and the open loop's (req/s). */
  capacity: number
  rate: number
  requests: number
  failures: number
  unlocks: number
  p50: number
  p99: number
  detail: string
}

export interface SoakPlan extends SoakShape {
  db: Db
  config: Config
  bundle: string
  minutes: number
  /** The probe's connections. */
  connections: number
}

/** The V8 heap of the API, from its own metrics (loopback may read them). */
async function heapOf(base: string) {
  const families = parsePrometheusTextFormat(await (await fetch(`${base}/metrics`)).text())
  const gauge = (name: string) => {
    const found = families.find((f) => f.name === `${METRICS_PREFIX}${name}`)
    if (!found) throw new Error(`the API's /metrics has no ${METRICS_PREFIX}${name}`)
    return Number(found.metrics[0]?.value)
  }
  return {
    heapUsed: gauge('nodejs_heap_size_used_bytes'),
    heapTotal: gauge('nodejs_heap_size_total_bytes'),
  }
}

/** The API's backends: the child connects with its own application_name (PGAPPNAME). */
async function backendMemory(db: Db, appName: string) {
  const rows = await queryRows<{ pid: number }>(
    db,
    sql`select pid from pg_stat_activity
      where datname = current_database() and application_name = ${appName}`,
  )
  let sum = 0
  let max = 0
  let counted = 0
  for (const { pid } of rows) {
    try {
      const p = privateOf(pid)
      sum += p
      max = Math.max(max, p)
      counted++
    } catch (err) {
      // The backend ended between the query and the read (the pool closed an idle connection);
      // anything else (no permission, PostgreSQL on another machine) must not read as 0 MB.
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err
    }
  }
  return { backends: counted, pgSum: sum, pgMax: max }
}

export async function runSoak(plan: SoakPlan): Promise<SoakResult> {
  const { db, config } = plan
  const appName = `godown-bench-soak-${process.pid}`
  const samples: SoakSample[] = []
  const api = await startApi(plan.bundle, {
    DATABASE_URL: config.databaseUrl,
    PGAPPNAME: appName,
  })
  try {
    const sample = async (phase: SoakSample['phase'], at: number, rps?: number) => {
      const s: SoakSample = {
        phase,
        at,
        apiRss: rssOf(api.pid),
        ...(await heapOf(api.base)),
        ...(await backendMemory(db, appName)),
        rps,
      }
      samples.push(s)
      console.log(
        `  ${phase.padEnd(5)} ${String(Math.round(at)).padStart(4)} s  API RSS ${mb(s.apiRss)} MB (V8 heap ${mb(s.heapUsed)} of ${mb(s.heapTotal)} MB), ${s.backends} backends, private ${mb(s.pgSum)} MB (max ${mb(s.pgMax)} MB)${rps === undefined ? '' : `, ${Math.round(rps)} req/s`}`,
      )
    }
    console.log(`Soak: the API as a child process (pid ${api.pid}, ${api.base})`)
    await sample('start', 0)

    const probeItems = await soakItems(db, config, plan, PROBE_ITEMS)
    const probe = await runFeed(`${api.base}/api/property/unlock`, probeItems.items, {
      connections: plan.connections,
      duration: PROBE_SECONDS,
    })
    const capacity = probe.result.requests.average
    const rate = Math.max(1, Math.round(capacity * SOAK_LOAD_SHARE))
    const count = Math.round(rate * plan.minutes * 60)
    console.log(
      `  capacity for the mix: ${Math.round(capacity)} req/s (closed loop, ${plan.connections} connections, ${PROBE_SECONDS} s; ${probe.result.non2xx + probe.result.errors} failed); ` +
        `the soak: ${plan.minutes} min in an open loop at ${rate} req/s (${SOAK_LOAD_SHARE * 100}%)`,
    )
    const { items, kinds } = await soakItems(db, config, plan, count)

    const started = performance.now()
    let done = false
    const run = runOpenLoop(api.base, '/api/property/unlock', items, { rate, count })
    void run.finally(() => (done = true))
    // Sample on a fixed schedule while the run goes (the sampler takes a few ms; no drift).
    for (let k = 1; ; k++) {
      const due = started + k * SAMPLE_EVERY_MS
      while (!done && performance.now() < due) {
        await new Promise((r) => setTimeout(r, Math.min(250, due - performance.now())))
      }
      if (done) break
      await sample('load', (performance.now() - started) / 1000, rate)
    }
    const soak = await run
    const loadEnded = performance.now()
    for (let k = 1; k <= IDLE_SAMPLES; k++) {
      const due = loadEnded + k * SAMPLE_EVERY_MS
      await new Promise((r) => setTimeout(r, due - performance.now()))
      await sample('idle', (performance.now() - started) / 1000)
    }
    if (soak.failures > 0) {
      console.error(`  failed answers; the API's last words:\n${api.output().slice(-2_000)}`)
    }
    const [p50, p99] = percentiles(soak.latencies, [50, 99])
    console.log(
      `  answers over ${SLOW_MS} ms by when they were due: ${slowByWindow(soak.latencies, rate, SAMPLE_EVERY_MS / 1000, SLOW_MS)}`,
    )
    return {
      samples,
      capacity,
      rate,
      requests: count,
      failures: soak.failures,
      unlocks: kinds.filter((k) => k === 'unlock').length,
      p50: p50!,
      p99: p99!,
      detail: `${statusSummary(soak)}; p99 by kind: ${byKind(soak.latencies, kinds)}; sender lag at most ${soak.lagMs.toFixed(1)} ms`,
    }
  } catch (err) {
    console.error(`The soak's API said:\n${api.output()}`)
    throw err
  } finally {
    await api.stop()
    await removeWalletAccounts(db)
  }
}

/** An answer slower than this is counted in its window (slowByWindow). */
const SLOW_MS = 100

/** "browse 12.3, detail 4.5, ..." (ms) */
function byKind(latencies: Float64Array, kinds: SoakKind[]) {
  const of = new Map<SoakKind, number[]>()
  kinds.forEach((k, i) => {
    const ls = of.get(k) ?? []
    ls.push(latencies[i]!)
    of.set(k, ls)
  })
  return [...of]
    .map(([k, ls]) => `${k} ${percentiles(Float64Array.from(ls), [99])[0]!.toFixed(1)}`)
    .join(', ')
}

export const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0)

/** The flat rule: the last third's max at most FLAT_RATIO × the first third's max (+ slack). */
export const FLAT_RATIO = 1.1
/** Allowance for memory so small that 10% of it is noise (a backend's few megabytes). */
export const FLAT_SLACK = 2 * 1024 * 1024

export function thirds(values: number[]) {
  const n = Math.ceil(values.length / 3)
  const first = Math.max(...values.slice(0, n))
  const last = Math.max(...values.slice(-n))
  return { first, last, flat: last <= first * FLAT_RATIO + FLAT_SLACK }
}
