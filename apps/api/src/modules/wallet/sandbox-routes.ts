import { ErrorBodySchema } from '@app/contract/envelope'
import { SandboxPayBodySchema, SandboxPayResponseSchema } from '@app/contract/wallet'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { paymentDeps } from './deps'
import type { SandboxProvider } from './providers/sandbox'
import { sandboxPay } from './payments'

/**
 * The sandbox checkout's buttons (PAYMENTS=sandbox, never in production: registered only then,
 * so the path answers 404 otherwise).
 */
const routes: FastifyPluginAsyncZod<{ sandbox: SandboxProvider }> = async (app, opts) => {
  app.post(
    '/sandbox/pay',
    {
      onRequest: app.requirePermission('unlock-properties'),
      schema: {
        summary: 'Sandbox only: pays or fails an order, signed as Razorpay signs',
        tags: ['wallet'],
        body: SandboxPayBodySchema,
        response: { 200: SandboxPayResponseSchema, 404: ErrorBodySchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await sandboxPay(paymentDeps(app, req), opts.sandbox, requireUser(req), req.body)),
    }),
  )
}

export default routes
