import type { ReactNode, TdHTMLAttributes } from 'react'
import {
  CELL_WIDE,
  HEAD_CELL,
  HEAD_WIDE,
  ROW_WIDE,
  TABLE_WIDE,
  WRAP_WIDE,
} from '../../../components/ui/stacked-table'
import { cn } from '../../../lib/cn'

/**
 * A console table on the kit's wide stacked-table classes: a plain table from 1024 px, a card per
 * row below it, where each cell reads "label · value" (the column's name comes from `data-label`).
 */
export function DataTable({
  caption,
  columns,
  children,
  className,
}: {
  /** Names the table for screen readers. */
  caption: string
  columns: readonly string[]
  children: ReactNode
  className?: string
}) {
  return (
    <div className={cn(WRAP_WIDE, 'lg:bg-white', className)}>
      <table className={cn(TABLE_WIDE, 'md:max-lg:block')}>
        <caption className="sr-only">{caption}</caption>
        <thead className={HEAD_WIDE}>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={HEAD_CELL}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        {/* Two cards a row on tablets, one on phones. */}
        <tbody className="md:max-lg:grid md:max-lg:grid-cols-2 md:max-lg:gap-3">{children}</tbody>
      </table>
    </div>
  )
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr
      className={cn(
        ROW_WIDE,
        'lg:hover:bg-brand-50/40 max-lg:bg-white md:max-lg:[&+&]:mt-0',
        className,
      )}
    >
      {children}
    </tr>
  )
}

/** One cell; on phones its content sits right of its label, right-aligned. */
export function Cell({
  label,
  className,
  children,
  ...props
}: { label: string } & TdHTMLAttributes<HTMLTableCellElement>) {
  return (
    <td data-label={label} className={cn(CELL_WIDE, className)} {...props}>
      <div className="min-w-0 max-lg:text-right">{children}</div>
    </td>
  )
}
