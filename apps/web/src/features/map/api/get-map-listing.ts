import type { PropertyView } from '@app/contract/listing'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** GET property/view (auth): what the map's card shows of one listing (no contact details). */
export const getMapListing = (id: number, signal?: AbortSignal) =>
  api<ApiOk<PropertyView>>('GET', 'property/view', { query: { property_id: id }, signal }).then(
    (r) => r.data,
  )

/** Idle until a point is picked. */
export const useMapListing = (id: number | undefined) =>
  useQuery({
    queryKey: ['map', 'listing', id ?? 0],
    queryFn: ({ signal }) => getMapListing(id!, signal),
    enabled: id !== undefined,
  })
