import { DownloadIcon } from 'lucide-react'
import { plural } from '@app/contract/numbers'
import type { AdminPayment } from '@app/contract/admin'
import type { PaymentStatusName } from '@app/contract/admin-texts'
import { Button } from '../../../components/ui/button'
import { useToast } from '../../../components/ui/toast'
import { errorMessage } from '../../../lib/form-errors'
import { ADMIN_UI } from '../admin-ui'
import { useDownloadInvoice } from '../api/download-invoice'
import { useReconcilePayment } from '../api/reconcile-payment'

/** What a reconciliation found, in a sentence: from `before` to the order as it now is. */
export function reconcileResult(before: PaymentStatusName, order: AdminPayment): string {
  const name = `Order #${order.id}`
  if (order.status === before)
    return before === 'pending'
      ? `${name} is still pending at the provider.`
      : `${name} is unchanged: ${order.status}.`
  if (order.status === 'paid')
    return `${name} is paid: ${plural(order.credits, 'credit')} ${order.credits === 1 ? 'is' : 'are'} in the wallet.`
  if (order.status === 'failed') return `${name} failed at the provider. No credits were added.`
  return `${name} is now ${order.status}.`
}

/** Asks the provider how an unpaid order stands and settles it (credits in once if paid). */
export function ReconcileButton({ order }: { order: AdminPayment }) {
  const reconcile = useReconcilePayment()
  const toast = useToast()
  return (
    <Button
      size="sm"
      variant="outline"
      disabled={reconcile.isPending}
      aria-label={`Reconcile order #${order.id}`}
      onClick={() =>
        reconcile.mutate(order.id, {
          onSuccess: (now) =>
            toast.show(
              reconcileResult(order.status, now),
              now.status === 'paid' ? 'success' : 'info',
            ),
          onError: (error) => toast.error(errorMessage(error, ADMIN_UI.actionFailed)),
        })
      }
    >
      {reconcile.isPending ? 'Checking…' : 'Reconcile'}
    </Button>
  )
}

/** The paid order's tax invoice, fetched with the admin's token and saved as a PDF. */
export function InvoiceButton({ order }: { order: AdminPayment }) {
  const invoice = useDownloadInvoice()
  const toast = useToast()
  return (
    <Button
      size="sm"
      variant="ghost"
      disabled={invoice.isPending}
      aria-label={`Invoice ${order.invoice_number ?? `of order #${order.id}`}`}
      onClick={() =>
        invoice.mutate(order.id, {
          onError: (error) => toast.error(errorMessage(error, ADMIN_UI.invoiceFailed)),
        })
      }
    >
      <DownloadIcon className="size-4 shrink-0" />
      {invoice.isPending ? 'Downloading…' : 'Invoice'}
    </Button>
  )
}
