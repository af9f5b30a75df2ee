import type { AdminReportQuery } from '@app/contract/admin'
import type { Report } from '@app/contract/report'
import { adminKeys, type Filters } from './keys'
import { getPage, usePagedList } from './paged-list'

export type ReportFilters = Filters<AdminReportQuery>

/** GET admin/reports: seekers' reports with the listing, the reporter and the unlock. */
export const getReports = (filters: ReportFilters, offset: number, signal?: AbortSignal) =>
  getPage<Report>('admin/reports', filters, offset, signal)

export const useReports = (filters: ReportFilters) =>
  usePagedList<Report>(adminKeys.reportList(filters), 'admin/reports', filters)
