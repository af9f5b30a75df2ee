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
 *
 * HTTP/1.1 on plain sockets, one request at a time on each: every request is written as bytes
 * made before the run starts, and an answer is read only as far as its status and its length.
 * The sender shares the machine's cores with the API and PostgreSQL, so what it spends per
 * request is taken from them and its lateness counts in every time (decision 084: undici's
 * client took about half the API's CPU per unlock).
 */
import net from 'node:net'
import { parentPort, workerData } from 'node:worker_threads'

const { origin, path, items, rate, count, warmup = 0, connections, timeoutMs } = workerData
const { hostname, port } = new URL(origin)

const CRLF = Buffer.from('\r\n')
const CRLF_CRLF = Buffer.from('\r\n\r\n')
/** How often requests are checked against timeoutMs. */
const SWEEP_MS = 250

/** Each item's request as it goes on the wire. */
const wire = items.map((item) => {
  const method = item.method ?? 'POST'
  const body = item.body === undefined ? undefined : Buffer.from(item.body)
  let head = `${method} ${item.path ?? path} HTTP/1.1\r\nhost: ${hostname}:${port}\r\n`
  if (item.authorization) head += `authorization: ${item.authorization}\r\n`
  if (body) head += `content-type: application/json\r\ncontent-length: ${body.length}\r\n`
  else if (method !== 'GET') head += 'content-length: 0\r\n'
  head += '\r\n'
  return body ? Buffer.concat([Buffer.from(head, 'latin1'), body]) : Buffer.from(head, 'latin1')
})

const latencies = new Float64Array(count)
const statuses = {}
let errors = 0
let done = 0
/** The latest a request left after it was due (the sender's own lag, to tell it apart). */
let lagMs = 0
const start = performance.now() + 20
const dueAt = (k) => start + (k * 1000) / rate

/** Requests due but not sent: every connection was busy. */
const waiting = []
/** Connections with no request on them. */
const idle = []
/** Every open connection. */
const open = new Set()

function finish(k, status) {
  if (status === undefined) errors++
  else statuses[status] = (statuses[status] ?? 0) + 1
  latencies[k] = performance.now() - dueAt(k)
  if (++done === count) {
    clearInterval(sweep)
    for (const conn of open) conn.socket.destroy()
    parentPort.postMessage({ latencies: latencies.subarray(warmup), statuses, errors, lagMs })
  }
}

/**
 * The length of the answer in `buf` once it is whole (its status in conn.status), or -1: a
 * fixed-length body (content-length) or a chunked one (chunkedEnd).
 */
function answerLength(conn, buf) {
  if (conn.headEnd < 0) {
    const end = buf.indexOf(CRLF_CRLF)
    if (end < 0) return -1
    const head = buf.toString('latin1', 0, end).toLowerCase()
    conn.headEnd = end + 4
    conn.status = Number(head.slice(9, 12))
    conn.closes = head.includes('\r\nconnection: close')
    const length = /\r\ncontent-length: *(\d+)/.exec(head)
    conn.bodyLength = length
      ? Number(length[1])
      : /\r\ntransfer-encoding: *chunked/.test(head)
        ? -1
        : 0
  }
  if (conn.bodyLength >= 0) {
    const total = conn.headEnd + conn.bodyLength
    return buf.length >= total ? total : -1
  }
  return chunkedEnd(buf, conn.headEnd)
}

/**
 * Where a chunked body starting at `at` ends, or -1: its chunks walked by their size lines (hex,
 * maybe with extensions after a ";"), up to the last, empty one and the blank line after its
 * trailers.
 */
function chunkedEnd(buf, at) {
  for (;;) {
    const eol = buf.indexOf(CRLF, at)
    if (eol < 0) return -1
    const size = parseInt(buf.toString('latin1', at, eol), 16)
    if (size === 0) {
      const end = buf.indexOf(CRLF_CRLF, eol)
      return end < 0 ? -1 : end + CRLF_CRLF.length
    }
    at = eol + CRLF.length + size + CRLF.length
    if (at > buf.length) return -1
  }
}

function onData(conn, chunk) {
  if (conn.k < 0) return conn.socket.destroy()
  conn.buf = conn.buf ? Buffer.concat([conn.buf, chunk]) : chunk
  const length = answerLength(conn, conn.buf)
  if (length < 0) return
  const { k, status, closes } = conn
  conn.buf = undefined
  conn.k = -1
  conn.headEnd = -1
  finish(k, status)
  // An answer that closes its connection: the next request goes on another.
  if (closes) conn.socket.destroy()
  else release(conn)
}

function connect() {
  const socket = net.connect({ host: hostname, port: Number(port), noDelay: true })
  const conn = {
    socket,
    k: -1,
    sentAt: 0,
    buf: undefined,
    headEnd: -1,
    status: 0,
    bodyLength: 0,
    closes: false,
  }
  open.add(conn)
  socket.on('data', (chunk) => onData(conn, chunk))
  // A connection lost or closed by the server: its request (if any) has no answer.
  const lost = () => {
    if (!open.delete(conn)) return
    const i = idle.indexOf(conn)
    if (i >= 0) idle.splice(i, 1)
    if (conn.k >= 0) {
      const k = conn.k
      conn.k = -1
      finish(k, undefined)
    }
    if (waiting.length > 0 && open.size < connections) assign(connect())
  }
  socket.on('error', lost)
  socket.on('close', lost)
  return conn
}

function assign(conn) {
  const k = waiting.shift()
  conn.k = k
  conn.sentAt = performance.now()
  conn.socket.write(wire[k % wire.length])
}

/** The connection is free: the next waiting request, or idle. */
function release(conn) {
  if (waiting.length > 0) assign(conn)
  else idle.push(conn)
}

function send(k) {
  waiting.push(k)
  const conn = idle.pop() ?? (open.size < connections ? connect() : undefined)
  if (conn) assign(conn)
}

let next = 0
function tick() {
  const now = performance.now()
  while (next < count && dueAt(next) <= now) {
    if (next >= warmup) lagMs = Math.max(lagMs, now - dueAt(next))
    send(next++)
  }
  if (next < count) setTimeout(tick, Math.max(0, dueAt(next) - performance.now()))
}

/** Requests unanswered for timeoutMs fail, their connections with them. */
function sweepLate() {
  const late = performance.now() - timeoutMs
  for (const conn of open) if (conn.k >= 0 && conn.sentAt < late) conn.socket.destroy()
}

let sweep
if (count === 0) parentPort.postMessage({ latencies, statuses, errors, lagMs })
else {
  sweep = setInterval(sweepLate, SWEEP_MS)
  setTimeout(tick, Math.max(0, start - performance.now()))
}
