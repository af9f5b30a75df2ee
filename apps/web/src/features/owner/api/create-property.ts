import { FIRE_NOC_FILE_FIELD, type Flooring } from '@app/contract/search-texts'
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
  /** The warehouse specifications (issue 15), all optional. */
  docks?: number | undefined
  floor_load?: number | undefined
  power_kva?: number | undefined
  flooring?: Flooring | undefined
  fire_noc?: boolean | undefined
  security_24x7?: boolean | undefined
  highway_km?: number | undefined
}

/**
 * The multipart body of the property calls: empty values are left out, the cover is `image`,
 * the fire NOC certificate FIRE_NOC_FILE_FIELD.
 */
export function propertyForm(
  fields: PropertyFields,
  image?: File | null,
  certificate?: File | null,
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(fields))
    if (value !== undefined && value !== null && value !== '') form.append(key, String(value))
  if (image) form.append('image', image)
  if (certificate) form.append(FIRE_NOC_FILE_FIELD, certificate)
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
  certificate,
}: {
  fields: PropertyFields
  image?: File | null
  certificate?: File | null
}) =>
  api<ApiOk<CreatedProperty>>('POST', 'properties-create-byagent', {
    body: propertyForm(fields, image, certificate),
  }).then((r) => r.data)

export function useCreateProperty() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: createProperty,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ownerKeys.all }),
  })
}
