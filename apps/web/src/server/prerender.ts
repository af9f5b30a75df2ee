/**
 * The server-rendering build's entry (`vite build --ssr`, out to dist-server/). The API runs it
 * as a child process with the site facts (JSON) on stdin. By default it renders the visitor
 * pages once (`RenderedPage[]`, JSON, on stdout) and exits: React's server renderer and every
 * page module leave the API's memory with it. With SERVE_ARG it stays, rendering signed-in pages
 * on request over its IPC channel (render-server.ts, decision 059).
 */
import { SITE_GLOBAL } from '../lib/site-global'

/** The argument that keeps the renderer running for signed-in pages. */
const SERVE_ARG = '--serve'

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

;(globalThis as Record<string, unknown>)[SITE_GLOBAL] = JSON.parse(await readStdin())
// Only now: the app's modules read the site facts when they load.
if (process.argv.includes(SERVE_ARG)) {
  const { serve } = await import('./render-server')
  serve()
} else {
  const { renderVisitorPages } = await import('./render-pages')
  // Exit once written: the rendered pages leave timers behind (query caches) that nobody needs.
  process.stdout.write(JSON.stringify(await renderVisitorPages()), () => process.exit(0))
}
