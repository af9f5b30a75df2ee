import { HealthSchema, ok, ReadySchema } from '@app/contract/envelope'
import { SiteInfoSchema } from '@app/contract/site'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { unavailable } from '../../lib/app-error'
import { pingDatabase } from './repository'

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        summary: 'Liveness: the server answers and its database does',
        tags: ['system'],
        response: { 200: HealthSchema },
      },
      logLevel: 'warn',
    },
    async (req, reply) => {
      try {
        await pingDatabase(app.db)
      } catch (err) {
        req.log.error({ err }, 'database health check failed')
        throw unavailable('Database unavailable')
      }
      reply.header('cache-control', 'no-store')
      return {
        success: true as const,
        data: { status: 'ok' as const, database: app.database.kind },
      }
    },
  )

  app.get(
    '/ready',
    {
      schema: {
        summary:
          'Readiness: 200 while this instance takes traffic; 503 before its database is migrated and during shutdown',
        tags: ['system'],
        response: { 200: ReadySchema },
      },
      logLevel: 'warn',
    },
    async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const { state } = app.readiness
      if (state === 'starting') throw unavailable('Starting up')
      if (state === 'draining') throw unavailable('Shutting down')
      try {
        await pingDatabase(app.db)
      } catch (err) {
        req.log.warn({ err }, 'database readiness check failed')
        throw unavailable('Database unavailable')
      }
      return { success: true as const, data: { status: 'ready' as const } }
    },
  )

  app.get(
    '/site',
    {
      schema: {
        summary: "The site's name, contacts and map tile source, for the web app",
        tags: ['system'],
        response: { 200: ok(SiteInfoSchema) },
      },
    },
    async () => ({
      success: true as const,
      data: app.config.site,
    }),
  )
}

export default routes
