import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ACCOUNT_AREAS } from './block-user'
import { invalidate } from './invalidate'

/** POST admin/users/{id}/type: 1 seeker, 2 owner, 99 admin. */
export const setUserType = ({ id, user_type }: { id: number; user_type: number }) =>
  api<ApiOk<{ user_type: number }>>('POST', `admin/users/${id}/type`, { body: { user_type } })

export function useSetUserType() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: setUserType,
    onSuccess: () => invalidate(client, ACCOUNT_AREAS),
  })
}
