import type { AdminPayment } from '@app/contract/admin'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/**
 * POST admin/payments/{id}/reconcile: asks the provider how the order stands and settles it
 * (credits in once if it was paid); answers the order as it now is.
 */
export const reconcilePayment = (id: number) =>
  api<ApiOk<AdminPayment>>('POST', `admin/payments/${id}/reconcile`).then((r) => r.data)

/** A settled order changes the revenue, the buyer's credits and the log. */
export function useReconcilePayment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: reconcilePayment,
    onSuccess: () =>
      invalidate(client, [adminKeys.payments, adminKeys.stats, adminKeys.users, adminKeys.audit]),
  })
}
