import {
  CompanyProfileSchema,
  CONTACT_TEXTS,
  ContactSchema,
  NEWSLETTER_TEXTS,
  NewsletterSchema,
} from '@app/contract/content'
import { ErrorBodySchema, MessageSchema } from '@app/contract/envelope'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createBackground } from '../../lib/background'
import * as content from './service'

const tags = ['content']
const failure = ErrorBodySchema

const routes: FastifyPluginAsyncZod = async (app) => {
  // Runs before the root's hooks close the messenger the e-mails need.
  const background = createBackground()
  app.addHook('onClose', () => background.drain())

  const deps = (req: FastifyRequest): content.ContentDeps => ({
    rateLimit: app.rateLimit,
    messenger: app.messenger,
    clock: app.clock,
    log: req.log,
    site: app.config.site,
    publicUrl: app.config.publicUrl,
    background,
  })

  app.post(
    '/newsletter',
    {
      schema: {
        summary: 'Subscribes an e-mail address to the newsletter',
        tags,
        body: NewsletterSchema,
        response: { 200: MessageSchema, 422: failure, 429: failure },
      },
    },
    async (req) => {
      await content.subscribeToNewsletter(app.db, app.rateLimit, req.body, req.ip)
      return { success: true as const, message: NEWSLETTER_TEXTS.done }
    },
  )

  app.post(
    '/contact',
    {
      schema: {
        tags,
        summary: "A contact enquiry: stored, then e-mailed to the site's address",
        body: ContactSchema,
        response: { 200: MessageSchema, 422: failure, 429: failure },
      },
    },
    async (req) => {
      await content.sendContactEnquiry(app.db, deps(req), req.body, req.ip)
      return { success: true as const, message: CONTACT_TEXTS.done }
    },
  )

  app.post(
    '/company-profile',
    {
      schema: {
        tags,
        summary: 'The company profile brochure (PDF); the request is stored as a lead',
        produces: ['application/pdf'],
        body: CompanyProfileSchema,
        response: {
          // The file's bytes, sent as they are (the OpenAPI document says binary).
          200: z
            .custom<Buffer>((body) => Buffer.isBuffer(body))
            .meta({ type: 'string', format: 'binary', description: 'Company-Profile.pdf' }),
          422: failure,
          429: failure,
        },
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await content.companyProfile(app.db, deps(req), req.body, req.ip)
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(pdf)
    },
  )
}

export default routes
