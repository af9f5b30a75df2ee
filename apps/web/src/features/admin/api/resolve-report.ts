import type { ResolveReportBody } from '@app/contract/admin'
import type { Report } from '@app/contract/report'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { invalidate } from './invalidate'
import { adminKeys } from './keys'

/**
 * POST admin/reports/{id}/resolve: refund the reporter, reject the report, or hide the listing;
 * answers the report as it now stands.
 */
export const resolveReport = ({ id, ...body }: ResolveReportBody & { id: number }) =>
  api<ApiOk<Report>>('POST', `admin/reports/${id}/resolve`, { body }).then((r) => r.data)

/** A resolution can refund credits and hide a listing: every area that shows either refreshes. */
export function useResolveReport() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: resolveReport,
    onSuccess: () =>
      invalidate(client, [
        adminKeys.reports,
        adminKeys.properties,
        adminKeys.users,
        adminKeys.stats,
        adminKeys.audit,
      ]),
  })
}
