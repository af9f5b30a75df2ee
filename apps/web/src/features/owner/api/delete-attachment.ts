import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export interface DeleteAttachmentInput {
  id: number
  /** The property the file belongs to, so its cached details refresh. */
  propertyId: number
}

/** DELETE propertyAttachment/{id} (auth): 409 for the last file of a listing on the market. */
export const deleteAttachment = ({ id }: DeleteAttachmentInput) =>
  api<ApiMessage>('DELETE', `propertyAttachment/${id}`)

export function useDeleteAttachment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: deleteAttachment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
