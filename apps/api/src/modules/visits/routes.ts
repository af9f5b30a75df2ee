import { ErrorBodySchema } from '@app/contract/envelope'
import {
  VISIT_TEXTS,
  VisitAcceptBodySchema,
  VisitBodySchema,
  VisitCancelBodySchema,
  VisitDeclineBodySchema,
  VisitIdParamsSchema,
  VisitPageSchema,
  VisitResponseSchema,
  VisitsQuerySchema,
} from '@app/contract/visits'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { createBackground } from '../../lib/background'
import { requireUser } from '../../plugins/auth'
import { createLeadNotices } from '../leads'
import * as visits from './service'

const tags = ['visits']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema

/** Site visits (issue 30, decision 066): both sides' calls; who may make each is the service's. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Runs before the root's hooks close the messenger the e-mails need.
  const background = createBackground()
  app.addHook('onClose', () => background.drain())
  // A visit request is a lead: its owner hears of it after the answer (decision 067).
  const leads = createLeadNotices(app)

  const deps = (req: FastifyRequest): visits.VisitDeps => ({
    db: app.db,
    clock: app.clock,
    rateLimit: app.rateLimit,
    messenger: app.messenger,
    background,
    log: req.log,
    site: app.config.site,
    publicUrl: app.config.publicUrl,
  })

  app.post(
    '/visits',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Asks the owner of an unlocked listing for a site visit at one of 1-3 slots',
        tags,
        security,
        body: VisitBodySchema,
        response: {
          201: VisitResponseSchema,
          401: failure,
          403: failure,
          409: failure,
          422: failure,
          429: failure,
        },
      },
    },
    async (req, reply) => {
      const visit = await visits.requestVisit(deps(req), requireUser(req), req.body)
      leads.notify({ kind: 'visit', visitId: visit.id })
      return reply
        .code(201)
        .send({ success: true as const, message: VISIT_TEXTS.requested, data: visit })
    },
  )

  app.get(
    '/visits',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's site visits, as seeker or owner, upcoming or past",
        tags,
        security,
        querystring: VisitsQuerySchema,
        response: { 200: VisitPageSchema, 401: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await visits.listVisits(deps(req), requireUser(req), req.query)),
    }),
  )

  app.post(
    '/visits/:id/accept',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The owner accepts one of the proposed slots',
        tags,
        security,
        params: VisitIdParamsSchema,
        body: VisitAcceptBodySchema,
        response: {
          200: VisitResponseSchema,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
          422: failure,
        },
      },
    },
    async (req) => ({
      success: true as const,
      message: VISIT_TEXTS.accepted,
      data: await visits.acceptVisit(deps(req), requireUser(req), req.params.id, req.body),
    }),
  )

  app.post(
    '/visits/:id/decline',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The owner declines a visit request, with a reason',
        tags,
        security,
        params: VisitIdParamsSchema,
        body: VisitDeclineBodySchema,
        response: {
          200: VisitResponseSchema,
          401: failure,
          403: failure,
          404: failure,
          409: failure,
          422: failure,
        },
      },
    },
    async (req) => ({
      success: true as const,
      message: VISIT_TEXTS.declined,
      data: await visits.declineVisit(deps(req), requireUser(req), req.params.id, req.body),
    }),
  )

  app.post(
    '/visits/:id/cancel',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Either side cancels an open visit (an optional reason)',
        tags,
        security,
        params: VisitIdParamsSchema,
        body: VisitCancelBodySchema,
        response: {
          200: VisitResponseSchema,
          401: failure,
          404: failure,
          409: failure,
          422: failure,
        },
      },
    },
    async (req) => ({
      success: true as const,
      message: VISIT_TEXTS.cancelled,
      data: await visits.cancelVisit(deps(req), requireUser(req), req.params.id, req.body),
    }),
  )

  app.get(
    '/visits/:id/ics',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "An accepted visit's calendar file (RFC 5545, Asia/Kolkata)",
        tags,
        security,
        produces: ['text/calendar'],
        params: VisitIdParamsSchema,
        response: {
          200: z.string().meta({ description: 'site-visit-<id>.ics' }),
          401: failure,
          404: failure,
          409: failure,
          422: failure,
        },
      },
    },
    async (req, reply) => {
      const { fileName, ics } = await visits.visitIcs(deps(req), requireUser(req), req.params.id)
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', `attachment; filename="${fileName}"`)
        .header('cache-control', 'no-store')
        .send(ics)
    },
  )
}

export default routes
