import { formatCredits, formatRupeesExact } from '@app/contract/numbers'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'
import type { CartTotals } from '../cart-math'

/** One label-value row of a summary or bill. */
export function SummaryRow({
  label,
  value,
  strong = false,
  className,
}: {
  label: ReactNode
  value: ReactNode
  strong?: boolean
  className?: string
}) {
  return (
    <div className={cn('flex items-baseline justify-between gap-4 py-1.5', className)}>
      <dt className={strong ? 'text-ink font-semibold' : 'text-muted text-sm'}>{label}</dt>
      <dd className={strong ? 'text-brand-800 text-xl font-bold' : 'text-ink font-medium'}>
        {value}
      </dd>
    </div>
  )
}

/** Credits, bonus credits and the total a cart comes to. */
export function CreditRows({ totals }: { totals: CartTotals }) {
  return (
    <>
      <SummaryRow label="Credits" value={formatCredits(totals.credits)} />
      <SummaryRow
        label="Bonus credits (free)"
        value={totals.bonus > 0 ? `+${formatCredits(totals.bonus)}` : '0'}
      />
      <SummaryRow
        label="Credits you get"
        value={formatCredits(totals.credits + totals.bonus)}
        className="border-line border-b pb-3"
      />
      <SummaryRow label="Price incl. GST" value={formatRupeesExact(totals.amount)} strong />
    </>
  )
}
