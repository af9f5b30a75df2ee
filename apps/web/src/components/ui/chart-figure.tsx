import { Component as ReactComponent, Suspense, useId, type ReactNode } from 'react'
import { Skeleton } from './skeleton'
import { cn } from '../../lib/cn'

export interface FigureTable {
  /** Names the table for screen readers: what, over which window. */
  caption: string
  columns: readonly string[]
  rows: readonly (readonly ReactNode[])[]
}

/**
 * A chart with its words: a heading and a one-line summary anyone can read, the drawing (hidden
 * from screen readers, which get the same figures as a table instead), loaded on demand.
 */
export function ChartFigure({
  title,
  summary,
  table,
  heightClass = 'h-60',
  className,
  children,
}: {
  title: string
  summary: ReactNode
  table: FigureTable
  heightClass?: string
  className?: string
  /** The drawing (a chart from dashboard-charts, lazily loaded). */
  children: ReactNode
}) {
  const id = useId()
  return (
    <figure
      aria-labelledby={id}
      className={cn(
        'border-line min-w-0 rounded-2xl border bg-white p-4 shadow-[0_1px_3px_rgb(15_43_70/0.06)] sm:p-5',
        className,
      )}
    >
      <figcaption>
        <h3 id={id} className="text-base">
          {title}
        </h3>
        <p className="text-muted mt-0.5 text-sm">{summary}</p>
      </figcaption>
      <div aria-hidden="true" className={cn('mt-4 -ml-2', heightClass)}>
        <ChartBoundary>
          <Suspense fallback={<Skeleton className="size-full" />}>{children}</Suspense>
        </ChartBoundary>
      </div>
      {/* In a box of its own: a table is as wide as its cells, whatever sr-only says. */}
      <div className="sr-only">
        <table>
          <caption>{table.caption}</caption>
          <thead>
            <tr>
              {table.columns.map((c) => (
                <th key={c} scope="col">
                  {c}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row, i) => (
              <tr key={i}>
                {row.map((cell, j) =>
                  j === 0 ? (
                    <th key={j} scope="row">
                      {cell}
                    </th>
                  ) : (
                    <td key={j}>{cell}</td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  )
}

/** A chart that could not load or draw leaves a note; the figures are still in the table. */
class ChartBoundary extends ReactComponent<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  override render() {
    if (this.state.failed)
      return (
        <p className="bg-surface text-muted grid size-full place-items-center rounded-lg px-4 text-center text-sm">
          The chart could not be drawn. Reload the page to try again.
        </p>
      )
    return this.props.children
  }
}
