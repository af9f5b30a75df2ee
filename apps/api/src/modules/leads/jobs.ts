import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { runLeadDigestRound } from './digest'
import { LEAD_DIGEST_EVERY_MS } from './policy'

/**
 * The owners' daily lead digests on the app's jobs runner: every LEAD_DIGEST_EVERY_MS each
 * instance runs a round, and one at a time does the work (an advisory lock), see digest.ts.
 */
export default fp(async function leadJobs(app: FastifyInstance) {
  app.jobs.add({
    name: 'lead-digests',
    everyMs: LEAD_DIGEST_EVERY_MS,
    run: ({ now }) =>
      runLeadDigestRound(app.db, now, {
        messenger: app.messenger,
        publicUrl: app.config.publicUrl,
        siteName: app.config.site.name,
        log: app.log,
      }),
  })
})
