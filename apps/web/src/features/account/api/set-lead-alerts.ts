import type { Account, LeadAlertsBody } from '@app/contract/account'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** PATCH account/lead-alerts (owners): an e-mail at each lead, or one digest a day. */
export const setLeadAlerts = (body: LeadAlertsBody) =>
  api<ApiOk<LeadAlertsBody>>('PATCH', 'account/lead-alerts', { body }).then((r) => r.data)

/** The page shows the choice saved. */
export function useSetLeadAlerts() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: setLeadAlerts,
    onSuccess: ({ lead_alerts }) =>
      queryClient.setQueryData<Account>(accountKeys.all, (old) =>
        old?.owner ? { ...old, owner: { ...old.owner, lead_alerts } } : old,
      ),
  })
}
