import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, RouteOptions } from 'fastify'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { BEARER_HOOKS, type AuthHook } from './auth'

/** The OpenAPI security requirement of a route that needs `Authorization: Bearer <token>`. */
export const BEARER_SECURITY = [{ bearer: [] }]

/** Whether any of the route's hooks demands a token (app.authenticate, app.requirePermission). */
function needsBearer(route: RouteOptions) {
  const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler]
    .flat()
    .filter((hook) => typeof hook === 'function')
  return hooks.some((hook) => BEARER_HOOKS.has(hook as AuthHook))
}

/**
 * OpenAPI generated from the route schemas; the browsable UI lives at /api/docs. Which routes
 * need a token is read from their hooks, not written by hand, so the document cannot drift.
 */
export default fp(async function docs(app: FastifyInstance, opts: { title: string }) {
  app.addHook('onRoute', (route) => {
    if (needsBearer(route)) route.schema = { ...route.schema, security: BEARER_SECURITY }
  })
  await app.register(swagger, {
    openapi: {
      info: { title: `${opts.title} API`, version: '1.0.0' },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: jsonSchemaTransform,
  })
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    // The UI's own policy allows styles from any https origin and framing by this origin; the
    // app's policy (security.ts) applies instead: the UI needs no inline script or style.
    staticCSP: false,
    uiConfig: { validatorUrl: null },
  })
})
