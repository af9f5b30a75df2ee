import type { Stats } from '@app/contract/admin'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { adminKeys } from './keys'

/** GET admin/stats: the dashboard's counts and daily series over the last `days` days. */
export const getStats = (days: number, signal?: AbortSignal) =>
  api<ApiOk<Stats>>('GET', 'admin/stats', { query: { days }, signal }).then((r) => r.data)

/** Switching the window keeps the last figures on screen until the new ones arrive. */
export const useStats = (days: number) =>
  useQuery({
    queryKey: adminKeys.statsFor(days),
    queryFn: ({ signal }) => getStats(days, signal),
    placeholderData: keepPreviousData,
  })
