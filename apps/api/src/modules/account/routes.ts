import {
  ACCOUNT_TEXTS,
  AccountNameBodySchema,
  AccountNameResponseSchema,
  AccountResponseSchema,
  LeadAlertsBodySchema,
  LeadAlertsResponseSchema,
} from '@app/contract/account'
import { ErrorBodySchema, MessageSchema } from '@app/contract/envelope'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { clearSessionCookie } from '../../lib/session-cookie'
import * as account from './service'

const tags = ['accounts']
const security = [{ bearer: [] }]
const failure = ErrorBodySchema

/** The account page (issue 14): profile, name change, logging out everywhere. */
const routes: FastifyPluginAsyncZod = async (app) => {
  const deps: account.AccountDeps = {
    clock: app.clock,
    // This instance hears its own change at once, as every cache of the feed does (decision 013).
    forgetSessions: (userId) => app.changes.wrote('auth', String(userId)),
  }

  app.get(
    '/account',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "The signed-in user's account details",
        tags,
        security,
        response: { 200: AccountResponseSchema, 401: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await account.account(app.db, requireUser(req)),
    }),
  )

  app.patch(
    '/account',
    {
      onRequest: app.authenticate,
      schema: {
        summary: "Changes the signed-in user's account details",
        tags,
        security,
        body: AccountNameBodySchema,
        response: { 200: AccountNameResponseSchema, 401: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      message: ACCOUNT_TEXTS.nameChanged,
      data: await account.changeName(app.db, requireUser(req), req.body, deps),
    }),
  )

  app.patch(
    '/account/lead-alerts',
    {
      // Owners (and admins, who may list too): whoever has listings to hear of.
      onRequest: app.requirePermission('create-properties'),
      schema: {
        summary: 'Chooses how the owner hears of leads: each at once, or a daily digest',
        tags,
        security,
        body: LeadAlertsBodySchema,
        response: { 200: LeadAlertsResponseSchema, 401: failure, 403: failure, 422: failure },
      },
    },
    async (req) => ({
      success: true as const,
      data: await account.setLeadAlerts(app.db, requireUser(req), req.body, deps),
    }),
  )

  app.post(
    '/account/logout-everywhere',
    {
      onRequest: app.authenticate,
      schema: {
        summary: 'Signs out everywhere: revokes every session',
        tags,
        security,
        response: { 200: MessageSchema, 401: failure },
      },
    },
    async (req, reply) => {
      await account.logoutEverywhere(app.db, requireUser(req), deps)
      clearSessionCookie(reply)
      return { success: true as const, message: ACCOUNT_TEXTS.loggedOutEverywhere }
    },
  )
}

export default routes
