import { UnlockBodySchema, UnlockResponseSchema } from '@app/contract/listing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { unlockProperty } from './unlock'

const tags = ['wallet']

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/property/unlock',
    {
      onRequest: app.requirePermission('unlock-properties'),
      schema: { tags, body: UnlockBodySchema, response: { 200: UnlockResponseSchema } },
    },
    async (req) => ({
      success: true as const,
      data: await unlockProperty(
        app.db,
        requireUser(req),
        req.body.property_id,
        app.config.unlockCost,
      ),
    }),
  )
}

export default routes
