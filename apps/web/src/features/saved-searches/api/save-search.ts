import type { SavedSearch, SavedSearchBody } from '@app/contract/search'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** POST saved-searches (auth): at most SAVED_SEARCHES_MAX per user (409 beyond). */
export const saveSearch = (body: SavedSearchBody) =>
  api<ApiOk<SavedSearch>>('POST', 'saved-searches', { body }).then((r) => r.data)

export function useSaveSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: saveSearch,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: savedSearchKeys.all }),
  })
}
