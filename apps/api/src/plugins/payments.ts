import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { RECONCILE_EVERY_MS } from '../modules/wallet/policy'
import {
  createPaymentProvider,
  type AnyPaymentProvider,
} from '../modules/wallet/providers/provider'
import { reconcilePayments } from '../modules/wallet/reconcile'

declare module 'fastify' {
  interface FastifyInstance {
    /** The configured payment provider (PAYMENTS): Razorpay or the built-in sandbox. */
    payments: AnyPaymentProvider
  }
}

/**
 * The payment provider, and reconciliation every RECONCILE_EVERY_MS: each instance runs the
 * timer, one at a time claims the due orders (an advisory lock), see modules/wallet/reconcile.
 */
export default fp(async function payments(app: FastifyInstance) {
  const provider = createPaymentProvider(app.config.payments, app.db, app.clock)
  app.decorate<AnyPaymentProvider>('payments', provider)

  let running: Promise<void> | undefined
  const run = () => {
    // A round that outlasts the interval is not overlapped by the next one.
    running ??= reconcilePayments(app.db, provider, app.clock.now(), app.log)
      .then(
        (outcome) => app.log.debug({ outcome }, 'payment reconciliation done'),
        (err: unknown) => app.log.warn({ err }, 'payment reconciliation failed'),
      )
      .finally(() => {
        running = undefined
      })
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(run, RECONCILE_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
})
