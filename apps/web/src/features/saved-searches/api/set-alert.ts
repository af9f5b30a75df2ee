import type { AlertMode, SavedSearch } from '@app/contract/search'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { savedSearchKeys } from './keys'

/** PATCH saved-searches/{id} (auth, own only): instant, daily or off. */
export const setAlert = ({ id, alert }: { id: number; alert: AlertMode }) =>
  api<ApiOk<SavedSearch>>('PATCH', `saved-searches/${id}`, { body: { alert } }).then((r) => r.data)

export function useSetAlert() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setAlert,
    onSuccess: (saved) =>
      queryClient.setQueryData<SavedSearch[]>(savedSearchKeys.all, (list) =>
        list?.map((s) => (s.id === saved.id ? saved : s)),
      ),
  })
}
