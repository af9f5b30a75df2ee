import { PAGE_SIZE } from '@app/contract/constants'
import type { Lead } from '@app/contract/owner'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import type { PaginationSchema } from '@app/contract/envelope'
import { api } from '../../../lib/api-client'
import { nextOffset } from '../../../lib/paged'
import { ownerKeys } from './keys'

export interface LeadsPage {
  success: true
  data: Lead[]
  pagination: z.infer<typeof PaginationSchema>
}

export const leadsKey = (propertyId: number) =>
  [...ownerKeys.property(propertyId), 'leads'] as const

/** GET property-leads (auth: the property's owner or an admin): who unlocked it, newest first. */
export const getPropertyLeads = (propertyId: number, offset: number, signal?: AbortSignal) =>
  api<LeadsPage>('GET', 'property-leads', {
    query: { property_id: propertyId, offset, limit: PAGE_SIZE },
    signal,
  })

export const usePropertyLeads = (propertyId: number) =>
  useInfiniteQuery({
    queryKey: leadsKey(propertyId),
    queryFn: ({ pageParam, signal }) => getPropertyLeads(propertyId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
