import type {
  AdminPaymentQuery,
  AdminPropertyQuery,
  AdminReportQuery,
  AdminUserQuery,
  AuditQuery,
  EnquiryKind,
} from '@app/contract/admin'

/** A list's filters as the console sends them (paging comes from the list itself). */
export type Filters<Q> = Partial<Omit<Q, 'offset' | 'limit'>>

/**
 * Everything the console shows sits under ['admin', <area>]: a mutation invalidates the areas
 * whose figures it changes (listed beside each mutation), and every open list of them refreshes.
 */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  statsFor: (days: number) => ['admin', 'stats', days] as const,
  properties: ['admin', 'properties'] as const,
  propertyList: (filters: Filters<AdminPropertyQuery>) => ['admin', 'properties', filters] as const,
  users: ['admin', 'users'] as const,
  userList: (filters: Filters<AdminUserQuery>) => ['admin', 'users', 'list', filters] as const,
  user: (id: number) => ['admin', 'users', 'profile', id] as const,
  payments: ['admin', 'payments'] as const,
  paymentList: (filters: Filters<AdminPaymentQuery>) => ['admin', 'payments', filters] as const,
  reports: ['admin', 'reports'] as const,
  reportList: (filters: Filters<AdminReportQuery>) => ['admin', 'reports', filters] as const,
  audit: ['admin', 'audit'] as const,
  auditList: (filters: Filters<AuditQuery>) => ['admin', 'audit', filters] as const,
  enquiries: (kind: EnquiryKind) => ['admin', 'enquiries', kind] as const,
}

/** Rows per page of the console's tables (View More adds as many again). */
export const ADMIN_PAGE_SIZE = 20
