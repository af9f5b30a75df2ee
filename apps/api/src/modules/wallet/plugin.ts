import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { RECONCILE_EVERY_MS } from './policy'
import { createPaymentProvider, type AnyPaymentProvider } from './providers/provider'
import { reconcilePayments } from './reconcile'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENTS): Razorpay or the built-in sandbox. */
    payments: AnyPaymentProvider
  }
}

/**
 * The payment provider, and reconciliation every RECONCILE_EVERY_MS: each instance runs the
 * job, one at a time claims the due orders (an advisory lock), see reconcile.ts.
 */
export default fp(async function payments(app: FastifyInstance) {
  const provider = createPaymentProvider(app.config.payments, app.db, app.clock)
  app.decorate<AnyPaymentProvider>('payments', provider)
  app.jobs.add({
    name: 'payment-reconciliation',
    everyMs: RECONCILE_EVERY_MS,
    run: ({ now }) => reconcilePayments(app.db, provider, now, app.log),
  })
})
