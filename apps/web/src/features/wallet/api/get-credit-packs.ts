import type { CreditPacksInfo } from '@app/contract/wallet'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** GET credit-packs (public): the packs on sale, the GST rate and the seller's state. */
export const getCreditPacks = (signal?: AbortSignal) =>
  api<ApiOk<CreditPacksInfo>>('GET', 'credit-packs', { signal }).then((r) => r.data)

/** The packs are a server setting: they change with a deploy, not while a page is open. */
export const useCreditPacks = () =>
  useQuery({
    queryKey: ['credit-packs'],
    queryFn: ({ signal }) => getCreditPacks(signal),
    staleTime: Infinity,
  })
