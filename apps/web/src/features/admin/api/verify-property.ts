import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/** POST admin/properties/{id}/verify: the "specs verified" badge on or off. */
export const verifyProperty = ({ id, verified }: { id: number; verified: boolean }) =>
  api<ApiOk<{ verified: boolean }>>('POST', `admin/properties/${id}/verify`, {
    body: { verified },
  })

export function useVerifyProperty() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: verifyProperty,
    onSuccess: () => invalidate(client, [adminKeys.properties, adminKeys.audit]),
  })
}
