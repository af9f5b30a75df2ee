import type { FastifyInstance } from 'fastify'

const READS = new Set(['GET', 'HEAD', 'OPTIONS'])

/**
 * For a plugin whose calls write listings: after each call that may have written (any method but
 * a read, answered or refused), this instance's listing caches are dropped before the answer
 * leaves, so an owner who saves and then browses sees what was saved (decision 013). Other
 * instances hear the database's notification.
 */
export function dropListingCachesAfterWrites(app: FastifyInstance) {
  app.addHook('onSend', async (request, _reply, payload) => {
    if (!READS.has(request.method)) app.changes.wrote('listings')
    return payload
  })
}
