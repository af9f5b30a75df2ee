import type { ListingPlaces } from '@app/contract/places'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** GET listing-places (public): published listings per state and the busiest cities. */
export const getListingPlaces = () =>
  api<ApiOk<ListingPlaces>>('GET', 'listing-places').then((r) => r.data)

export const useListingPlaces = () =>
  useQuery({ queryKey: ['listings', 'places'], queryFn: getListingPlaces })
