import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { ARTICLE_KINDS } from '@app/contract/article'
import { INSIGHTS_PATH } from '@app/contract/insight-texts'
import { SIGNED_IN_COOKIE } from '@app/contract/constants'
import type { SiteInfo } from '@app/contract/site'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { fromLoopback } from '../../lib/loopback'
import { hasSessionCookie } from '../../lib/session-cookie'
import { createFeedCache } from '../../lib/feed-cache'
import { findArticle, listArticles } from '../articles'
import { createPreviewCache, listingPreview, publishedListings } from '../listings'
import {
  publicPages,
  robotsTxt,
  sitemapFiles,
  type SitemapEntry,
  type SitemapFiles,
} from './sitemap'
import {
  addToHead,
  articleOf,
  injectPreloads,
  injectSite,
  normalisePath,
  signedInDocument,
  ownMeta,
  pathOf,
  propertyIdOf,
  routeFor,
  visitorDocuments,
} from './page-html'
import { createShareImages, SHARE_IMAGE_CACHE, SHARE_IMAGE_PREFIX } from './share-images'
import { notFoundBody } from '../../plugins/errors'
import { articleMeta, insightsMeta, listingMeta, withShareMeta, type ShareMeta } from './share-meta'
import type { PageFetch, PageUser } from './signed-in'
import { ROUTE_PRELOADS_FILE, type WebSource } from './web-source'

const NOINDEX = '<meta name="robots" content="noindex">'
/**
 * A page for someone logged in may hold their data (drawn by the server, decision 059): never
 * kept by a shared cache or the browser's history. A visitor's page is the same for everyone.
 */
const PERSONAL_PAGE_CACHE = 'private, no-store'
const PUBLIC_PAGE_CACHE = 'no-cache'
/** At most this many posts and projects are kept drawn (each some tens of kB). */
const ARTICLE_PAGES_KEPT = 500

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

/** Whether the browser says someone is logged in (SIGNED_IN_COOKIE; it grants nothing). */
export const signedIn = (request: FastifyRequest) =>
  (request.headers.cookie ?? '').split(';').some((c) => c.trim() === `${SIGNED_IN_COOKIE}=1`)

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
  const previews = createPreviewCache(app.changes)
  app.addHook('onClose', async () => previews.close())
  const shareImages = createShareImages({
    site,
    cacheDir: opts.shareImagesDir,
    storage: app.storage,
    staticRoots: source?.staticRoot ? [source.staticRoot] : [],
    preview: async (id) => listingPreview(await app.readDb(), previews, id),
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
    if (pathName === INSIGHTS_PATH) return insightsMeta(site, shareImages.home())
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
      id === undefined ? null : await listingPreview(await app.readDb(request), previews, id)
    return preview ? listingMeta(preview, site, shareImages.listing(preview)) : 'noindex'
  }

  const renderer = source?.signedInRenderer?.(site, (message, error) =>
    app.log.warn({ err: error }, message),
  )
  if (renderer) app.addHook('onClose', async () => renderer.close())

  /**
   * The page drawn on request for `session`'s user (undefined: a visitor) when its route is
   * drawn for them; its API calls are answered here, as that user, from the visitor's address,
   * and only reads.
   */
  async function drawnPage(request: FastifyRequest, session?: { token: string; user: PageUser }) {
    if (!renderer || !source) return undefined
    const user = session?.user
    const pageUser: PageUser | null = user
      ? { id: user.id, name: user.name, user_type: user.user_type }
      : null
    const authorization = session ? { authorization: `Bearer ${session.token}` } : {}
    const api = async ({ method, url }: PageFetch) => {
      if (method !== 'GET' || !url.startsWith('/api/')) {
        return { status: 405, contentType: 'text/plain', body: '' }
      }
      const res = await app.inject({
        method: 'GET',
        url,
        remoteAddress: request.ip,
        headers: { ...authorization, accept: 'application/json' },
      })
      const contentType = String(res.headers['content-type'] ?? '')
      return { status: res.statusCode, contentType, body: res.body }
    }
    const page = await renderer.render(request.url, pageUser, api)
    if (!page) return undefined
    const routes = (await source.routePreloads?.()) ?? []
    const shell = injectSite(await source.indexHtml(request.url), site)
    return signedInDocument(shell, page, routeFor(request.url, routes))
  }

  /**
   * Posts and projects, drawn for visitors on request once each and kept (they are files that
   * change with a deploy); only those that exist, so made-up slugs cannot fill the memory.
   */
  const articlePages = new Map<string, string>()
  async function articlePage(request: FastifyRequest) {
    const pathName = normalisePath(request.url)
    const article = articleOf(pathName)
    if (!article) return undefined
    const kept = articlePages.get(pathName)
    if (kept) return kept
    if (!(await findArticle(article.kind, article.slug))) return undefined
    const html = await drawnPage(request)
    if (html && articlePages.size < ARTICLE_PAGES_KEPT) articlePages.set(pathName, html)
    return html
  }

  async function sendShell(request: FastifyRequest, reply: FastifyReply) {
    const session = hasSessionCookie(request) ? await app.cookieSession(request, reply) : undefined
    const personal = session !== undefined || signedIn(request)
    // A logged-in browser's pages differ from a visitor's: drawn for it, or it builds them itself.
    const drawn = session ? await drawnPage(request, session) : undefined
    const rendered = personal
      ? undefined
      : (routeFor(request.url, (await visitorPages) ?? [])?.html ?? (await articlePage(request)))
    const page =
      drawn ??
      rendered ??
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
      .header('cache-control', personal ? PERSONAL_PAGE_CACHE : PUBLIC_PAGE_CACHE)
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
      for await (const row of publishedListings(await app.readDb(), SITEMAP_READ_ROWS)) {
        entries.push({ path: `/property/${row.id}`, lastmod: row.updatedAt })
      }
      return entries
    }
    const sitemapFilesNow = () =>
      sitemaps.load('all', async () => sitemapFiles(publicUrl, await sitemapEntries()))
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
