import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpired } from '../db/housekeeping'

const EVERY_MS = 60 * 60 * 1000

/** Hourly clean-up of expired codes, sessions and rate-limit windows (see db/housekeeping). */
export default fp(async function housekeeping(app: FastifyInstance) {
  const run = () =>
    purgeExpired(app.db, app.clock.now()).then(
      (removed) => app.log.debug({ removed }, 'housekeeping done'),
      (err: unknown) => app.log.warn({ err }, 'housekeeping failed'),
    )
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
