import { ErrorBodySchema } from '@app/contract/envelope'
import { UnlockBodySchema, UnlockResponseSchema } from '@app/contract/listing'
import {
  CreateOrderBodySchema,
  CreditPacksResponseSchema,
  LedgerPageSchema,
  PageQuerySchema,
  PaymentConfirmationSchema,
  PaymentOrderResponseSchema,
  TransactionPageSchema,
  UnlockedPageSchema,
  VerifyResponseSchema,
  WalletResponseSchema,
} from '@app/contract/wallet'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { compileSerializer } from '../../lib/json-serializer'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { requireUser } from '../../plugins/auth'
import { createLeadNotices } from '../leads'
import { paymentDeps } from './deps'
import * as history from './history'
import * as payments from './payments'
import { creditPacks } from './packs'
import { unlockProperty } from './unlock'

const tags = ['wallet']
const failure = ErrorBodySchema
/**
 * The unlock answer carries the whole detail: written by a compiled serializer, as the detail
 * route's is (listings/json.ts), instead of being checked by Zod on every unlock.
 */
const unlockJson = compileSerializer(UnlockResponseSchema)
/** Sends JSON text as it is (typed replies expect the schema's object, not its text). */
const sendJson = (reply: FastifyReply, json: string) =>
  reply.type('application/json; charset=utf-8').send(json)

/** The wallet: balance, top-ups by card, unlocks and the lists behind them. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // Spec 000 section 6: unknown user types have no wallet, unlocks or transactions (403).
  const seeker = app.requirePermission('unlock-properties')
  // A first unlock is a lead: its owner hears of it after the answer (decision 067).
  const leads = createLeadNotices(app)
  const deps = (req: FastifyRequest) => paymentDeps(app, req)

  app.get(
    '/wallet',
    {
      onRequest: seeker,
      schema: {
        summary: "The signed-in user's credit balance",
        tags,
        response: { 200: WalletResponseSchema },
      },
    },
    async (req) => ({
      success: true as const,
      data: await history.wallet(app.db, requireUser(req)),
    }),
  )

  // Public: the packs and their prices are what a pricing section shows anyone.
  app.get(
    '/credit-packs',
    {
      schema: {
        summary: 'The credit packs and their prices',
        tags,
        response: { 200: CreditPacksResponseSchema },
      },
    },
    async () => ({
      success: true as const,
      data: await creditPacks(app.db, app.config.creditPacks, app.config.invoices.seller),
    }),
  )

  app.post(
    '/wallet/order',
    {
      onRequest: seeker,
      schema: {
        summary: 'Opens a payment order for credits',
        tags,
        body: CreateOrderBodySchema,
        response: { 200: PaymentOrderResponseSchema, 422: failure, 429: failure, 503: failure },
      },
    },
    async (req) => payments.createTopUpOrder(deps(req), requireUser(req), req.body),
  )

  app.post(
    '/wallet/verify',
    {
      onRequest: seeker,
      schema: {
        summary: 'Checks a paid order and credits the wallet, once per payment',
        tags,
        body: PaymentConfirmationSchema,
        response: { 200: VerifyResponseSchema, 400: failure, 404: failure, 429: failure },
      },
    },
    async (req) => ({
      success: true as const,
      message: WALLET_TEXTS.paymentVerified,
      data: await payments.verifyTopUp(deps(req), requireUser(req), req.body),
    }),
  )

  app.get(
    '/transactions',
    {
      onRequest: seeker,
      schema: {
        summary: "The user's top-up payments",
        tags,
        querystring: PageQuerySchema,
        response: { 200: TransactionPageSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await history.transactions(app.db, requireUser(req), req.query)),
    }),
  )

  app.get(
    '/ledger',
    {
      onRequest: seeker,
      schema: {
        summary: "The user's credit ledger, with the balance after each entry",
        tags,
        querystring: PageQuerySchema,
        response: { 200: LedgerPageSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await history.ledger(app.db, requireUser(req), req.query)),
    }),
  )

  app.get(
    '/unlocked-properties',
    {
      onRequest: seeker,
      schema: {
        summary: 'The listings the user has unlocked',
        tags,
        querystring: PageQuerySchema,
        response: { 200: UnlockedPageSchema },
      },
    },
    async (req) => ({
      success: true as const,
      ...(await history.unlockedProperties(app.db, requireUser(req), req.query, app.clock.now())),
    }),
  )

  app.post(
    '/property/unlock',
    {
      onRequest: seeker,
      schema: {
        summary: "Unlocks a listing's contact details for credits (never charged twice)",
        tags,
        body: UnlockBodySchema,
        response: { 200: UnlockResponseSchema },
      },
    },
    async (req, reply) => {
      const { data, unlockId } = await unlockProperty(
        app.db,
        requireUser(req),
        req.body.property_id,
        app.config.unlockCost,
      )
      if (unlockId !== null) leads.notify({ kind: 'unlock', unlockId })
      return sendJson(reply, unlockJson({ success: true, data }))
    },
  )
}

export default routes
