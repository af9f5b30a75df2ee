import { LATEST_PROPERTIES_MAX } from '@app/contract/constants'
import type { ListingCard } from '@app/contract/listing'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

/** POST properties (public): the latest published listings, newest first. */
export const getLatest = (limit = LATEST_PROPERTIES_MAX) =>
  api<ApiOk<ListingCard[]>>('POST', 'properties', { body: { limit } }).then((r) => r.data)

export const useLatestListings = () =>
  useQuery({ queryKey: ['listings', 'latest'], queryFn: () => getLatest() })
