import type { ReportStatus } from '@app/contract/admin-texts'
import type { ReportBody } from '@app/contract/report'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { reportKeys } from './keys'

export interface FiledReport {
  id: number
  status: ReportStatus
}

/** POST property/report (auth: a user who unlocked it, within the window): one open per unlock. */
export const fileReport = (body: ReportBody) =>
  api<ApiOk<FiledReport>>('POST', 'property/report', { body })

/**
 * Files a report, then refreshes the listing's view (its report status) and everything that
 * shows credits: a report confirmed by another seeker is refunded at once.
 */
export function useFileReport() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fileReport,
    onSuccess: (_answer, body) => {
      void queryClient.invalidateQueries({ queryKey: reportKeys.propertyView(body.property_id) })
      void queryClient.invalidateQueries({ queryKey: reportKeys.wallet })
    },
  })
}
