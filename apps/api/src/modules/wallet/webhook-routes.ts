import { ErrorBodySchema, MessageSchema } from '@app/contract/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentDeps } from './deps'
import { WEBHOOK_BODY_LIMIT_BYTES } from './policy'
import { receiveWebhook } from './webhook'

const header = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined

/** Razorpay's event ids are short letters and digits; anything else is not one of theirs. */
const EVENT_ID = /^[A-Za-z0-9_-]{1,64}$/
const eventIdOf = (value: string | string[] | undefined) => {
  const id = header(value)
  return id && EVENT_ID.test(id) ? id : undefined
}

/**
 * Razorpay's webhook. Its signature covers the body byte for byte, so this plugin (and only
 * it: Fastify scopes parsers to the plugin) keeps every body as the raw bytes received.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers()
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
    (_req, body, done) => done(null, body),
  )

  app.post(
    '/razorpay/webhook',
    {
      schema: {
        tags: ['wallet'],
        summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body)',
        response: { 200: MessageSchema, 400: ErrorBodySchema },
      },
    },
    async (req) => ({
      success: true as const,
      message: await receiveWebhook(paymentDeps(app, req), {
        rawBody: Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0),
        signature: header(req.headers['x-razorpay-signature']),
        eventId: eventIdOf(req.headers['x-razorpay-event-id']),
      }),
    }),
  )
}

export default routes
