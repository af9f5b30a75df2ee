import type { RateGroup } from '@app/contract/insights'

/** The table's orders: by place name, by number of listings, by median rate. */
export const RATE_SORTS = ['name', 'listings', 'median'] as const
export type RateSort = (typeof RATE_SORTS)[number]
export type SortDirection = 'asc' | 'desc'

export const RATE_SORT_LABEL: Record<RateSort, string> = {
  name: 'Name',
  listings: 'Listings',
  median: 'Median',
}

/** Names read A to Z first; counts and rates highest first. */
export const defaultDirection = (sort: RateSort): SortDirection =>
  sort === 'name' ? 'asc' : 'desc'

/** A state's row with the districts shown on their own under it. */
export interface StateRates {
  state: RateGroup
  districts: RateGroup[]
}

function compare(sort: RateSort, direction: SortDirection) {
  const sign = direction === 'asc' ? 1 : -1
  const name = (g: RateGroup) => g.district_name ?? g.state_name
  return (a: RateGroup, b: RateGroup) => {
    const by =
      sort === 'name'
        ? name(a).localeCompare(name(b))
        : sort === 'listings'
          ? a.listings - b.listings
          : a.median_rate - b.median_rate
    // Ties by name, A to Z, whichever way the column runs.
    return sign * by || name(a).localeCompare(name(b))
  }
}

/** The answer's groups (one kind of deal) as states with their districts, both in `sort` order. */
export function statesOf(
  groups: readonly RateGroup[],
  sort: RateSort,
  direction: SortDirection,
): StateRates[] {
  const order = compare(sort, direction)
  const states = new Map<number, StateRates>()
  for (const g of groups) {
    if (g.district_id === null) states.set(g.state_id, { state: g, districts: [] })
  }
  for (const g of groups) {
    if (g.district_id !== null) states.get(g.state_id)?.districts.push(g)
  }
  const rows = [...states.values()].sort((a, b) => order(a.state, b.state))
  for (const row of rows) row.districts.sort(order)
  return rows
}

const MONTH = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' })
/** '2026-09' -> 'Sep 2026'. */
export const monthLabel = (month: string) => MONTH.format(new Date(`${month}-01T00:00:00Z`))
