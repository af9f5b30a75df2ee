import type { BlockBody } from '@app/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/** What a change to an account touches: the user lists and profile, the counts, the log. */
export const ACCOUNT_AREAS = [adminKeys.users, adminKeys.stats, adminKeys.audit]

/** POST admin/users/{id}/block: blocking ends every session at once; unblocking lets them in. */
export const blockUser = ({ id, ...body }: BlockBody & { id: number }) =>
  api<ApiOk<{ blocked: boolean }>>('POST', `admin/users/${id}/block`, { body })

export function useBlockUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: blockUser,
    onSuccess: () => invalidate(client, ACCOUNT_AREAS),
  })
}
