import { MessageSchema } from '@app/contract/envelope'
import { NEWSLETTER_TEXTS, NewsletterSchema } from '@app/contract/content'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { newsletterSubscriptions } from '../../db/schema/index'

const tags = ['content']

const routes: FastifyPluginAsyncZod = async (app) => {
  /** Stored once per address; a repeat is still a success (and says nothing about who signed up). */
  app.post(
    '/newsletter',
    { schema: { tags, body: NewsletterSchema, response: { 200: MessageSchema } } },
    async (req) => {
      await app.db
        .insert(newsletterSubscriptions)
        .values({ email: req.body.email })
        .onConflictDoNothing()
      return { success: true as const, message: NEWSLETTER_TEXTS.done }
    },
  )
}

export default routes
