import type { ListingStatus, OWNER_SETTABLE_STATUSES } from '@app/contract/owner-texts'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export interface SetStatusInput {
  property_id: number
  /** 'let' takes a finished listing off the market (let or sold); 'published' relists it. */
  status: (typeof OWNER_SETTABLE_STATUSES)[number]
}

/** POST property-status (auth: the owner or an admin): the listing's status after the change. */
export const setPropertyStatus = (body: SetStatusInput) =>
  api<ApiOk<{ status: ListingStatus }>>('POST', 'property-status', { body })

export function useSetPropertyStatus() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setPropertyStatus,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
