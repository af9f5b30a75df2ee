import { ErrorBodySchema } from '@app/contract/envelope'
import { StatementQuerySchema, TransactionIdParamsSchema } from '@app/contract/wallet'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../plugins/auth'
import { invoicePdf, statement, useInvoicePrefix } from './service'

const tags = ['wallet']
const failure = ErrorBodySchema
/** A file's bytes: sent as they are, never serialised (the OpenAPI document says binary). */
const file = (description: string) =>
  z
    .custom<Buffer>((body) => Buffer.isBuffer(body))
    .meta({ type: 'string', format: 'binary', description })

/** `attachment; filename="..."`: the browser saves the file rather than opening it in the tab. */
const attachment = (fileName: string) => `attachment; filename="${fileName}"`

/** Tax invoices of paid top-ups and account statements: files, not JSON. */
const routes: FastifyPluginAsyncZod = async (app) => {
  useInvoicePrefix(app.config.invoices.prefix)
  const settings = { ...app.config.invoices, siteName: app.config.site.name }
  // Like the wallet's other calls: unknown user types have no wallet (403, spec 000 section 6).
  const walletHolder = app.requirePermission('unlock-properties')

  app.get(
    '/transactions/statement',
    {
      onRequest: walletHolder,
      schema: {
        tags,
        summary: 'Account statement: the ledger between two days (IST), as CSV or PDF',
        produces: ['text/csv', 'application/pdf'],
        querystring: StatementQuerySchema,
        response: {
          200: file('The statement, CSV (UTF-8) or PDF, as an attachment'),
          401: failure,
          403: failure,
          422: failure,
        },
      },
    },
    async (req, reply) => {
      const statementFile = await statement(
        app.db,
        settings,
        requireUser(req),
        req.query,
        app.clock.now(),
      )
      return reply
        .type(statementFile.type)
        .header('content-disposition', attachment(statementFile.fileName))
        .header('cache-control', 'private, no-store')
        .send(statementFile.body)
    },
  )

  app.get(
    '/transactions/:id/invoice',
    {
      onRequest: walletHolder,
      schema: {
        tags,
        summary: "A paid top-up's GST tax invoice (PDF), for its buyer or an admin",
        produces: ['application/pdf'],
        params: TransactionIdParamsSchema,
        response: {
          200: file('The tax invoice PDF, as an attachment'),
          401: failure,
          403: failure,
          404: failure,
        },
      },
    },
    async (req, reply) => {
      const { fileName, pdf } = await invoicePdf(app.db, settings, requireUser(req), req.params.id)
      return reply
        .type('application/pdf')
        .header('content-disposition', attachment(fileName))
        .header('cache-control', 'private, no-store')
        .send(pdf)
    },
  )
}

export default routes
