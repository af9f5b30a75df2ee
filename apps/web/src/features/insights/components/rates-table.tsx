import { INSIGHT_TEXTS, type RateGroup } from '@app/contract/insights'
import { formatCount, formatRupeesExact, plural } from '@app/contract/numbers'
import { ArrowDownIcon, ArrowUpIcon, ChevronRightIcon } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { CELL, HEAD, HEAD_CELL, ROW, TABLE, WRAP } from '../../../components/ui/stacked-table'
import { cn } from '../../../lib/cn'
import { type RateSort, type SortDirection, type StateRates } from '../rates-view'

/** The columns after the place: the count and the three percentiles. */
const FIGURES = [
  { label: 'Listings', sort: 'listings', value: (g: RateGroup) => formatCount(g.listings) },
  { label: '25th percentile', value: (g: RateGroup) => formatRupeesExact(g.p25_rate) },
  {
    label: 'Median',
    sort: 'median',
    value: (g: RateGroup) => formatRupeesExact(g.median_rate),
  },
  { label: '75th percentile', value: (g: RateGroup) => formatRupeesExact(g.p75_rate) },
] as const satisfies readonly { label: string; sort?: RateSort; value: (g: RateGroup) => string }[]

function SortHeader({
  label,
  column,
  sort,
  direction,
  onSort,
  className,
}: {
  label: string
  column: RateSort
  sort: RateSort
  direction: SortDirection
  onSort: (column: RateSort) => void
  className?: string
}) {
  const active = sort === column
  const Arrow = direction === 'asc' ? ArrowUpIcon : ArrowDownIcon
  return (
    <th
      scope="col"
      className={cn(HEAD_CELL, className)}
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      {/* Phones sort with the Sort by field: their head is for screen readers only. */}
      <button
        type="button"
        onClick={() => onSort(column)}
        className={cn(
          'hover:text-brand-700 inline-flex min-h-8 items-center gap-1 uppercase max-sm:hidden',
          active && 'text-brand-800',
        )}
      >
        {label}
        {active && <Arrow aria-hidden="true" className="size-3.5" />}
      </button>
      <span className="sm:hidden">{label}</span>
    </th>
  )
}

function Figures({ group, strong }: { group: RateGroup; strong?: boolean }) {
  return FIGURES.map((f) => (
    <td
      key={f.label}
      data-label={f.label}
      className={cn(
        CELL,
        'tabular-nums sm:text-right',
        f.label === 'Median' && 'text-ink font-semibold',
        strong && f.label === 'Median' && 'text-brand-800',
      )}
    >
      {f.value(group)}
    </td>
  ))
}

/**
 * States and, under each, its districts with enough listings of their own: a table from 640 px,
 * cards on phones (stacked-table). A state opens and closes its districts; the names, counts and
 * medians sort it.
 */
export function RatesTable({
  states,
  caption,
  sort,
  direction,
  onSort,
  open,
  onToggle,
  highlight,
}: {
  states: StateRates[]
  caption: string
  sort: RateSort
  direction: SortDirection
  onSort: (column: RateSort) => void
  /** The states whose districts are shown. */
  open: ReadonlySet<number>
  onToggle: (stateId: number) => void
  /** A district to pick out (the one a listing's insight line linked to). */
  highlight?: number | undefined
}) {
  // A listing's link lands on its district: brought into view once, when the table first shows.
  const picked = useRef<HTMLTableRowElement>(null)
  useEffect(() => picked.current?.scrollIntoView?.({ block: 'center' }), [])
  return (
    <div className={WRAP}>
      <table className={TABLE}>
        <caption className="sr-only">{caption}</caption>
        <thead className={HEAD}>
          <tr>
            <SortHeader label="State / district" column="name" {...{ sort, direction, onSort }} />
            {FIGURES.map((f) =>
              'sort' in f ? (
                <SortHeader
                  key={f.label}
                  label={f.label}
                  column={f.sort}
                  className="text-right [&>button]:justify-end"
                  {...{ sort, direction, onSort }}
                />
              ) : (
                <th key={f.label} scope="col" className={cn(HEAD_CELL, 'text-right')}>
                  {f.label}
                </th>
              ),
            )}
          </tr>
        </thead>
        {states.map(({ state, districts }) => {
          const isOpen = open.has(state.state_id)
          const listId = `districts-${state.state_id}`
          const others = state.other_listings ?? 0
          return (
            <tbody key={state.state_id} id={listId} className="max-sm:block max-sm:[&+&]:mt-3">
              <tr className={cn(ROW, 'sm:bg-white')}>
                <th scope="row" className={cn(CELL, 'text-ink font-semibold max-sm:before:hidden')}>
                  <button
                    type="button"
                    aria-expanded={isOpen}
                    aria-controls={listId}
                    onClick={() => onToggle(state.state_id)}
                    className="hover:text-brand-700 -mx-1 inline-flex min-h-11 items-center gap-1.5 rounded px-1 text-left"
                  >
                    <ChevronRightIcon
                      aria-hidden="true"
                      className={cn(
                        'text-muted size-4 shrink-0 transition-transform',
                        isOpen && 'rotate-90',
                      )}
                    />
                    <span>{state.state_name}</span>
                  </button>
                  <span className="text-muted ml-auto text-xs font-normal sm:ml-2">
                    {districts.length > 0 ? plural(districts.length, 'district') : 'State only'}
                  </span>
                </th>
                <Figures group={state} strong />
              </tr>
              {isOpen &&
                districts.map((d) => (
                  <tr
                    key={d.district_id}
                    className={cn(
                      ROW,
                      'bg-surface/60 max-sm:ml-4 max-sm:mt-2',
                      d.district_id === highlight &&
                        'bg-accent-100 sm:bg-accent-100 max-sm:border-accent-400 shadow-[inset_4px_0_0_var(--color-accent-500)]',
                    )}
                    aria-current={d.district_id === highlight ? 'location' : undefined}
                    ref={d.district_id === highlight ? picked : undefined}
                  >
                    <th
                      scope="row"
                      className={cn(CELL, 'font-medium max-sm:before:hidden sm:pl-12')}
                    >
                      {d.district_name}
                    </th>
                    <Figures group={d} />
                  </tr>
                ))}
              {isOpen && others > 0 && (
                <tr className={cn(ROW, 'max-sm:ml-4 max-sm:mt-2')}>
                  <td
                    colSpan={5}
                    className={cn(CELL, 'text-muted text-sm max-sm:before:hidden sm:pl-12')}
                  >
                    {INSIGHT_TEXTS.otherDistricts(others)}
                  </td>
                </tr>
              )}
            </tbody>
          )
        })}
      </table>
    </div>
  )
}
