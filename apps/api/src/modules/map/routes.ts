import { MapQuerySchema, MapResponseSchema } from '@app/contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as map from './service'

const tags = ['search']

const routes: FastifyPluginAsyncZod = async (app) => {
  const cache = map.createMapCache(app.changes)
  app.addHook('onClose', async () => cache.close())

  /**
   * The map search (/map-location): markers for the viewport and the listing filters. Behind a
   * login like the listing it maps (GET agents-propertys).
   */
  app.get(
    '/properties/map',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Published listings as map points, with the search filters',
        tags,
        querystring: MapQuerySchema,
        response: { 200: MapResponseSchema },
      },
    },
    async (req) => map.mapMarkers(await app.readDb(req), cache, req.query),
  )
}

export default routes
