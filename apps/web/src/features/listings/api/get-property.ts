import type { PropertyView } from '@app/contract/listing'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'

export const propertyKey = (id: number) => ['property', id] as const

/** GET property/view (auth): contact details only when `pass` is true; 404 when not listed. */
export const getProperty = (id: number, signal?: AbortSignal) =>
  api<ApiOk<PropertyView>>('GET', 'property/view', { query: { property_id: id }, signal }).then(
    (r) => r.data,
  )

/** Idle without an id (a malformed URL): the page shows 'Property not found'. */
export const useProperty = (id: number | undefined) =>
  useQuery({
    queryKey: propertyKey(id ?? 0),
    queryFn: ({ signal }) => getProperty(id!, signal),
    enabled: id !== undefined,
  })
