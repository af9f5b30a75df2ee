import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiMessage } from '../../../lib/api-client'
import { propertyForm, type PropertyFields } from './create-property'
import { ownerKeys } from './keys'

export interface UpdatePropertyInput {
  id: number
  /** Only the fields to change are needed by the edit modal; the wizard sends all of step 1. */
  fields: PropertyFields
  /** A new cover image replaces the old one. */
  image?: File | null | undefined
  /** A new fire NOC certificate replaces the old one. */
  certificate?: File | null | undefined
}

/** POST properties/{id} with `_method=PUT` (multipart, as the spec's forms send it). */
export function updateProperty({ id, fields, image, certificate }: UpdatePropertyInput) {
  const form = propertyForm(fields, image, certificate)
  form.append('_method', 'PUT')
  return api<ApiMessage>('POST', `properties/${id}`, { body: form })
}

export function useUpdateProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: updateProperty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
