import type { State } from '@app/contract/geo'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** GET statesByFilter (public): the spec's client reads `data.data`. */
export const getStates = () =>
  api<ApiOk<{ data: State[] }>>('GET', 'statesByFilter').then((r) => r.data.data)

export const useStates = () =>
  useQuery({
    queryKey: ['geo', 'states'],
    queryFn: getStates,
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
