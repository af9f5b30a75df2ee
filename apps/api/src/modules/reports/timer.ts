import type { Db } from '../../db/client'
import { runExclusively } from '../../db/advisory-lock'
import { REPORT_TIMER_BATCH, REPORT_TIMER_LOCK } from './policy'
import { hideIfRefunded, refundReport } from './refunds'
import * as repo from './repository'

interface Log {
  warn(obj: object, msg: string): void
}

export interface TimerSummary {
  /** Due reports claimed this round. */
  due: number
  refunded: number
  /** Listings hidden pending review after these refunds. */
  hidden: number
  errors: number
}

/**
 * One round of the report timer: contact reports the owner left unanswered past their
 * answer_due_at are refunded (resolution 'unanswered'). One instance at a time claims a batch of
 * due reports under an advisory lock, in one short transaction; then each is refunded in its own
 * transaction, which locks the listing first and reads the report again, and acts only if it is
 * still open, unanswered and due: a confirming report, the owner's answer or an admin may have
 * settled it since. `ran: false` when another instance holds the lock.
 */
export async function refundUnansweredReports(
  db: Db,
  now: Date,
  log?: Log,
): Promise<{ ran: false } | { ran: true; summary: TimerSummary }> {
  const claim = await runExclusively(db, REPORT_TIMER_LOCK, (tx) =>
    repo.dueReports(tx, now, REPORT_TIMER_BATCH),
  )
  if (!claim.ran) return { ran: false }
  const summary: TimerSummary = { due: claim.result.length, refunded: 0, hidden: 0, errors: 0 }
  for (const due of claim.result) {
    try {
      const outcome = await db.transaction(async (tx) => {
        await repo.lockProperty(tx, due.propertyId)
        const report = await repo.lockDueReport(tx, due.id, now)
        if (!report) return { refunded: false, hidden: false }
        await refundReport(tx, report, { resolution: 'unanswered', actor: null }, now)
        return { refunded: true, hidden: await hideIfRefunded(tx, due.propertyId, now) }
      })
      if (outcome.refunded) summary.refunded++
      if (outcome.hidden) summary.hidden++
    } catch (err) {
      summary.errors++
      log?.warn({ err, reportId: due.id }, 'report timer could not refund a report')
    }
  }
  return { ran: true, summary }
}
