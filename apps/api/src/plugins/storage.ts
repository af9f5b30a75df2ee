import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { notFound } from '../lib/app-error'
import { localStorage, type Storage } from '../lib/storage'

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage
  }
}

/** Types shown inline; everything else (PDF, SVG, HTML, ...) is only ever a download. */
const INLINE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
}
const DOWNLOAD_TYPES: Record<string, string> = { '.pdf': 'application/pdf' }

/**
 * Uploaded files on `app.storage` (DATA_DIR/uploads), served at /storage/<path>. Names are
 * generated and never reused, so answers are cacheable for good; nothing served here may run
 * as a page (sandboxed CSP, nosniff, downloads for non-images).
 */
export default fp(async function storage(app: FastifyInstance, opts: { storage?: Storage } = {}) {
  const store = opts.storage ?? localStorage(app.config.uploadsDir)
  app.decorate('storage', store)

  app.get('/storage/*', { schema: { hide: true } }, async (request, reply) => {
    const stored = (request.params as { '*': string })['*']
    const file = await store.open(stored)
    if (!file) throw notFound('File not found')
    const ext = path.extname(stored).toLowerCase()
    const inline = INLINE_TYPES[ext]
    return reply
      .headers({
        'content-type': inline ?? DOWNLOAD_TYPES[ext] ?? 'application/octet-stream',
        'content-length': String(file.size),
        'cache-control': 'public, max-age=31536000, immutable',
        'x-content-type-options': 'nosniff',
        'content-security-policy': "default-src 'none'; sandbox",
        ...(inline ? {} : { 'content-disposition': 'attachment' }),
      })
      .send(file.body)
  })
})
