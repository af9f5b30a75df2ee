import type { AuditEntry, AuditQuery } from '@app/contract/admin'
import { adminKeys, type Filters } from './keys'
import { getPage, usePagedList } from './paged-list'

export type AuditFilters = Filters<AuditQuery>

/** GET admin/audit: the append-only log of admin and automatic actions, newest first. */
export const getAudit = (filters: AuditFilters, offset: number, signal?: AbortSignal) =>
  getPage<AuditEntry>('admin/audit', filters, offset, signal)

export const useAudit = (filters: AuditFilters) =>
  usePagedList<AuditEntry>(adminKeys.auditList(filters), 'admin/audit', filters)
