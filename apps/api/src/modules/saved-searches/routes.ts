import { ErrorBodySchema } from '@app/contract/envelope'
import { IdParamsSchema } from '@app/contract/input'
import {
  SavedSearchAlertBodySchema,
  SavedSearchBodySchema,
  SavedSearchListResponseSchema,
  SavedSearchResponseSchema,
  UnsubscribeBodySchema,
  UnsubscribePostQuerySchema,
  UnsubscribeQuerySchema,
  UnsubscribeResponseSchema,
} from '@app/contract/search'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import * as savedSearches from './service'

const tags = ['search']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema
/** An RFC 8058 one-click body is one short field; nothing else is read as a form here. */
const FORM_BODY_LIMIT_BYTES = 1024

/** Saved searches and their alerts (API.md "Search", decision 028). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/saved-searches',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's saved searches",
        tags,
        security,
        response: { 200: SavedSearchListResponseSchema, 401: failure },
      },
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
        summary: "Turns a saved search's alert on or off",
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
        summary: 'Deletes a saved search',
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

  await app.register(unsubscribeRoutes)
}

/**
 * The e-mail's link (no login, the token is the permission; decision 036). GET only says what the
 * token is for, since mail scanners fetch links; POST turns the alert off. Its own plugin, so the
 * form parser RFC 8058 one-click needs serves these two calls only.
 */
const unsubscribeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.get(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "Which saved search a messages' token is for, and its alert (changes nothing)",
        querystring: UnsubscribeQuerySchema,
        response: { 200: UnsubscribeResponseSchema, 404: failure, 422: failure, 429: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.unsubscribeInfo(app.db, app.rateLimit, req.query.token, req.ip),
    }),
  )

  app.post(
    '/alerts/unsubscribe',
    {
      schema: {
        tags,
        summary: "Turns off a saved search's alert by the token in its messages",
        description:
          'The token in a JSON body (the web page), or in the query with the body ' +
          '`List-Unsubscribe=One-Click` (RFC 8058 one-click, form-encoded or multipart).',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: UnsubscribePostQuerySchema,
        body: UnsubscribeBodySchema,
        response: { 200: UnsubscribeResponseSchema, 404: failure, 422: failure, 429: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await savedSearches.unsubscribe(
        app.db,
        app.rateLimit,
        req.body?.token ?? req.query.token,
        req.ip,
      ),
    }),
  )
}

export default routes
