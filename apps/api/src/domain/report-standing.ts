import {
  REPLY_BADGE_ANSWERED_PERCENT,
  REPLY_BADGE_MIN_REQUESTS,
  REPLY_WITHIN_HOURS,
  REPORT_WINDOW_DAYS,
  RESPONSE_SCORE_DAYS,
  RESPONSE_SCORE_MIN_UNLOCKS,
} from '@app/contract/constants'
import {
  type ReportReason,
  type ReportResolution,
  type ReportStatus,
} from '@app/contract/admin-texts'
import type { MyReport, ResponseScore } from '@app/contract/report'
import { sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { prepared, type Tx } from '../db/client'
import { properties, propertyReports, siteVisits, unlocks } from '../db/schema/index'

/**
 * What other modules show of reports, with one SQL fragment or statement each: a seeker's report
 * state on a listing they unlocked (the detail, Unlocked Properties) and an owner's response
 * score with the reply badge (the detail). Nothing here writes.
 */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS
const r = propertyReports

/** The last moment a seeker who unlocked at `unlockedAt` may report. */
export const reportWindowEnd = (unlockedAt: Date) =>
  new Date(unlockedAt.getTime() + REPORT_WINDOW_DAYS * DAY_MS)

/** Until when a report may be filed, or null once the window has closed. */
export function reportableUntil(unlockedAt: Date, now: Date): string | null {
  const end = reportWindowEnd(unlockedAt)
  return end.getTime() > now.getTime() ? end.toISOString() : null
}

/** An unlock's latest report as PostgreSQL's JSON carries it (map with toMyReport). */
export interface LatestReportJson {
  id: number
  status: ReportStatus
  reason: ReportReason
  resolution: ReportResolution | null
  created_at: string
}

/**
 * The latest report of unlock `unlockId` of listing `propertyId` as one JSON object, null when
 * it has none: a correlated subquery for a caller's statement (a listing's reports are one range
 * of the (property_id, created_at) index).
 */
export function latestReportOf(unlockId: AnyColumn | SQL, propertyId: AnyColumn | SQL) {
  return sql<LatestReportJson | null>`(
    select json_build_object('id', lr.id, 'status', lr.status, 'reason', lr.reason,
      'resolution', lr.resolution, 'created_at', lr.created_at)
    from ${r} lr where lr.property_id = ${propertyId} and lr.unlock_id = ${unlockId}
    order by lr.created_at desc, lr.id desc limit 1)`
}

/**
 * A viewer's unlock of a listing with its latest report as one JSON object (null when they did
 * not unlock it): for the detail statement, by the viewer's id and the listing's.
 */
export function viewerUnlockOf(viewerId: SQL, propertyId: SQL) {
  return sql<{ created_at: string; report: LatestReportJson | null } | null>`(
    select json_build_object('created_at', vu.created_at,
      'report', ${latestReportOf(sql`vu.id`, sql`vu.property_id`)})
    from ${unlocks} vu where vu.user_id = ${viewerId} and vu.property_id = ${propertyId})`
}

/** The report state of an unlock made at `unlockedAt`, as the contract's MyReport. */
export function toMyReport(
  unlockedAt: Date | string,
  report: LatestReportJson | null,
  now: Date,
): MyReport {
  return {
    reportable_until: reportableUntil(new Date(unlockedAt), now),
    report: report && {
      id: report.id,
      status: report.status,
      reason: report.reason,
      resolution: report.resolution,
      created_at: new Date(report.created_at).toISOString(),
    },
  }
}

const v = siteVisits

/** What the response score and the reply badge are made of (one statement, responseFigures). */
export interface ResponseFigures {
  unlocks: number
  refunded: number
  /** Visit requests that count: answered, or unanswered for a day and not withdrawn by the seeker. */
  requests: number
  answered: number
  /** Answered within REPLY_WITHIN_HOURS of being asked. */
  withinDay: number
}

/**
 * An owner's figures over the last RESPONSE_SCORE_DAYS, in one statement: the unlocks of all their
 * listings and how many of them were refunded (the owner's listings by user_id, each one's recent
 * unlocks by property_id and created_at, refunds by the listing's reports), and the visit requests
 * asked of them (site_visits by owner_id and created_at): how many count, how many were answered,
 * and how many within REPLY_WITHIN_HOURS. A request not yet a day old and unanswered does not
 * count yet (the owner still has time); one the seeker cancelled before any answer never does.
 */
export async function responseFigures(
  db: Tx,
  ownerId: number,
  now: Date,
): Promise<ResponseFigures> {
  const statement = prepared(db, 'response-score', (name) =>
    db
      .select({
        unlocks: sql<number>`count(*)::int`,
        refunded: sql<number>`(count(*) filter (where exists (
          select 1 from ${r} where ${r.propertyId} = ${unlocks.propertyId}
            and ${r.unlockId} = ${unlocks.id} and ${r.status} = 'refunded')))::int`,
        // One scan of the owner's recent requests: [counted, answered, answered within a day].
        visits: sql<number[] | string>`(select array[
            count(*) filter (where ${v.answeredAt} is not null
              or (${v.createdAt} <= ${sql.placeholder('dayAgo')}::timestamptz
                and ${v.cancelledBy} is distinct from 'seeker')),
            count(*) filter (where ${v.answeredAt} is not null),
            count(*) filter (where ${v.answeredAt} <= ${v.createdAt}
              + make_interval(hours => ${REPLY_WITHIN_HOURS}))]::int[]
          from ${v} where ${v.ownerId} = ${sql.placeholder('ownerId')}::int
            and ${v.createdAt} >= ${sql.placeholder('since')}::timestamptz)`,
      })
      .from(properties)
      .innerJoin(
        unlocks,
        sql`${unlocks.propertyId} = ${properties.id}
          and ${unlocks.createdAt} >= ${sql.placeholder('since')}::timestamptz`,
      )
      .where(sql`${properties.userId} = ${sql.placeholder('ownerId')}::int`)
      .prepare(name),
  )
  const since = new Date(now.getTime() - RESPONSE_SCORE_DAYS * DAY_MS)
  const dayAgo = new Date(now.getTime() - REPLY_WITHIN_HOURS * HOUR_MS)
  const [row] = await statement.execute({
    ownerId,
    since: since.toISOString(),
    dayAgo: dayAgo.toISOString(),
  })
  const [requests = 0, answered = 0, withinDay = 0] = intArray(row!.visits)
  return { unlocks: row!.unlocks, refunded: row!.refunded, requests, answered, withinDay }
}

/** An int[] as the driver gives it: numbers, or PostgreSQL's text ("{3,2,1}"). */
const intArray = (value: number[] | string): number[] =>
  Array.isArray(value) ? value.map(Number) : value.replace(/[{}]/g, '').split(',').map(Number)

/**
 * "Usually replies within a day": at least REPLY_BADGE_MIN_REQUESTS requests counted over
 * RESPONSE_SCORE_DAYS, at least REPLY_BADGE_ANSWERED_PERCENT of them answered, and the median
 * answer time within REPLY_WITHIN_HOURS, an unanswered request counting as slower than any: half
 * or more of the requests answered within the hours (the lower median, decision 067).
 */
export function repliesWithinDay(figures: ResponseFigures): boolean {
  const { requests, answered, withinDay } = figures
  return (
    requests >= REPLY_BADGE_MIN_REQUESTS &&
    answered * 100 >= REPLY_BADGE_ANSWERED_PERCENT * requests &&
    withinDay * 2 >= requests
  )
}

/**
 * The response score: the share of the owner's recent unlocks not refunded, shown once they have
 * RESPONSE_SCORE_MIN_UNLOCKS (null before: a few unlocks say little).
 */
export function scoreOf(figures: { unlocks: number; refunded: number }): ResponseScore | null {
  if (figures.unlocks < RESPONSE_SCORE_MIN_UNLOCKS) return null
  return {
    percent: Math.round((100 * (figures.unlocks - figures.refunded)) / figures.unlocks),
    unlocks: figures.unlocks,
  }
}
