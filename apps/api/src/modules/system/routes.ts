import { HealthSchema, ok } from '@app/contract/envelope'
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
