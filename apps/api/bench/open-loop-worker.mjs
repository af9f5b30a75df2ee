/**
 * The open loop's sender (bench/open-loop.ts), in a worker thread of its own so that the API in
 * the bench's process does not share an event loop with it; plain JavaScript, loaded by path.
 * Request k is due at start + k / rate whatever the answers before it: its response time counts
 * from when it was due, not from when it could be sent, so a server that falls behind shows in
 * the times (no coordinated omission). workerData: `origin`, `path` (of
 * items without one), `items` ({ method?, path?, authorization?, body? }), `rate` (req/s),
 * `count` (requests), `warmup` (the first requests of the count, sent on the same schedule but
 * not timed: the connections open and the server warms before the measured ones), `connections`
 * (the most open at once; beyond them requests queue, their time still counting), `timeoutMs`.
 * Posts { latencies (the measured requests'), statuses (every request's), errors, lagMs } at the
 * end.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { Pool } from 'undici'

const { origin, path, items, rate, count, warmup = 0, connections, timeoutMs } = workerData
const pool = new Pool(origin, {
  connections,
  pipelining: 1,
  headersTimeout: timeoutMs,
  bodyTimeout: timeoutMs,
})
const latencies = new Float64Array(count)
const statuses = {}
let errors = 0
let done = 0
/** The latest a request left after it was due (the sender's own lag, to tell it apart). */
let lagMs = 0
const start = performance.now() + 20
const dueAt = (k) => start + (k * 1000) / rate

async function send(k) {
  const item = items[k % items.length]
  const headers = {}
  if (item.authorization) headers.authorization = item.authorization
  if (item.body !== undefined) headers['content-type'] = 'application/json'
  try {
    const res = await pool.request({
      origin,
      method: item.method ?? 'POST',
      path: item.path ?? path,
      headers,
      body: item.body,
    })
    await res.body.dump()
    statuses[res.statusCode] = (statuses[res.statusCode] ?? 0) + 1
  } catch {
    errors++
  }
  latencies[k] = performance.now() - dueAt(k)
  if (++done === count) {
    void pool.close()
    parentPort.postMessage({ latencies: latencies.subarray(warmup), statuses, errors, lagMs })
  }
}

let next = 0
function tick() {
  const now = performance.now()
  while (next < count && dueAt(next) <= now) {
    if (next >= warmup) lagMs = Math.max(lagMs, now - dueAt(next))
    void send(next++)
  }
  if (next < count) setTimeout(tick, Math.max(0, dueAt(next) - performance.now()))
}
if (count === 0) parentPort.postMessage({ latencies, statuses, errors, lagMs })
else setTimeout(tick, Math.max(0, start - performance.now()))
