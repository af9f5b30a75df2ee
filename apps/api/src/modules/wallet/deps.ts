import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { PaymentDeps } from './payments'

/** What the payment services need, from the app and the request (its logger). */
export function paymentDeps(app: FastifyInstance, req: FastifyRequest): PaymentDeps {
  return {
    db: app.db,
    creditPacks: app.config.creditPacks,
    provider: app.payments,
    clock: app.clock,
    rateLimit: app.rateLimit,
    log: req.log,
    siteName: app.config.site.name,
  }
}
