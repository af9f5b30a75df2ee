import type { SavedSearch } from '@app/contract/search'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** DELETE saved-searches/{id} (auth, own only): answers the remaining searches. */
export const deleteSavedSearch = (id: number) =>
  api<ApiOk<SavedSearch[]>>('DELETE', `saved-searches/${id}`).then((r) => r.data)

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: (list) => queryClient.setQueryData(savedSearchKeys.all, list),
  })
}
