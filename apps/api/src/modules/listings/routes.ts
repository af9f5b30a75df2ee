import {
  LatestBodySchema,
  LatestResponseSchema,
  ListingPageSchema,
  ListingQuerySchema,
  PropertyIdQuerySchema,
  PropertyViewResponseSchema,
} from '@app/contract/listing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as listings from './service'

const tags = ['listings']

const routes: FastifyPluginAsyncZod = async (app) => {
  const counts = listings.createCountCache()

  /** The home page's latest listings: public, cards only. */
  app.post(
    '/properties',
    { schema: { tags, body: LatestBodySchema, response: { 200: LatestResponseSchema } } },
    async (req) => {
      const { limit, ...filter } = req.body
      return { success: true as const, data: await listings.latest(app.db, filter, limit) }
    },
  )

  app.get(
    '/agents-propertys',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ListingQuerySchema, response: { 200: ListingPageSchema } },
    },
    async (req) => ({
      success: true as const,
      ...(await listings.browse(app.db, counts, req.query)),
    }),
  )

  app.get(
    '/property/view',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        querystring: PropertyIdQuerySchema,
        response: { 200: PropertyViewResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      data: await listings.viewProperty(
        app.db,
        requireUser(req),
        req.query.property_id,
        app.config.unlockCost,
        app.clock.now(),
      ),
    }),
  )
}

export default routes
