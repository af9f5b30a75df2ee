import { ErrorBodySchema, MessageSchema } from '@app/contract/envelope'
import { NEWSLETTER_TEXTS, NewsletterSchema } from '@app/contract/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import * as content from './service'

const tags = ['content']

const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/newsletter',
    {
      schema: {
        tags,
        body: NewsletterSchema,
        response: { 200: MessageSchema, 422: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async (req) => {
      await content.subscribeToNewsletter(app.db, app.rateLimit, req.body, req.ip)
      return { success: true as const, message: NEWSLETTER_TEXTS.done }
    },
  )
}

export default routes
