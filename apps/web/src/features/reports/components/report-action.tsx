import { FlagIcon } from 'lucide-react'
import type { MyReport } from '@app/contract/report'
import { lazy, Suspense, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { useDeferredDialog } from '../../../components/ui/use-deferred-dialog'
import { cn } from '../../../lib/cn'
import { REPORT_UI } from '../report-texts'
import { ReportStatusLine } from './report-status'

const ReportDialog = lazy(() =>
  import('./report-dialog').then((m) => ({ default: m.ReportDialog })),
)

/** True while the window to report is open (`reportable_until` is null once it has closed). */
const stillOpen = (until: string | null, now: number) => until !== null && Date.parse(until) > now

/**
 * Under an unlocked listing's contact (detail page, Unlocked Properties card): the seeker's
 * latest report and how it ended, and "Report a problem" while the window is open and no
 * report of theirs is open.
 */
export function ReportAction({
  propertyId,
  myReport,
  credits,
  className,
}: {
  propertyId: number
  /** Absent for anyone who has not unlocked the listing. */
  myReport: MyReport | null | undefined
  /** What the unlock cost, when known (the dialog's note names it). */
  credits?: number | undefined
  className?: string
}) {
  const dialog = useDeferredDialog()
  // The moment the page showed: the window is compared with it, not re-read on every render.
  const [now] = useState(Date.now)
  // Filed here: hidden at once, before the refreshed view brings the open report.
  const [filed, setFiled] = useState(false)
  if (!myReport) return null
  const latest = myReport.report
  const canReport = !filed && latest?.status !== 'open' && stillOpen(myReport.reportable_until, now)
  if (!latest && !canReport) return null

  return (
    <div className={cn('space-y-3', className)}>
      {latest && <ReportStatusLine report={latest} />}
      {canReport && (
        <Button variant="outline" className="w-full" onClick={dialog.show}>
          <FlagIcon className="size-4" />
          {REPORT_UI.reportProblem}
        </Button>
      )}
      {dialog.loaded && (
        <Suspense fallback={null}>
          <ReportDialog
            open={dialog.open}
            onClose={dialog.hide}
            propertyId={propertyId}
            credits={credits}
            onFiled={() => setFiled(true)}
          />
        </Suspense>
      )}
    </div>
  )
}
