import type { AdminProperty, AdminPropertyQuery } from '@app/contract/admin'
import { adminKeys, type Filters } from './keys'
import { getPage, usePagedList } from './paged-list'

export type PropertyFilters = Filters<AdminPropertyQuery>

/** GET admin/properties: every listing in any state, with its owner, newest first. */
export const getProperties = (filters: PropertyFilters, offset: number, signal?: AbortSignal) =>
  getPage<AdminProperty>('admin/properties', filters, offset, signal)

export const useProperties = (filters: PropertyFilters) =>
  usePagedList<AdminProperty>(adminKeys.propertyList(filters), 'admin/properties', filters)
