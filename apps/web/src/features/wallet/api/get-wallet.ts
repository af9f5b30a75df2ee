import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { walletKeys } from './keys'

/** GET wallet (auth): the balance; 403 for a user type without a wallet. */
export const getWallet = (signal?: AbortSignal) =>
  api<ApiOk<{ credits: number }>>('GET', 'wallet', { signal }).then((r) => r.data)

export const useWallet = () =>
  useQuery({ queryKey: walletKeys.balance, queryFn: ({ signal }) => getWallet(signal) })
