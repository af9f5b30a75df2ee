import { constants as perf, PerformanceObserver } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'

/**
 * Requests that differ one from the next (a body and token each), which autocannon's static
 * requests cannot send, with every response time recorded (autocannon reports no 95th
 * percentile): bench/feed-client.cjs, loaded by autocannon in its worker thread, sends the
 * prepared items in turn.
 */

/** Response times kept per run (8 bytes each); a run past this is unlikely at 50 connections. */
const LATENCY_CAPACITY = 2_000_000

const FEED_CLIENT = fileURLToPath(new URL('./feed-client.cjs', import.meta.url))

/** One request: its bearer header and JSON body (POST to the run's URL), or a GET of `path`. */
export interface FeedItem {
  method?: 'GET' | 'POST'
  path?: string
  authorization?: string
  body?: string
}

export interface FeedRun {
  result: autocannon.Result
  /** Every response time in ms, in arrival order. */
  latencies: Float64Array
  /** Items taken (past items.length, the run went round again: replays). */
  taken: number
  /** This process's garbage collection during the run (the API's, when it runs here). */
  gc: GcDuring
}

/** Pauses of the main thread's garbage collector while a run went, and its heap after it. */
export interface GcDuring {
  /** Their sum in ms. */
  pauseMs: number
  /** The longest, in ms. */
  maxMs: number
  /** Major collections (mark-compact). */
  major: number
  /** Heap in use after the run, MB. */
  heapMb: number
}

/** "GC 12 ms paused (longest 3.1 ms, 0 major), heap 180 MB after" */
export function gcSummary(gc: GcDuring) {
  return `GC ${Math.round(gc.pauseMs)} ms paused (longest ${gc.maxMs.toFixed(1)} ms, ${gc.major} major), heap ${Math.round(gc.heapMb)} MB after`
}

/** Watches this thread's collector from now until `stop`. */
function watchGc() {
  const gc = { pauseMs: 0, maxMs: 0, major: 0 }
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      gc.pauseMs += entry.duration
      gc.maxMs = Math.max(gc.maxMs, entry.duration)
      const kind = (entry as { detail?: { kind?: number } }).detail?.kind
      if (kind === perf.NODE_PERFORMANCE_GC_MAJOR) gc.major++
    }
  })
  observer.observe({ entryTypes: ['gc'] })
  return (): GcDuring => {
    observer.disconnect()
    return { ...gc, heapMb: process.memoryUsage().heapUsed / 2 ** 20 }
  }
}

/** Unlocks a mixed feed makes up on its own (see feed-client.cjs). */
export interface FeedUnlocks {
  /** Every this-many-th request is an unlock. */
  every: number
  path: string
  authorizations: string[]
  listings: Int32Array
  /** How far apart in `listings` the seekers start. */
  span: number
}

/**
 * One autocannon run in a worker thread, each request the next of `items` (in turn, going
 * round again if the run outlasts them), or in a mix one of `unlocks`. `next` (when given)
 * counts the requests started while the run goes.
 */
export async function runFeed(
  url: string,
  items: FeedItem[],
  run: { connections: number; duration?: number; amount?: number },
  mix: { unlocks?: FeedUnlocks; next?: Int32Array } = {},
): Promise<FeedRun> {
  const next = mix.next ?? new Int32Array(new SharedArrayBuffer(4))
  const recorded = new Int32Array(new SharedArrayBuffer(4))
  const latencies = new Float64Array(new SharedArrayBuffer(8 * LATENCY_CAPACITY))
  // Extra options reach the worker untouched (autocannon hands its options over as workerData).
  const options: autocannon.Options & { feed: object } = {
    url,
    // Method, path and headers come from each item (feed-client.cjs).
    connections: run.connections,
    workers: 1,
    setupClient: FEED_CLIENT as unknown as autocannon.Options['setupClient'],
    feed: { items, path: new URL(url).pathname, unlocks: mix.unlocks, next, latencies, recorded },
    ...(run.amount ? { amount: run.amount } : { duration: run.duration }),
  }
  const stopGc = watchGc()
  const result = await autocannon(options)
  const gc = stopGc()
  const count = Math.min(Atomics.load(recorded, 0), LATENCY_CAPACITY)
  return { result, latencies: latencies.slice(0, count), taken: Atomics.load(next, 0), gc }
}

/** Nearest-rank percentiles of response times, in ms. */
export function percentiles(latencies: Float64Array, ps: number[]): number[] {
  const sorted = Float64Array.from(latencies).sort()
  return ps.map((p) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!,
  )
}
