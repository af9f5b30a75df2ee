import type { FullDetails } from '@app/contract/owner'
import { useQuery } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export const fullDetailsKey = ownerKeys.fullDetails

/**
 * GET agents-properties-FullDetails?property_id (auth: the owner or an admin): the property with
 * its attachments, price and address. The spec reads `property_details` outside `data`.
 */
export const getFullDetails = (propertyId: number, signal?: AbortSignal) =>
  api<{ success: true; property_details: FullDetails }>('GET', 'agents-properties-FullDetails', {
    query: { property_id: propertyId },
    signal,
  }).then((r) => r.property_details)

/** Idle without an id. */
export const useFullDetails = (propertyId: number | undefined) =>
  useQuery({
    queryKey: fullDetailsKey(propertyId ?? 0),
    queryFn: ({ signal }) => getFullDetails(propertyId!, signal),
    enabled: propertyId !== undefined,
  })
