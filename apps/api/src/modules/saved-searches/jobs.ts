import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runAlertRound } from './timer'

/**
 * The saved-search alerts on the app's jobs runner: every ALERT_EVERY_MS (config; the
 * contract's constant by default) each instance runs a round, and one at a time does the work
 * (an advisory lock), see timer.ts.
 */
export default fp(async function alertJobs(app: FastifyInstance) {
  app.jobs.add({
    name: 'saved-search-alerts',
    everyMs: app.config.alertEveryMs,
    run: ({ now }) =>
      runAlertRound(app.db, now, {
        messenger: app.messenger,
        publicUrl: app.config.publicUrl,
        siteName: app.config.site.name,
        siteEmail: app.config.site.email,
        log: app.log,
      }),
  })
})
