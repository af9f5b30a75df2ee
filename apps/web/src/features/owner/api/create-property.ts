import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

/**
 * What step 1 (and the edit modal's basic information) sends. Left-out values are not sent
 * (the edit modal sends only what changed); the server requires name and type on create.
 */
export interface PropertyFields {
  name?: string | undefined
  type?: number | undefined
  length?: number | undefined
  width?: number | undefined
  height?: number | undefined
  description?: string | undefined
}

/** The multipart body of the property calls: empty values are left out, the cover is `image`. */
export function propertyForm(fields: PropertyFields, image?: File | null) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value))
  if (image) form.append('image', image)
  return form
}

export interface CreatedProperty {
  id: number
  name: string
}

/** POST properties-create-byagent (auth + create-properties; multipart): step 1's new property. */
export const createProperty = ({
  fields,
  image,
}: {
  fields: PropertyFields
  image?: File | null
}) =>
  api<ApiOk<CreatedProperty>>('POST', 'properties-create-byagent', {
    body: propertyForm(fields, image),
  }).then((r) => r.data)

export function useCreateProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
