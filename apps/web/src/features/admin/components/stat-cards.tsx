import { useId, type ReactNode } from 'react'
import { Link } from 'react-router'
import { cn } from '../../../lib/cn'

/** A group of figures under a heading, as a description list (label, then value). */
export function StatGroup({
  title,
  note,
  className,
  children,
}: {
  title: string
  note?: string
  className?: string
  children: ReactNode
}) {
  const id = useId()
  return (
    <section aria-labelledby={id} className={className}>
      <div className="mb-3 flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id={id} className="text-lg">
          {title}
        </h2>
        {note && <p className="text-muted text-xs">{note}</p>}
      </div>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:grid-cols-5">{children}</dl>
    </section>
  )
}

/** One figure. `to` makes the card a link to where the figure comes from. */
export function StatCard({
  label,
  value,
  detail,
  highlight = false,
  warn = false,
  to,
}: {
  label: string
  value: ReactNode
  detail?: ReactNode
  /** A headline figure: larger, on the brand colour. */
  highlight?: boolean
  /** Something needs attention (open reports). */
  warn?: boolean
  to?: string
}) {
  return (
    <div
      className={cn(
        'relative flex min-w-0 flex-col rounded-2xl border p-4 shadow-[0_1px_3px_rgb(15_43_70/0.06)] sm:p-5',
        highlight
          ? 'from-brand-800 to-brand-700 border-brand-800 bg-gradient-to-br text-white'
          : 'border-line bg-white',
        warn && !highlight && 'border-accent-400 bg-accent-100/60',
        to && 'focus-within:ring-accent-500 transition-shadow focus-within:ring-2 hover:shadow-md',
      )}
    >
      <dt
        className={cn(
          'order-1 text-xs font-semibold tracking-wide uppercase',
          highlight ? 'text-brand-100' : 'text-muted',
        )}
      >
        {to ? (
          // The whole card is the link's target; the label names it.
          <Link to={to} className="outline-none after:absolute after:inset-0 after:rounded-2xl">
            {label}
          </Link>
        ) : (
          label
        )}
      </dt>
      <dd
        className={cn(
          'order-2 mt-1 truncate font-bold tabular-nums',
          highlight ? 'text-2xl text-white sm:text-3xl' : 'text-brand-800 text-2xl',
          warn && !highlight && 'text-accent-700',
        )}
      >
        {value}
      </dd>
      {detail && (
        <dd className={cn('order-3 mt-1 text-xs', highlight ? 'text-brand-100' : 'text-muted')}>
          {detail}
        </dd>
      )}
    </div>
  )
}
