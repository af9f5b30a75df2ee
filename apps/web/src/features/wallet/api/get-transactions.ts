import type { TransactionPageSchema } from '@app/contract/wallet'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { TABLE_PAGE_SIZE, walletKeys } from './keys'
import { nextOffset } from '../../../lib/paged'

export type TransactionPage = z.infer<typeof TransactionPageSchema>

/** GET transactions (auth): the user's top-up orders, newest first, with `pagination`. */
export const getTransactions = (offset: number, signal?: AbortSignal) =>
  api<TransactionPage>('GET', 'transactions', {
    query: { offset, limit: TABLE_PAGE_SIZE },
    signal,
  })

/** Pages from offset 0; View More appends the next while `has_more`. */
export const useTransactions = () =>
  useInfiniteQuery({
    queryKey: walletKeys.transactions,
    queryFn: ({ pageParam, signal }) => getTransactions(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
  })
