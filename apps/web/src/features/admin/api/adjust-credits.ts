import type { CreditAdjustmentBody } from '@app/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/**
 * POST admin/users/{id}/credits: a signed adjustment through the ledger, with a reason; 409
 * INSUFFICIENT_CREDITS when it would take the balance below zero. Answers the new balance.
 */
export const adjustCredits = ({ id, ...body }: CreditAdjustmentBody & { id: number }) =>
  api<ApiOk<{ credits: number }>>('POST', `admin/users/${id}/credits`, { body }).then((r) => r.data)

export function useAdjustCredits() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: adjustCredits,
    onSuccess: () => invalidate(client, [adminKeys.users, adminKeys.audit]),
  })
}
