import {
  INSIGHT_GROUP_MIN,
  INSIGHT_TEXTS,
  RATE_UNIT_LABEL,
  rateUnitOf,
  type RateGroup,
} from '@app/contract/insights'
import {
  PROPERTY_TYPE_LABEL,
  PROPERTY_TYPES,
  PURCHASE_TYPE,
  PURCHASE_TYPE_LABEL,
  PURCHASE_TYPES,
} from '@app/contract/listing-texts'
import { formatRupeesExact, plural } from '@app/contract/numbers'
import { lazy, Suspense, useMemo, useState } from 'react'
import { useSearchParams } from 'react-router'
import { Alert, RetryAlert } from '../../../components/ui/alert'
import { ChartFigure } from '../../../components/ui/chart-figure'
import { Field, Select } from '../../../components/ui/field'
import { PageBanner } from '../../../components/ui/page-banner'
import { Skeleton } from '../../../components/ui/skeleton'
import { site } from '../../../lib/site'
import { useRates } from '../api/get-rates'
import { RatesTable } from '../components/rates-table'
import {
  defaultDirection,
  monthLabel,
  RATE_SORT_LABEL,
  RATE_SORTS,
  statesOf,
  type RateSort,
  type SortDirection,
} from '../rates-view'

const MedianChart = lazy(() =>
  import('../components/rate-charts').then((m) => ({ default: m.MedianChart })),
)
const TrendChart = lazy(() =>
  import('../components/rate-charts').then((m) => ({ default: m.TrendChart })),
)

/** A chart of medians shows at most this many places (the table has them all). */
const CHART_PLACES_MAX = 12
/** Pixels per bar of the median chart, and its least height. */
const BAR_ROW_PX = 34
const CHART_MIN_PX = 160

/** A query value that is one of `values`, else `fallback`. */
function oneOf<T extends string | number>(raw: string | null, values: readonly T[], fallback: T) {
  const found = values.find((v) => String(v) === raw)
  return found ?? fallback
}
const idParam = (raw: string | null) => {
  const n = Number(raw)
  return raw && Number.isInteger(n) && n > 0 ? n : undefined
}

/**
 * /insights: what listings ask per sq.ft by state and district (issue 30). The filters, the order
 * and the place a listing linked from live in the address, so a link opens the same view.
 */
export function Component() {
  const [params, setParams] = useSearchParams()
  const purchaseType = oneOf(params.get('purchase_type'), PURCHASE_TYPES, PURCHASE_TYPE.rent)
  const type = oneOf<number>(params.get('type'), PROPERTY_TYPES, 0)
  const sort = oneOf<RateSort>(params.get('sort'), RATE_SORTS, 'name')
  const direction = oneOf<SortDirection>(params.get('dir'), ['asc', 'desc'], defaultDirection(sort))
  const stateId = idParam(params.get('state_id'))
  const districtId = idParam(params.get('district_id'))
  const [open, setOpen] = useState<ReadonlySet<number>>(() => new Set(stateId ? [stateId] : []))

  const rates = useRates({ purchase_type: purchaseType, type: type || undefined })
  const unit = rateUnitOf(purchaseType)
  const groups = useMemo(
    () => (rates.data?.groups ?? []).filter((g) => g.purchase_type === purchaseType),
    [rates.data, purchaseType],
  )
  const states = useMemo(() => statesOf(groups, sort, direction), [groups, sort, direction])
  const trend = (rates.data?.trend ?? []).filter((p) => p.purchase_type === purchaseType)

  const update = (changes: Record<string, string | undefined>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key)
          else next.set(key, value)
        }
        return next
      },
      { replace: true, preventScrollReset: true },
    )
  const onSort = (column: RateSort) =>
    update({
      sort: column,
      dir: column === sort ? (direction === 'asc' ? 'desc' : 'asc') : defaultDirection(column),
    })
  const onToggle = (id: number) =>
    setOpen((current) => {
      const next = new Set(current)
      if (!next.delete(id)) next.add(id)
      return next
    })

  const deal = PURCHASE_TYPE_LABEL[purchaseType]!.toLowerCase()
  const unitText = `₹ ${RATE_UNIT_LABEL[unit]}`
  const kind = type ? `${PROPERTY_TYPE_LABEL[type]!.toLowerCase()}s` : 'warehouses and godowns'
  const stateRows = states.map((s) => s.state)
  const bars = [...stateRows]
    .sort((a, b) => b.median_rate - a.median_rate)
    .slice(0, CHART_PLACES_MAX)
    .map((g: RateGroup) => ({
      name: g.state_name,
      median: g.median_rate,
      p25: g.p25_rate,
      p75: g.p75_rate,
    }))
  const listed = stateRows.reduce((n, g) => n + g.listings, 0)

  return (
    <>
      <title>{`${INSIGHT_TEXTS.pageTitle} | ${site.name}`}</title>
      <PageBanner title={INSIGHT_TEXTS.pageTitle} lead={INSIGHT_TEXTS.intro} />
      <div className="container-page space-y-8 py-10 sm:py-12">
        <div className="flex flex-col gap-4 lg:flex-row lg:items-end lg:justify-between">
          <div>
            <h2 className="text-2xl">{INSIGHT_TEXTS.heading}</h2>
            <p className="text-muted mt-1 text-sm">{INSIGHT_TEXTS.rollUp}</p>
          </div>
          <form
            aria-label="Filters"
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:w-[36rem] lg:shrink-0"
            onSubmit={(e) => e.preventDefault()}
          >
            <Field label="Deal">
              <Select
                value={purchaseType}
                onChange={(e) => update({ purchase_type: e.target.value })}
                options={PURCHASE_TYPES.map((v) => ({ value: v, label: PURCHASE_TYPE_LABEL[v]! }))}
              />
            </Field>
            <Field label="Property type">
              <Select
                value={type || ''}
                onChange={(e) => update({ type: e.target.value })}
                placeholder="All types"
                options={PROPERTY_TYPES.map((v) => ({ value: v, label: PROPERTY_TYPE_LABEL[v]! }))}
              />
            </Field>
            <Field label="Sort by" className="col-span-2 sm:col-span-1">
              <Select
                value={sort}
                onChange={(e) => {
                  const column = e.target.value as RateSort
                  update({ sort: column, dir: defaultDirection(column) })
                }}
                options={RATE_SORTS.map((v) => ({ value: v, label: RATE_SORT_LABEL[v] }))}
              />
            </Field>
          </form>
        </div>

        {rates.isPending ? (
          <div role="status" className="space-y-4">
            <span className="sr-only">Loading rates…</span>
            <Skeleton className="h-64 rounded-2xl" />
            <Skeleton className="h-80 rounded-2xl" />
          </div>
        ) : rates.isError ? (
          <RetryAlert
            message="The rates could not be loaded."
            onRetry={() => void rates.refetch()}
          />
        ) : states.length === 0 ? (
          <Alert tone="info">{INSIGHT_TEXTS.noData}</Alert>
        ) : (
          <>
            <p className="text-ink text-sm">
              <strong>{plural(listed, 'listing')}</strong> for {deal} in{' '}
              <strong>{plural(states.length, 'state')}</strong>, {kind}; rates in {unitText}.
            </p>
            <div className="grid gap-6 lg:grid-cols-2">
              <ChartFigure
                title={`Median ${deal} by state`}
                summary={`${unitText}; the ${Math.min(bars.length, CHART_PLACES_MAX)} states with the highest medians.`}
                heightClass=""
                table={{
                  caption: `Median ${deal} by state, ${unitText}`,
                  columns: ['State', 'Median', '25th percentile', '75th percentile'],
                  rows: bars.map((b) => [
                    b.name,
                    formatRupeesExact(b.median),
                    formatRupeesExact(b.p25),
                    formatRupeesExact(b.p75),
                  ]),
                }}
              >
                <div style={{ height: Math.max(CHART_MIN_PX, bars.length * BAR_ROW_PX) }}>
                  <Suspense fallback={<Skeleton className="size-full" />}>
                    <MedianChart bars={bars} />
                  </Suspense>
                </div>
              </ChartFigure>
              {trend.length > 0 ? (
                <ChartFigure
                  title={INSIGHT_TEXTS.trendTitle}
                  summary={`The median of the listings published each month, ${unitText}.`}
                  table={{
                    caption: `${INSIGHT_TEXTS.trendTitle}, ${unitText}`,
                    columns: ['Month', 'Median', 'Listings'],
                    rows: trend.map((p) => [
                      monthLabel(p.month),
                      formatRupeesExact(p.median_rate),
                      plural(p.listings, 'listing'),
                    ]),
                  }}
                >
                  <TrendChart points={trend} />
                </ChartFigure>
              ) : (
                <figure className="border-line bg-surface grid place-items-center rounded-2xl border border-dashed p-6 text-center">
                  <figcaption>
                    <h3 className="text-base">{INSIGHT_TEXTS.trendTitle}</h3>
                    <p className="text-muted mx-auto mt-1 max-w-sm text-sm">
                      {INSIGHT_TEXTS.trendWaiting}
                    </p>
                  </figcaption>
                </figure>
              )}
            </div>
            <section aria-labelledby="rates-table-title" className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 id="rates-table-title" className="text-xl">
                  States and districts
                </h2>
                <p className="text-muted text-sm">
                  {unitText} · districts with {INSIGHT_GROUP_MIN}+ listings
                </p>
              </div>
              <RatesTable
                states={states}
                caption={`Rates for ${deal} by state and district, ${unitText}`}
                sort={sort}
                direction={direction}
                onSort={onSort}
                open={open}
                onToggle={onToggle}
                highlight={districtId}
              />
            </section>
          </>
        )}
      </div>
    </>
  )
}
