import { REPORT_TIMER_EVERY_MS } from '@app/contract/admin-texts'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { refundUnansweredReports } from '../modules/reports/timer'

/**
 * The report timer: every REPORT_TIMER_EVERY_MS each instance runs a round, and one at a time
 * claims the due reports (an advisory lock), see modules/reports/timer. Only the scheduling is
 * here; tests call the round itself with their own time.
 */
export default fp(async function reportTimer(app: FastifyInstance) {
  let running: Promise<void> | undefined
  const run = () => {
    // A round that outlasts the interval is not overlapped by the next one.
    running ??= refundUnansweredReports(app.db, app.clock.now(), app.log)
      .then(
        (outcome) => {
          // Hidden listings leave this instance's kept pages at once (others hear the database).
          if (outcome.ran && outcome.summary.hidden > 0) app.changes.wrote('listings')
          app.log.debug({ outcome }, 'report timer done')
        },
        (err: unknown) => app.log.warn({ err }, 'report timer failed'),
      )
      .finally(() => {
        running = undefined
      })
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(run, REPORT_TIMER_EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
})
