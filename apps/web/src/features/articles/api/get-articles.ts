import type { ArticleKind, ArticleList } from '@app/contract/article'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import type { ArticleFilters } from '../filters'

export interface ArticleQuery extends ArticleFilters {
  limit?: number
}

/** GET blog / GET projects (public): matching summaries, newest first, and the facets. */
export const getArticles = (kind: ArticleKind, query: ArticleQuery, signal?: AbortSignal) =>
  api<ArticleList>('GET', kind, { query: { ...query }, signal })

export const useArticles = (kind: ArticleKind, query: ArticleQuery) =>
  useQuery({
    queryKey: ['articles', kind, query],
    queryFn: ({ signal }) => getArticles(kind, query, signal),
    // A new filter keeps the previous cards on screen until its answer arrives.
    placeholderData: keepPreviousData,
  })
