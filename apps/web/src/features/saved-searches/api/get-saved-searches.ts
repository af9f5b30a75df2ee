import type { SavedSearch } from '@app/contract/search'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** GET saved-searches (auth): the user's searches, newest first. */
export const getSavedSearches = () =>
  api<ApiOk<SavedSearch[]>>('GET', 'saved-searches').then((r) => r.data)

export const useSavedSearches = () =>
  useQuery({ queryKey: savedSearchKeys.all, queryFn: getSavedSearches })
