import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { LISTING_AREAS } from './hide-property'
import { invalidate } from './invalidate'

/** POST admin/properties/{id}/unhide: back on the market as it was. */
export const unhideProperty = (id: number) =>
  api<ApiOk<{ hidden: boolean }>>('POST', `admin/properties/${id}/unhide`)

export function useUnhideProperty() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: unhideProperty,
    onSuccess: () => invalidate(client, LISTING_AREAS),
  })
}
