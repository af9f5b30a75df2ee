import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import type { SiteInfo } from '@app/contract/site'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromLoopback } from '../lib/loopback'
import { notFoundBody } from './errors'

/** Where the web app's HTML comes from: the built dist (production) or Vite (dev). */
export interface WebSource {
  /** Folder of built assets to serve statically, if any. */
  staticRoot?: string
  /** The app's index.html for a client route, before site facts are injected. */
  indexHtml(url: string): Promise<string>
  /** The build's pages and the chunks each needs (apps/web/route-preloads.ts), if any. */
  routePreloads?(): Promise<RoutePreload[]>
  /** Dev only: mounts Vite's middleware (which needs inline scripts and a websocket). */
  mount?(app: FastifyInstance): Promise<void>
}

/** One page of the web build: its route pattern and the chunks to preload for it. */
export interface RoutePreload {
  path: string
  files: string[]
  css: string[]
}

/** Written by the web build beside index.html (apps/web/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json'

export function distSource(webDist: string): WebSource {
  let cached: Promise<string> | undefined
  let preloads: Promise<RoutePreload[]> | undefined
  return {
    staticRoot: webDist,
    indexHtml: () => (cached ??= readFile(path.join(webDist, 'index.html'), 'utf8')),
    // An older build without the file serves pages as before, without preloads.
    routePreloads: () =>
      (preloads ??= readFile(path.join(webDist, ROUTE_PRELOADS_FILE), 'utf8').then(
        (text) => (JSON.parse(text) as { routes: RoutePreload[] }).routes,
        () => [],
      )),
  }
}

const pathOf = (url: string) => url.split('?')[0] ?? ''

/** The client router's view of a path: case-insensitive, doubled and trailing slashes forgiven. */
const normalisePath = (url: string) =>
  pathOf(url)
    .toLowerCase()
    .replace(/\/{2,}/g, '/')
    .replace(/(.)\/$/, '$1')

/** Whether a route pattern ('/property/:id') matches a normalised path, as React Router would. */
function routeMatches(pattern: string, pathName: string) {
  const want = pattern.toLowerCase().split('/')
  const got = pathName.split('/')
  return want.length === got.length && want.every((w, i) => w.startsWith(':') || w === got[i])
}

/**
 * The page's own chunks as modulepreload links (and its style sheets), so the browser fetches
 * them with the entry script instead of after running it. Unknown paths get none.
 */
export function injectPreloads(html: string, url: string, routes: readonly RoutePreload[]) {
  const pathName = normalisePath(url)
  const route = routes.find((r) => routeMatches(r.path, pathName))
  if (!route) return html
  const links = [
    ...route.css.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`),
    ...route.files.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ]
  return links.length ? html.replace('</head>', `    ${links.join('\n    ')}\n  </head>`) : html
}

/** Puts the operator's site facts into the page as a non-executable JSON block (CSP-safe). */
export function injectSite(html: string, site: SiteInfo): string {
  const json = JSON.stringify(site).replaceAll('<', '\\u003c')
  return html
    .replace(
      '<!--site-config-->',
      `<script type="application/json" id="site-config">${json}</script>`,
    )
    .replaceAll('%SITE_NAME%', site.name.replaceAll('<', '&lt;'))
}

const HASHED_ASSET = /[\\/]assets[\\/]/
/** Source maps would publish our source: never served, even if a build left one behind. */
const SOURCE_MAP = /\.map$/i

/**
 * The development pages (/dev/outbox shows every OTP code). The client router matches paths
 * case-insensitively and forgives doubled and trailing slashes, so compare the same way.
 */
function isDevPage(url: string) {
  const normalised = normalisePath(url)
  return normalised === '/dev' || normalised.startsWith('/dev/')
}

function isPageRequest(request: FastifyRequest) {
  return (
    (request.method === 'GET' || request.method === 'HEAD') &&
    !request.url.startsWith('/api/') &&
    !request.url.startsWith('/storage/')
  )
}

/**
 * Serves the web app: hashed assets cached for a year, everything else briefly, and every
 * unknown page path answered with the app shell so the client router can take it (its 404
 * page included). Unknown API paths get the JSON 404.
 */
export default fp(async function web(
  app: FastifyInstance,
  opts: {
    source?: WebSource | undefined
    site: SiteInfo
    /** The development pages exist (config.devTools); even then only for this machine. */
    devPages: boolean
  },
) {
  const { source, site, devPages } = opts
  if (source?.mount) await source.mount(app)
  if (source?.staticRoot) {
    await app.register(fastifyStatic, {
      root: source.staticRoot,
      index: false,
      wildcard: true,
      // The build writes .br/.gz beside each text asset (apps/web/scripts/precompress.mjs).
      preCompressed: true,
      // index.html only through sendShell (site facts injected, never cached), maps and the build's
      // own records (route-preloads.json, a Vite manifest) never.
      allowedPath: (pathName) =>
        !SOURCE_MAP.test(pathName) &&
        pathName !== '/index.html' &&
        !pathName.startsWith('/.vite/') &&
        pathName !== `/${ROUTE_PRELOADS_FILE}`,
      setHeaders(reply, filePath) {
        reply.header(
          'cache-control',
          HASHED_ASSET.test(filePath)
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600',
        )
      },
    })
  }
  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const routes = (await source!.routePreloads?.()) ?? []
    const html = injectPreloads(
      injectSite(await source!.indexHtml(request.url), site),
      request.url,
      routes,
    )
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html)
  }
  if (source) {
    // /index.html is the same page as /, not the raw template.
    app.get('/', { schema: { hide: true } }, sendShell)
    app.get('/index.html', { schema: { hide: true } }, sendShell)
  }
  app.setNotFoundHandler((request, reply) => {
    const url = pathOf(request.url)
    const devPageRefused = isDevPage(url) && !(devPages && fromLoopback(request))
    if (source && isPageRequest(request) && !path.extname(url) && !devPageRefused) {
      return sendShell(request, reply)
    }
    return reply.status(404).send(notFoundBody(request.method, url))
  })
})
