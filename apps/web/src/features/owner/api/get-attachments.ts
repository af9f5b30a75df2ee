import type { Attachment } from '@app/contract/listing'
import { useQuery } from '@tanstack/react-query'
import { api, ApiError, type ApiOk } from '../../../lib/api-client'
import { ownerKeys } from './keys'

/** GET getAll-attachments/{propertyId} (auth): the property's files; a 404 means none. */
export async function getAttachments(propertyId: number, signal?: AbortSignal) {
  try {
    const r = await api<ApiOk<Attachment[]>>('GET', `getAll-attachments/${propertyId}`, {
      signal,
    })
    return r.data
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return []
    throw error
  }
}

export const useAttachments = (propertyId: number | undefined) =>
  useQuery({
    queryKey: ownerKeys.attachments(propertyId ?? 0),
    queryFn: ({ signal }) => getAttachments(propertyId!, signal),
    enabled: propertyId !== undefined,
  })
