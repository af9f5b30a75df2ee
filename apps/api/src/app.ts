import { randomUUID } from 'node:crypto'
import compress from '@fastify/compress'
import multipart from '@fastify/multipart'
import Fastify from 'fastify'
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod'
import { requestTimeoutFor, type Config } from './config'
import { bodyDeadline, closeIfBodyUnread } from './lib/body-deadline'
import { answerRequestTimeout, clientErrorHandler, frameworkErrors } from './lib/client-errors'
import { systemClock, type Clock } from './lib/clock'
import { loggerOptions } from './lib/logger'
import { memoizeQueries } from './lib/query-memo'
import type { Database } from './db/client'
import { accountRoutes } from './modules/account'
import { adminRoutes } from './modules/admin'
import { articleRoutes } from './modules/articles'
import { authRoutes } from './modules/auth'
import { contentRoutes } from './modules/content'
import { devRoutes } from './modules/dev'
import { geoRoutes } from './modules/geo'
import { insightRates, insightRoutes } from './modules/insights'
import { invoiceRoutes } from './modules/invoices'
import { leadJobs } from './modules/leads'
import { listingRoutes } from './modules/listings'
import { mapRoutes } from './modules/map'
import { viewLog } from './modules/listings'
import { attachmentRoutes } from './modules/owner'
import { ownerRoutes } from './modules/owner'
import { adminReportRoutes } from './modules/reports'
import { reportJobs } from './modules/reports'
import { reportRoutes } from './modules/reports'
import { alertJobs } from './modules/saved-searches'
import { savedSearchRoutes } from './modules/saved-searches'
import { shortlistRoutes } from './modules/shortlist'
import { systemRoutes } from './modules/system'
import { visitRoutes } from './modules/visits'
import { payments } from './modules/wallet'
import { walletRoutes } from './modules/wallet'
import { sandboxPaymentRoutes } from './modules/wallet'
import { webhookRoutes } from './modules/wallet'
import auth from './plugins/auth'
import database from './plugins/database'
import docs from './plugins/docs'
import errors from './plugins/errors'
import inFlightLimits from './plugins/in-flight-limits'
import inputGuard from './plugins/input-guard'
import jobs from './plugins/jobs'
import messenger from './plugins/messenger'
import metricsPlugin from './plugins/metrics'
import rateLimit from './plugins/rate-limit'
import readiness from './plugins/readiness'
import security from './plugins/security'
import storage from './plugins/storage'
import { web, type WebSource } from './modules/pages'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    clock: Clock
  }
}

export interface AppOptions {
  config: Config
  database: Database
  /** Serve the web app too (production build or Vite in dev); API only when absent. */
  web?: WebSource
  /** Pino logger options; false to silence (tests). */
  logger?: boolean | object
  /** Time for expiries and rate-limit windows; tests pass one they can move. */
  clock?: Clock
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/

export async function buildApp({
  config,
  database: db,
  web: webSource,
  logger,
  clock = systemClock,
}: AppOptions) {
  const { http } = config
  const bodyTimeoutMs = requestTimeoutFor(http.bodyLimitBytes, http.headersTimeoutMs)
  const uploadTimeoutMs = requestTimeoutFor(
    http.uploadLimitBytes,
    http.headersTimeoutMs,
    http.minUploadBytesPerSecond,
  )
  const app = Fastify({
    logger: logger ?? loggerOptions(config),
    // Slow clients: the head within 10 s, the whole request within its time (config/http.ts).
    http: {
      headersTimeout: http.headersTimeoutMs,
      maxHeaderSize: http.maxHeaderBytes,
      // Node looks for expired connections every 30 s by default, which would let a slow head
      // live for up to 40 s: look often enough to hold the promise.
      connectionsCheckingInterval: Math.min(1_000, http.headersTimeoutMs / 4),
    },
    // Sized for the largest upload; every other request keeps a deadline for its 1 MiB body
    // (the bodyDeadline hook below), and an upload gets this one only once its route accepts it.
    requestTimeout: uploadTimeoutMs,
    keepAliveTimeout: http.keepAliveTimeoutMs,
    bodyLimit: http.bodyLimitBytes,
    clientErrorHandler,
    frameworkErrors,
    // A hop count trusts that many proxies in front of us (what Fastify does for a number).
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (_address: string, hop: number) => hop < (config.trustProxy as number)
        : config.trustProxy,
    requestIdHeader: false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id']
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID()
    },
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(memoizeQueries(validatorCompiler))
  app.setSerializerCompiler(serializerCompiler)
  app.decorate('config', config)
  app.decorate('clock', clock)
  // Hooks that run on every request are synchronous: no promise per request for a header.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('x-request-id', req.id)
    done()
  })
  app.addHook(
    'onRequest',
    bodyDeadline({
      bodyTimeoutMs,
      uploadTimeoutMs,
      stall: http.stall,
      onExpire: (req, reply) => {
        app.clientAborts.info(req.log, {}, 'request body deadline passed')
        // Once an answer has begun, a 408 cannot follow it: just close.
        if (reply.raw.headersSent) req.raw.socket.destroy()
        else answerRequestTimeout(app, req.raw.socket)
      },
    }),
  )
  app.addHook('onSend', closeIfBodyUnread)

  // External and cross-cutting plugins
  await app.register(errors)
  await app.register(compress, { threshold: 1024 })
  // Forms with files: read by lib/multipart's readForm, which streams files to temporary files.
  await app.register(multipart, { throwFileSizeLimit: true })
  await app.register(security, {
    isProduction: config.isProduction,
    viteDev: Boolean(webSource?.mount),
    razorpayCheckout: config.payments.provider === 'razorpay',
    mapTiles: config.map.tileSource,
  })
  await app.register(database, { database: db })
  await app.register(readiness)
  await app.register(rateLimit)
  await app.register(metricsPlugin, { token: config.metricsToken })
  // Open bodies per client IP and uploads per user, at once (decision 034).
  await app.register(inFlightLimits, {
    openBodiesPerIp: http.openBodiesPerIp,
    uploadsPerUser: http.uploadsPerUser,
  })
  await app.register(inputGuard)
  await app.register(docs, { title: config.site.name })

  // App plugins
  await app.register(messenger)
  await app.register(auth)
  await app.register(viewLog)
  await app.register(insightRates)
  await app.register(storage)
  await app.register(jobs)
  await app.register(payments)
  await app.register(reportJobs)
  await app.register(alertJobs)
  await app.register(leadJobs)

  // Routes
  await app.register(systemRoutes, { prefix: '/api' })
  await app.register(geoRoutes, { prefix: '/api' })
  await app.register(authRoutes, { prefix: '/api' })
  await app.register(accountRoutes, { prefix: '/api' })
  await app.register(listingRoutes, { prefix: '/api' })
  await app.register(shortlistRoutes, { prefix: '/api' })
  await app.register(savedSearchRoutes, { prefix: '/api' })
  await app.register(mapRoutes, { prefix: '/api' })
  await app.register(insightRoutes, { prefix: '/api' })
  await app.register(attachmentRoutes, { prefix: '/api' })
  await app.register(ownerRoutes, { prefix: '/api' })
  await app.register(walletRoutes, { prefix: '/api' })
  await app.register(invoiceRoutes, { prefix: '/api' })
  await app.register(webhookRoutes, { prefix: '/api' })
  if (app.payments.name === 'sandbox' && config.payments.sandboxRoutes) {
    await app.register(sandboxPaymentRoutes, { prefix: '/api', sandbox: app.payments })
  }
  await app.register(contentRoutes, { prefix: '/api' })
  await app.register(articleRoutes, { prefix: '/api' })
  await app.register(reportRoutes, { prefix: '/api' })
  await app.register(adminReportRoutes, { prefix: '/api' })
  await app.register(visitRoutes, { prefix: '/api' })
  await app.register(adminRoutes, { prefix: '/api' })
  if (config.devTools) await app.register(devRoutes, { prefix: '/api' })

  // The web app and the fallbacks for unknown paths
  await app.register(web, {
    source: webSource,
    site: config.site,
    devPages: config.devTools,
    publicUrl: config.publicUrl,
    shareImagesDir: config.shareImagesDir,
  })

  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
