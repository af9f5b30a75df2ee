import type { Report } from '@app/contract/report'
import { useQuery } from '@tanstack/react-query'
import { api, type ApiOk } from '../../../lib/api-client'
import { reportKeys } from './keys'

/** GET property/reports (auth: the property's owner or an admin): the reports on it. */
export const getPropertyReports = (propertyId: number, signal?: AbortSignal) =>
  api<ApiOk<Report[]>>('GET', 'property/reports', {
    query: { property_id: propertyId },
    signal,
  }).then((r) => r.data)

export const usePropertyReports = (propertyId: number) =>
  useQuery({
    queryKey: reportKeys.onProperty(propertyId),
    queryFn: ({ signal }) => getPropertyReports(propertyId, signal),
  })
