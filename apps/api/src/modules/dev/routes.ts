import { OutboxResponseSchema } from '@app/contract/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { latestOutboxMessages } from '../../lib/messenger/outbox'

/** Development helpers; registered only when config.devTools is on (never in production). */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { tags: ['development'], response: { 200: OutboxResponseSchema } } },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      const rows = await latestOutboxMessages(app.db, 50)
      return {
        success: true as const,
        data: rows.map(({ createdAt, ...m }) => ({ ...m, created_at: createdAt.toISOString() })),
      }
    },
  )
}

export default routes
