import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { AppError, rateLimited } from '../lib/app-error'
import { sameHex, sha256Hex } from '../lib/crypto'
import { fromLoopback } from '../lib/loopback'
import {
  httpRequests,
  httpRequestSeconds,
  metrics,
  observeDatabase,
  UNMATCHED_ROUTE,
} from '../lib/metrics'
import type { RateRule } from '../lib/rate-limit'
import { notFoundBody } from './errors'

/**
 * Wrong METRICS_TOKENs a client IP may send before it must wait: a token of 32+ characters is
 * not guessed, and this keeps anyone from trying fast.
 */
const TOKEN_FAILURES_PER_IP: RateRule = { limit: 10, windowMs: 10 * 60_000 }

/** Whether the request's `Authorization: Bearer` is the token whose digest is `expected`. */
function bearerIs(request: FastifyRequest, expected: string): boolean {
  const header = request.headers.authorization ?? ''
  const given = /^Bearer (\S+)$/i.exec(header)?.[1]
  if (!given) return false
  // Digests of equal length: timingSafeEqual tells nothing of the token's length either.
  return sameHex(sha256Hex(given), expected)
}

/**
 * GET /metrics in Prometheus text format (lib/metrics), and the request metrics: every answer
 * counted and timed by method, route pattern (never the URL: UNMATCHED_ROUTE when no route
 * matched) and status. Readable from this machine (the TCP peer is loopback and no proxy
 * forwarded the request: lib/loopback), or with `Authorization: Bearer <METRICS_TOKEN>`.
 * Without a token configured, others get the 404 of a path that does not exist; with one, a
 * missing or wrong token gets 401, and too many wrong ones from an IP a 429.
 */
export default fp(async function metricsPlugin(
  app: FastifyInstance,
  opts: { token: string | undefined },
) {
  const expected = opts.token ? sha256Hex(opts.token) : undefined
  const forget = observeDatabase(app.database)
  app.addHook('onClose', async () => forget())

  app.addHook('onResponse', (request, reply, done) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status: String(reply.statusCode),
    }
    httpRequests.inc(labels)
    httpRequestSeconds.observe(labels, reply.elapsedTime / 1000)
    done()
  })

  app.get('/metrics', { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (!fromLoopback(request)) {
      if (!expected) {
        return reply.status(404).send(notFoundBody(request.method, '/metrics'))
      }
      const key = `metrics:token:ip:${request.ip}`
      // Refused before the token is compared: past the limit, even the right token waits.
      await app.rateLimit.guard([[key, TOKEN_FAILURES_PER_IP]], 'Too many wrong tokens')
      if (!bearerIs(request, expected)) {
        const counted = await app.rateLimit.hit(key, TOKEN_FAILURES_PER_IP)
        if (!counted.allowed) throw rateLimited('Too many wrong tokens', counted.retryAfterSec)
        throw new AppError({
          code: 'UNAUTHENTICATED',
          status: 401,
          message: 'A metrics token is needed',
          headers: { 'www-authenticate': 'Bearer' },
        })
      }
    }
    reply.header('cache-control', 'no-store').type(metrics.contentType)
    return metrics.metrics()
  })
})
