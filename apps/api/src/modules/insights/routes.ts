import { InsightQuerySchema, RatesResponseSchema } from '@app/contract/insights'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as insights from './service'

const tags = ['insights']

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Rent and price insight (issue 30): public, like the pages that show it. */
  app.get(
    '/insights/rates',
    {
      schema: {
        summary: 'Rates per sq.ft of published listings by state and district, with the trend',
        description:
          'Per state and per district: the number of published listings and the 25th, 50th and 75th percentile of the rate (₹ per sq.ft a month for rent and lease, ₹ per sq.ft for sale), per kind of deal. A district with fewer than 5 listings is counted in its state only. The trend by month comes once three months have data. Decision 065.',
        tags,
        querystring: InsightQuerySchema,
        response: { 200: RatesResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      data: await insights.rates(await app.readDb(req), app.insights, req.query),
    }),
  )
}

export default routes
