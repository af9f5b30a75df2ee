import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { validationFailed } from '../lib/app-error'

export const NUL_MESSAGE = 'Text must not contain NUL characters'
/** JSON bodies are at most 1 MB, but nesting is not worth following past this. */
const MAX_DEPTH = 8

/** The path of the first string holding a NUL character, or undefined. */
export function nulPath(value: unknown, path = '', depth = 0): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || '_' : undefined
  if (depth >= MAX_DEPTH || value === null || typeof value !== 'object') return undefined
  // Raw bodies (the webhook's) are bytes, not text fields.
  if (ArrayBuffer.isView(value)) return undefined
  for (const [key, item] of Object.entries(value)) {
    const found = nulPath(item, path ? `${path}.${key}` : key, depth + 1)
    if (found !== undefined) return found
  }
  return undefined
}

/**
 * PostgreSQL text cannot hold a NUL character (the query fails with 22021, a 500): every query
 * string, path parameter and JSON body is refused with a 422 naming the field before any route
 * sees it. Multipart fields are checked by the contract's text schemas once read.
 */
export default fp(async function inputGuard(app: FastifyInstance) {
  app.addHook('preValidation', (req, _reply, done) => {
    const field = nulPath(req.params) ?? nulPath(req.query) ?? nulPath(req.body)
    done(field === undefined ? undefined : validationFailed({ [field]: [NUL_MESSAGE] }))
  })
})
