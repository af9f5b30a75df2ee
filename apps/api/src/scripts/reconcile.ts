/**
 * One round of payment reconciliation on the configured database (DATABASE_URL, else the
 * embedded PGlite in DATA_DIR; stop the server first then, PGlite has one user at a time), as
 * the server's timer runs it every few minutes:
 *
 *   npm run payments:reconcile
 *
 * Pending orders older than RECONCILE_AFTER_MS are looked up at the provider and credited or
 * failed; see modules/wallet/reconcile.ts. Exits 1 when an order could not be settled.
 */
import { loadDotEnv, parseConfig, type Config } from '../config'
import { openDatabase } from '../db/client'
import { systemClock } from '../lib/clock'
import { useInvoicePrefix } from '../modules/invoices'
import { createPaymentProvider, reconcilePayments, type Log } from '../modules/wallet'

const log: Log = {
  info: (obj, msg) => console.log(msg, obj),
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
}

loadDotEnv()
let config: Config
try {
  config = parseConfig()
} catch (err) {
  console.error((err as Error).message)
  process.exit(1)
}

// Orders it credits get invoice numbers with the configured prefix, as the server gives them.
useInvoicePrefix(config.invoices.prefix)
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
let failed = false
try {
  const provider = createPaymentProvider(config.payments, database.db, systemClock)
  const outcome = await reconcilePayments(database.db, provider, systemClock.now(), log)
  if (!outcome.ran) {
    console.log('Another instance is reconciling right now: nothing done.')
  } else {
    const { checked, paid, failed: gaveUp, pending, errors } = outcome.summary
    console.log(
      `Payments (${provider.name}): ${checked} checked, ${paid} credited, ${gaveUp} failed, ` +
        `${pending} still pending, ${errors} errors.`,
    )
    failed = errors > 0
  }
} catch (err) {
  console.error(`Reconciliation failed: ${(err as Error).message}`)
  failed = true
} finally {
  await database.close()
}
process.exit(failed ? 1 : 0)
