/**
 * The server-rendering build's entry (`vite build --ssr`, out to dist-server/). The API runs it
 * once at start as a child process: site facts (JSON) on stdin, the visitor pages
 * (`RenderedPage[]`, JSON) on stdout. A separate process, so React's server renderer and every
 * page module leave the API's memory when it exits.
 */
import { SITE_GLOBAL } from '../lib/site-global'

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = []
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks).toString('utf8')
}

;(globalThis as Record<string, unknown>)[SITE_GLOBAL] = JSON.parse(await readStdin())
// Only now: the app's modules read the site facts when they load.
const { renderVisitorPages } = await import('./render-pages')
// Exit once written: the rendered pages leave timers behind (query caches) that nobody needs.
process.stdout.write(JSON.stringify(await renderVisitorPages()), () => process.exit(0))
