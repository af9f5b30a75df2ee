import { z } from 'zod'
import { ok } from './envelope'

/** The two collections of Markdown articles: blog posts and project case studies. */
export const ARTICLE_KINDS = ['blog', 'projects'] as const
export type ArticleKind = (typeof ARTICLE_KINDS)[number]

/** Bounds of GET blog / GET projects and their detail paths. */
export const ARTICLE_QUERY_MAX = 100
export const ARTICLE_FACET_MAX = 60
/** Fastify's longest path parameter (maxParamLength): longer ones are answered 414. */
export const ARTICLE_SLUG_MAX = 100
/** A list answers at most this many; the collections are a few dozen files at most. */
export const ARTICLE_LIST_MAX = 50
/** The sidebar's 'Recent posts'. */
export const RECENT_ARTICLES = 3

/** Front matter dates are calendar days (YYYY-MM-DD). */
const DAY = /^\d{4}-\d{2}-\d{2}$/

export const ArticleSummarySchema = z.object({
  /** detailSlug(title) (slug.ts): URL-encoded, as it appears in the path. */
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  /** A site path to the cover picture. */
  cover: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  published_at: z.string().regex(DAY),
})
export type ArticleSummary = z.infer<typeof ArticleSummarySchema>

export const ArticleSchema = ArticleSummarySchema.extend({
  /** The Markdown body as HTML: raw HTML in the source is escaped, never passed through. */
  html: z.string(),
})
export type Article = z.infer<typeof ArticleSchema>

/** What the author writes at the top of a Markdown file, between `---` lines. */
export const FrontMatterSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1)
    .max(ARTICLE_SLUG_MAX / 2),
  summary: z.string().trim().min(1),
  category: z.string().trim().min(1).max(ARTICLE_FACET_MAX),
  tags: z.array(z.string().trim().min(1).max(ARTICLE_FACET_MAX)).min(1),
  // YAML reads an unquoted 2026-01-15 as a Date: accept both and keep the day.
  published_at: z.union([
    z.string().regex(DAY),
    z.date().transform((d) => d.toISOString().slice(0, 10)),
  ]),
  cover: z.string().regex(/^\/content\/[a-z0-9-]+\.svg$/),
})
export type FrontMatter = z.infer<typeof FrontMatterSchema>

const facet = z.string().trim().max(ARTICLE_FACET_MAX).optional()

/** GET blog / GET projects: every filter optional; `q` matches title, summary and tags. */
export const ArticleListQuerySchema = z.object({
  q: z.string().trim().max(ARTICLE_QUERY_MAX).optional(),
  category: facet,
  tag: facet,
  limit: z.coerce.number().int().min(1).max(ARTICLE_LIST_MAX).default(ARTICLE_LIST_MAX),
})
export type ArticleListQuery = z.input<typeof ArticleListQuerySchema>

export const ArticleParamsSchema = z.object({ slug: z.string().min(1).max(ARTICLE_SLUG_MAX) })

export const FacetCountSchema = z.object({ name: z.string(), count: z.number().int() })
export type FacetCount = z.infer<typeof FacetCountSchema>

/**
 * A list answer: the matching summaries, newest first, and the whole collection's categories
 * and tags with counts (the sidebar's, unchanged by the filters).
 */
export const ArticleListSchema = z.object({
  success: z.literal(true),
  data: z.array(ArticleSummarySchema),
  total: z.number().int(),
  categories: z.array(FacetCountSchema),
  tags: z.array(FacetCountSchema),
})
export type ArticleList = z.infer<typeof ArticleListSchema>

export const ArticleResponseSchema = ok(ArticleSchema)
