import { ShieldCheckIcon } from 'lucide-react'
import type { ResponseScore } from '@app/contract/report'
import { cn } from '../../../lib/cn'
import { REPORT_UI } from '../report-texts'

/**
 * An owner's response score (share of unlocks over the last RESPONSE_SCORE_DAYS not refunded after a
 * report), once the server gives one (from RESPONSE_SCORE_MIN_UNLOCKS unlocks on). What it
 * means is a tooltip, and read out after the figures.
 */
export function ResponseScoreBadge({
  score,
  className,
}: {
  score: ResponseScore | null | undefined
  className?: string
}) {
  if (!score) return null
  const explained = REPORT_UI.scoreExplained(score.percent, score.unlocks)
  return (
    <p
      title={explained}
      className={cn(
        'inline-flex max-w-full items-center gap-1.5 rounded-full border border-emerald-200 bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800',
        className,
      )}
    >
      <ShieldCheckIcon className="size-4 shrink-0" />
      <span>{REPORT_UI.scoreBadge(score.percent, score.unlocks)}</span>
      <span className="sr-only">. {explained}</span>
    </p>
  )
}
