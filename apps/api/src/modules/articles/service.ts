import type {
  ArticleKind,
  ArticleList,
  ArticleListQuerySchema,
  FacetCount,
} from '@app/contract/article'
import type { z } from 'zod'
import { catalogue, type LoadedArticle } from './catalogue'

type ListQuery = z.output<typeof ArticleListQuerySchema>

/** Names with how many articles carry each, most used first, then by name. */
function countFacet(articles: LoadedArticle[], pick: (a: LoadedArticle) => string[]): FacetCount[] {
  const counts = new Map<string, number>()
  for (const a of articles)
    for (const name of pick(a)) counts.set(name, (counts.get(name) ?? 0) + 1)
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((x, y) => y.count - x.count || x.name.localeCompare(y.name))
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * GET blog / GET projects: the articles matching every given filter (the words of `q` all
 * appear in the text; category and tag match whole names, any case), newest first, at most
 * `limit`; the sidebar's facets count the whole collection.
 */
export async function searchArticles(
  kind: ArticleKind,
  query: ListQuery,
): Promise<Omit<ArticleList, 'success'>> {
  const all = (await catalogue())[kind]
  const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean)
  const { category, tag } = query
  const matching = all.filter(
    (a) =>
      words.every((w) => a.text.includes(w)) &&
      (!category || same(a.article.category, category)) &&
      (!tag || a.article.tags.some((t) => same(t, tag))),
  )
  return {
    data: matching.slice(0, query.limit).map(({ article: { html: _html, ...summary } }) => summary),
    total: matching.length,
    categories: countFacet(all, (a) => [a.article.category]),
    tags: countFacet(all, (a) => a.article.tags),
  }
}
