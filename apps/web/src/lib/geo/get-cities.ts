import type { City } from '@app/contract/geo'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** GET citiesByFilter?district_id= (public). */
export const getCities = (districtId: number) =>
  api<ApiOk<{ data: City[] }>>('GET', 'citiesByFilter', {
    query: { district_id: districtId },
  }).then((r) => r.data.data)

/** The cities of one district; idle until a district is chosen. */
export const useCities = (districtId: number | undefined) =>
  useQuery({
    queryKey: ['geo', 'cities', districtId],
    queryFn: () => getCities(districtId!),
    enabled: districtId !== undefined,
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
