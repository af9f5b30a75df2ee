import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** Label and value rows (specifications, pricing, contact details). */
export function Facts({ rows, className }: { rows: [string, ReactNode][]; className?: string }) {
  return (
    <dl className={cn('grid text-sm', className)}>
      {rows.map(([label, value]) => (
        <div key={label} className="border-line flex justify-between gap-4 border-b py-2.5">
          <dt className="text-muted shrink-0">{label}</dt>
          <dd className="text-ink text-right font-semibold break-words">{value}</dd>
        </div>
      ))}
    </dl>
  )
}
