import type { District } from '@app/contract/geo'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** GET districtsByFilter?state_id= (public). */
export const getDistricts = (stateId: number) =>
  api<ApiOk<{ data: District[] }>>('GET', 'districtsByFilter', {
    query: { state_id: stateId },
  }).then((r) => r.data.data)

/** The districts of one state; idle until a state is chosen. */
export const useDistricts = (stateId: number | undefined) =>
  useQuery({
    queryKey: ['geo', 'districts', stateId],
    queryFn: () => getDistricts(stateId!),
    enabled: stateId !== undefined,
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
