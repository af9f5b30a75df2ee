import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runAlertRound } from '../modules/saved-searches/timer'

/**
 * The saved-search alert runner: every ALERT_EVERY_MS (config; the contract's constant by
 * default) each instance runs a round, and one at a time does the work (an advisory lock), see
 * modules/saved-searches/timer. Only the scheduling is here; tests call the round itself with
 * their own time.
 */
export default fp(async function alertTimer(app: FastifyInstance) {
  let running: Promise<void> | undefined
  const run = () => {
    // A round that outlasts the interval is not overlapped by the next one.
    running ??= runAlertRound(app.db, app.clock.now(), {
      messenger: app.messenger,
      publicUrl: app.config.publicUrl,
      siteName: app.config.site.name,
      siteEmail: app.config.site.email,
      log: app.log,
    })
      .then(
        (outcome) => app.log.debug({ outcome }, 'alert round done'),
        (err: unknown) => app.log.warn({ err }, 'alert round failed'),
      )
      .finally(() => {
        running = undefined
      })
  }
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(run, app.config.alertEveryMs)
    timer.unref()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    await running
  })
})
