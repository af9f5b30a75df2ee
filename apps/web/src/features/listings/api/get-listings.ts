import { PAGE_SIZE } from '@app/contract/constants'
import type { ListingPage } from '@app/contract/listing'
import { useInfiniteQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { searchToQuery, type ListingSearch } from '../filter-query'

/** GET agents-propertys (auth): one page of cards with `pagination`. */
export const getListings = (search: ListingSearch, offset: number, signal?: AbortSignal) =>
  api<ListingPage>('GET', 'agents-propertys', {
    query: { ...searchToQuery(search), offset, limit: PAGE_SIZE },
    signal,
  })

/**
 * Pages of 6 from offset 0; View More appends the next page while `has_more`. A new search
 * is a new key, so its list starts again from offset 0.
 */
export const useListings = (search: ListingSearch) =>
  useInfiniteQuery({
    queryKey: ['listings', 'browse', search],
    queryFn: ({ pageParam, signal }) => getListings(search, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      last.pagination.has_more ? last.pagination.offset + last.pagination.limit : undefined,
  })
