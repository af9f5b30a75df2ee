import { ErrorBodySchema } from '@app/contract/envelope'
import { IdParamsSchema } from '@app/contract/input'
import {
  CompareQuerySchema,
  CompareResponseSchema,
  ShortlistBodySchema,
  ShortlistResponseSchema,
} from '@app/contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as shortlist from './service'

const tags = ['search']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema

/** The shortlist (the heart on every card) and compare (API.md "Search", decision 029). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/shortlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's shortlist",
        tags,
        security,
        response: { 200: ShortlistResponseSchema, 401: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await shortlist.shortlist(app.db, requireUser(req)),
    }),
  )

  app.post(
    '/shortlist',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Adds a listing to the shortlist',
        tags,
        security,
        body: ShortlistBodySchema,
        response: {
          200: ShortlistResponseSchema,
          401: failure,
          404: failure,
          409: failure,
          422: failure,
        },
      },
    },
    async (req) => ({
      success: true as const,
      data: await shortlist.add(app.db, requireUser(req), req.body.property_id, app.clock.now()),
    }),
  )

  app.delete(
    '/shortlist/:id',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Removes a listing from the shortlist',
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: ShortlistResponseSchema, 401: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await shortlist.remove(app.db, requireUser(req), req.params.id),
    }),
  )

  /**
   * Up to COMPARE_MAX published listings side by side. Their details need a login, as the list
   * and the detail do (spec 000 section 6, decision 032).
   */
  app.get(
    '/compare',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Compares shortlisted listings side by side',
        tags,
        security,
        querystring: CompareQuerySchema,
        response: { 200: CompareResponseSchema, 401: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await shortlist.compare(await app.readDb(req), req.query.ids, app.config.unlockCost),
    }),
  )
}

export default routes
