import { ARTICLE_KINDS, ARTICLE_SLUG_MAX } from '@app/contract/article'
import type { SiteInfo } from '@app/contract/site'
import { ARTICLE_PAGE, type ShareImage, type ShareMeta } from './share-meta'
import type { RenderedPage, RoutePreload, WebSource } from './web-source'

/**
 * The HTML a page is sent as: the app shell with the site's facts, the rendered page and the
 * chunks its route preloads, and the share tags a page of our own names for itself.
 */

export const pathOf = (url: string) => url.split('?')[0] ?? ''

/** The client router's view of a path: case-insensitive, doubled and trailing slashes forgiven. */
export const normalisePath = (url: string) =>
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

export const addToHead = (html: string, tags: readonly string[]) =>
  tags.length ? put(html, '</head>', `    ${tags.join('\n    ')}\n  </head>`) : html

/** The page's route in the build's record, matched as the client router matches paths. */
export const routeFor = <T extends { path: string }>(url: string, routes: readonly T[]) => {
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
function withRenderedPage(
  shell: string,
  page: Omit<RenderedPage, 'path'>,
  route: RoutePreload | undefined,
) {
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

/** The block a signed-in page's state travels in (apps/web/src/lib/page-state.ts). */
const PAGE_STATE_ID = 'page-state'

/**
 * A page the server drew for a signed-in user (decision 059): as a visitor's, plus the state the
 * browser hydrates with (whose page, the API answers it shows) as a non-executable JSON block.
 */
export function signedInDocument(
  shell: string,
  page: { head: string; html: string; state: unknown },
  route: RoutePreload | undefined,
) {
  const json = JSON.stringify(page.state).replaceAll('<', '\\u003c')
  const block = `<script type="application/json" id="${PAGE_STATE_ID}">${json}</script>`
  const html = withRenderedPage(shell, page, route)
  return html && addToHead(html, [block])
}

/** The id in `/property/{id}` when it can name a listing (a positive 32-bit integer). */
const PROPERTY_PAGE = /^\/property\/([1-9][0-9]{0,9})$/
const MAX_ID = 2_147_483_647
export function propertyIdOf(url: string) {
  const id = Number(PROPERTY_PAGE.exec(normalisePath(url))?.[1])
  return Number.isInteger(id) && id <= MAX_ID ? id : undefined
}

/** `/blog/{slug}` or `/project/{slug}` (a normalised path): which kind, which slug. */
export function articleOf(pathName: string) {
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
export function ownMeta(html: string, pathName: string, image: ShareImage): ShareMeta | undefined {
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
/** Each rendered page as the whole HTML a visitor is sent, put together once. */
export async function visitorDocuments(source: WebSource, site: SiteInfo) {
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
