/**
 * The memory soak of `npm run bench`: the API as a child process on the bench's PostgreSQL, its
 * RSS right after start, then minutes of mixed load (browse pages at offsets all over the range,
 * filtered and not, listing details, unlocks of new listings) with the API's RSS and the private
 * memory of its PostgreSQL backends sampled every SAMPLE_EVERY_MS, then a few samples idle.
 */
import { sql } from 'drizzle-orm'
import type { Config } from '../src/config'
import { queryRows, type Db } from '../src/db/client'
import { isPublished } from '../src/domain/listing-policy'
import { privateOf, rssOf, startApi } from './child-api'
import { percentiles, runFeed, type FeedItem } from './feed'
import { createSeekers, removeWalletAccounts } from './wallet-data'

/** The issue asks for a sample every 15 s. */
export const SAMPLE_EVERY_MS = 15_000
/** Samples taken after the load stops (the issue saw backend memory held while idle). */
const IDLE_SAMPLES = 2
/** Every this-many-th soak request is an unlock of a new listing; the rest are reads. */
const UNLOCK_EVERY = 10
/** Seekers unlocking during the soak, each with credits for every listing (never runs out). */
const SOAK_SEEKERS = 50
/** Prepared read requests, sent in turn (a 10-minute soak goes round them several times). */
const READ_ITEMS = 60_000
/** Shares of the reads: unfiltered pages, state + type pages, the rest listing details. */
const SHARE_BROWSE = 0.6
const SHARE_FILTERED = 0.2

export interface SoakSample {
  phase: 'start' | 'load' | 'idle'
  /** Seconds since the load began (0 for the sample right after start). */
  at: number
  apiRss: number
  backends: number
  /** Private memory (Private_Clean + Private_Dirty) of the API's PostgreSQL backends. */
  pgSum: number
  pgMax: number
  /** Requests per second since the sample before (load only). */
  rps?: number
}

export interface SoakResult {
  samples: SoakSample[]
  requests: number
  failures: number
  unlocks: number
  p50: number
  p99: number
  detail: string
}

export interface SoakPlan {
  db: Db
  config: Config
  bundle: string
  minutes: number
  connections: number
  /** The deepest full page unfiltered, and for the state + type filter. */
  deepest: number
  filter: { stateId: number; type: number; deepest: number }
}

const randomInt = (max: number) => Math.floor(Math.random() * (max + 1))

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

/** Reads spread over the whole range and over the seekers' sessions. */
function readItems(plan: SoakPlan, ids: Int32Array, authorizations: string[]): FeedItem[] {
  const { deepest, filter } = plan
  return Array.from({ length: READ_ITEMS }, (_, i) => {
    const r = Math.random()
    const path =
      r < SHARE_BROWSE
        ? `/api/agents-propertys?offset=${randomInt(deepest)}`
        : r < SHARE_BROWSE + SHARE_FILTERED
          ? `/api/agents-propertys?state_id=${filter.stateId}&type=${filter.type}&offset=${randomInt(filter.deepest)}`
          : `/api/property/view?property_id=${ids[randomInt(ids.length - 1)]}`
    return {
      method: 'GET' as const,
      path,
      authorization: authorizations[i % authorizations.length],
    }
  })
}

export async function runSoak(plan: SoakPlan): Promise<SoakResult> {
  const { db, config } = plan
  const appName = `godown-bench-soak-${process.pid}`
  const ids = Int32Array.from(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from properties where ${isPublished} order by random()`,
      )
    ).map((r) => r.id),
  )
  const seekers = await createSeekers(db, SOAK_SEEKERS, ids.length * config.unlockCost)
  const authorizations = seekers.map((s) => s.authorization)
  const items = readItems(plan, ids, authorizations)
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
        ...(await backendMemory(db, appName)),
        rps,
      }
      samples.push(s)
      console.log(
        `  ${phase.padEnd(5)} ${String(Math.round(at)).padStart(4)} s  API RSS ${mb(s.apiRss)} MB, ${s.backends} backends, private ${mb(s.pgSum)} MB (max ${mb(s.pgMax)} MB)${rps === undefined ? '' : `, ${Math.round(rps)} req/s`}`,
      )
    }
    console.log(
      `Soak: the API as a child process (pid ${api.pid}, ${api.base}), ${plan.minutes} min of mixed load at ${plan.connections} connections`,
    )
    await sample('start', 0)

    const next = new Int32Array(new SharedArrayBuffer(4))
    const started = performance.now()
    let lastCount = 0
    let lastAt = 0
    const run = runFeed(
      `${api.base}/api/property/unlock`,
      items,
      { connections: plan.connections, duration: plan.minutes * 60 },
      {
        next,
        unlocks: {
          every: UNLOCK_EVERY,
          path: '/api/property/unlock',
          authorizations,
          listings: ids,
          span: Math.floor(ids.length / SOAK_SEEKERS),
        },
      },
    )
    let done = false
    void run.finally(() => (done = true))
    // Sample on a fixed schedule while the run goes (the sampler takes a few ms; no drift).
    for (let k = 1; ; k++) {
      const due = started + k * SAMPLE_EVERY_MS
      while (!done && performance.now() < due) {
        await new Promise((r) => setTimeout(r, Math.min(250, due - performance.now())))
      }
      if (done) break
      const at = (performance.now() - started) / 1000
      const count = Atomics.load(next, 0)
      await sample('load', at, (count - lastCount) / (at - lastAt))
      lastCount = count
      lastAt = at
    }
    const feed = await run
    const loadEnded = performance.now()
    for (let k = 1; k <= IDLE_SAMPLES; k++) {
      const due = loadEnded + k * SAMPLE_EVERY_MS
      await new Promise((r) => setTimeout(r, due - performance.now()))
      await sample('idle', (performance.now() - started) / 1000)
    }
    const r = feed.result
    if (r.non2xx + r.errors + r.timeouts > 0) {
      console.error(`  failed answers; the API's last words:\n${api.output().slice(-2_000)}`)
    }
    const [p50, p99] = percentiles(feed.latencies, [50, 99])
    return {
      samples,
      requests: r.requests.total,
      failures: r.non2xx + r.errors + r.timeouts,
      unlocks: Math.floor(r.requests.total / UNLOCK_EVERY),
      p50: p50!,
      p99: p99!,
      detail: `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts} (${Object.entries(
        r.statusCodeStats ?? {},
      )
        .map(([code, s]) => `${code}: ${s.count}`)
        .join(', ')})`,
    }
  } catch (err) {
    console.error(`The soak's API said:\n${api.output()}`)
    throw err
  } finally {
    await api.stop()
    await removeWalletAccounts(db)
  }
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
