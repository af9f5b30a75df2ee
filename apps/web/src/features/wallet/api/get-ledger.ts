import type { LedgerPageSchema } from '@app/contract/wallet'
import { useInfiniteQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { TABLE_PAGE_SIZE, walletKeys } from './keys'
import { nextOffset } from '../../../lib/paged'

export type LedgerPage = z.infer<typeof LedgerPageSchema>

/** GET ledger (auth): every change of the balance ("Credit history"), newest first. */
export const getLedger = (offset: number, signal?: AbortSignal) =>
  api<LedgerPage>('GET', 'ledger', { query: { offset, limit: TABLE_PAGE_SIZE }, signal })

export const useLedger = (enabled = true) =>
  useInfiniteQuery({
    queryKey: walletKeys.ledger,
    queryFn: ({ pageParam, signal }) => getLedger(pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: nextOffset,
    enabled,
  })
