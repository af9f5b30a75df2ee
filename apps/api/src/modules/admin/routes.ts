import {
  AdminPaymentPageSchema,
  AdminPaymentQuerySchema,
  AdminPropertyPageSchema,
  AdminPropertyQuerySchema,
  AdminUserPageSchema,
  AdminUserProfileResponseSchema,
  AdminUserQuerySchema,
  AuditPageSchema,
  AuditQuerySchema,
  BlockBodySchema,
  BlockedResponseSchema,
  CreditAdjustmentBodySchema,
  CreditsResponseSchema,
  EnquiryPageSchema,
  EnquiryQuerySchema,
  Gstr1QuerySchema,
  HiddenResponseSchema,
  HideBodySchema,
  PaymentIdParamsSchema,
  PropertyIdParamsSchema,
  ReconcileResponseSchema,
  StatsQuerySchema,
  StatsResponseSchema,
  UserIdParamsSchema,
  UserTypeBodySchema,
  UserTypeResponseSchema,
  VerifiedResponseSchema,
  VerifyBodySchema,
} from '@app/contract/admin'
import { ErrorBodySchema } from '@app/contract/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { requireUser } from '../../plugins/auth'
import { gstr1Export } from '../invoices'
import { dropListingCachesAfterWrites } from '../owner'
import { audit } from './audit-log'
import type { AdminDeps } from './deps'
import { enquiries } from './enquiries'
import { hide, properties, unhide, verify } from './listings'
import { payments, reconcile } from './payments'
import { stats } from './stats'
import { adjustCredits, block, profile, setType, users } from './users'

const tags = ['admin']
const failure = ErrorBodySchema
/** What every admin call may answer besides its own: no token, not an admin, bad input. */
const refusals = { 401: failure, 403: failure, 422: failure }

/** The admin console's calls (API.md "Admin"); reports and their resolution are in the reports module. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Every call here needs the `admin` permission: 401 without a token, 403 for anyone else.
  const onlyAdmins = app.requirePermission('admin')
  app.addHook('onRoute', (route) => {
    if (![route.onRequest].flat().includes(onlyAdmins)) {
      throw new Error(`${route.method} ${route.url}: every admin route needs the admin hook`)
    }
  })
  // A hidden listing leaves this instance's browse and detail caches before the answer does.
  dropListingCachesAfterWrites(app)
  const deps = (): AdminDeps => ({
    db: app.db,
    clock: app.clock,
    payments: app.payments,
    // This instance hears its own change at once, as every cache of the feed does (decision 013).
    forgetSessions: (userId) => app.changes.wrote('auth', String(userId)),
  })
  const ok = <T>(data: T) => ({ success: true as const, data })

  /* ---------------------------------------------------------------- dashboard */

  app.get(
    '/admin/stats',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Dashboard counts and daily series',
        tags,
        querystring: StatsQuerySchema,
        response: { 200: StatsResponseSchema, ...refusals },
      },
    },
    async (req) => ok(await stats(app.db, req.query.days, app.clock.now())),
  )

  /* ---------------------------------------------------------------- listings */

  app.get(
    '/admin/properties',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Every listing with its owner, completion and visibility',
        tags,
        querystring: AdminPropertyQuerySchema,
        response: { 200: AdminPropertyPageSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await properties(app.db, req.query)) }),
  )

  app.post(
    '/admin/properties/:id/hide',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Hides a listing from everyone, with a reason',
        tags,
        params: PropertyIdParamsSchema,
        body: HideBodySchema,
        response: { 200: HiddenResponseSchema, ...refusals, 404: failure, 409: failure },
      },
    },
    async (req) => {
      await hide(deps(), requireUser(req), req.params.id, req.body.reason)
      return ok({ hidden: true })
    },
  )

  app.post(
    '/admin/properties/:id/unhide',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Shows a hidden listing again',
        tags,
        params: PropertyIdParamsSchema,
        response: { 200: HiddenResponseSchema, ...refusals, 404: failure, 409: failure },
      },
    },
    async (req) => {
      await unhide(deps(), requireUser(req), req.params.id)
      return ok({ hidden: false })
    },
  )

  app.post(
    '/admin/properties/:id/verify',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: "Gives or takes a listing's verified-specifications badge",
        tags,
        params: PropertyIdParamsSchema,
        body: VerifyBodySchema,
        response: { 200: VerifiedResponseSchema, ...refusals, 404: failure },
      },
    },
    async (req) => {
      await verify(deps(), requireUser(req), req.params.id, req.body.verified)
      return ok({ verified: req.body.verified })
    },
  )

  /* ---------------------------------------------------------------- users */

  app.get(
    '/admin/users',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Lists users with their credits and counts',
        tags,
        querystring: AdminUserQuerySchema,
        response: { 200: AdminUserPageSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await users(app.db, req.query)) }),
  )

  app.get(
    '/admin/users/:id',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: "A user's account, credits and activity",
        tags,
        params: UserIdParamsSchema,
        response: { 200: AdminUserProfileResponseSchema, ...refusals, 404: failure },
      },
    },
    async (req) => ok(await profile(app.db, req.params.id)),
  )

  app.post(
    '/admin/users/:id/block',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Blocks or unblocks a user; blocking ends their sessions',
        tags,
        params: UserIdParamsSchema,
        body: BlockBodySchema,
        response: { 200: BlockedResponseSchema, ...refusals, 404: failure, 409: failure },
      },
    },
    async (req) => {
      await block(deps(), requireUser(req), req.params.id, req.body)
      return ok({ blocked: req.body.blocked })
    },
  )

  app.post(
    '/admin/users/:id/type',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: "Changes a user's type",
        tags,
        params: UserIdParamsSchema,
        body: UserTypeBodySchema,
        response: { 200: UserTypeResponseSchema, ...refusals, 404: failure, 409: failure },
      },
    },
    async (req) => {
      await setType(deps(), requireUser(req), req.params.id, req.body.user_type)
      return ok({ user_type: req.body.user_type })
    },
  )

  app.post(
    '/admin/users/:id/credits',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: "Adds or takes a user's credits, with a reason",
        tags,
        params: UserIdParamsSchema,
        body: CreditAdjustmentBodySchema,
        response: { 200: CreditsResponseSchema, ...refusals, 404: failure, 409: failure },
      },
    },
    async (req) =>
      ok({ credits: await adjustCredits(deps(), requireUser(req), req.params.id, req.body) }),
  )

  /* ---------------------------------------------------------------- payments */

  app.get(
    '/admin/payments',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Lists payment orders',
        tags,
        querystring: AdminPaymentQuerySchema,
        response: { 200: AdminPaymentPageSchema, ...refusals },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await payments(app.db, req.query)),
    }),
  )

  app.post(
    '/admin/payments/:id/reconcile',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Settles a payment order with the provider now',
        tags,
        params: PaymentIdParamsSchema,
        response: {
          200: ReconcileResponseSchema,
          ...refusals,
          404: failure,
          409: failure,
          503: failure,
        },
      },
    },
    async (req) => ok(await reconcile(deps(), requireUser(req), req.params.id)),
  )

  // GSTR-1: a month's invoices as the GST portal's offline tool imports them (decision 046).
  const invoiceSettings = { ...app.config.invoices, siteName: app.config.site.name }
  app.get(
    '/admin/gstr1',
    {
      onRequest: onlyAdmins,
      schema: {
        tags,
        summary: "A month's tax invoices for GSTR-1 (b2b or b2cs), as the offline tool's CSV",
        produces: ['text/csv'],
        querystring: Gstr1QuerySchema,
        response: {
          200: z
            .custom<Buffer>((body) => Buffer.isBuffer(body))
            .meta({ type: 'string', format: 'binary', description: 'The CSV, as an attachment' }),
          ...refusals,
        },
      },
    },
    async (req, reply) => {
      const csv = await gstr1Export(app.db, invoiceSettings, req.query, app.clock.now())
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${csv.fileName}"`)
        .header('cache-control', 'private, no-store')
        .send(csv.body)
    },
  )

  /* ---------------------------------------------------------------- audit and enquiries */

  app.get(
    '/admin/audit',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: "The log of admins' actions",
        tags,
        querystring: AuditQuerySchema,
        response: { 200: AuditPageSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await audit(app.db, req.query)) }),
  )

  app.get(
    '/admin/enquiries',
    {
      onRequest: onlyAdmins,
      schema: {
        summary: 'Stored leads: contact enquiries, profile requests, newsletter sign-ups',
        tags,
        querystring: EnquiryQuerySchema,
        response: { 200: EnquiryPageSchema, ...refusals },
      },
    },
    async (req) => ({ success: true as const, ...(await enquiries(app.db, req.query)) }),
  )
}

export default routes
