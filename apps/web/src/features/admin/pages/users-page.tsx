import { formatCount } from '@app/contract/numbers'
import type { AdminUser } from '@app/contract/admin'
import { ADMIN_SETTABLE_USER_TYPES } from '@app/contract/admin-texts'
import { Link } from 'react-router'
import { MoreButton } from '../../../components/ui/more-button'
import { formatDay } from '../admin-format'
import { adminUserPath } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { useUsers, type UserFilters } from '../api/get-users'
import { BlockedBadge, Pill, UserTypeBadge, userTypeLabel } from '../components/badges'
import { Cell, DataTable, Row } from '../components/data-table'
import { FilterBar, FilterSelect } from '../components/filter-bar'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { oneOf, useUrlFilters } from '../use-url-filters'

const TYPES = ADMIN_SETTABLE_USER_TYPES.map(String)
const TYPE_OPTIONS = ADMIN_SETTABLE_USER_TYPES.map((t) => ({
  value: String(t),
  label: userTypeLabel(t),
}))
const COLUMNS = ['User', 'Phone', 'Type', 'Credits', 'Listings', 'Unlocks', 'Status', 'Joined']

/** /admin/users: accounts by name, e-mail or phone, and by type. */
export function Component() {
  const filters = useUrlFilters(['q', 'user_type'] as const)
  const { q, user_type } = filters.values
  const type = oneOf(user_type, TYPES)
  const query: UserFilters = { q: q || undefined, user_type: type ? Number(type) : undefined }
  const list = useUsers(query)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0

  return (
    <div className="space-y-5">
      <FilterBar
        label={ADMIN_UI.usersSearch}
        searchLabel={ADMIN_UI.usersSearch}
        searchHint={ADMIN_UI.usersSearchHint}
        query={q}
        onSearch={(text) => filters.update({ q: text })}
        active={filters.active}
        onClear={filters.clear}
      >
        <FilterSelect
          label="Type"
          value={type ?? ''}
          options={TYPE_OPTIONS}
          allLabel="Every type"
          onChange={(value) => filters.update({ user_type: value })}
        />
      </FilterBar>

      {list.isPending ? (
        <ListSkeleton label="Loading users" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_UI.noUsers} />
      ) : (
        <>
          <ShowingCount shown={rows.length} total={total} noun={total === 1 ? 'user' : 'users'} />
          <DataTable caption="Users" columns={COLUMNS}>
            {rows.map((u) => (
              <UserRow key={u.id} user={u} />
            ))}
          </DataTable>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}

function UserRow({ user: u }: { user: AdminUser }) {
  return (
    <Row>
      <Cell label="User" className="lg:max-w-72">
        <Link
          to={adminUserPath(u.id)}
          className="text-brand-800 hover:text-brand-600 inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline lg:min-h-0"
        >
          {u.name || `User #${u.id}`}
        </Link>
        <p className="text-muted mt-0.5 truncate text-xs">{u.email ?? 'No e-mail'}</p>
      </Cell>
      <Cell label="Phone" className="tabular-nums">
        {u.phone_number}
      </Cell>
      <Cell label="Type">
        <UserTypeBadge type={u.user_type} />
      </Cell>
      <Cell label="Credits" className="font-semibold tabular-nums">
        {formatCount(u.credits)}
      </Cell>
      <Cell label="Listings" className="tabular-nums">
        {formatCount(u.listings)}
      </Cell>
      <Cell label="Unlocks" className="tabular-nums">
        {formatCount(u.unlocks)}
      </Cell>
      <Cell label="Status">{u.blocked ? <BlockedBadge /> : <Pill tone="green">Active</Pill>}</Cell>
      <Cell label="Joined" className="whitespace-nowrap">
        {formatDay(u.created_at)}
      </Cell>
    </Row>
  )
}
