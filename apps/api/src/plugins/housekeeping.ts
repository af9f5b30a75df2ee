import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runExclusively } from '../db/advisory-lock'
import { purgeExpired } from '../db/housekeeping'

const EVERY_MS = 60 * 60 * 1000

/** Hourly clean-up of expired codes, sessions and rate-limit windows (see db/housekeeping). */
export default fp(async function housekeeping(app: FastifyInstance) {
  // One instance at a time does the work; the others find the lock taken and skip this round.
  const run = () =>
    runExclusively(app.db, 'housekeeping', (tx) => purgeExpired(tx, app.clock.now())).then(
      (outcome) => app.log.debug({ outcome }, 'housekeeping done'),
      (err: unknown) => app.log.warn({ err }, 'housekeeping failed'),
    )
  let timer: NodeJS.Timeout | undefined
  app.addHook('onReady', async () => {
    timer = setInterval(run, EVERY_MS)
    timer.unref()
  })
  app.addHook('onClose', async () => clearInterval(timer))
})
