import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { ErrorBody } from '@app/contract/envelope'
import type {
  ConnectionError,
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
} from 'fastify'

/**
 * Client hang-ups (an aborted body, a body cut off at its deadline) are written at most once per
 * this interval, with a count of the rest (lib/log-throttle): a flood of stalled connections must
 * not flood the log.
 */
export const CLIENT_ABORT_LOG_INTERVAL_MS = 10_000

/**
 * Whether a request failed because its client went away before its body was in: Node destroys
 * the request with this error when the connection closes early, whether the client hung up or
 * the body deadline closed it. Nothing is wrong on our side, and nobody reads the answer.
 */
export function isClientAbort(error: unknown, request: FastifyRequest): boolean {
  if (!(error instanceof Error) || !request.raw.destroyed) return false
  return (error as NodeJS.ErrnoException).code === 'ECONNRESET' && error.message === 'aborted'
}

/** Failures the HTTP parser meets before there is a request to route, as the JSON envelope. */
function bodyFor(error: ConnectionError): { status: number; body: ErrorBody } {
  switch (error.code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        body: {
          success: false,
          code: 'HEADERS_TOO_LARGE',
          message: 'The request headers are too large.',
        },
      }
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        body: {
          success: false,
          code: 'REQUEST_TIMEOUT',
          message: 'The request took too long to arrive.',
        },
      }
    default:
      return {
        status: 400,
        body: { success: false, code: 'BAD_REQUEST', message: 'The request is malformed.' },
      }
  }
}

/**
 * Fastify's `clientErrorHandler`: answers oversized heads (431), slow clients (408) and
 * unparsable requests (400) in the same envelope as every other failure, then closes the
 * connection, since the parser's state is unknown after such an error.
 */
export function clientErrorHandler(this: FastifyInstance, error: ConnectionError, socket: Socket) {
  // A reset socket is already gone: nothing to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, body } = bodyFor(error)
  this.log.debug({ code: body.code, status, err: error }, 'client error')
  if (socket.writable) {
    const json = JSON.stringify(body)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Connection: close\r\n' +
        'Content-Type: application/json; charset=utf-8\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Cache-Control: no-store\r\n' +
        `Content-Length: ${Buffer.byteLength(json)}\r\n\r\n${json}`,
    )
  }
  socket.destroy(error)
}

/**
 * A routed request whose body did not arrive within its own deadline (lib/body-deadline.ts):
 * the same 408 and closed connection as Node's server-wide request timeout gives.
 */
export function answerRequestTimeout(app: FastifyInstance, socket: Socket) {
  const error = Object.assign(new Error('The request body took too long to arrive'), {
    code: 'ERR_HTTP_REQUEST_TIMEOUT',
    bytesParsed: 0,
    rawPacket: { type: 'Buffer', data: [] },
  })
  clientErrorHandler.call(app, error, socket)
}

/**
 * Fastify's `frameworkErrors`: a path that is not valid percent-encoding (400) or a path
 * parameter over the router's length limit (414) is refused before routing, so neither the
 * hooks nor the error handler see it. Answer it in the envelope all the same.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH'
  const body: ErrorBody = tooLong
    ? { success: false, code: 'URI_TOO_LONG', message: 'The address is too long.' }
    : { success: false, code: 'BAD_REQUEST', message: 'The address is not a valid URL.' }
  request.log.info({ code: body.code, err: error }, body.message)
  return reply
    .status(tooLong ? 414 : 400)
    .header('x-request-id', request.id)
    .header('x-content-type-options', 'nosniff')
    .send(body)
}
