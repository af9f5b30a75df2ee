import type { CompareResponseSchema } from '@app/contract/search'
import { useQuery } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'
import { shortlistKeys } from './keys'

export type Comparison = z.infer<typeof CompareResponseSchema>['data']

/** GET compare?ids= (needs a login): up to COMPARE_MAX published listings with their figures. */
export const getCompare = async (ids: readonly number[], signal?: AbortSignal) =>
  (await api<{ data: Comparison }>('GET', 'compare', { query: { ids: ids.join(',') }, signal }))
    .data

/** The comparison of `ids` (at least two; nothing is asked for fewer). */
export const useCompare = (ids: readonly number[]) =>
  useQuery({
    queryKey: shortlistKeys.compare(ids),
    queryFn: ({ signal }) => getCompare(ids, signal),
    enabled: ids.length >= 2,
  })
