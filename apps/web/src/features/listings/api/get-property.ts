import type { PropertyView } from '@app/contract/listing'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

export const propertyKey = (id: number) => ['property', id] as const

/** GET property/view (auth): contact details only when `pass` is true; 404 when not listed. */
export const getProperty = (id: number, signal?: AbortSignal) =>
  api<ApiOk<PropertyView>>('GET', 'property/view', { query: { property_id: id }, signal }).then(
    (r) => r.data,
  )

export const useProperty = (id: number) =>
  useQuery({
    queryKey: propertyKey(id),
    queryFn: ({ signal }) => getProperty(id, signal),
    enabled: Number.isInteger(id) && id > 0,
  })
