/**
 * The wallet's face (credits, payments, unlocks): its routes and plugin for the app, and the one
 * ledger function and payment settling that admin, reports, the demo and the reconcile script use.
 */
export { ledger, transactions } from './history'
export { moveCredits } from './ledger'
export type { Log } from './payments'
export { default as payments } from './plugin'
export { createPaymentProvider } from './providers/provider'
export { ProviderError, type PaymentProvider } from './providers/types'
export { reconcilePayments, settleOrder } from './reconcile'
export { default as walletRoutes } from './routes'
export { default as sandboxPaymentRoutes } from './sandbox-routes'
export { default as webhookRoutes } from './webhook-routes'
