import {
  CONTACT_REPORT_REASONS,
  type ReportAnswer,
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
} from '@app/contract/admin-texts'
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import {
  properties,
  propertyReports,
  sessions,
  unlocks,
  users,
  walletLedger,
} from '../../db/schema/index'
import { listingStatus } from '../../domain/listing-policy'

const r = propertyReports

/** The ledger reference of an unlock's refund: unique, so an unlock is refunded at most once. */
export const refundReference = (unlockId: number) => `refund:${unlockId}`

/**
 * Locks listing `id` for the rest of the caller's transaction. Every path that may refund one of
 * its reports (filing, the timer, an admin's resolution, the owner's answer) takes this lock
 * first and only then reads the reports: they queue per listing, and each sees what the one
 * before it committed (decision 022). Undefined for no such listing.
 */
export async function lockProperty(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: properties.id, userId: properties.userId, hiddenAt: properties.hiddenAt })
    .from(properties)
    .where(eq(properties.id, id))
    .for('update')
  return row
}

/** A listing's owner, read without a lock (for reading its reports). */
export async function propertyOwner(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: properties.id, userId: properties.userId })
    .from(properties)
    .where(eq(properties.id, id))
  return row
}

/** The user's unlock of the listing (at most one: unique per user and listing). */
export async function unlockOf(tx: Tx, userId: number, propertyId: number) {
  const [row] = await tx
    .select({ id: unlocks.id, creditsSpent: unlocks.creditsSpent, createdAt: unlocks.createdAt })
    .from(unlocks)
    .where(and(eq(unlocks.userId, userId), eq(unlocks.propertyId, propertyId)))
  return row
}

/**
 * Whether an unlock has an open report, and whether it was refunded (a refunded report, or the
 * ledger's refund entry: either one ends its reporting).
 */
export async function unlockReportState(tx: Tx, unlockId: number) {
  const [row] = await tx
    .select({
      open: sql<boolean>`exists (select 1 from ${r} where ${r.unlockId} = ${unlockId}
        and ${r.status} = 'open')`,
      refunded: sql<boolean>`(exists (select 1 from ${r} where ${r.unlockId} = ${unlockId}
        and ${r.status} = 'refunded') or exists (select 1 from ${walletLedger}
        where ${walletLedger.reference} = ${refundReference(unlockId)}))`,
    })
    .from(sql`(select 1) as one`)
  return row!
}

export interface NewReport {
  unlockId: number
  propertyId: number
  reporterId: number
  reason: ReportReason
  message: string | null
  answerDueAt: Date | null
  reporterEstablished: boolean
  reporterNetworks: string[]
  createdAt: Date
}

export async function insertReport(tx: Tx, values: NewReport) {
  const [row] = await tx.insert(r).values(values).returning({ id: r.id })
  return row!.id
}

/** Sessions whose addresses count as a reporter's networks (the most recent). */
const NETWORK_SESSIONS = 50

/**
 * What decides whether a reporter is established (decision 022), read when they report: when the
 * account was made, how many unlocks of other owners' listings they paid for that were not
 * refunded, and the addresses of their latest sessions.
 */
export async function reporterFacts(
  tx: Tx,
  who: { userId: number; unlockId: number; ownerId: number },
) {
  const [row] = await tx
    .select({
      createdAt: users.createdAt,
      otherUnlocks: sql<number>`(select count(*)::int from ${unlocks} u
        join ${properties} p on p.id = u.property_id
        where u.user_id = ${who.userId} and u.id <> ${who.unlockId}
          and u.credits_spent > 0 and p.user_id <> ${who.ownerId}
          and not exists (select 1 from ${walletLedger} l
            where l.reference = 'refund:' || u.id::text))`,
      sessionIps: sql<string[]>`array(select s.ip from ${sessions} s
        where s.user_id = ${who.userId} and s.ip is not null
        order by s.id desc limit ${NETWORK_SESSIONS})`,
    })
    .from(users)
    .where(eq(users.id, who.userId))
  return row
}

/** An established reporter's report that counts as evidence: refunded, or open and undisputed. */
const undisputed = sql`${r.reporterEstablished} and (${r.status} = 'refunded'
  or (${r.status} = 'open' and ${r.answer} is distinct from 'reachable'))`

/**
 * Whether the listing's contact is confirmed dead by independent evidence (decision 022): two
 * contact reports filed since `since` by different established reporters who share no network,
 * each refunded or open and not disputed, while no open contact report the owner disputed
 * ("reachable") waits for a moderator. A refunded one counts, so a confirmation does not depend
 * on which of two reports, or the timer, got the listing's lock first; a rejected one does not.
 */
export async function contactConfirmed(tx: Tx, propertyId: number, since: Date) {
  const recent = and(
    eq(r.propertyId, propertyId),
    gte(r.createdAt, since),
    inArray(r.reason, [...CONTACT_REPORT_REASONS]),
  )
  const [row] = await tx
    .select({
      confirmed: sql<boolean>`not exists (select 1 from ${r} where ${recent}
          and ${r.status} = 'open' and ${r.answer} = 'reachable')
        and exists (select 1 from ${r} a join ${r} b
          on b.property_id = a.property_id and a.reporter_id < b.reporter_id
          and not (a.reporter_networks && b.reporter_networks)
          where a.id in (select ${r.id} from ${r} where ${recent} and ${undisputed})
            and b.id in (select ${r.id} from ${r} where ${recent} and ${undisputed}))`,
    })
    .from(sql`(select 1) as one`)
  return row!.confirmed
}

/** What refunding a report needs: whom, how much, and for which unlock. */
const refundableColumns = {
  id: r.id,
  propertyId: r.propertyId,
  unlockId: r.unlockId,
  reporterId: r.reporterId,
  creditsSpent: unlocks.creditsSpent,
}
export type Refundable = { [K in keyof typeof refundableColumns]: number }

/**
 * The listing's open contact reports the owner did not dispute, locked (after the listing: one
 * lock order everywhere), by id: the reports a confirmation refunds. A disputed one waits for a
 * moderator.
 */
export async function openContactReports(tx: Tx, propertyId: number): Promise<Refundable[]> {
  return tx
    .select(refundableColumns)
    .from(r)
    .innerJoin(unlocks, eq(unlocks.id, r.unlockId))
    .where(
      and(
        eq(r.propertyId, propertyId),
        eq(r.status, 'open'),
        inArray(r.reason, [...CONTACT_REPORT_REASONS]),
        sql`${r.answer} is distinct from 'reachable'`,
      ),
    )
    .orderBy(asc(r.id))
    .for('update', { of: r })
}

/** The listing a report is about (read without a lock: the caller locks the listing next). */
export async function propertyOfReport(tx: Tx, id: number) {
  const [row] = await tx.select({ propertyId: r.propertyId }).from(r).where(eq(r.id, id))
  return row?.propertyId
}

/** A report locked for a change, with what a refund needs (the listing locked before). */
export async function lockReport(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      ...refundableColumns,
      status: r.status,
      reason: r.reason,
      answeredAt: r.answeredAt,
      answerDueAt: r.answerDueAt,
    })
    .from(r)
    .innerJoin(unlocks, eq(unlocks.id, r.unlockId))
    .where(eq(r.id, id))
    .for('update', { of: r })
  return row
}

export interface Closing {
  status: Exclude<ReportStatus, 'open'>
  resolution: ReportResolution
  note: string | null
  /** The admin who resolved it; null for the automatic rules. */
  resolvedBy: number | null
  refundedCredits: number
}

/** Closes an open report; false when it was not open (nothing changed). */
export async function closeReport(tx: Tx, id: number, closing: Closing, now: Date) {
  const rows = await tx
    .update(r)
    .set({
      status: closing.status,
      resolution: closing.resolution,
      resolutionNote: closing.note,
      resolvedBy: closing.resolvedBy,
      refundedCredits: closing.refundedCredits,
      resolvedAt: now,
    })
    .where(and(eq(r.id, id), eq(r.status, 'open')))
    .returning({ id: r.id })
  return rows.length > 0
}

/** The owner's answer to an open, unanswered report; false when it was not (nothing changed). */
export async function setAnswer(
  tx: Tx,
  id: number,
  answer: { answer: ReportAnswer; message: string | null },
  now: Date,
) {
  const rows = await tx
    .update(r)
    .set({ answer: answer.answer, answerMessage: answer.message, answeredAt: now })
    .where(and(eq(r.id, id), eq(r.status, 'open'), isNull(r.answeredAt)))
    .returning({ id: r.id })
  return rows.length > 0
}

/**
 * How many of the listing's unlocks were refunded through reports (distinct unlocks: an unlock
 * is refunded once however many of its reports closed as refunded).
 */
export async function refundedUnlocks(tx: Tx, propertyId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${r.unlockId})::int` })
    .from(r)
    .where(and(eq(r.propertyId, propertyId), eq(r.status, 'refunded')))
  return row!.n
}

/**
 * The open contact reports the timer refunds: due, unanswered, the oldest due first (the
 * partial index `property_reports_due_index` holds exactly these).
 */
export async function dueReports(tx: Tx, now: Date, limit: number) {
  return tx
    .select({ id: r.id, propertyId: r.propertyId })
    .from(r)
    .where(and(eq(r.status, 'open'), isNull(r.answeredAt), lte(r.answerDueAt, now)))
    .orderBy(asc(r.answerDueAt), asc(r.id))
    .limit(limit)
}

/**
 * A due report as it stands, locked (after its listing): still open, unanswered and due, or
 * undefined when something settled it since it was claimed.
 */
export async function lockDueReport(tx: Tx, id: number, now: Date) {
  const [row] = await tx
    .select(refundableColumns)
    .from(r)
    .innerJoin(unlocks, eq(unlocks.id, r.unlockId))
    .where(
      and(eq(r.id, id), eq(r.status, 'open'), isNull(r.answeredAt), lte(r.answerDueAt, now)),
    )
    .for('update', { of: r })
  return row
}

/* ---------------------------------------------------------------- reading reports */

const reporter = users
const reportColumns = {
  id: r.id,
  status: r.status,
  reason: r.reason,
  message: r.message,
  createdAt: r.createdAt,
  answerDueAt: r.answerDueAt,
  answer: r.answer,
  answerMessage: r.answerMessage,
  answeredAt: r.answeredAt,
  resolution: r.resolution,
  resolutionNote: r.resolutionNote,
  resolvedAt: r.resolvedAt,
  refundedCredits: r.refundedCredits,
  propertyId: properties.id,
  propertyName: properties.name,
  propertyStatus: listingStatus,
  reporterId: reporter.id,
  reporterName: reporter.firstName,
  reporterPhone: reporter.phoneNumber,
  unlockId: unlocks.id,
  creditsSpent: unlocks.creditsSpent,
  unlockedAt: unlocks.createdAt,
}

function selectReports(tx: Tx, where: SQL | undefined) {
  return tx
    .select(reportColumns)
    .from(r)
    .innerJoin(properties, eq(properties.id, r.propertyId))
    .innerJoin(reporter, eq(reporter.id, r.reporterId))
    .innerJoin(unlocks, eq(unlocks.id, r.unlockId))
    .where(where)
}
export type ReportRow = Awaited<ReturnType<typeof selectReports>>[number]

export async function reportById(tx: Tx, id: number) {
  const [row] = await selectReports(tx, eq(r.id, id))
  return row
}

/** A listing's reports, newest first (at most `limit`). */
export function reportsOf(tx: Tx, propertyId: number, limit: number) {
  return selectReports(tx, eq(r.propertyId, propertyId))
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(limit)
}

export interface ReportFilter {
  status?: ReportStatus | undefined
  propertyId?: number | undefined
}

/** The admin queue: reports by status and listing, newest first, and how many match. */
export async function reportPage(
  tx: Tx,
  filter: ReportFilter,
  page: { offset: number; limit: number },
) {
  const where = and(
    filter.status && eq(r.status, filter.status),
    filter.propertyId !== undefined ? eq(r.propertyId, filter.propertyId) : undefined,
  )
  const rows = await selectReports(tx, where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .offset(page.offset)
    .limit(page.limit)
  const [total] = await tx.select({ n: count() }).from(r).where(where)
  return { rows, total: total!.n }
}
