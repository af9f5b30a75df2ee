import type { NearPlaceSuggestion } from '@app/contract/geo'
import { NEAR_QUERY_MAX_LENGTH } from '@app/contract/near'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../api-client'
import { GEO_GC_MS, GEO_STALE_MS } from './geo-cache'

/** GET near-places?q= (public): towns and PIN codes with a known point, for the Near field. */
export const getNearPlaces = (q: string, signal?: AbortSignal) =>
  api<ApiOk<NearPlaceSuggestion[]>>('GET', 'near-places', { query: { q }, signal }).then(
    (r) => r.data,
  )

/** Suggestions for what is typed; idle while it is blank. */
export const useNearPlaces = (typed: string) => {
  const q = typed.trim().slice(0, NEAR_QUERY_MAX_LENGTH)
  return useQuery({
    queryKey: ['geo', 'near-places', q.toLowerCase()],
    queryFn: ({ signal }) => getNearPlaces(q, signal),
    enabled: q.length > 0,
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
    placeholderData: keepPreviousData,
  })
}

/** The label of a `near` value ('421302', 'town-42'), as a shared link gives only the value. */
export const useNearLabel = (near: string) => {
  const found = useQuery({
    queryKey: ['geo', 'near-places', near],
    queryFn: ({ signal }) => getNearPlaces(near, signal),
    enabled: near !== '',
    staleTime: GEO_STALE_MS,
    gcTime: GEO_GC_MS,
  })
  return found.data?.find((place) => place.near === near)?.label
}
