import { REPORT_WINDOW_DAYS } from '@app/contract/constants'
import {
  ADMIN_TEXTS,
  isContactReason,
  REPORT_REASON_LABEL,
  REPORT_TEXTS,
  type ReportStatus,
} from '@app/contract/admin-texts'
import type { AdminReportQuery, ResolveReportBody } from '@app/contract/admin'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import type { AnswerBody, Report, ReportBody } from '@app/contract/report'
import type { Db, Tx } from '../../db/client'
import { conflict, forbidden, notFound } from '../../lib/app-error'
import { networksOf } from '../../lib/network'
import { pageOf } from '../../lib/page'
import type { AuthUser } from '../../lib/sessions'
import { canManage } from '../../domain/listing-policy'
import { reportWindowEnd } from '../../domain/report-standing'
import { hideListing, recordAudit } from '../admin'
import { setStatus } from '../owner'
import { answerDueAt, isEstablished, PROPERTY_REPORTS_MAX } from './policy'
import { hideIfRefunded, refundAll, refundReport } from './refunds'
import * as repo from './repository'

/**
 * Reports and credit-back (issue 13 item 5, API.md "Reports and trust", decision 022). Every
 * call that may refund or close a report locks the listing's row first, then reads the reports:
 * one lock order everywhere, one report's fate decided by one transaction at a time.
 */

const DAY_MS = 24 * 60 * 60 * 1000
const iso = (d: Date | null) => d && d.toISOString()

export function toReport(row: repo.ReportRow): Report {
  return {
    id: row.id,
    status: row.status,
    reason: row.reason,
    message: row.message,
    created_at: row.createdAt.toISOString(),
    answer_due_at: iso(row.answerDueAt),
    answer: row.answer,
    answer_message: row.answerMessage,
    answered_at: iso(row.answeredAt),
    resolution: row.resolution,
    resolution_note: row.resolutionNote,
    resolved_at: iso(row.resolvedAt),
    refunded_credits: row.refundedCredits,
    property: { id: row.propertyId, name: row.propertyName, status: row.propertyStatus },
    reporter: { id: row.reporterId, name: row.reporterName, phone_number: row.reporterPhone },
    unlock: {
      id: row.unlockId,
      credits_spent: row.creditsSpent,
      created_at: row.unlockedAt.toISOString(),
    },
  }
}

async function presented(tx: Tx, id: number) {
  const row = await repo.reportById(tx, id)
  if (!row) throw notFound(ADMIN_TEXTS.reportNotFound)
  return toReport(row)
}

/**
 * POST property/report. Only a seeker who unlocked the listing, within REPORT_WINDOW_DAYS of the
 * unlock, one open report per unlock and none once the unlock was refunded. The report keeps
 * whether its reporter was established and the networks they were seen on (from `ip`, the
 * client's address, and their sessions'). Once the listing's contact is confirmed dead by
 * independent reporters (repository.contactConfirmed), every open, undisputed contact report on
 * it is refunded at once, this one included (resolution 'confirmed'); the listing may then be
 * hidden pending review.
 */
export async function fileReport(
  db: Db,
  user: AuthUser,
  body: ReportBody,
  ip: string,
  now: Date,
): Promise<{ id: number; status: ReportStatus }> {
  return db.transaction(async (tx) => {
    const property = await repo.lockProperty(tx, body.property_id)
    if (!property) throw notFound(ADMIN_TEXTS.propertyNotFound)
    const unlock = await repo.unlockOf(tx, user.id, property.id)
    // Its owner and admins answer and resolve reports; they do not file them.
    if (!unlock || canManage(user, property)) throw forbidden(REPORT_TEXTS.notUnlocked)
    if (now.getTime() >= reportWindowEnd(unlock.createdAt).getTime()) {
      throw conflict(REPORT_TEXTS.windowClosed)
    }
    const state = await repo.unlockReportState(tx, unlock.id)
    if (state.open || state.refunded) throw conflict(REPORT_TEXTS.alreadyReported)
    const facts = await repo.reporterFacts(tx, {
      userId: user.id,
      unlockId: unlock.id,
      ownerId: property.userId,
    })
    if (!facts) throw forbidden(REPORT_TEXTS.notUnlocked)
    const id = await repo.insertReport(tx, {
      unlockId: unlock.id,
      propertyId: property.id,
      reporterId: user.id,
      reason: body.reason,
      message: body.message ?? null,
      answerDueAt: answerDueAt(body.reason, now),
      reporterEstablished: isEstablished(facts, now),
      reporterNetworks: networksOf([ip, ...facts.sessionIps]),
      createdAt: now,
    })
    if (!isContactReason(body.reason)) return { id, status: 'open' as const }
    const since = new Date(now.getTime() - REPORT_WINDOW_DAYS * DAY_MS)
    if (!(await repo.contactConfirmed(tx, property.id, since))) {
      return { id, status: 'open' as const }
    }
    const open = await repo.openContactReports(tx, property.id)
    await refundAll(tx, open, { resolution: 'confirmed', actor: null }, now)
    await hideIfRefunded(tx, property.id, now)
    return { id, status: 'refunded' as const }
  })
}

/** GET property/reports: a listing's reports, newest first, for its owner and admins. */
export async function propertyReports(db: Db, user: AuthUser, propertyId: number) {
  const property = await repo.propertyOwner(db, propertyId)
  if (!property) throw notFound(ADMIN_TEXTS.propertyNotFound)
  if (!canManage(user, property)) throw forbidden(OWNER_TEXTS.notYours)
  const rows = await repo.reportsOf(db, propertyId, PROPERTY_REPORTS_MAX)
  return rows.map(toReport)
}

/**
 * POST property/reports/{id}/answer: the listing's owner answers an open report once. An answered
 * report is no longer refunded by the timer (it waits in the admin queue); 'let' also marks the
 * listing let, by the owner's own status rule (owner/my-properties setStatus).
 */
export async function answerReport(
  db: Db,
  user: AuthUser,
  id: number,
  body: AnswerBody,
  now: Date,
): Promise<Report> {
  return db.transaction(async (tx) => {
    const propertyId = await repo.propertyOfReport(tx, id)
    if (propertyId === undefined) throw notFound(ADMIN_TEXTS.reportNotFound)
    const property = await repo.lockProperty(tx, propertyId)
    if (!property) throw notFound(ADMIN_TEXTS.reportNotFound)
    // The owner only: admins settle a report by resolving it.
    if (property.userId !== user.id) throw forbidden(OWNER_TEXTS.notYours)
    const report = await repo.lockReport(tx, id)
    if (!report) throw notFound(ADMIN_TEXTS.reportNotFound)
    if (report.status !== 'open') throw conflict(REPORT_TEXTS.answerOnlyOpen)
    if (report.answeredAt) throw conflict(REPORT_TEXTS.alreadyAnswered)
    await repo.setAnswer(tx, id, { answer: body.answer, message: body.message ?? null }, now)
    if (body.answer === 'let') {
      await setStatus(tx, user, { property_id: propertyId, status: 'let' }, now)
    }
    return presented(tx, id)
  })
}

/** GET admin/reports: the queue, newest first. */
export async function adminReports(db: Db, query: AdminReportQuery) {
  const { rows, total } = await repo.reportPage(
    db,
    { status: query.status, propertyId: query.property_id },
    query,
  )
  return {
    data: rows.map(toReport),
    pagination: pageOf(query, rows.length, total),
  }
}

/**
 * POST admin/reports/{id}/resolve, open reports only: 'refund' gives the unlock back (once per
 * unlock), 'reject' closes it, 'hide' hides the listing (reason: the note, or the report's
 * reason) and refunds the reporter, whose unlock bought a contact that was not real. Audited with
 * the admin as actor.
 */
export async function resolveReport(
  db: Db,
  admin: AuthUser,
  id: number,
  body: ResolveReportBody,
  now: Date,
): Promise<Report> {
  const actor = { id: admin.id, name: admin.name }
  const note = body.note ?? null
  return db.transaction(async (tx) => {
    const propertyId = await repo.propertyOfReport(tx, id)
    if (propertyId === undefined) throw notFound(ADMIN_TEXTS.reportNotFound)
    await repo.lockProperty(tx, propertyId)
    const report = await repo.lockReport(tx, id)
    if (!report) throw notFound(ADMIN_TEXTS.reportNotFound)
    if (report.status !== 'open') throw conflict(ADMIN_TEXTS.reportClosed)
    switch (body.action) {
      case 'reject':
        await repo.closeReport(
          tx,
          id,
          { status: 'rejected', resolution: 'reject', note, resolvedBy: admin.id, refundedCredits: 0 },
          now,
        )
        await recordAudit(
          tx,
          {
            actor,
            action: 'report.reject',
            target: { type: 'report', id },
            reason: note,
            before: { status: 'open' },
            after: { status: 'rejected', resolution: 'reject' },
          },
          now,
        )
        break
      case 'refund':
        await refundReport(tx, report, { resolution: 'refund', actor, note }, now)
        await hideIfRefunded(tx, propertyId, now)
        break
      case 'hide':
        await hideListing(
          tx,
          {
            propertyId,
            reason: note ?? REPORT_REASON_LABEL[report.reason],
            actor,
            action: 'report.hide',
          },
          now,
        )
        await refundReport(tx, report, { resolution: 'hide', actor, note }, now)
        break
    }
    return presented(tx, id)
  })
}
