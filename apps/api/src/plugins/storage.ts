import { createHash } from 'node:crypto'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../config'
import { notFound } from '../lib/app-error'
import { parseRange } from '../lib/byte-range'
import { s3Storage } from '../lib/s3-storage'
import { contentTypeOf, localStorage, type RangedFile, type Storage } from '../lib/storage'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

/**
 * Shown inline: only the raster images we re-encoded ourselves. Everything else (SVG, PDF, Word,
 * text, video, and any name we did not generate) is only ever a download.
 */
const INLINE = new Set(['.jpg', '.jpeg', '.png', '.gif', '.webp'])
/** Text is UTF-8 (lib/file-kind checked it), so the browser need not guess a charset. */
const TEXT_TYPE = 'text/plain; charset=utf-8'
/** Characters of a path's hash in its ETag: 128 bits, more than enough to tell paths apart. */
const ETAG_CHARS = 22

/**
 * A stored file's entity tag, from its path alone: names are generated and never reused, so a
 * path always holds the same bytes, on every instance and either driver.
 */
function etagOf(stored: string) {
  return `"${createHash('sha256').update(stored).digest('base64url').slice(0, ETAG_CHARS)}"`
}

/** The configured store: DATA_DIR/uploads, or the S3 bucket every instance shares. */
export function storageFor(config: Config): Storage {
  if (config.storage.driver === 's3') return s3Storage(config.storage.s3)
  return localStorage(config.uploadsDir)
}

/**
 * Uploaded files on `app.storage` (DATA_DIR/uploads or the S3 bucket), served at /storage/<path>. Names are
 * generated and never reused, so answers are cacheable for good; nothing served here may run
 * as a page (sandboxed CSP, nosniff, downloads for non-images).
 */
export default fp(async function storage(app: FastifyInstance, opts: { storage?: Storage } = {}) {
  const store = opts.storage ?? storageFor(app.config)
  app.decorate('storage', store)

  app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
    const stored = (request.params as { '*': string })['*']
    const etag = etagOf(stored)
    // If-Range: the range only if the client's copy is this one (dates are not kept: whole).
    const ifRange = request.headers['if-range']
    const range =
      ifRange === undefined || ifRange === etag ? parseRange(request.headers.range) : undefined
    const file: RangedFile | undefined = range
      ? await store.openRange(stored, range)
      : await store.open(stored)
    if (!file) throw notFound('File not found')
    const ext = path.extname(stored).toLowerCase()
    const inline = INLINE.has(ext)
    const type = contentTypeOf(stored)
    reply.headers({
      'accept-ranges': 'bytes',
      etag,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      // Even opened directly, nothing here runs: no scripts, no plugins, an opaque origin.
      'content-security-policy': "default-src 'none'; sandbox",
    })
    if (file.unsatisfiable) {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send()
    }
    const part = file.range
    if (part) {
      reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${file.size}`)
    }
    return reply
      .headers({
        'content-type': type === 'text/plain' ? TEXT_TYPE : type,
        'content-length': String(part ? part.end - part.start + 1 : file.size),
        ...(inline ? {} : { 'content-disposition': 'attachment' }),
      })
      .send(file.body)
  })
})
