import type { Article, ArticleKind } from '@app/contract/article'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** GET blog/{slug} / GET projects/{slug} (public); 404 for an unknown slug. */
export const getArticle = (kind: ArticleKind, slug: string, signal?: AbortSignal) =>
  api<ApiOk<Article>>('GET', `${kind}/${encodeURIComponent(slug)}`, { signal }).then((r) => r.data)

export const useArticle = (kind: ArticleKind, slug: string) =>
  useQuery({
    queryKey: ['article', kind, slug],
    queryFn: ({ signal }) => getArticle(kind, slug, signal),
  })
