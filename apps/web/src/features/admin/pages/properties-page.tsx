import { formatCount } from '@app/contract/numbers'
import type { AdminProperty } from '@app/contract/admin'
import { LISTING_VISIBILITIES } from '@app/contract/admin-texts'
import { COMPLETION_LEVEL, LISTING_TEXTS } from '@app/contract/listing-texts'
import { Link } from 'react-router'
import { MoreButton } from '../../../components/ui/more-button'
import { propertyPath } from '../../../lib/paths'
import { formatDay } from '../admin-format'
import { adminUserPath, reportsOfPath } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { useProperties, type PropertyFilters } from '../api/get-properties'
import { ListingStatusBadge, Pill } from '../components/badges'
import { Cell, DataTable, Row } from '../components/data-table'
import { FilterBar, FilterSelect } from '../components/filter-bar'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { PropertyActions, VerifySwitch } from '../components/property-actions'
import { oneOf, useUrlFilters } from '../use-url-filters'

const COMPLETION_OPTIONS = [
  { value: String(COMPLETION_LEVEL.basic), label: 'Step 1/4: basics' },
  { value: String(COMPLETION_LEVEL.priced), label: 'Step 2/4: priced' },
  { value: String(COMPLETION_LEVEL.attached), label: 'Step 3/4: files in' },
  { value: String(COMPLETION_LEVEL.complete), label: 'Complete' },
]
const VISIBILITY_LABEL = { visible: 'Visible', hidden: 'Hidden' } as const
const VISIBILITY_OPTIONS = LISTING_VISIBILITIES.map((v) => ({
  value: v,
  label: VISIBILITY_LABEL[v],
}))
const LEVELS = COMPLETION_OPTIONS.map((o) => o.value)

const COLUMNS = ['Listing', 'Owner', 'Status', 'Activity', 'Created', 'Actions']

/** /admin/properties: every listing, searchable and filtered by completion and visibility. */
export function Component() {
  const filters = useUrlFilters(['q', 'completion', 'visibility'] as const)
  const { q, completion, visibility } = filters.values
  const query: PropertyFilters = {
    q: q || undefined,
    completion: oneOf(completion, LEVELS) ? Number(completion) : undefined,
    visibility: oneOf(visibility, LISTING_VISIBILITIES),
  }
  const list = useProperties(query)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0

  return (
    <div className="space-y-5">
      <FilterBar
        label={ADMIN_UI.propertiesSearch}
        searchLabel={ADMIN_UI.propertiesSearch}
        searchHint={ADMIN_UI.propertiesSearchHint}
        query={q}
        onSearch={(text) => filters.update({ q: text })}
        active={filters.active}
        onClear={filters.clear}
      >
        <FilterSelect
          label="Completion"
          value={query.completion ? completion : ''}
          options={COMPLETION_OPTIONS}
          allLabel="Any step"
          onChange={(value) => filters.update({ completion: value })}
        />
        <FilterSelect
          label="Visibility"
          value={query.visibility ?? ''}
          options={VISIBILITY_OPTIONS}
          allLabel="Any"
          onChange={(value) => filters.update({ visibility: value })}
        />
      </FilterBar>

      {list.isPending ? (
        <ListSkeleton label="Loading listings" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_UI.noProperties} />
      ) : (
        <>
          <ShowingCount
            shown={rows.length}
            total={total}
            noun={total === 1 ? 'listing' : 'listings'}
          />
          <DataTable caption="Listings" columns={COLUMNS}>
            {rows.map((p) => (
              <PropertyRow key={p.id} property={p} />
            ))}
          </DataTable>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}

function PropertyRow({ property: p }: { property: AdminProperty }) {
  const name = p.name.trim() || LISTING_TEXTS.untitled
  return (
    <Row>
      <Cell label="Listing" className="lg:min-w-48">
        <Link
          to={propertyPath(p.id)}
          className="text-brand-800 hover:text-brand-600 font-semibold underline-offset-2 hover:underline"
        >
          {name}
        </Link>
        <p className="text-muted mt-0.5 text-xs">
          #{p.id}
          {p.location ? ` · ${p.location}` : ''}
        </p>
      </Cell>
      <Cell label="Owner" className="lg:min-w-32">
        <Link
          to={adminUserPath(p.owner.id)}
          className="text-ink hover:text-brand-600 font-medium underline-offset-2 hover:underline"
        >
          {p.owner.name}
        </Link>
        <p className="text-muted mt-0.5 text-xs tabular-nums">{p.owner.phone_number}</p>
      </Cell>
      <Cell label="Status" className="lg:min-w-36">
        <div className="flex flex-col gap-1.5 max-lg:items-end">
          <ListingStatusBadge status={p.status} level={p.completion_level} />
          {p.hidden_reason && (
            <p className="max-w-56 text-xs text-red-700">
              <span className="font-semibold">Reason:</span> {p.hidden_reason}
            </p>
          )}
          <VerifySwitch id={p.id} name={name} verified={p.verified} />
        </div>
      </Cell>
      <Cell label="Activity" className="whitespace-nowrap">
        <p className="tabular-nums">
          {formatCount(p.unlocks)} {p.unlocks === 1 ? 'unlock' : 'unlocks'}
        </p>
        {p.open_reports > 0 ? (
          <Link
            to={reportsOfPath(p.id)}
            className="mt-1 inline-block rounded-full"
            aria-label={`${formatCount(p.open_reports)} open ${p.open_reports === 1 ? 'report' : 'reports'} on ${name}`}
          >
            <Pill tone="amber">
              {formatCount(p.open_reports)} open {p.open_reports === 1 ? 'report' : 'reports'}
            </Pill>
          </Link>
        ) : (
          <p className="text-muted text-xs">No open reports</p>
        )}
      </Cell>
      <Cell label="Created" className="whitespace-nowrap">
        {formatDay(p.created_at)}
      </Cell>
      <Cell label="Actions" className="whitespace-nowrap">
        <PropertyActions property={p} name={name} />
      </Cell>
    </Row>
  )
}
