import { formatCredits, formatSigned } from '@app/contract/numbers'
import { LEDGER_KIND_LABEL } from '@app/contract/wallet-texts'
import { formatWhen } from '../../../lib/format'
import type { LedgerEntry } from '@app/contract/wallet'
import { Link } from 'react-router'
import { RetryAlert } from '../../../components/ui/alert'
import { cn } from '../../../lib/cn'
import { errorMessage } from '../../../lib/form-errors'
import { propertyPath } from '../../../lib/paths'
import { useLedger } from '../api/get-ledger'
import { WALLET_UI } from '../wallet-texts'
import { EmptyText, TableSkeleton } from './list-parts'
import { MoreButton } from '../../../components/ui/more-button'
import { CELL, HEAD, HEAD_CELL, ROW, TABLE, WRAP } from '../../../components/ui/stacked-table'

/** "Credit history": every change of the balance, what it was for and the balance after it. */
export function LedgerTable({ enabled = true }: { enabled?: boolean }) {
  const ledger = useLedger(enabled)

  if (ledger.isPending) return <TableSkeleton />
  if (!ledger.data)
    return (
      <RetryAlert
        message={errorMessage(ledger.error, WALLET_UI.ledgerFetchFailed)}
        onRetry={() => void ledger.refetch()}
      />
    )

  const rows = ledger.data.pages.flatMap((page) => page.data)
  if (rows.length === 0) return <EmptyText text={WALLET_UI.noLedger} />

  return (
    <>
      <div className={WRAP}>
        <table className={TABLE}>
          <caption className="sr-only">Your credit history</caption>
          <thead className={HEAD}>
            <tr>
              {['Date', 'Details', 'Credits', 'Balance'].map((head) => (
                <th key={head} scope="col" className={HEAD_CELL}>
                  {head}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={ROW}>
                <td data-label="Date" className={`${CELL} whitespace-nowrap`}>
                  {formatWhen(row.created_at)}
                </td>
                <td data-label="Details" className={`${CELL} text-ink`}>
                  <EntryDetails entry={row} />
                </td>
                <td
                  data-label="Credits"
                  className={cn(
                    CELL,
                    'font-semibold tabular-nums',
                    row.credits >= 0 ? 'text-emerald-700' : 'text-red-700',
                  )}
                >
                  {formatSigned(row.credits)}
                </td>
                <td data-label="Balance" className={`${CELL} tabular-nums`}>
                  {formatCredits(row.balance_after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreButton list={ledger} />
    </>
  )
}

/** Top-up; Unlock of <property>; Refund for <property>; Adjustment; Welcome credits. */
function EntryDetails({ entry }: { entry: LedgerEntry }) {
  const label = LEDGER_KIND_LABEL[entry.kind]
  if (entry.property_id === null) return <span className="font-medium">{label}</span>
  const name = entry.property_name?.trim() || `property #${entry.property_id}`
  return (
    <span className="min-w-0 text-right sm:text-left">
      <span className="font-medium">{label}</span> {entry.kind === 'refund' ? 'for' : 'of'}{' '}
      <Link
        to={propertyPath(entry.property_id)}
        className="text-brand-600 hover:text-brand-800 font-medium underline underline-offset-2"
      >
        {name}
      </Link>
    </span>
  )
}
