import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'
import { ownerKeys } from './keys'

/** DELETE properties/{id} (auth: the owner or an admin): only an incomplete draft (409 else). */
export const deleteProperty = (id: number) => api<ApiMessage>('DELETE', `properties/${id}`)

export function useDeleteProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteProperty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
