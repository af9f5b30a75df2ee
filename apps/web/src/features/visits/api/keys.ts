import type { VisitRole, VisitWhen } from '@app/contract/visits'

/** The lists one visit may be on. */
export interface VisitsFilter {
  role?: VisitRole
  when: VisitWhen
  propertyId?: number
}

/**
 * Every visit list sits under ['visits']: an answer, a decline or a cancel moves a visit from
 * one list to another (upcoming to past, a listing's to the account's), so each refreshes all.
 */
export const visitKeys = {
  all: ['visits'] as const,
  list: (filter: VisitsFilter) =>
    ['visits', filter.role ?? 'any', filter.when, filter.propertyId ?? 'all'] as const,
}
