import { escapeHtml } from './share-meta'

/**
 * The sitemap and robots.txt (decision 026). Pages people must log in for, and the API, are
 * kept out of both: a crawler would only ever see their log-in prompt.
 */

/** The sitemap protocol's limit of URLs in one file; more are split under a sitemap index. */
export const SITEMAP_MAX_URLS = 50_000

/** Paths (and everything under them) a crawler has no business with. */
export const PRIVATE_PATHS = [
  '/api/',
  '/admin',
  '/wallet',
  '/user-transactions',
  '/unlocked-properties',
  '/my-properties',
  '/add-new-listing',
  '/changepassword',
  '/account',
  '/cart',
  '/checkout',
  '/compare',
  '/dev/',
] as const

/**
 * Fixed pages that exist but are not worth a search result (decision 047): a form's answer, an
 * unsubscribe link's, the log-in and sign-up forms, and the pages that show a visitor only a
 * log-in prompt (browsing the listings, the list with a sidebar, the map).
 */
const NOT_LISTED = new Set([
  '/thank-you',
  '/alerts/unsubscribe',
  '/login',
  '/register',
  '/agent-reg',
  '/property',
  '/property-sidebar',
  '/map-location',
])

export const isPrivatePath = (pathName: string) =>
  PRIVATE_PATHS.some((p) => pathName === p.replace(/\/$/, '') || pathName.startsWith(p))

/** One URL of the sitemap: a path and, where known, when it last changed. */
export interface SitemapEntry {
  path: string
  lastmod?: Date | string | undefined
}

/** The fixed pages worth listing from the web build's route patterns (no parameters, no 404). */
export function publicPages(patterns: Iterable<string>): string[] {
  const pages = new Set<string>()
  for (const pattern of patterns) {
    if (pattern.includes(':') || pattern.includes('*')) continue
    if (isPrivatePath(pattern) || NOT_LISTED.has(pattern)) continue
    pages.add(pattern)
  }
  return [...pages].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
}

const day = (when: Date | string) => new Date(when).toISOString().slice(0, 10)
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>'
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9'

const loc = (base: string, path: string) => escapeHtml(new URL(path, base).toString())

/** A `<urlset>` of `entries`. */
export function urlset(base: string, entries: readonly SitemapEntry[]) {
  const urls = entries.map(
    (e) =>
      `<url><loc>${loc(base, e.path)}</loc>${e.lastmod ? `<lastmod>${day(e.lastmod)}</lastmod>` : ''}</url>`,
  )
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`
}

/** Where part `n` (from 1) of a split sitemap is served. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`

/** A `<sitemapindex>` of `parts` parts. */
export function sitemapIndex(base: string, parts: number) {
  const maps = Array.from(
    { length: parts },
    (_, i) => `<sitemap><loc>${loc(base, sitemapPartPath(i + 1))}</loc></sitemap>`,
  )
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${maps.join('\n')}\n</sitemapindex>\n`
}

/** What `/sitemap.xml` answers, and the parts `/sitemap-{n}.xml` (n from 1) when it is an index. */
export interface SitemapFiles {
  main: string
  parts: string[]
}

/**
 * The sitemap of `entries`, in order: one urlset when they fit in `max`, else an index at
 * `/sitemap.xml` and `max` entries per part.
 */
export function sitemapFiles(
  base: string,
  entries: readonly SitemapEntry[],
  max = SITEMAP_MAX_URLS,
): SitemapFiles {
  if (entries.length <= max) return { main: urlset(base, entries), parts: [] }
  const parts: string[] = []
  for (let from = 0; from < entries.length; from += max) {
    parts.push(urlset(base, entries.slice(from, from + max)))
  }
  return { main: sitemapIndex(base, parts.length), parts }
}

/** robots.txt: everything but the private paths, and where the sitemap is. */
export function robotsTxt(base: string) {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((p) => `Disallow: ${p}`),
    'Allow: /',
    '',
    `Sitemap: ${new URL('/sitemap.xml', base).toString()}`,
    '',
  ].join('\n')
}
