import type { RateRule } from '../../lib/rate-limit'

const MINUTE = 60_000
const HOUR = 60 * MINUTE

/** Orders still pending this long after they were made are asked about at the provider. */
export const RECONCILE_AFTER_MS = 15 * MINUTE
/** An order with no payment at all this long after it was made is given up (failed). */
export const ABANDON_AFTER_MS = 24 * HOUR
/** How often reconciliation runs, and how long before it asks about the same order again. */
export const RECONCILE_EVERY_MS = 5 * MINUTE
/** Orders one reconciliation round looks at (the oldest first); the rest wait for the next. */
export const RECONCILE_BATCH = 100
/** The advisory lock that lets one API instance at a time claim a reconciliation batch. */
export const RECONCILE_LOCK = 'payments:reconcile'

/** A call to the payment provider gives up after this long (the request answers 503). */
export const PROVIDER_TIMEOUT_MS = 10_000

/** Top-up orders per user: a few tries at checkout, not a script opening orders by the hundred. */
export const ORDERS_PER_USER: RateRule = { limit: 20, windowMs: HOUR }
/** Payment confirmations per user (each one is an HMAC check and a locked row). */
export const VERIFICATIONS_PER_USER: RateRule = { limit: 30, windowMs: 10 * MINUTE }

/**
 * Confirmations' payment statements at once, per process (lib/statement-groups.ts): one. Each
 * takes its invoice numbers from the financial year's series, whose row it holds until it
 * commits, so two at once would only wait for each other; one at a time, the confirmations that
 * arrive meanwhile go together in the next (decision 078).
 */
export const PAYMENT_STATEMENT_SLOTS = 1

/** The key the sandbox hands to its checkout when no RAZORPAY_KEY_ID is set. */
export const SANDBOX_KEY_ID = 'rzp_test_sandbox'

/** The largest webhook body read (Razorpay's events are a few kilobytes). */
export const WEBHOOK_BODY_LIMIT_BYTES = 256 * 1024
