import { BUSY_RETRY_AFTER_S, UPLOAD_LIMIT_TEXTS } from '@app/contract/upload-limits'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { rateLimited } from '../lib/app-error'
import { bodyInFlight } from '../lib/body-deadline'
import { InFlight, releaseWhenClosed } from '../lib/in-flight'

declare module 'fastify' {
  interface FastifyInstance {
    /** What is in flight now in this process (for tests and metrics). */
    inFlight: { bodies: InFlight; uploads: InFlight }
  }
}

export interface InFlightLimitsOptions {
  /** Requests whose body is still arriving, per client IP. */
  openBodiesPerIp: number
  /** Multipart requests of one signed-in user, from acceptance until answered. */
  uploadsPerUser: number
}

/**
 * Caps on what one client may have open at once in this process, so that nobody can exhaust its
 * open files (a socket and a temporary file per upload) with bodies that never finish:
 *
 * - every request whose body is still arriving takes a place of its client IP, before a byte of
 *   the body is read, until the body is in or the request is over (the IP as `trustProxy` makes
 *   it: behind a proxy, TRUST_PROXY must be set, or every client shares the proxy's address);
 * - every multipart request of a signed-in user takes a place of that user once authenticated,
 *   before its route reads the form, until it is answered (or cut off, or abandoned), so one
 *   user's uploads waiting to be decoded are bounded as well.
 *
 * Past either cap the answer is 429 with `Retry-After`, and since the body is unread the
 * connection closes after it (closeIfBodyUnread). Counted per process: see docs/decisions/034.
 */
export default fp<InFlightLimitsOptions>(async function inFlightLimits(app: FastifyInstance, opts) {
  const bodies = new InFlight(opts.openBodiesPerIp)
  const uploads = new InFlight(opts.uploadsPerUser)
  app.decorate('inFlight', { bodies, uploads })

  app.addHook('onRequest', (req, reply, done) => {
    if (!bodyInFlight(req.raw)) return done()
    // The request is routed as soon as its head is parsed, before the parser reaches the body
    // bytes that came with it: only a body still incomplete after this turn of the event loop
    // is waiting on its client. So a small JSON body never takes a place, however many at once.
    setImmediate(() => {
      if (!bodyInFlight(req.raw) || req.raw.socket.destroyed) return done()
      const release = bodies.take(req.ip)
      if (!release) return done(rateLimited(UPLOAD_LIMIT_TEXTS.bodiesAtOnce, BUSY_RETRY_AFTER_S))
      req.raw.once('end', release)
      releaseWhenClosed(reply, release)
      done()
    })
  })

  // After the route's onRequest hooks have authenticated; before any route reads its form.
  app.addHook('preHandler', (req, reply, done) => {
    if (!req.user || !req.isMultipart()) return done()
    const release = uploads.take(String(req.user.id))
    if (!release) return done(rateLimited(UPLOAD_LIMIT_TEXTS.uploadsAtOnce, BUSY_RETRY_AFTER_S))
    releaseWhenClosed(reply, release)
    done()
  })
})
