import {
  AdminReportPageSchema,
  AdminReportQuerySchema,
  ReportIdParamsSchema,
  ReportResponseSchema,
  ResolveReportBodySchema,
} from '@app/contract/admin'
import { ErrorBodySchema } from '@app/contract/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { dropListingCachesAfterWrites } from '../owner'
import * as reports from './service'

const tags = ['admin']
const failure = ErrorBodySchema

/** The admin's report queue (API.md "Admin"): every call needs the `admin` permission. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Resolving may hide the listing.
  dropListingCachesAfterWrites(app)
  const admin = app.requirePermission('admin')

  app.get(
    '/admin/reports',
    {
      onRequest: admin,
      schema: {
        summary: 'The queue of reports',
        tags,
        querystring: AdminReportQuerySchema,
        response: { 200: AdminReportPageSchema, 401: failure, 403: failure },
      },
    },
    async (req) => ({ success: true as const, ...(await reports.adminReports(app.db, req.query)) }),
  )

  app.post(
    '/admin/reports/:id/resolve',
    {
      onRequest: admin,
      schema: {
        summary: 'Resolves a report: refund, reject or hide',
        tags,
        params: ReportIdParamsSchema,
        body: ResolveReportBodySchema,
        response: { 200: ReportResponseSchema, 401: failure, 403: failure, 404: failure, 409: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await reports.resolveReport(
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
