import type { AdminUser, AdminUserQuery } from '@app/contract/admin'
import { adminKeys, type Filters } from './keys'
import { getPage, usePagedList } from './paged-list'

export type UserFilters = Filters<AdminUserQuery>

/** GET admin/users: accounts with their credits and counts. */
export const getUsers = (filters: UserFilters, offset: number, signal?: AbortSignal) =>
  getPage<AdminUser>('admin/users', filters, offset, signal)

export const useUsers = (filters: UserFilters) =>
  usePagedList<AdminUser>(adminKeys.userList(filters), 'admin/users', filters)
