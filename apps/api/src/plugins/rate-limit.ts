import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createRateLimiter, type RateLimiter } from '../lib/rate-limit'

declare module 'fastify' {
  interface FastifyInstance {
    rateLimit: RateLimiter
  }
}

/**
 * Fixed-window counters in the rate_limits table (never in memory: every API instance must see
 * the same numbers), timed by the app's clock so tests can move time instead of waiting.
 */
export default fp(async function rateLimit(app: FastifyInstance) {
  app.decorate('rateLimit', createRateLimiter(app.db, app.clock))
})
