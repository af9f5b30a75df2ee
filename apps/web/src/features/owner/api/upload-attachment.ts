import type { Attachment } from '@app/contract/listing'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

export interface UploadAttachmentInput {
  propertyId: number
  file: File
  name: string
  orderNumber: number
  description?: string | undefined
}

/** The client's guess of the kind (the spec sends it); the server decides from the content. */
export const attachmentTypeOf = (file: File) =>
  file.type.startsWith('image/') ? 'image' : file.type.startsWith('video/') ? 'video' : 'document'

/** POST propertyAttachment (auth; multipart, one file `img_url` per call): step 3. */
export function uploadAttachment(input: UploadAttachmentInput) {
  const form = new FormData()
  form.append('property_id', String(input.propertyId))
  form.append('name', input.name)
  form.append('order_number', String(input.orderNumber))
  if (input.description) form.append('description', input.description)
  form.append('attachment_type', attachmentTypeOf(input.file))
  form.append('img_url', input.file)
  return api<ApiOk<Attachment>>('POST', 'propertyAttachment', { body: form }).then((r) => r.data)
}

export function useUploadAttachment() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: uploadAttachment,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
