import { PAGE_SIZE } from '@app/contract/constants'
import type { CreatedProperty } from '@app/contract/owner'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PaginationSchema } from '@app/contract/envelope'
import { api } from '../../../lib/api-client'
import { nextOffset } from '../../../lib/paged'
import { ownerKeys } from './keys'

export interface CreatedPage {
  success: true
  data: CreatedProperty[]
  pagination: z.infer<typeof PaginationSchema>
}

/** Under ['owner'], so every owner save (wizard, edit modal, status) refreshes My Properties. */
export const createdPropertiesKey = [...ownerKeys.all, 'created'] as const

/** GET created-properties (auth + view-created-properties): the asker's listings, 6 a page. */
export const getCreatedProperties = (offset: number, signal?: AbortSignal) =>
  api<CreatedPage>('GET', 'created-properties', { query: { offset, limit: PAGE_SIZE }, signal })

/** Offset grows by 6 per View More (spec 001 section 4). */
export const useCreatedProperties = () =>
  useInfiniteQuery({
    queryKey: createdPropertiesKey,
    queryFn: ({ pageParam, signal }) => getCreatedProperties(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
