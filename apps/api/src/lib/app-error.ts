import type { ErrorCode } from '@app/contract/envelope'

export interface AppErrorOptions {
  code: ErrorCode
  status: number
  message: string
  /** Messages per field, for invalid input (422). */
  errors?: Record<string, string[]> | undefined
  /** Response headers that belong to this failure, such as `retry-after` on a 429. */
  headers?: Record<string, string> | undefined
  /** Sent as the body's `data`, for failures the client can act on. */
  data?: unknown
}

/** An expected failure: the handler maps it to its status, code and message as they are. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly statusCode: number
  readonly errors: Record<string, string[]> | undefined
  readonly headers: Record<string, string> | undefined
  readonly data: unknown

  constructor({ code, status, message, errors, headers, data }: AppErrorOptions) {
    super(message)
    this.name = 'AppError'
    this.code = code
    this.statusCode = status
    this.errors = errors
    this.headers = headers
    this.data = data
  }
}

export const notFound = (message = 'Not found') =>
  new AppError({ code: 'NOT_FOUND', status: 404, message })
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError({ code: 'FORBIDDEN', status: 403, message })
export const unauthenticated = (message = 'Please login to continue') =>
  new AppError({ code: 'UNAUTHENTICATED', status: 401, message })
export const conflict = (message: string) =>
  new AppError({ code: 'CONFLICT', status: 409, message })
export const unavailable = (message: string) =>
  new AppError({ code: 'UNAVAILABLE', status: 503, message })
export const validationFailed = (errors: Record<string, string[]>) =>
  new AppError({
    code: 'VALIDATION_FAILED',
    status: 422,
    message: Object.values(errors)[0]?.[0] ?? 'Invalid input',
    errors,
  })
export const rateLimited = (message: string, retryAfterSec: number) =>
  new AppError({
    code: 'RATE_LIMITED',
    status: 429,
    message,
    headers: { 'retry-after': String(retryAfterSec) },
  })
