import { OutboxResponseSchema } from '@app/contract/auth'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { latestOutboxMessages } from '../../lib/messenger/outbox'
import { fromLoopback } from '../../lib/loopback'
import { notFoundBody } from '../../plugins/errors'

/** The newest outbox messages the page lists. */
export const OUTBOX_PAGE_SIZE = 50

/**
 * Development helpers; registered only when config.devTools is on (never in production), and
 * answering only this machine: the outbox holds every OTP code, and a development server may
 * still be bound to a network interface. Others get the same 404 as a path that does not exist.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', async (req, reply) => {
    if (!fromLoopback(req)) {
      return reply.status(404).send(notFoundBody(req.method, req.url.split('?')[0] ?? ''))
    }
  })

  app.get(
    '/dev/outbox',
    {
      schema: {
        summary: 'Development only: the newest outbox messages',
        tags: ['development'],
        response: { 200: OutboxResponseSchema },
      },
    },
    async (_req, reply) => {
      reply.header('cache-control', 'no-store')
      const rows = await latestOutboxMessages(app.db, OUTBOX_PAGE_SIZE)
      return {
        success: true as const,
        data: rows.map(({ createdAt, ...m }) => ({ ...m, created_at: createdAt.toISOString() })),
      }
    },
  )
}

export default routes
