import { cn } from '../../../lib/cn'
import { paymentStatusLabel } from '../wallet-texts'

const TONE = {
  Success: 'bg-emerald-50 text-emerald-800 border-emerald-200',
  Pending: 'bg-accent-100 text-accent-700 border-accent-400/40',
  Failed: 'bg-red-50 text-red-700 border-red-200',
} as const

/** Success / Pending / Failed, by the transaction's status number. */
export function PaymentStatus({ status }: { status: number }) {
  const label = paymentStatusLabel(status)
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        TONE[label],
      )}
    >
      {label}
    </span>
  )
}
