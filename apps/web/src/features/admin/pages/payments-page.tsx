import { formatCount, formatPaise, plural } from '@app/contract/numbers'
import { formatWhen } from '../../../lib/format'
import type { AdminPayment } from '@app/contract/admin'
import { PAYMENT_STATUS_NAMES } from '@app/contract/admin-texts'
import { Link } from 'react-router'
import { MoreButton } from '../../../components/ui/more-button'
import { adminUserPath } from '../admin-paths'
import { ADMIN_UI } from '../admin-ui'
import { usePayments, type PaymentFilters } from '../api/get-payments'
import { PaymentStatusBadge } from '../components/badges'
import { CopyText } from '../components/copy-text'
import { Cell, DataTable, Row } from '../components/data-table'
import { FilterBar, FilterSelect } from '../components/filter-bar'
import { EmptyState, ListSkeleton, LoadError, ShowingCount } from '../components/list-states'
import { Gstr1Export } from '../components/gstr1-export'
import { InvoiceButton, ReconcileButton } from '../components/payment-actions'
import { oneOf, useUrlFilters } from '../use-url-filters'

const STATUS_LABEL = { pending: 'Pending', paid: 'Paid', failed: 'Failed' } as const
const STATUS_OPTIONS = PAYMENT_STATUS_NAMES.map((s) => ({ value: s, label: STATUS_LABEL[s] }))
const PROVIDER_LABEL = { razorpay: 'Razorpay', sandbox: 'Sandbox' } as const
const COLUMNS = ['Order', 'Buyer', 'Provider ids', 'Amount', 'Status', 'Actions']

/** /admin/payments: top-up orders by status or by any of their ids; reconcile, invoice. */
export function Component() {
  const filters = useUrlFilters(['q', 'status'] as const)
  const { q, status } = filters.values
  const query: PaymentFilters = { q: q || undefined, status: oneOf(status, PAYMENT_STATUS_NAMES) }
  const list = usePayments(query)
  const rows = list.data?.pages.flatMap((p) => p.data) ?? []
  const total = list.data?.pages.at(-1)?.pagination.total ?? 0

  return (
    <div className="space-y-5">
      <Gstr1Export />
      <FilterBar
        label={ADMIN_UI.paymentsSearch}
        searchLabel={ADMIN_UI.paymentsSearch}
        searchHint={ADMIN_UI.paymentsSearchHint}
        query={q}
        onSearch={(text) => filters.update({ q: text })}
        active={filters.active}
        onClear={filters.clear}
      >
        <FilterSelect
          label="Status"
          value={query.status ?? ''}
          options={STATUS_OPTIONS}
          allLabel="Every status"
          onChange={(value) => filters.update({ status: value })}
        />
      </FilterBar>

      {list.isPending ? (
        <ListSkeleton label="Loading payments" />
      ) : !list.data ? (
        <LoadError error={list.error} onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState text={ADMIN_UI.noPayments} />
      ) : (
        <>
          <ShowingCount shown={rows.length} total={total} noun={total === 1 ? 'order' : 'orders'} />
          <DataTable caption="Payment orders" columns={COLUMNS}>
            {rows.map((o) => (
              <PaymentRow key={o.id} order={o} />
            ))}
          </DataTable>
          <MoreButton list={list} />
        </>
      )}
    </div>
  )
}

function PaymentRow({ order: o }: { order: AdminPayment }) {
  return (
    <Row>
      <Cell label="Order">
        <p className="text-ink font-semibold">
          #{o.id}{' '}
          <span className="text-muted text-xs font-normal">· {PROVIDER_LABEL[o.provider]}</span>
        </p>
        <p className="text-muted text-xs whitespace-nowrap">{formatWhen(o.created_at)}</p>
        {o.receipt && (
          <p
            className="text-muted max-w-36 truncate font-mono text-xs max-lg:ml-auto"
            title={o.receipt}
          >
            {o.receipt}
          </p>
        )}
      </Cell>
      <Cell label="Buyer">
        <Link
          to={adminUserPath(o.user.id)}
          className="text-ink hover:text-brand-600 font-medium hover:underline"
        >
          {o.user.name}
        </Link>
        <p className="text-muted text-xs tabular-nums">{o.user.phone_number}</p>
      </Cell>
      <Cell label="Provider ids" className="lg:max-w-64">
        <div className="flex flex-col gap-1 max-lg:items-end">
          <CopyText value={o.provider_order_id} label="order id" />
          {o.provider_payment_id ? (
            <CopyText value={o.provider_payment_id} label="payment id" />
          ) : (
            <span className="text-muted text-xs">No payment id yet</span>
          )}
        </div>
      </Cell>
      <Cell label="Amount" className="whitespace-nowrap tabular-nums">
        <p className="text-ink font-semibold">{formatPaise(o.amount_paise)}</p>
        <p className="text-muted text-xs">
          {plural(o.credits, 'credit')}
          {o.bonus_credits > 0 && ` (incl. ${formatCount(o.bonus_credits)} bonus)`}
        </p>
      </Cell>
      <Cell label="Status">
        <PaymentStatusBadge status={o.status} />
        <StatusDates order={o} />
      </Cell>
      <Cell label="Actions" className="whitespace-nowrap">
        {o.status === 'paid' ? <InvoiceButton order={o} /> : <ReconcileButton order={o} />}
      </Cell>
    </Row>
  )
}

/** When the order was settled and last asked about, under its status. */
function StatusDates({ order: o }: { order: AdminPayment }) {
  const dates = [
    ['Paid', o.paid_at],
    ['Failed', o.failed_at],
    ['Checked', o.checked_at],
  ].filter((d): d is [string, string] => d[1] !== null)
  if (dates.length === 0) return null
  return (
    <dl className="mt-1 text-xs">
      {dates.map(([label, at]) => (
        <div key={label} className="whitespace-nowrap">
          <dt className="text-muted inline">{label} </dt>
          <dd className="inline">{formatWhen(at)}</dd>
        </div>
      ))}
    </dl>
  )
}
