import {
  LatestBodySchema,
  LatestResponseSchema,
  ListingPageSchema,
  ListingQuerySchema,
  PropertyIdQuerySchema,
  PropertyViewResponseSchema,
} from '@app/contract/listing'
import { ListingPlacesResponseSchema } from '@app/contract/places'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { viewJson } from './present'
import * as listings from './service'

const tags = ['listings']

/**
 * The hot routes answer with JSON text that the service keeps (pages) or that a compiled
 * serializer wrote (present.ts): sent as is, never through the Zod serializer. The response
 * schemas stay for the API docs.
 */
const JSON_TYPE = 'application/json; charset=utf-8'
/** Sends JSON text as it is (typed replies expect the schema's object, not its text). */
const sendJson = (reply: FastifyReply, json: string) => reply.type(JSON_TYPE).send(json)

const routes: FastifyPluginAsyncZod = async (app) => {
  const caches = listings.createBrowseCaches(app.changes)
  app.addHook('onClose', async () => caches.close())

  /** The home page's latest listings: public, cards only. */
  app.post(
    '/properties',
    { schema: { tags, body: LatestBodySchema, response: { 200: LatestResponseSchema } } },
    async (req, reply) => {
      const { limit, ...filter } = req.body
      return sendJson(reply, await listings.latest(app.db, caches, filter, limit))
    },
  )

  /** Where published listings are, by state and busiest city: public (the home layouts). */
  app.get(
    '/listing-places',
    { schema: { tags, response: { 200: ListingPlacesResponseSchema } } },
    async (_req, reply) => sendJson(reply, await listings.places(app.db, caches)),
  )

  app.get(
    '/agents-propertys',
    {
      onRequest: app.authenticate,
      schema: { tags, querystring: ListingQuerySchema, response: { 200: ListingPageSchema } },
    },
    async (req, reply) => sendJson(reply, await listings.browse(app.db, caches, req.query)),
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
    async (req, reply) => {
      const data = await listings.viewProperty(app.db, requireUser(req), req.query.property_id, {
        unlockCost: app.config.unlockCost,
        look: { at: app.clock.now(), log: app.views },
        details: caches.details,
        scores: caches.scores,
      })
      return sendJson(reply, viewJson({ success: true, data }))
    },
  )
}

export default routes
