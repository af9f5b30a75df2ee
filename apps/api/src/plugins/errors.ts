import type { ErrorBody, ErrorCode } from '@app/contract/envelope'
import type { FastifyError, FastifyInstance } from 'fastify'
import { DrizzleQueryError } from 'drizzle-orm/errors'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError } from '../lib/app-error'

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

/** '/first_name' or '/items/0/name' -> 'first_name' / 'items.0.name'; the root -> '_'. */
function fieldOf(instancePath: string): string {
  return instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
}

function toBody(error: FastifyError | AppError): { status: number; body: ErrorBody } {
  if (error instanceof AppError) {
    const body: ErrorBody = { success: false, message: error.message, code: error.code }
    if (error.errors) body.errors = error.errors
    if (error.data !== undefined) body.data = error.data
    return { status: error.statusCode, body }
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

/** One place that turns every failure into the envelope; 5xx never show internals. */
export default fp(async function errors(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toBody(error)
    if (status >= 500) request.log.error({ err: loggable(error) }, 'request failed')
    else request.log.info({ code: body.code, status }, body.message)
    if (error instanceof AppError && error.headers) reply.headers(error.headers)
    return reply.status(status).send(body)
  })
})

export function notFoundBody(method: string, url: string): ErrorBody {
  return { success: false, message: `No route for ${method} ${url}`, code: 'NOT_FOUND' }
}
