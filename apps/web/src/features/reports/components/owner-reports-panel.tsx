import { formatWhen } from '../../../lib/format'
import {
  REPORT_ANSWER_LABEL,
  REPORT_REASON_LABEL,
  REPORT_RESOLUTION_LABEL,
  REPORT_STATUS_LABEL,
  type ReportStatus,
} from '@app/contract/admin-texts'
import type { Report } from '@app/contract/report'
import { useId } from 'react'
import { RetryAlert } from '../../../components/ui/alert'
import { Badge, type BadgeTone } from '../../../components/ui/badge'
import { Card } from '../../../components/ui/card'
import { errorMessage } from '../../../lib/form-errors'
import { usePropertyReports } from '../api/get-property-reports'
import { REPORT_UI } from '../report-texts'
import { AnswerForm } from './answer-form'

const STATUS_TONE: Record<ReportStatus, BadgeTone> = {
  open: 'warning',
  refunded: 'success',
  rejected: 'neutral',
}

/**
 * The reports on a listing, for its owner (and admins): each one's reason, message, date and
 * state; open ones not yet answered show the deadline and, for the owner, the answer form.
 * Nothing at all while there are none (or while they load: most listings have none).
 */
export function OwnerReportsPanel({
  propertyId,
  canAnswer,
}: {
  propertyId: number
  /** The listing's owner answers; an admin looking at it resolves reports in the console. */
  canAnswer: boolean
}) {
  const titleId = useId()
  const reports = usePropertyReports(propertyId)
  if (reports.isPending || reports.data?.length === 0) return null

  return (
    <Card className="p-5 sm:p-6" role="region" aria-labelledby={titleId}>
      <h2 id={titleId} className="text-xl">
        {REPORT_UI.panelTitle}
      </h2>
      <p className="text-muted mt-1 text-sm">{REPORT_UI.panelLead}</p>
      <div className="mt-5">
        {!reports.data ? (
          <RetryAlert
            message={errorMessage(reports.error, REPORT_UI.panelFailed)}
            onRetry={() => void reports.refetch()}
          />
        ) : (
          <ul aria-label={REPORT_UI.panelTitle} className="divide-line divide-y">
            {reports.data.map((report) => (
              <li key={report.id} className="py-4 first:pt-0 last:pb-0">
                <ReportItem report={report} canAnswer={canAnswer} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Card>
  )
}

function ReportItem({ report, canAnswer }: { report: Report; canAnswer: boolean }) {
  const waiting = report.status === 'open' && report.answer === null
  return (
    <article aria-label={REPORT_REASON_LABEL[report.reason]}>
      <p className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
        <span className="text-ink font-semibold">{REPORT_REASON_LABEL[report.reason]}</span>
        <Badge tone={STATUS_TONE[report.status]}>{REPORT_STATUS_LABEL[report.status]}</Badge>
      </p>
      <p className="text-muted mt-0.5 text-xs">
        <time dateTime={report.created_at}>{formatWhen(report.created_at)}</time>
        {' · '}
        {report.reporter.name}
      </p>
      <p className="text-ink mt-2 text-sm break-words whitespace-pre-line">
        {report.message?.trim() || <span className="text-muted italic">{REPORT_UI.noMessage}</span>}
      </p>
      {report.answer && (
        <p className="bg-surface mt-2 rounded-lg px-3 py-2 text-sm break-words">
          <span className="font-semibold">
            {REPORT_UI.yourAnswer(REPORT_ANSWER_LABEL[report.answer])}
          </span>
          {report.answer_message && (
            <span className="text-muted block whitespace-pre-line">{report.answer_message}</span>
          )}
        </p>
      )}
      {report.resolution && (
        <p className="text-muted mt-2 text-sm break-words">
          {REPORT_RESOLUTION_LABEL[report.resolution]}
          {report.resolution_note && `: ${report.resolution_note}`}
          {report.refunded_credits > 0 && ` (${REPORT_UI.refundedCredits(report.refunded_credits)})`}
        </p>
      )}
      {waiting && report.answer_due_at && (
        <p className="mt-3 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900">
          {REPORT_UI.answerBy(report.answer_due_at)}
        </p>
      )}
      {waiting && canAnswer && (
        <div className="mt-3">
          <AnswerForm reportId={report.id} />
        </div>
      )}
    </article>
  )
}
