import type { ErrorBody, ErrorCode } from '@app/contract/envelope'
import type { FastifyError, FastifyInstance } from 'fastify'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error'
import { CLIENT_ABORT_LOG_INTERVAL_MS, isClientAbort } from '../lib/client-errors'
import { createLogThrottle, type LogThrottle } from '../lib/log-throttle'
import { databaseError } from '../lib/db-errors'

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  402: 'INSUFFICIENT_CREDITS',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  503: 'UNAVAILABLE',
}

const INTERNAL_MESSAGE = 'Something went wrong on our side. Please try again.'
const UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again.'
const OUT_OF_RANGE_MESSAGE = 'A number in the request is out of range.'
/** Seconds a client should wait before retrying after a lost database connection. */
const UNAVAILABLE_RETRY_AFTER_S = 1

/**
 * SQLSTATEs of a connection that was lost or refused: class 08 (connection exception) and
 * 57P01-57P03 (the server shutting down, crashing, or not accepting connections yet).
 */
const CONNECTION_LOST_STATE = /^(08[0-9A-Z]{3}|57P0[123])$/
/** Socket errors on the way to the database. */
const CONNECTION_LOST_ERRNO = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
])
/** What node-postgres and its pool say when a connection ended, broke or could not be had. */
const CONNECTION_LOST_MESSAGE =
  /^(Connection terminated|Client has encountered a connection error|timeout exceeded when trying to connect)/

/**
 * Whether a failure is the database connection going away (restart, failover, a terminated
 * backend, the pool timing out): the request may well succeed again in a moment, so it answers
 * 503, not 500. Drizzle wraps driver errors (DrizzleQueryError.cause), and pg-pool wraps some
 * of its own, so the whole cause chain is looked at.
 */
export function isConnectionLoss(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let e = error; e instanceof Error && !seen.has(e); e = e.cause) {
    seen.add(e)
    const code = (e as { code?: unknown }).code
    if (
      typeof code === 'string' &&
      (CONNECTION_LOST_STATE.test(code) || CONNECTION_LOST_ERRNO.has(code))
    )
      return true
    if (CONNECTION_LOST_MESSAGE.test(e.message)) return true
  }
  return false
}

/** PostgreSQL's numeric_value_out_of_range: a value past its column's type (smallint, integer). */
const isOutOfRange = (error: unknown) => databaseError(error, '22003') !== undefined

/** '/first_name' or '/items/0/name' -> 'first_name' / 'items.0.name'; the root -> '_'. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
}

function toBody(error: FastifyError | AppError): {
  status: number
  body: ErrorBody
  headers?: Record<string, string> | undefined
} {
  if (error instanceof AppError) {
    const body: ErrorBody = { success: false, message: error.message, code: error.code }
    if (error.errors) body.errors = error.errors
    if (error.data !== undefined) body.data = error.data
    return { status: error.statusCode, body, headers: error.headers }
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors: Record<string, string[]> = {}
    for (const issue of error.validation) {
      const field = fieldOf(issue.instancePath)
      ;(errors[field] ??= []).push(issue.message ?? 'Invalid value')
    }
    const message = Object.values(errors)[0]?.[0] ?? 'Invalid input'
    return { status: 422, body: { success: false, message, code: 'VALIDATION_FAILED', errors } }
  }
  // A number too large for its column (22003): the contract should have bounded it, but it came
  // from the request, so the client hears 422 rather than 500; the log keeps the statement.
  if (isOutOfRange(error)) {
    return {
      status: 422,
      body: { success: false, message: OUT_OF_RANGE_MESSAGE, code: 'VALIDATION_FAILED' },
    }
  }
  if (isConnectionLoss(error)) {
    return {
      status: 503,
      body: { success: false, message: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' },
      headers: { 'retry-after': String(UNAVAILABLE_RETRY_AFTER_S) },
    }
  }
  const status = error.statusCode ?? 500
  if (status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST'
    return { status, body: { success: false, message: error.message, code } }
  }
  return { status: 500, body: { success: false, message: INTERNAL_MESSAGE, code: 'INTERNAL' } }
}

/**
 * A failed query's message lists its parameters, which can hold password or OTP hashes: log
 * the statement and the database's own error instead.
 */
function loggable(error: Error): Error {
  if (!(error instanceof DrizzleQueryError)) return error
  const safe = new Error(`Failed query: ${error.query}`, { cause: error.cause })
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line))
  safe.stack = [`Error: ${safe.message}`, ...frames].join('\n')
  return safe
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where client hang-ups are logged: info, at most one line per interval (lib/log-throttle). */
    clientAborts: LogThrottle
  }
}

const ABORTED_BODY: ErrorBody = {
  success: false,
  message: 'The request was aborted.',
  code: 'BAD_REQUEST',
}

/** One place that turns every failure into the envelope; 5xx never show internals. */
export default fp(async function errors(app: FastifyInstance) {
  app.decorate('clientAborts', createLogThrottle(app.log, CLIENT_ABORT_LOG_INTERVAL_MS))
  app.addHook('onClose', async () => app.clientAborts.flush())

  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    // Not a failure of ours (and not a lost database, though its code is ECONNRESET): the client
    // left. A flood of them must not fill the log with errors; nobody reads this answer.
    if (isClientAbort(error, request)) {
      app.clientAborts.info(request.log, {}, 'request aborted by the client')
      return reply.status(400).send(ABORTED_BODY)
    }
    const { status, body, headers } = toBody(error)
    if (status >= 500) request.log.error({ err: loggable(error) }, 'request failed')
    else if (isOutOfRange(error)) request.log.warn({ err: loggable(error) }, 'number out of range')
    else request.log.info({ code: body.code, status }, body.message)
    if (headers) reply.headers(headers)
    return reply.status(status).send(body)
  })
})

export function notFoundBody(method: string, url: string): ErrorBody {
  return { success: false, message: `No route for ${method} ${url}`, code: 'NOT_FOUND' }
}
