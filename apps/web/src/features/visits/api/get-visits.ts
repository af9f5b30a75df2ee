import { PAGE_SIZE } from '@app/contract/constants'
import type { PaginationSchema } from '@app/contract/envelope'
import type { Visit } from '@app/contract/visits'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { nextOffset } from '../../../lib/paged'
import { visitKeys, type VisitsFilter } from './keys'

export interface VisitsPage {
  success: true
  data: Visit[]
  pagination: z.infer<typeof PaginationSchema>
}

/** GET visits (auth): mine, as seeker or owner, upcoming or past, on one listing or all. */
export const getVisits = (filter: VisitsFilter, offset: number, signal?: AbortSignal) =>
  api<VisitsPage>('GET', 'visits', {
    query: {
      role: filter.role,
      when: filter.when,
      property_id: filter.propertyId,
      offset,
      limit: PAGE_SIZE,
    },
    signal,
  })

export const useVisits = (filter: VisitsFilter, { enabled = true } = {}) =>
  useInfiniteQuery({
    queryKey: visitKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getVisits(filter, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  })
