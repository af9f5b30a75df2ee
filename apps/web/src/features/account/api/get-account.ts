import type { Account } from '@app/contract/account'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** GET account (auth): profile, balance, the latest purchases and unlocks, an owner's listings. */
export const getAccount = (signal?: AbortSignal) =>
  api<ApiOk<Account>>('GET', 'account', { signal }).then((r) => r.data)

export const useAccount = () =>
  useQuery({ queryKey: accountKeys.all, queryFn: ({ signal }) => getAccount(signal) })
