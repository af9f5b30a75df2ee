import { formatRupees } from '@app/contract/numbers'
import {
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  RECURING_TYPE_LABEL,
} from '@app/contract/listing-texts'
import type { ArticleKind, ArticleSummary } from '@app/contract/article'
import { INSIGHT_TEXTS, INSIGHTS_PATH } from '@app/contract/insight-texts'
import type { SiteInfo } from '@app/contract/site'
import type { ListingPreview } from '../listings'

/** One share image, as the head tags name it. */
export interface ShareImage {
  /** Site path (`/og/...`), made absolute with the public address in the tags. */
  path: string
  type: 'image/png' | 'image/jpeg'
  width: number
  height: number
  alt: string
}

/**
 * The head tags that name a page's item for share previews and search engines (decision 026):
 * title, description, canonical link, Open Graph and Twitter card. Everything in them is escaped
 * here: a listing's name is whatever its owner typed.
 */
export interface ShareMeta {
  /** The whole `<title>`, site name included. */
  title: string
  description: string
  /** The page's path ('/property/12'); made absolute with the public address. */
  path: string
  /** Open Graph type: 'article' for posts and projects, 'website' for the rest. */
  type: 'website' | 'article'
  /** The raster share image (1200 × 630, decision 047), if there is one. */
  image?: ShareImage | undefined
  /** An article's day of publication (YYYY-MM-DD). */
  publishedAt?: string | undefined
}

/** Longest description sent: search engines cut snippets at about this length anyway. */
const DESCRIPTION_MAX = 200

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
}
/** Text safe in an element and in a double- or single-quoted attribute. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!)

const clip = (text: string, max: number) => {
  const flat = text.replace(/\s+/g, ' ').trim()
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`
}

/** `path` on the public address (config.publicUrl); an absolute URL stays as it is. */
export const absoluteUrl = (base: string, path: string) => new URL(path, base).toString()

/** The tags for `meta`, each on its own, escaped. */
export function shareTags(meta: ShareMeta, site: SiteInfo, base: string): string[] {
  const url = absoluteUrl(base, meta.path)
  const description = clip(meta.description, DESCRIPTION_MAX)
  const image = meta.image ? absoluteUrl(base, meta.image.path) : undefined
  const tag = (attr: 'name' | 'property', key: string, value: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(value)}">`
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    tag('name', 'description', description),
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    tag('property', 'og:site_name', site.name),
    tag('property', 'og:type', meta.type),
    tag('property', 'og:title', meta.title),
    tag('property', 'og:description', description),
    tag('property', 'og:url', url),
    ...(image && meta.image
      ? [
          tag('property', 'og:image', image),
          tag('property', 'og:image:type', meta.image.type),
          tag('property', 'og:image:width', String(meta.image.width)),
          tag('property', 'og:image:height', String(meta.image.height)),
          tag('property', 'og:image:alt', meta.image.alt),
        ]
      : []),
    ...(meta.publishedAt ? [tag('property', 'article:published_time', meta.publishedAt)] : []),
    tag('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', meta.title),
    tag('name', 'twitter:description', description),
    ...(image && meta.image
      ? [tag('name', 'twitter:image', image), tag('name', 'twitter:image:alt', meta.image.alt)]
      : []),
  ]
}

const TITLE = /<title>[^<]*<\/title>/g
/** The shell's own description (index.html writes it over several lines). */
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/g

/**
 * `html` with its title and description taken out and `meta`'s tags put before `</head>`: the
 * shell's and the rendered page's own give way to the item's.
 */
export function withShareMeta(html: string, meta: ShareMeta, site: SiteInfo, base: string) {
  const tags = shareTags(meta, site, base)
  return html
    .replace(TITLE, '')
    .replace(DESCRIPTION, '')
    .replace('</head>', () => `    ${tags.join('\n    ')}\n  </head>`)
}

/** A listing's headline ('Warehouse for Rent in Bhiwandi, Thane, Maharashtra') and its facts. */
export function listingFacts(preview: ListingPreview) {
  const kind = PROPERTY_TYPE_LABEL[preview.type ?? 0] ?? 'Property'
  const deal = PURCHASE_TYPE_LABEL[preview.purchaseType ?? 0]
  const place = [preview.cityName, preview.districtName, preview.stateName]
    .filter((part): part is string => Boolean(part))
    .filter((part, i, all) => all.indexOf(part) === i)
  const where = place.length ? ` in ${place.join(', ')}` : ''
  const period =
    preview.purchaseType !== PURCHASE_TYPE.sale && preview.recuringType
      ? ` / ${RECURING_TYPE_LABEL[preview.recuringType] ?? ''}`.trimEnd()
      : ''
  const facts = [
    preview.price !== null ? `${formatRupees(preview.price)}${period}` : undefined,
    preview.length && preview.width ? `${preview.length} × ${preview.width} ft` : undefined,
  ].filter((fact): fact is string => Boolean(fact))
  return { headline: `${kind}${deal ? ` for ${deal}` : ''}${where}`, facts }
}

/** 'Warehouse for Rent in Bhiwandi, Thane, Maharashtra: ₹1,20,000 / Monthly, 100 × 80 ft.' */
export function listingMeta(
  preview: ListingPreview,
  site: SiteInfo,
  image?: ShareImage,
): ShareMeta {
  const { headline, facts } = listingFacts(preview)
  return {
    title: `${preview.name} – ${headline} | ${site.name}`,
    description: `${headline}${facts.length ? `: ${facts.join(', ')}` : ''}. See the photos and unlock the owner's contact on ${site.name}.`,
    path: `/property/${preview.id}`,
    type: 'website',
    image,
  }
}

/** Where the web app shows an article of each kind (spec 000 section 2: /blog/{title}, /project/{title}). */
export const ARTICLE_PAGE: Record<ArticleKind, string> = { blog: '/blog', projects: '/project' }

/** A post's or project's preview: its title, summary and cover. */
export function articleMeta(
  kind: ArticleKind,
  article: ArticleSummary,
  site: SiteInfo,
  image?: ShareImage,
): ShareMeta {
  return {
    title: `${article.title} | ${site.name}`,
    description: article.summary,
    path: `${ARTICLE_PAGE[kind]}/${article.slug}`,
    type: 'article',
    image,
    publishedAt: article.published_at,
  }
}

/** The market insight page (issue 30): what it shows, with the site's card. */
export function insightsMeta(site: SiteInfo, image?: ShareImage): ShareMeta {
  return {
    title: `${INSIGHT_TEXTS.shareTitle} | ${site.name}`,
    description: INSIGHT_TEXTS.shareDescription,
    path: INSIGHTS_PATH,
    type: 'website',
    image,
  }
}
