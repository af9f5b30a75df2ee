import { z } from 'zod'

/** Machine-readable error codes carried by every failure answer. */
export const ERROR_CODES = [
  'BAD_REQUEST',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'ALREADY_REGISTERED',
  'INVALID_CREDENTIALS',
  'INSUFFICIENT_CREDITS',
  'PAYLOAD_TOO_LARGE',
  'HEADERS_TOO_LARGE',
  'URI_TOO_LONG',
  'REQUEST_TIMEOUT',
  'UNSUPPORTED_MEDIA_TYPE',
  'QUOTA_EXCEEDED',
  'VALIDATION_FAILED',
  'RATE_LIMITED',
  'INTERNAL',
  'UNAVAILABLE',
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorBodySchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
  /** Facts the client needs to recover, e.g. the balance and cost on a 402. */
  data: z.unknown().optional(),
})
export type ErrorBody = z.infer<typeof ErrorBodySchema>

export const PaginationSchema = z.object({
  offset: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  has_more: z.boolean(),
})
export type Pagination = z.infer<typeof PaginationSchema>

/** `{ success: true, message?, data }` */
export function ok<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data })
}

/** A page of a list: `{ success: true, data: [...], pagination }`. */
export function paged<T extends z.ZodType>(item: T) {
  return z.object({ success: z.literal(true), data: z.array(item), pagination: PaginationSchema })
}

export const MessageSchema = z.object({ success: z.literal(true), message: z.string() })

export const HealthSchema = ok(
  z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) }),
)

/** GET /api/ready: 200 only while the instance takes traffic (503 starting up or shutting down). */
export const ReadySchema = ok(z.object({ status: z.literal('ready') }))
