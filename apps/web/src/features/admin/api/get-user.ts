import type { AdminUserProfile } from '@app/contract/admin'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { adminKeys } from './keys'

/** GET admin/users/{id}: the account with its latest listings, unlocks and ledger entries. */
export const getUser = (id: number, signal?: AbortSignal) =>
  api<ApiOk<AdminUserProfile>>('GET', `admin/users/${id}`, { signal }).then((r) => r.data)

export const useUser = (id: number) =>
  useQuery({ queryKey: adminKeys.user(id), queryFn: ({ signal }) => getUser(id, signal) })
