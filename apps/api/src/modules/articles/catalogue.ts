import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ARTICLE_KINDS,
  ARTICLE_SLUG_MAX,
  FrontMatterSchema,
  type Article,
  type ArticleKind,
  type ArticleSummary,
} from '@app/contract/article'
import { detailSlug } from '@app/contract/slug'
import { REPO_ROOT } from '../../config'
import { renderMarkdown, splitFrontMatter } from './markdown'

/** The committed Markdown: data/content/blog/*.md and data/content/projects/*.md. */
export const CONTENT_DIR = path.join(REPO_ROOT, 'data/content')

/** An article as held in memory: the answer, plus lower-cased text for the search box. */
export interface LoadedArticle {
  article: Article
  /** Title, summary, category, tags and the Markdown body, lower-cased. */
  text: string
}

export type Catalogue = Record<ArticleKind, LoadedArticle[]>

const newestFirst = (a: LoadedArticle, b: LoadedArticle) =>
  b.article.published_at.localeCompare(a.article.published_at) ||
  a.article.title.localeCompare(b.article.title)

/** Reads and renders one collection's files; a bad file or a repeated slug stops the start. */
async function loadKind(dir: string): Promise<LoadedArticle[]> {
  const names = (await readdir(dir)).filter((n) => n.endsWith('.md')).sort()
  const loaded: LoadedArticle[] = []
  const seen = new Set<string>()
  for (const name of names) {
    const file = path.join(dir, name)
    try {
      const { data, body } = splitFrontMatter(await readFile(file, 'utf8'))
      const front = FrontMatterSchema.parse(data)
      const slug = detailSlug(front.title)
      if (slug.length > ARTICLE_SLUG_MAX)
        throw new Error(`the title makes a slug over ${ARTICLE_SLUG_MAX} characters`)
      if (seen.has(slug)) throw new Error(`another file has the same title (slug ${slug})`)
      seen.add(slug)
      const article: Article = {
        slug,
        title: front.title,
        summary: front.summary,
        cover: front.cover,
        category: front.category,
        tags: front.tags,
        published_at: front.published_at,
        html: renderMarkdown(body),
      }
      const text = [front.title, front.summary, front.category, ...front.tags, body]
        .join('\n')
        .toLowerCase()
      loaded.push({ article, text })
    } catch (cause) {
      const reason = cause instanceof Error ? cause.message : String(cause)
      throw new Error(`Could not load the article ${file}: ${reason}`, { cause })
    }
  }
  return loaded.sort(newestFirst)
}

/** Both collections from a content folder (its blog/ and projects/ subfolders). */
export async function loadCatalogue(dir: string): Promise<Catalogue> {
  const [blog, projects] = await Promise.all(
    ARTICLE_KINDS.map((kind) => loadKind(path.join(dir, kind))),
  )
  return { blog: blog ?? [], projects: projects ?? [] }
}

// Read once per process (about ten small files) and kept: the content changes with a deploy.
let cached: Promise<Catalogue> | undefined

/** The committed catalogue, read on first use (the routes ask for it at start). */
export function catalogue(): Promise<Catalogue> {
  cached ??= loadCatalogue(CONTENT_DIR).catch((error: unknown) => {
    cached = undefined
    throw error
  })
  return cached
}

const summaryOf = ({ html: _html, ...summary }: Article): ArticleSummary => summary

/** Every article of a kind, newest first, without bodies (share previews, the sitemap). */
export async function listArticles(kind: 'blog' | 'projects'): Promise<ArticleSummary[]> {
  return (await catalogue())[kind].map((a) => summaryOf(a.article))
}

/**
 * One article by its slug, as in the path: encoded (`a%26b`) or as the router decoded it
 * (`a&b`).
 */
export async function findArticle(
  kind: 'blog' | 'projects',
  slug: string,
): Promise<Article | undefined> {
  const wanted = safeDecode(slug)
  return (await catalogue())[kind].find((a) => safeDecode(a.article.slug) === wanted)?.article
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    // A lone % is not an encoding: compare the text as it came.
    return text
  }
}
