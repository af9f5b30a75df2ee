import { PAGE_SIZE } from '@app/contract/constants'
import type { UnlockedPageSchema } from '@app/contract/wallet'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { walletKeys } from './keys'
import { nextOffset } from '../../../lib/paged'

export type UnlockedPage = z.infer<typeof UnlockedPageSchema>

/** GET unlocked-properties (auth): the listings this user unlocked, 6 a page like /property. */
export const getUnlockedProperties = (offset: number, signal?: AbortSignal) =>
  api<UnlockedPage>('GET', 'unlocked-properties', { query: { offset, limit: PAGE_SIZE }, signal })

export const useUnlockedProperties = () =>
  useInfiniteQuery({
    queryKey: walletKeys.unlocked,
    queryFn: ({ pageParam, signal }) => getUnlockedProperties(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
