import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { createInsightCache, type InsightCache } from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate tables behind GET insights/rates, the detail's insight line and cards' marks. */
    insights: InsightCache
  }
}

/**
 * One cache of rate tables per instance, shared by the insight routes and the listings' detail
 * and browse (so a change costs one read of each table, not one per feature).
 */
export const insightRates = fp(async function insightRates(app: FastifyInstance) {
  const cache = createInsightCache(app.changes)
  app.decorate('insights', cache)
  app.addHook('onClose', async () => cache.close())
})
