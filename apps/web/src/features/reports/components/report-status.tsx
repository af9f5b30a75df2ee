import { formatWhen } from '../../../lib/format'
import {
  isContactReason,
  REPORT_REASON_LABEL,
  REPORT_RESOLUTION_LABEL,
  REPORT_STATUS_LABEL,
} from '@app/contract/admin-texts'
import type { MyReport } from '@app/contract/report'
import { cn } from '../../../lib/cn'
import { REPORT_UI } from '../report-texts'

type LatestReport = NonNullable<MyReport['report']>

const TONES = {
  open: 'border-amber-200 bg-amber-50 text-amber-900',
  refunded: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  rejected: 'border-line bg-surface text-ink',
} as const

/** What became of the report, in one line that starts with its state. */
function statusText(report: LatestReport) {
  if (report.status === 'open')
    return isContactReason(report.reason) ? REPORT_UI.sentWaiting : REPORT_UI.sentReview
  if (report.status === 'refunded')
    return report.resolution === 'hide'
      ? REPORT_UI.refundedHidden
      : report.resolution
        ? REPORT_RESOLUTION_LABEL[report.resolution]
        : REPORT_STATUS_LABEL.refunded
  return report.resolution ? REPORT_RESOLUTION_LABEL[report.resolution] : REPORT_STATUS_LABEL.rejected
}

/**
 * The seeker's latest report on a listing they unlocked: sent and waiting, refunded (and how),
 * or rejected. A live region, so the change after filing is announced.
 */
export function ReportStatusLine({
  report,
  className,
}: {
  report: LatestReport
  className?: string
}) {
  return (
    <div
      role="status"
      className={cn('rounded-lg border px-3.5 py-2.5 text-sm', TONES[report.status], className)}
    >
      <p className="font-semibold">{statusText(report)}</p>
      <p className="mt-0.5 text-xs opacity-80">
        {REPORT_UI.reportedOn(REPORT_REASON_LABEL[report.reason], formatWhen(report.created_at))}
      </p>
    </div>
  )
}
