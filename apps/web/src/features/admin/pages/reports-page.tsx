import { formatCount, plural } from '@app/contract/numbers'
import { formatWhen } from '../../../lib/format'
import type { Report } from '@app/contract/report'
import {
  isContactReason,
  REPORT_ANSWER_LABEL,
  REPORT_REASON_LABEL,
  REPORT_RESOLUTION_LABEL,
  REPORT_STATUS_LABEL,
  REPORT_STATUSES,
} from '@app/contract/admin-texts'
import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { Card } from '../../../components/ui/card'
import { MoreButton } from '../../../components/ui/more-button'
import { propertyPath } from '../../../lib/paths'
import { adminUserPath } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { useReports, type ReportFilters } from '../api/get-reports'
import { ListingStatusBadge, Pill, ReportStatusBadge } from '../components/badges'
import { FilterBar, FilterSelect } from '../components/filter-bar'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { ResolveButton } from '../components/resolve-report-dialog'
import { oneOf, positiveInt, useUrlFilters } from '../use-url-filters'

/** The status filter: open reports unless another status (or all) is asked for. */
const ALL = 'all'
const STATUS_OPTIONS = [
  ...REPORT_STATUSES.map((s) => ({ value: s, label: REPORT_STATUS_LABEL[s] })),
  { value: ALL, label: 'All reports' },
]

/** /admin/reports: the queue, open first; each report with its story and a way to resolve it. */
export function Component() {
  const filters = useUrlFilters(['status', 'property_id'] as const)
  const { status, property_id } = filters.values
  const shownStatus = status === ALL ? ALL : (oneOf(status, REPORT_STATUSES) ?? 'open')
  const propertyId = positiveInt(property_id)
  const query: ReportFilters = {
    status: shownStatus === ALL ? undefined : shownStatus,
    property_id: propertyId,
  }
  const list = useReports(query)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0

  return (
    <div className="space-y-5">
      <FilterBar label="Filter reports" active={filters.active} onClear={filters.clear}>
        <FilterSelect
          label="Status"
          value={shownStatus}
          options={STATUS_OPTIONS}
          allLabel={null}
          onChange={(value) => filters.update({ status: value === 'open' ? '' : value })}
        />
        {propertyId !== undefined && (
          <p className="text-muted self-center text-sm lg:pb-3">
            On listing <span className="text-ink font-semibold">#{propertyId}</span> only
          </p>
        )}
      </FilterBar>

      {list.isPending ? (
        <ListSkeleton label="Loading reports" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_UI.noReports} />
      ) : (
        <>
          <ShowingCount
            shown={rows.length}
            total={total}
            noun={total === 1 ? 'report' : 'reports'}
          />
          <ul aria-label="Reports" className="space-y-4">
            {rows.map((r) => (
              <li key={r.id}>
                <ReportCard report={r} />
              </li>
            ))}
          </ul>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}

function ReportCard({ report: r }: { report: Report }) {
  const titleId = useId()
  const waitingForOwner = r.status === 'open' && !r.answer && r.answer_due_at !== null
  return (
    <Card className="overflow-hidden">
      <article aria-labelledby={titleId}>
        <header className="border-line flex flex-wrap items-start justify-between gap-3 border-b px-4 py-3 sm:px-5">
          <div className="min-w-0">
            <h3 id={titleId} className="flex flex-wrap items-center gap-2 text-base">
              {REPORT_REASON_LABEL[r.reason]}
              <ReportStatusBadge status={r.status} />
              {isContactReason(r.reason) && <Pill tone="blue">Contact</Pill>}
            </h3>
            <p className="text-muted mt-0.5 text-xs">
              Report #{r.id} · filed {formatWhen(r.created_at)}
            </p>
          </div>
          {r.status === 'open' && <ResolveButton report={r} />}
        </header>

        <dl className="grid gap-x-6 gap-y-3 px-4 py-4 text-sm sm:grid-cols-2 sm:px-5">
          <Fact label="Listing">
            <Link
              to={propertyPath(r.property.id)}
              className="text-brand-700 hover:text-brand-800 font-semibold hover:underline"
            >
              {r.property.name}
            </Link>{' '}
            <ListingStatusBadge status={r.property.status} />
          </Fact>
          <Fact label="Reporter">
            <Link
              to={adminUserPath(r.reporter.id)}
              className="text-ink hover:text-brand-700 font-medium hover:underline"
            >
              {r.reporter.name}
            </Link>{' '}
            <span className="text-muted tabular-nums">· {r.reporter.phone_number}</span>
            <span className="text-muted block text-xs">
              Unlocked {formatWhen(r.unlock.created_at)} for {formatCount(r.unlock.credits_spent)}{' '}
              credits
            </span>
          </Fact>
          <Fact label="Message" wide>
            {r.message ? (
              <blockquote className="border-brand-200 text-ink border-l-2 pl-3 whitespace-pre-line">
                {r.message}
              </blockquote>
            ) : (
              <span className="text-muted">No message.</span>
            )}
          </Fact>
          <Fact label="Owner’s answer" wide>
            {r.answer ? (
              <>
                <span className="text-ink font-semibold">{REPORT_ANSWER_LABEL[r.answer]}</span>
                {r.answered_at && (
                  <span className="text-muted"> · {formatWhen(r.answered_at)}</span>
                )}
                {r.answer_message && (
                  <blockquote className="border-line text-ink mt-1 border-l-2 pl-3 whitespace-pre-line">
                    {r.answer_message}
                  </blockquote>
                )}
              </>
            ) : (
              <span className="text-muted">No answer yet.</span>
            )}
          </Fact>
        </dl>

        {waitingForOwner && r.answer_due_at && (
          <p className="border-accent-400/40 bg-accent-100/60 text-accent-700 border-t px-4 py-2.5 text-sm font-medium sm:px-5">
            Refunds automatically at {formatWhen(r.answer_due_at)} unless the owner answers.
          </p>
        )}
        {r.resolution && (
          <div className="border-line bg-surface border-t px-4 py-3 text-sm sm:px-5">
            <p className="text-ink font-semibold">
              {REPORT_RESOLUTION_LABEL[r.resolution]}
              {r.resolved_at && (
                <span className="text-muted font-normal"> · {formatWhen(r.resolved_at)}</span>
              )}
            </p>
            {r.refunded_credits > 0 && (
              <p className="text-emerald-800">{plural(r.refunded_credits, 'credit')} refunded</p>
            )}
            {r.resolution_note && <p className="text-muted mt-0.5">Note: {r.resolution_note}</p>}
          </div>
        )}
      </article>
    </Card>
  )
}

function Fact({
  label,
  wide = false,
  children,
}: {
  label: string
  wide?: boolean
  children: ReactNode
}) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-muted text-xs font-semibold tracking-wide uppercase">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  )
}
