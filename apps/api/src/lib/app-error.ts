import type { ErrorCode } from '@app/contract/envelope'

/** An expected failure: the handler maps it to its status, code and message as they are. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly statusCode: number,
    message: string,
    readonly errors?: Record<string, string[]>,
    /** Response headers that belong to this failure, such as `retry-after` on a 429. */
    readonly headers?: Record<string, string>,
    /** Sent as the body's `data`, for failures the client can act on. */
    readonly data?: unknown,
  ) {
    super(message)
    this.name = 'AppError'
  }
}

export const notFound = (message = 'Not found') => new AppError('NOT_FOUND', 404, message)
export const forbidden = (message = 'You are not allowed to do that.') =>
  new AppError('FORBIDDEN', 403, message)
export const unauthenticated = (message = 'Please login to continue') =>
  new AppError('UNAUTHENTICATED', 401, message)
export const conflict = (message: string) => new AppError('CONFLICT', 409, message)
export const validationFailed = (errors: Record<string, string[]>) =>
  new AppError('VALIDATION_FAILED', 422, Object.values(errors)[0]?.[0] ?? 'Invalid input', errors)
export const rateLimited = (message: string, retryAfterSec: number) =>
  new AppError('RATE_LIMITED', 429, message, undefined, { 'retry-after': String(retryAfterSec) })
