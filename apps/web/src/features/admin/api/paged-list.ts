import type { Pagination } from '@app/contract/envelope'
import { useInfiniteQuery, type QueryKey } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { nextOffset } from '../../../lib/paged'
import { ADMIN_PAGE_SIZE } from './keys'

export interface Page<T> {
  success: true
  data: T[]
  pagination: Pagination
}

type Query = Record<string, string | number | boolean | null | undefined>

/** One page of an admin list: `filters` plus offset and the console's page size. */
export const getPage = <T>(path: string, filters: Query, offset: number, signal?: AbortSignal) =>
  api<Page<T>>('GET', path, { query: { ...filters, offset, limit: ADMIN_PAGE_SIZE }, signal })

/** A console list from offset 0; View More appends the next page while `has_more`. */
export const usePagedList = <T>(queryKey: QueryKey, path: string, filters: Query, enabled = true) =>
  useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => getPage<T>(path, filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  })
