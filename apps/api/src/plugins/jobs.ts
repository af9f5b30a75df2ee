import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { purgeExpired } from '../db/housekeeping'
import { JobRunner } from '../lib/jobs'

declare module 'fastify' {
  interface FastifyInstance {
    /** The background jobs (lib/jobs): feature modules add theirs when they are registered. */
    jobs: JobRunner
  }
}

/** Hourly: expired codes, sessions and rate-limit windows go (db/housekeeping). */
const HOUSEKEEPING_EVERY_MS = 60 * 60 * 1000

/**
 * The jobs runner, started when the app is ready and stopped when it closes: no round starts
 * once closing begins, and the running ones are awaited (bounded) before the database closes.
 */
export default fp(async function jobs(app: FastifyInstance) {
  const runner = new JobRunner({ db: app.db, clock: app.clock, log: app.log })
  app.decorate('jobs', runner)
  // One instance at a time does the work; the others find the lock taken and skip the round.
  runner.add({
    name: 'housekeeping',
    everyMs: HOUSEKEEPING_EVERY_MS,
    lock: 'housekeeping',
    run: ({ db, now }) => purgeExpired(db, now),
  })
  app.addHook('onReady', async () => runner.start())
  let stopping: Promise<void> | undefined
  // As closing begins (before in-flight requests drain), so that no round starts meanwhile.
  app.addHook('preClose', async () => {
    stopping = runner.stop()
  })
  app.addHook('onClose', async () => {
    await (stopping ?? runner.stop())
  })
})
