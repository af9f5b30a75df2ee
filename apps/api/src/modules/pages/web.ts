import { spawn } from 'node:child_process'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { ARTICLE_KINDS, ARTICLE_SLUG_MAX } from '@app/contract/article'
import { SIGNED_IN_COOKIE } from '@app/contract/constants'
import type { SiteInfo } from '@app/contract/site'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromLoopback } from '../../lib/loopback'
import { createFeedCache } from '../listings/cache'
import { findArticle, listArticles } from '../articles/catalogue'
import * as listings from '../listings/service'
import {
  publicPages,
  robotsTxt,
  sitemapFiles,
  type SitemapEntry,
  type SitemapFiles,
} from '../seo/sitemap'
import {
  createShareImages,
  SHARE_IMAGE_CACHE,
  SHARE_IMAGE_PREFIX,
  type ShareImage,
} from '../seo/share-images'
import { notFoundBody } from '../../plugins/errors'
import { ARTICLE_PAGE, articleMeta, listingMeta, withShareMeta, type ShareMeta } from './share-meta'

/** Where the web app's HTML comes from: the built dist (production) or Vite (dev). */
export interface WebSource {
  /** Folder of built assets to serve statically, if any. */
  staticRoot?: string
  /** The app's index.html for a client route, before site facts are injected. */
  indexHtml(url: string): Promise<string>
  /** The build's pages and the chunks each needs (apps/web/route-preloads.ts), if any. */
  routePreloads?(): Promise<RoutePreload[]>
  /** The pages as a visitor sees them, rendered once by the web build's server renderer. */
  renderedPages?(site: SiteInfo): Promise<RenderedPage[]>
  /** Dev only: mounts Vite's middleware (which needs inline scripts and a websocket). */
  mount?(app: FastifyInstance): Promise<void>
}

/** One page of the web build: its route pattern and the chunks to preload for it. */
export interface RoutePreload {
  path: string
  files: string[]
  css: string[]
}

/** One page as a visitor sees it (apps/web/src/server/render-pages.tsx). */
export interface RenderedPage {
  /** Route pattern: '/', '/property/:id'. */
  path: string
  /** The page's `<title>` and hoisted links, for `<head>`. */
  head: string
  /** The markup inside `#root`. */
  html: string
}

/** Written by the web build beside index.html (apps/web/route-preloads.ts). */
const ROUTE_PRELOADS_FILE = 'route-preloads.json'
/** The web build's server renderer, beside its dist (apps/web/src/server/prerender.ts). */
const PRERENDER_SCRIPT = '../dist-server/prerender.js'
/** A renderer that takes longer than this is stopped; pages are then served unrendered. */
const PRERENDER_TIMEOUT_MS = 60_000

/**
 * Runs the server renderer in a child process: site facts in, pages out. The renderer (React's
 * server build and every page) lives only as long as that process, not in the API's memory.
 */
export function renderPagesWith(script: string, site: SiteInfo): Promise<RenderedPage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [script], {
      stdio: ['pipe', 'pipe', 'pipe'],
      timeout: PRERENDER_TIMEOUT_MS,
    })
    const out: Buffer[] = []
    const err: Buffer[] = []
    child.stdout.on('data', (b: Buffer) => out.push(b))
    child.stderr.on('data', (b: Buffer) => err.push(b))
    child.stdin.on('error', () => {}) // a renderer that died early: its exit says why
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code !== 0) {
        const why = Buffer.concat(err).toString('utf8').trim().slice(-2_000)
        return reject(new Error(`page renderer exited with ${signal ?? code}: ${why}`))
      }
      try {
        resolve(JSON.parse(Buffer.concat(out).toString('utf8')) as RenderedPage[])
      } catch (e) {
        reject(e instanceof Error ? e : new Error(String(e)))
      }
    })
    child.stdin.end(JSON.stringify(site))
  })
}

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
    renderedPages: (site) => renderPagesWith(path.resolve(webDist, PRERENDER_SCRIPT), site),
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
 * `html` with `marker` replaced by `text` as it is (a plain string replacement would read `$&`
 * and the like in `text`, e.g. in a page's words or the site's name, as patterns).
 */
const put = (html: string, marker: string | RegExp, text: string) =>
  html.replace(marker, () => text)

const addToHead = (html: string, tags: readonly string[]) =>
  tags.length ? put(html, '</head>', `    ${tags.join('\n    ')}\n  </head>`) : html

/** The page's route in the build's record, matched as the client router matches paths. */
const routeFor = <T extends { path: string }>(url: string, routes: readonly T[]) => {
  const pathName = normalisePath(url)
  return routes.find((r) => routeMatches(r.path, pathName))
}

const stylesheets = (route: RoutePreload | undefined) =>
  (route?.css ?? []).map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)

/**
 * The page's own chunks as modulepreload links (and its style sheets), so the browser fetches
 * them with the entry script instead of after running it. Unknown paths get none.
 */
export function injectPreloads(html: string, url: string, routes: readonly RoutePreload[]) {
  const route = routeFor(url, routes)
  return addToHead(html, [
    ...stylesheets(route),
    ...(route?.files ?? []).map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ])
}

/** The app's entry script tag, as Vite writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/
const MODULE_PRELOAD = /\s*<link rel="modulepreload"[^>]*>/g
/** Starts the entry after the first paint (apps/web/public/start-app.js). */
const START_APP = '/start-app.js'

/**
 * The shell with the page already rendered inside `#root`, its title in place of the shell's and
 * its style sheets (`route`, the page's build record) linked. No script is fetched ahead of the
 * first paint: the entry starts after it (start-app.js) and fetches the page's chunks then.
 * Undefined for a shell without the entry tag Vite writes, which this does not know how to change.
 */
function withRenderedPage(shell: string, page: RenderedPage, route: RoutePreload | undefined) {
  const entry = ENTRY_SCRIPT.exec(shell)?.[1]
  if (!entry) return undefined
  const started = put(
    shell,
    ENTRY_SCRIPT,
    `<script type="module" src="${START_APP}" data-entry="${entry}"></script>`,
  ).replace(MODULE_PRELOAD, '')
  const titled = page.head.includes('<title>') ? put(started, /<title>[^<]*<\/title>/, '') : started
  return put(
    addToHead(titled, [page.head, ...stylesheets(route)]),
    '<div id="root"></div>',
    `<div id="root">${page.html}</div>`,
  )
}

/** The id in `/property/{id}` when it can name a listing (a positive 32-bit integer). */
const PROPERTY_PAGE = /^\/property\/([1-9][0-9]{0,9})$/
const MAX_ID = 2_147_483_647
export function propertyIdOf(url: string) {
  const id = Number(PROPERTY_PAGE.exec(normalisePath(url))?.[1])
  return Number.isInteger(id) && id <= MAX_ID ? id : undefined
}

/** `/blog/{slug}` or `/project/{slug}` (a normalised path): which kind, which slug. */
function articleOf(pathName: string) {
  for (const kind of ARTICLE_KINDS) {
    const prefix = `${ARTICLE_PAGE[kind]}/`
    if (!pathName.startsWith(prefix)) continue
    const slug = pathName.slice(prefix.length)
    if (slug && !slug.includes('/') && slug.length <= ARTICLE_SLUG_MAX) return { kind, slug }
  }
  return undefined
}

const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
}
const unescape = (text: string) => text.replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e]!)

/** The home page's own title and description (from its document) as share tags. */
function ownMeta(html: string, pathName: string, image: ShareImage): ShareMeta | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1]
  const description = /<meta\s+name="description"\s+content="([^"]*)"/.exec(html)?.[1]
  if (!title || !description) return undefined
  return {
    title: unescape(title),
    description: unescape(description),
    path: pathName,
    type: 'website',
    image,
  }
}

/**
 * A listing page the sitemap does not list (hidden, unfinished, unknown: the generic page) asks
 * search engines not to index it (decision 047): listed, indexable and named are the same set.
 */
const NOINDEX = '<meta name="robots" content="noindex">'

/** Published listings are read for the sitemap this many at a time (keyset pages by id). */
const SITEMAP_READ_ROWS = 5_000
/**
 * The sitemap is kept until listings change (a crawler fetches it often; it reads every
 * published id). 50,000 URLs are about 4 M characters: past this, it is built per request.
 */
const SITEMAP_CACHE_CHARS = 24_000_000
const SITEMAP_TTL_MS = 10 * 60_000
/** Crawlers may keep these for an hour; the sitemap changes with listings, not by the second. */
const SEO_FILE_CACHE = 'public, max-age=3600'

/** Each rendered page as the whole HTML a visitor is sent, put together once. */
async function visitorDocuments(source: WebSource, site: SiteInfo) {
  const pages = (await source.renderedPages?.(site)) ?? []
  const routes = (await source.routePreloads?.()) ?? []
  const documents: { path: string; html: string }[] = []
  for (const page of pages) {
    const shell = injectSite(await source.indexHtml(page.path), site)
    const html = withRenderedPage(
      shell,
      page,
      routes.find((r) => r.path === page.path),
    )
    if (html) documents.push({ path: page.path, html })
  }
  return documents
}

/** Whether the browser says someone is logged in (SIGNED_IN_COOKIE; it grants nothing). */
export const signedIn = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`)

/** Puts the operator's site facts into the page as a non-executable JSON block (CSP-safe). */
export function injectSite(html: string, site: SiteInfo): string {
  const json = JSON.stringify(site).replaceAll('<', '\\u003c')
  const name = site.name.replaceAll('<', '&lt;')
  return put(
    html,
    '<!--site-config-->',
    `<script type="application/json" id="site-config">${json}</script>`,
  ).replaceAll('%SITE_NAME%', () => name)
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
    /** The address people use (config.publicUrl): share tags and the sitemap need it absolute. */
    publicUrl: string
    /** Where rendered share images are kept (config.dataDir/share-images, decision 047). */
    shareImagesDir: string
  },
) {
  const { source, site, devPages, publicUrl } = opts
  const previews = listings.createPreviewCache(app.changes)
  app.addHook('onClose', async () => previews.close())
  const shareImages = createShareImages({
    site,
    cacheDir: opts.shareImagesDir,
    storage: app.storage,
    staticRoots: source?.staticRoot ? [source.staticRoot] : [],
    preview: async (id) => listings.listingPreview(await app.readDb(), previews, id),
    articles: async () => (await Promise.all(ARTICLE_KINDS.map(listArticles))).flat(),
    warn: (message, error) => app.log.warn({ err: error }, message),
  })
  if (source?.mount) await source.mount(app)
  // From the start: the first visitors wait for the rendered pages rather than get the bare shell.
  const visitorPages = source?.renderedPages
    ? visitorDocuments(source, site).catch((error: unknown) => {
        app.log.warn({ err: error }, 'pages are served without server rendering')
        return []
      })
    : undefined
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
  /**
   * The head tags naming the page's item (a published listing, a post or project, or the home
   * page's own), or `noindex` for a listing page that names none.
   */
  async function shareMetaFor(
    request: FastifyRequest,
    page: string,
  ): Promise<ShareMeta | 'noindex' | undefined> {
    const url = request.url
    const pathName = normalisePath(url)
    if (pathName === '/') return ownMeta(page, '/', shareImages.home())
    const article = articleOf(pathName)
    if (article) {
      const found = await findArticle(article.kind, article.slug)
      return found
        ? articleMeta(article.kind, found, site, await shareImages.article(found))
        : undefined
    }
    if (!pathName.startsWith('/property/')) return undefined
    const id = propertyIdOf(url)
    const preview =
      id === undefined
        ? null
        : await listings.listingPreview(await app.readDb(request), previews, id)
    return preview ? listingMeta(preview, site, shareImages.listing(preview)) : 'noindex'
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    // A logged-in browser's pages differ from a visitor's: it builds them itself.
    const rendered = signedIn(request)
      ? undefined
      : routeFor(request.url, (await visitorPages) ?? [])
    const page =
      rendered?.html ??
      injectPreloads(
        injectSite(await source!.indexHtml(request.url), site),
        request.url,
        (await source!.routePreloads?.()) ?? [],
      )
    // Visitors and logged-in browsers alike: a crawler or a chat app unfurling a link is a visitor,
    // and someone sharing a link may be logged in when they paste it into the address bar.
    const meta = await shareMetaFor(request, page)
    const html =
      meta === 'noindex'
        ? addToHead(page, [NOINDEX])
        : meta
          ? withShareMeta(page, meta, site, publicUrl)
          : page
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'cookie')
      .type('text/html; charset=utf-8')
      .send(html)
  }
  if (source) {
    /** The whole sitemap, index and parts, built at once: a part asked for never reads alone. */
    const sitemaps = createFeedCache<SitemapFiles>(app.changes, {
      name: 'sitemap',
      channel: 'listings',
      maxEntries: 1,
      maxWeight: SITEMAP_CACHE_CHARS,
      weigh: (files) => files.main.length + files.parts.reduce((n, p) => n + p.length, 0),
      ttlMs: SITEMAP_TTL_MS,
    })
    app.addHook('onClose', async () => sitemaps.close())
    /** Every URL of the sitemap in order: the fixed public pages, posts, projects, published listings. */
    const sitemapEntries = async () => {
      const patterns = [
        ...((await visitorPages) ?? []).map((p) => p.path),
        ...((await source.routePreloads?.()) ?? []).map((r) => r.path),
      ]
      const entries: SitemapEntry[] = publicPages(patterns).map((path) => ({ path }))
      for (const kind of ARTICLE_KINDS) {
        for (const article of await listArticles(kind)) {
          entries.push({
            path: articleMeta(kind, article, site).path,
            lastmod: article.published_at,
          })
        }
      }
      for await (const row of listings.publishedListings(await app.readDb(), SITEMAP_READ_ROWS)) {
        entries.push({ path: `/property/${row.id}`, lastmod: row.updatedAt })
      }
      return entries
    }
    const sitemapFilesNow = async () => {
      const kept = sitemaps.get('all')
      if (kept) return kept
      const version = sitemaps.version()
      const files = sitemapFiles(publicUrl, await sitemapEntries())
      sitemaps.set('all', files, version)
      return files
    }
    /** `/sitemap.xml` (part undefined) or `/sitemap-{part}.xml`, which exists only when split. */
    const sendSitemap = async (part: number | undefined, reply: FastifyReply) => {
      const files = await sitemapFilesNow()
      const xml = part === undefined ? files.main : files.parts[part - 1]
      if (xml === undefined) {
        return reply.status(404).send(notFoundBody('GET', `/sitemap-${part}.xml`))
      }
      return reply
        .header('cache-control', SEO_FILE_CACHE)
        .type('application/xml; charset=utf-8')
        .send(xml)
    }
    app.get('/sitemap.xml', { schema: { hide: true } }, (_req, reply) =>
      sendSitemap(undefined, reply),
    )
    app.get<{ Params: { part: string } }>(
      '/sitemap-:part.xml',
      { schema: { hide: true } },
      (req, reply) => {
        const part = /^[1-9][0-9]{0,5}$/.test(req.params.part) ? Number(req.params.part) : 0
        return sendSitemap(part, reply)
      },
    )
    app.get('/robots.txt', { schema: { hide: true } }, (_req, reply) =>
      reply
        .header('cache-control', SEO_FILE_CACHE)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(publicUrl)),
    )
    app.get('/', { schema: { hide: true } }, sendShell)
    // One page, one URL: /index.html is the home page under another name (decision 047).
    app.get('/index.html', { schema: { hide: true } }, (request, reply) => {
      const query = request.url.indexOf('?')
      return reply.redirect(query === -1 ? '/' : `/${request.url.slice(query)}`, 301)
    })
    // Share images (decision 047): rendered once, kept on disk, named by what they show.
    app.get(`${SHARE_IMAGE_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
      const name = (request.params as { '*': string })['*']
      const found = await shareImages.open(name)
      if (!found) {
        return reply.status(404).send(notFoundBody(request.method, pathOf(request.url)))
      }
      if ('redirect' in found) return reply.redirect(found.redirect, 302)
      return reply
        .headers({
          'content-type': found.type,
          'content-length': String(found.file.size),
          'cache-control': SHARE_IMAGE_CACHE,
          'x-content-type-options': 'nosniff',
        })
        .send(found.file.body)
    })
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
