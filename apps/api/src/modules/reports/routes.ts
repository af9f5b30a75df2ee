import { ErrorBodySchema } from '@app/contract/envelope'
import { REPORT_TEXTS } from '@app/contract/admin-texts'
import {
  AnswerBodySchema,
  FiledReportResponseSchema,
  PropertyReportsQuerySchema,
  ReportBodySchema,
  ReportListResponseSchema,
  ReportResponseSchema,
} from '@app/contract/report'
import { ReportIdParamsSchema } from '@app/contract/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { dropListingCachesAfterWrites } from '../owner'
import * as reports from './service'

const tags = ['reports']
const failure = ErrorBodySchema

/** Reports and trust (API.md): seekers report what they unlocked, owners see and answer. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A report may hide its listing (refunds), an answer may mark it let.
  dropListingCachesAfterWrites(app)

  app.post(
    '/property/report',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Reports a listing the user unlocked, within 7 days',
        tags,
        body: ReportBodySchema,
        response: { 201: FiledReportResponseSchema, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req, reply) => {
      const data = await reports.fileReport(
        app.db,
        requireUser(req),
        req.body,
        req.ip,
        app.clock.now(),
      )
      return reply.code(201).send({ success: true as const, message: REPORT_TEXTS.filed, data })
    },
  )

  app.get(
    '/property/reports',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'The reports on a listing, for its owner or an admin',
        tags,
        querystring: PropertyReportsQuerySchema,
        response: { 200: ReportListResponseSchema, 403: failure, 404: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reports.propertyReports(app.db, requireUser(req), req.query.property_id),
    }),
  )

  app.post(
    '/property/reports/:id/answer',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The owner's answer to a report",
        tags,
        params: ReportIdParamsSchema,
        body: AnswerBodySchema,
        response: { 200: ReportResponseSchema, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req) => ({
      success: true as const,
      message: REPORT_TEXTS.answered,
      data: await reports.answerReport(
        app.db,
        requireUser(req),
        req.params.id,
        req.body,
        app.clock.now(),
      ),
    }),
  )
}

export default routes
