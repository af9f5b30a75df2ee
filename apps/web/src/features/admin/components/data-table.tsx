import type { ReactNode, TdHTMLAttributes } from 'react'
import { CELL, HEAD, HEAD_CELL, ROW, TABLE, WRAP } from '../../../components/ui/stacked-table'
import { cn } from '../../../lib/cn'

/**
 * A console table on the kit's stacked-table classes: a plain table from 640 px, a card per row
 * below it, where each cell reads "label · value" (the column's name comes from `data-label`).
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
    <div className={cn(WRAP, 'sm:bg-white', className)}>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className={HEAD}>
          <tr>
            {columns.map((c) => (
              <th key={c} scope="col" className={HEAD_CELL}>
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  )
}

export function Row({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <tr className={cn(ROW, 'max-sm:bg-white sm:hover:bg-brand-50/40', className)}>{children}</tr>
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
    <td data-label={label} className={cn(CELL, className)} {...props}>
      <div className="min-w-0 max-sm:text-right">{children}</div>
    </td>
  )
}
