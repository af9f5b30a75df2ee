import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import type { FeedItem } from './feed'

/**
 * An open loop: requests sent on a schedule at a fixed rate, whatever the answers (a closed loop
 * such as autocannon's connections sends the next request only after an answer, so a slow
 * server slows the load down and its queueing never shows). Each request's time counts from
 * when it was due (bench/open-loop-worker.mjs).
 */

const WORKER = fileURLToPath(new URL('./open-loop-worker.mjs', import.meta.url))
/** The most connections open at once; past them requests wait (their time counting). */
const OPEN_LOOP_CONNECTIONS = 256
/** A request not answered within this counts as an error. */
const TIMEOUT_MS = 10_000

export interface OpenLoopRun {
  rate: number
  /**
   * Every measured request's time in ms, from when it was due to its answer, in the items' order
   * (the warm-up's requests not among them).
   */
  latencies: Float64Array
  statuses: Record<string, number>
  errors: number
  /** Answers other than 2xx, and requests that got none. */
  failures: number
  /** The latest the sender itself sent a request after it was due. */
  lagMs: number
}

/**
 * Sends `warmup` + `count` requests (items in turn; POST to `path` unless an item says
 * otherwise) at `rate` per second to `base`, timing the last `count`: the warm-up's requests
 * open the connections (a cold pool's first second is mostly connecting) on the same schedule.
 * Every request's status counts.
 */
export function runOpenLoop(
  base: string,
  path: string,
  items: FeedItem[],
  run: { rate: number; count: number; warmup?: number },
): Promise<OpenLoopRun> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER, {
      workerData: {
        origin: new URL(base).origin,
        path,
        items,
        rate: run.rate,
        count: (run.warmup ?? 0) + run.count,
        warmup: run.warmup ?? 0,
        connections: OPEN_LOOP_CONNECTIONS,
        timeoutMs: TIMEOUT_MS,
      },
    })
    worker.once('error', reject)
    worker.once('message', (m: Omit<OpenLoopRun, 'rate' | 'failures'>) => {
      const ok = Object.entries(m.statuses)
        .filter(([code]) => code.startsWith('2'))
        .reduce((n, [, c]) => n + c, 0)
      resolve({ ...m, rate: run.rate, failures: (run.warmup ?? 0) + run.count - ok })
      void worker.terminate()
    })
  })
}

/** "200: 1234, 402: 1" */
export const statusSummary = (r: OpenLoopRun) =>
  Object.entries(r.statuses)
    .map(([code, n]) => `${code}: ${n}`)
    .join(', ') + (r.errors ? `; ${r.errors} without an answer` : '')

/**
 * "0–15 s: 12 (max 840 ms), 15–30 s: 0, ...": the answers over `slowMs` in each `windowS`
 * seconds of the schedule (request k was due at k / rate), to tell a steady tail from stalls.
 */
export function slowByWindow(
  latencies: Float64Array,
  rate: number,
  windowS: number,
  slowMs: number,
) {
  const windows: { n: number; max: number }[] = []
  latencies.forEach((ms, k) => {
    const w = Math.floor(k / rate / windowS)
    windows[w] ??= { n: 0, max: 0 }
    if (ms > slowMs) {
      windows[w].n++
      windows[w].max = Math.max(windows[w].max, ms)
    }
  })
  return [...windows]
    .map((c, w) => {
      const slow = c ?? { n: 0, max: 0 }
      const span = `${w * windowS}–${(w + 1) * windowS} s`
      return slow.n ? `${span}: ${slow.n} (max ${slow.max.toFixed(0)} ms)` : `${span}: 0`
    })
    .join(', ')
}
