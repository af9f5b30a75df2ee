import type { IncomingMessage } from 'node:http'
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify'

/**
 * Per-request body deadlines. Node's server-wide `requestTimeout` must let the largest upload
 * (100 MB) arrive, so it is sized for that; every other request keeps the short deadline its
 * 1 MiB body limit deserves, enforced here. An upload earns the long deadline only once its
 * route has accepted it (readForm calls allowUploadTime after authentication and access
 * checks), so nobody holds a connection for minutes by trickling a body at a route that
 * would refuse it.
 *
 * A body that stalls (fewer than `stall.minBytes` in any `stall.windowMs`, a slow-loris upload)
 * is cut off at the end of that window, whatever time its deadline still allows: otherwise a
 * stalled upload would hold its connection, its temporary file and its uploader's place
 * (plugins/in-flight-limits) for the whole 13.5 minutes a 100 MB upload may take.
 */

interface Deadline {
  timer: NodeJS.Timeout
  startedAt: number
  uploadTimeoutMs: number
  expire: () => void
}

const deadlines = new WeakMap<IncomingMessage, Deadline>()

export interface BodyDeadlineOptions {
  /** Deadline of an ordinary request, from its start. */
  bodyTimeoutMs: number
  /** Deadline of an accepted upload, from its start (the server's requestTimeout). */
  uploadTimeoutMs: number
  /** A body bringing fewer than `minBytes` in any `windowMs` has stalled: it is cut off too. */
  stall: { windowMs: number; minBytes: number }
  /** Answers the request that ran out of time (408) and closes its connection. */
  onExpire: (request: FastifyRequest, reply: FastifyReply) => void
}

/**
 * Whether a request's body is still on its way: `complete` is false until the parser has seen
 * it whole (and unset on injected test requests). A request with neither a length nor a
 * transfer coding has no body (RFC 9112, 6.3).
 */
export function bodyInFlight(raw: IncomingMessage): boolean {
  const { headers } = raw
  const bodiless =
    headers['transfer-encoding'] === undefined &&
    (headers['content-length'] === undefined || headers['content-length'] === '0')
  return raw.complete === false && !bodiless
}

/** An onRequest hook starting each request's body deadline (none once the body is in). */
export function bodyDeadline(options: BodyDeadlineOptions) {
  return function startBodyDeadline(
    request: FastifyRequest,
    reply: FastifyReply,
    done: HookHandlerDoneFunction,
  ) {
    const raw = request.raw
    if (!bodyInFlight(raw)) return done()
    const expire = () => {
      clearTimeout(stallCheck)
      deadlines.delete(raw)
      if (!raw.complete && !raw.socket?.destroyed) options.onExpire(request, reply)
    }
    // The socket's byte count, not the body's: reading the body here would take it from its
    // route. While the route holds the body back (checking who sends it) the count stops too,
    // for milliseconds, never for a whole window.
    const socket = raw.socket
    let seen = socket.bytesRead
    const checkStall = () => {
      if (raw.complete || socket.destroyed) return
      if (socket.bytesRead - seen < options.stall.minBytes) return expire()
      seen = socket.bytesRead
      stallCheck = setTimeout(checkStall, options.stall.windowMs).unref()
    }
    let stallCheck = setTimeout(checkStall, options.stall.windowMs).unref()
    const deadline: Deadline = {
      // Unref'd: a pending deadline never keeps the process alive on its own.
      timer: setTimeout(expire, options.bodyTimeoutMs).unref(),
      startedAt: Date.now(),
      uploadTimeoutMs: options.uploadTimeoutMs,
      expire,
    }
    deadlines.set(raw, deadline)
    const clear = () => {
      clearTimeout(deadline.timer)
      clearTimeout(stallCheck)
      deadlines.delete(raw)
    }
    raw.once('end', clear)
    raw.once('close', clear)
    done()
  }
}

/** Gives an accepted upload the upload deadline (counted from the request's start). */
export function allowUploadTime(request: FastifyRequest) {
  const deadline = deadlines.get(request.raw)
  if (!deadline) return
  clearTimeout(deadline.timer)
  const left = Math.max(0, deadline.uploadTimeoutMs - (Date.now() - deadline.startedAt))
  deadline.timer = setTimeout(deadline.expire, left).unref()
}

/**
 * An onSend hook: an answer given before its request's body has arrived (a refused upload, a 401
 * at a form) closes the connection after it, so the client stops sending a body nobody reads
 * rather than stalling until the deadline.
 */
export function closeIfBodyUnread<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: T,
  done: (err: null, payload: T) => void,
) {
  if (request.raw.complete === false) reply.header('connection', 'close')
  done(null, payload)
}
