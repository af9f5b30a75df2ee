import { REFUNDS_TO_HIDE } from '@app/contract/constants'
import { ADMIN_TEXTS, type ReportResolution } from '@app/contract/admin-texts'
import type { Tx } from '../../db/client'
import { databaseError } from '../../lib/db-errors'
import { recordAudit, type AuditActor } from '../admin'
import { hideListing } from '../admin'
import { moveCredits } from '../wallet'
import * as repo from './repository'

/**
 * Credit-back (decision 022): giving a report's unlock cost back, once per unlock, through the
 * ledger. Every function here runs in the caller's transaction, which holds the listing's lock
 * (repository.lockProperty) and the report rows' locks, in that order.
 */

/** The ledger's unique index on references (migration 0003). */
const REFERENCE_UNIQUE = 'wallet_ledger_reference_unique'

/**
 * Gives an unlock's credits back to its reporter: `refund:<unlock id>` in the ledger, whose
 * unique reference makes a second refund of one unlock impossible. A savepoint keeps the
 * caller's transaction usable when that reference exists already (then nothing is given: the
 * unlock was refunded before). Answers the credits given back.
 */
async function giveBack(tx: Tx, report: repo.Refundable): Promise<number> {
  if (report.creditsSpent <= 0) return 0
  try {
    const balance = await tx.transaction((sp) =>
      moveCredits(sp, {
        userId: report.reporterId,
        credits: report.creditsSpent,
        kind: 'refund',
        // The unlock is named by the reference alone: the ledger's unlock_id is its debit's.
        reference: repo.refundReference(report.unlockId),
      }),
    )
    // Undefined only when the reporter is gone (a credit is never refused otherwise).
    return balance === undefined ? 0 : report.creditsSpent
  } catch (error) {
    if (databaseError(error, '23505')?.constraint === REFERENCE_UNIQUE) return 0
    throw error
  }
}

export interface RefundHow {
  resolution: Extract<ReportResolution, 'confirmed' | 'unanswered' | 'refund' | 'hide'>
  /** The admin who resolved it, or null for the automatic rules. */
  actor: AuditActor
  note?: string | null | undefined
}

/**
 * Refunds an open report: the credits back (once per unlock), the report closed as refunded with
 * what was given, and the audit entry ('report.auto_refund' for the automatic rules, the admin's
 * 'report.refund' or 'report.hide' otherwise). Answers the credits given back.
 */
export async function refundReport(
  tx: Tx,
  report: repo.Refundable,
  how: RefundHow,
  now: Date,
): Promise<number> {
  const credits = await giveBack(tx, report)
  const closed = await repo.closeReport(
    tx,
    report.id,
    {
      status: 'refunded',
      resolution: how.resolution,
      note: how.note ?? null,
      resolvedBy: how.actor?.id ?? null,
      refundedCredits: credits,
    },
    now,
  )
  // The caller read the report open under the listing's lock: nothing else can have closed it.
  if (!closed) throw new Error(`report ${report.id} was not open`)
  await recordAudit(
    tx,
    {
      actor: how.actor,
      action: how.actor
        ? how.resolution === 'hide'
          ? 'report.hide'
          : 'report.refund'
        : 'report.auto_refund',
      target: { type: 'report', id: report.id },
      reason: how.note ?? null,
      before: { status: 'open' },
      after: { status: 'refunded', resolution: how.resolution, refunded_credits: credits },
    },
    now,
  )
  return credits
}

/**
 * Refunds several reports of one listing. Reporters' balances are locked in user id order, the
 * order every refund takes, so two transactions refunding the same two people on different
 * listings cannot wait for each other.
 */
export async function refundAll(tx: Tx, reports: repo.Refundable[], how: RefundHow, now: Date) {
  const ordered = [...reports].sort((a, b) => a.reporterId - b.reporterId || a.id - b.id)
  for (const report of ordered) await refundReport(tx, report, how, now)
}

/**
 * After a refund: a listing with REFUNDS_TO_HIDE refunded unlocks or more is hidden pending
 * review (hideListing, audited as the system's 'property.auto_hide'), unless it is hidden
 * already. Answers whether it was hidden now.
 */
export async function hideIfRefunded(tx: Tx, propertyId: number, now: Date) {
  if ((await repo.refundedUnlocks(tx, propertyId)) < REFUNDS_TO_HIDE) return false
  const outcome = await hideListing(
    tx,
    {
      propertyId,
      reason: ADMIN_TEXTS.pendingReviewReason,
      actor: null,
      action: 'property.auto_hide',
    },
    now,
  )
  return outcome === 'hidden'
}
