import { DownloadIcon } from 'lucide-react'
import { formatCredits, formatRupeesExact } from '@app/contract/numbers'
import { formatWhen } from '../../../lib/format'
import { PAYMENT_STATUS, WALLET_TEXTS, type Transaction } from '@app/contract/wallet'
import { useState } from 'react'
import { Alert, RetryAlert } from '../../../components/ui/alert'
import { errorMessage } from '../../../lib/form-errors'
import { useDownloadInvoice } from '../api/download-invoice'
import { useTransactions } from '../api/get-transactions'
import { WALLET_UI } from '../wallet-texts'
import { EmptyText, TableSkeleton } from './list-parts'
import { MoreButton } from '../../../components/ui/more-button'
import { PaymentStatus } from './payment-status'
import { CELL, HEAD, HEAD_CELL, ROW, TABLE, WRAP } from '../../../components/ui/stacked-table'

/**
 * /user-transactions (spec 000 section 2): Serial No., Amount, Credits, Phone, Date, Status,
 * and the tax invoice of every paid top-up; View More while there are more.
 */
export function TransactionsTable() {
  const transactions = useTransactions()
  const invoice = useDownloadInvoice()
  const [invoiceError, setInvoiceError] = useState<string | null>(null)

  if (transactions.isPending) return <TableSkeleton />
  if (!transactions.data)
    return (
      <RetryAlert
        message={errorMessage(transactions.error, WALLET_UI.transactionsFetchFailed)}
        onRetry={() => void transactions.refetch()}
      />
    )

  const rows = transactions.data.pages.flatMap((page) => page.data)
  if (rows.length === 0) return <EmptyText text={WALLET_TEXTS.noTransactions} />

  const download = (row: Transaction) => {
    setInvoiceError(null)
    invoice.mutate(row.id, {
      onError: (error) => setInvoiceError(errorMessage(error, WALLET_UI.invoiceFailed)),
    })
  }

  return (
    <>
      {invoiceError && <Alert className="mb-4">{invoiceError}</Alert>}
      <div className={WRAP}>
        <table className={TABLE}>
          <caption className="sr-only">Your transactions</caption>
          <thead className={HEAD}>
            <tr>
              {['Serial No.', 'Amount', 'Credits', 'Phone', 'Date', 'Status', 'Invoice'].map(
                (head) => (
                  <th key={head} scope="col" className={HEAD_CELL}>
                    {head}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={row.id} className={ROW}>
                <td data-label="Serial No." className={`${CELL} text-muted font-semibold`}>
                  {i + 1}
                </td>
                <td data-label="Amount" className={`${CELL} text-ink font-semibold`}>
                  {formatRupeesExact(row.amount)}
                </td>
                <td data-label="Credits" className={CELL}>
                  {formatCredits(row.credits)}
                  {row.bonus_credits > 0 && (
                    <span className="text-muted block text-xs">
                      incl. {formatCredits(row.bonus_credits)} bonus
                    </span>
                  )}
                </td>
                <td data-label="Phone" className={CELL}>
                  {row.phone_number ?? '—'}
                </td>
                <td data-label="Date" className={`${CELL} whitespace-nowrap`}>
                  {formatWhen(row.created_at)}
                </td>
                <td data-label="Status" className={CELL}>
                  <PaymentStatus status={row.status} />
                </td>
                <td data-label="Invoice" className={CELL}>
                  {row.status === PAYMENT_STATUS.success ? (
                    <button
                      type="button"
                      onClick={() => download(row)}
                      disabled={invoice.isPending && invoice.variables === row.id}
                      aria-label={`Invoice ${row.invoice_number ?? `for transaction ${i + 1}`}`}
                      className="text-brand-600 hover:text-brand-800 inline-flex items-center gap-1.5 font-semibold underline-offset-2 hover:underline disabled:opacity-60"
                    >
                      <DownloadIcon className="size-4 shrink-0" />
                      {invoice.isPending && invoice.variables === row.id
                        ? 'Downloading…'
                        : 'Invoice'}
                    </button>
                  ) : (
                    <span className="text-muted">—</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <MoreButton list={transactions} />
    </>
  )
}
