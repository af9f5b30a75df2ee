import { ErrorBodySchema } from '@app/contract/envelope'
import { IdParamsSchema } from '@app/contract/input'
import {
  SavedSearchAlertBodySchema,
  SavedSearchBodySchema,
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@app/contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as savedSearches from './service'

const tags = ['search']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema

/** Saved searches and their alerts (API.md "Search", decision 028). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    {
      onRequest: app.authenticate,
      schema: { tags, security, response: { 200: SavedSearchListResponseSchema, 401: failure } },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.list(app.db, requireUser(req)),
    }),
  )

  app.post(
    '/saved-searches',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        summary: 'Saves the filters under a name; listings published from now on alert it',
        body: SavedSearchBodySchema,
        response: { 200: SavedSearchResponseSchema, 401: failure, 409: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.save(app.db, requireUser(req), req.body, app.clock.now()),
    }),
  )

  app.patch(
    '/saved-searches/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        body: SavedSearchAlertBodySchema,
        response: { 200: SavedSearchResponseSchema, 401: failure, 404: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.setAlert(app.db, requireUser(req), req.params.id, req.body.alert),
    }),
  )

  app.delete(
    '/saved-searches/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        security,
        params: IdParamsSchema,
        response: { 200: SavedSearchListResponseSchema, 401: failure, 404: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.remove(app.db, requireUser(req), req.params.id),
    }),
  )

  /** The e-mail's link: no login, the token is the permission. */
  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turns off a saved search's alert by the token in its messages",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema, 404: failure, 422: failure, 429: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.unsubscribe(app.db, app.rateLimit, req.query.token, req.ip),
    }),
  )
}

export default routes
