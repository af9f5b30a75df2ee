import { STATS_DEFAULT_DAYS } from '@app/contract/constants'
import { formatCount, formatPaise, formatPaiseWhole, plural } from '@app/contract/numbers'
import type { Stats } from '@app/contract/admin'
import { lazy } from 'react'
import { cn } from '../../../lib/cn'
import { formatSeriesDay, formatSeriesDayLong } from '../admin-format'
import { ADMIN_PATHS } from '../admin-paths'
import { ADMIN_UI, STATS_WINDOWS } from '../admin-ui'
import { useStats } from '../api/get-stats'
import { ChartFigure, type FigureTable } from '../../../components/ui/chart-figure'
import { ListSkeleton, LoadError } from '../components/list-states'
import { StatCard, StatGroup } from '../components/stat-cards'
import { WindowSwitch } from '../components/window-switch'
import { useUrlFilters } from '../use-url-filters'

// recharts comes with the drawings only, after the figures: never in any other page's code.
const SeriesChart = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.SeriesChart })),
)
const StateChart = lazy(() =>
  import('../components/dashboard-charts').then((m) => ({ default: m.StateChart })),
)

type Window = (typeof STATS_WINDOWS)[number]
const isWindow = (value: number): value is Window =>
  (STATS_WINDOWS as readonly number[]).includes(value)

/** /admin: the counts to date and the last days' activity (GET admin/stats). */
export function Component() {
  const filters = useUrlFilters(['days'] as const)
  const asked = Number(filters.values.days)
  const days: Window = isWindow(asked) ? asked : (STATS_DEFAULT_DAYS as Window)
  const stats = useStats(days)

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-muted text-sm">
          Totals to date; the charts cover the last{' '}
          <span className="text-ink font-semibold">{plural(days, 'day')}</span> (India time).
        </p>
        <WindowSwitch
          label={ADMIN_UI.windowLabel}
          options={STATS_WINDOWS}
          value={days}
          format={ADMIN_UI.windowOption}
          onChange={(d) => filters.update({ days: d === STATS_DEFAULT_DAYS ? '' : String(d) })}
        />
      </div>
      {stats.isPending ? (
        <ListSkeleton rows={6} label="Loading the dashboard" />
      ) : !stats.data ? (
        <LoadError error={stats.error} onRetry={() => void stats.refetch()} />
      ) : (
        <div
          aria-busy={stats.isPlaceholderData}
          className={cn('space-y-8 transition-opacity', stats.isPlaceholderData && 'opacity-60')}
        >
          <Dashboard stats={stats.data} />
        </div>
      )}
    </div>
  )
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0)

/** "42 in the last 30 days · busiest 5 Mar (7)", or that there was none. */
function seriesSummary(
  stats: Stats,
  pick: (d: Stats['series'][number]) => number,
  format: (v: number) => string,
) {
  const values = stats.series.map(pick)
  const total = sum(values)
  if (total === 0) return `None in the last ${plural(stats.days, 'day')}`
  const peak = Math.max(...values)
  const peakDay = stats.series[values.indexOf(peak)]
  return `${format(total)} in the last ${plural(stats.days, 'day')} · busiest ${peakDay ? formatSeriesDay(peakDay.date) : ''} (${format(peak)})`
}

function seriesTable(
  stats: Stats,
  what: string,
  pick: (d: Stats['series'][number]) => number,
  format: (v: number) => string,
): FigureTable {
  return {
    caption: `${what} per day, last ${plural(stats.days, 'day')}`,
    columns: ['Day', what],
    rows: stats.series.map((d) => [formatSeriesDayLong(d.date), format(pick(d))]),
  }
}

/** A state chart's height: room for a bar per state (at most 36). */
const stateChartHeight = (count: number) =>
  count <= 4
    ? 'h-44'
    : count <= 8
      ? 'h-64'
      : count <= 14
        ? 'h-96'
        : count <= 22
          ? 'h-[36rem]'
          : 'h-[56rem]'

function Dashboard({ stats }: { stats: Stats }) {
  const { users, listings } = stats
  const top = stats.listings_by_state[0]
  return (
    <>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          highlight
          label="Revenue"
          value={formatPaiseWhole(stats.revenue_paise)}
          detail="Paid for credits, all time"
        />
        <StatCard
          label="Credits sold"
          value={formatCount(stats.credits_sold)}
          detail="Through paid top-ups"
        />
        <StatCard
          label="Unlocks"
          value={formatCount(stats.unlocks)}
          detail={`${formatCount(stats.refunds)} refunded`}
        />
        <StatCard
          label="Open reports"
          value={formatCount(stats.open_reports)}
          detail={stats.open_reports > 0 ? 'Waiting for a decision' : 'Nothing waiting'}
          warn={stats.open_reports > 0}
          to={ADMIN_PATHS.reports}
        />
      </dl>

      <section aria-labelledby="activity-title">
        <h2 id="activity-title" className="mb-3 text-lg">
          Activity
        </h2>
        <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          <ChartFigure
            title="Sign-ups per day"
            summary={seriesSummary(stats, (d) => d.signups, formatCount)}
            table={seriesTable(stats, 'Sign-ups', (d) => d.signups, formatCount)}
          >
            <SeriesChart series={stats.series} metric="signups" kind="bar" />
          </ChartFigure>
          <ChartFigure
            title="Top-ups per day (₹)"
            summary={seriesSummary(stats, (d) => d.top_ups_paise, formatPaise)}
            table={seriesTable(stats, 'Top-ups', (d) => d.top_ups_paise, formatPaise)}
          >
            <SeriesChart series={stats.series} metric="top_ups_paise" kind="area" />
          </ChartFigure>
          <ChartFigure
            className="md:col-span-2 xl:col-span-1"
            title="Unlocks per day"
            summary={seriesSummary(stats, (d) => d.unlocks, formatCount)}
            table={seriesTable(stats, 'Unlocks', (d) => d.unlocks, formatCount)}
          >
            <SeriesChart series={stats.series} metric="unlocks" kind="line" />
          </ChartFigure>
          <ChartFigure
            className="md:col-span-2 xl:col-span-3"
            title="Published listings by state"
            summary={
              top
                ? `${stats.listings_by_state.length} ${stats.listings_by_state.length === 1 ? 'state' : 'states'} · most in ${top.state} (${formatCount(top.count)})`
                : 'No published listings yet'
            }
            table={{
              caption: 'Published listings by state',
              columns: ['State', 'Published listings'],
              rows: stats.listings_by_state.map((s) => [s.state, formatCount(s.count)]),
            }}
            heightClass={stateChartHeight(stats.listings_by_state.length)}
          >
            {top ? (
              <StateChart states={stats.listings_by_state} />
            ) : (
              <p className="bg-surface text-muted grid size-full place-items-center rounded-lg text-sm">
                Nothing to draw yet.
              </p>
            )}
          </ChartFigure>
        </div>
      </section>

      <StatGroup title="People" note="Accounts by type">
        <StatCard label="Seekers" value={formatCount(users.seekers)} />
        <StatCard label="Owners" value={formatCount(users.owners)} />
        <StatCard label="Admins" value={formatCount(users.admins)} />
        <StatCard label="Blocked" value={formatCount(users.blocked)} warn={users.blocked > 0} />
        <StatCard label="All accounts" value={formatCount(users.total)} />
      </StatGroup>

      <StatGroup title="Listings" note="Every listing, any owner">
        <StatCard label="Published" value={formatCount(listings.published)} />
        <StatCard
          label="Incomplete"
          value={formatCount(listings.incomplete)}
          detail="Still in the wizard"
        />
        <StatCard label="Hidden" value={formatCount(listings.hidden)} warn={listings.hidden > 0} />
        <StatCard label="Let or sold" value={formatCount(listings.let)} />
        <StatCard label="All listings" value={formatCount(listings.total)} />
      </StatGroup>
    </>
  )
}
