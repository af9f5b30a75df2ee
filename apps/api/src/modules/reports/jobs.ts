import { REPORT_TIMER_EVERY_MS } from '@app/contract/constants'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refundUnansweredReports } from './timer'

/**
 * The report timer on the app's jobs runner: every REPORT_TIMER_EVERY_MS each instance runs a
 * round, and one at a time claims the due reports (an advisory lock), see timer.ts.
 */
export default fp(async function reportJobs(app: FastifyInstance) {
  app.jobs.add({
    name: 'report-refunds',
    everyMs: REPORT_TIMER_EVERY_MS,
    run: async ({ now }) => {
      const outcome = await refundUnansweredReports(app.db, now, app.log)
      // Hidden listings leave this instance's kept pages at once (others hear the database).
      if (outcome.ran && outcome.summary.hidden > 0) app.changes.wrote('listings')
      return outcome
    },
  })
})
