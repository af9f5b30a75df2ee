import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/** What a listing's moderation changes: lists, counts, reports on it, profiles, the log. */
export const LISTING_AREAS = [
  adminKeys.properties,
  adminKeys.stats,
  adminKeys.reports,
  adminKeys.users,
  adminKeys.audit,
]

/** POST admin/properties/{id}/hide: off the public listing and detail at once, with a reason. */
export const hideProperty = ({ id, reason }: { id: number; reason: string }) =>
  api<ApiOk<{ hidden: boolean }>>('POST', `admin/properties/${id}/hide`, { body: { reason } })

export function useHideProperty() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: hideProperty,
    onSuccess: () => invalidate(client, LISTING_AREAS),
  })
}
