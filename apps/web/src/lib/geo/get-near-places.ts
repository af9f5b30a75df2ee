import type { NearPlaceSuggestion } from '@app/contract/geo'
import { NEAR_QUERY_MAX_LENGTH } from '@app/contract/near'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** GET near-places (public): towns and PIN codes with a known point, for the Near field. */
export const getNearPlaces = (query: { q: string } | { city_id: string }, signal?: AbortSignal) =>
  api<ApiOk<NearPlaceSuggestion[]>>('GET', 'near-places', { query, signal }).then((r) => r.data)

/** Suggestions for what is typed; idle while it is blank. */
export const useNearPlaces = (typed: string) => {
  const q = typed.trim().slice(0, NEAR_QUERY_MAX_LENGTH)
  return useQuery({
    queryKey: ['geo', 'near-places', q.toLowerCase()],
    queryFn: ({ signal }) => getNearPlaces({ q }, signal),
    enabled: q.length > 0,
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
    placeholderData: keepPreviousData,
  })
}

/** The name of the search's place (a link carries only the PIN code or the town's id). */
export const useNearLabel = ({ pin, cityId }: { pin: string; cityId: string }) => {
  const query = cityId ? { city_id: cityId } : { q: pin }
  const found = useQuery({
    queryKey: ['geo', 'near-label', cityId || pin],
    queryFn: ({ signal }) => getNearPlaces(query, signal),
    enabled: Boolean(cityId || pin),
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
  return found.data?.find((place) =>
    cityId ? String(place.near_city_id) === cityId : place.near_pin === pin,
  )?.label
}
