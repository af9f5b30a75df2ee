// The texts, not '@app/contract/insights': that builds Zod schemas, which this page does not need.
import { INSIGHT_PERCENT_MIN, INSIGHT_TEXTS, INSIGHTS_PATH } from '@app/contract/insight-texts'
import type { ListingInsight } from '@app/contract/listing'
import { MinusIcon, TrendingDownIcon, TrendingUpIcon } from 'lucide-react'
import { Link } from 'react-router'
import { cn } from '../../../lib/cn'

/** The insight page opened on the listing's kind of deal and place. */
export const insightsLink = (insight: ListingInsight) => {
  const query = new URLSearchParams({
    purchase_type: String(insight.purchase_type),
    state_id: String(insight.state_id),
    ...(insight.district_id !== null && { district_id: String(insight.district_id) }),
  })
  return `${INSIGHTS_PATH}?${query}`
}

/**
 * Where the listing's rate stands (issue 30): "₹21.60 per sq.ft a month, 8% below the median of
 * Thane district (42 listings)", with a link to the rates of its place.
 */
export function InsightLine({
  insight,
  className,
}: {
  insight: ListingInsight
  className?: string
}) {
  const away = Math.abs(insight.percent) >= INSIGHT_PERCENT_MIN
  const below = away && insight.percent < 0
  const Icon = !away ? MinusIcon : below ? TrendingDownIcon : TrendingUpIcon
  return (
    <div
      className={cn(
        'flex items-start gap-2.5 rounded-xl border px-3.5 py-3 text-sm',
        below ? 'border-emerald-200 bg-emerald-50' : 'border-line bg-surface',
        className,
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn('mt-0.5 size-4 shrink-0', below ? 'text-emerald-700' : 'text-brand-700')}
      />
      <div>
        <p className="text-ink leading-snug">{INSIGHT_TEXTS.line(insight)}.</p>
        {/* A 44 px hit area on phones, its text in line with the sentence above. */}
        <Link
          to={insightsLink(insight)}
          className="text-brand-700 -my-2.5 inline-flex min-h-11 items-center font-semibold underline-offset-2 hover:underline"
        >
          {INSIGHT_TEXTS.compareLink}
        </Link>
      </div>
    </div>
  )
}
