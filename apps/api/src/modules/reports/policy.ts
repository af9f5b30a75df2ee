import {
  REPORT_ANSWER_HOURS,
  REPORTER_MIN_ACCOUNT_DAYS,
  REPORTER_MIN_OTHER_UNLOCKS,
} from '@app/contract/constants'
import { isContactReason, type ReportReason } from '@app/contract/admin-texts'

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** The advisory lock that lets one API instance at a time claim the timer's due reports. */
export const REPORT_TIMER_LOCK = 'reports:timer'
/** Due reports one timer round claims (the oldest due first); the rest wait for the next round. */
export const REPORT_TIMER_BATCH = 100
/**
 * The most reports `GET property/reports` answers (the newest): a listing has one open report
 * per unlock at most, so only a long history of closed ones comes near it.
 */
export const PROPERTY_REPORTS_MAX = 200

/**
 * When the timer refunds an unanswered report: contact reasons only (the rest wait for an
 * admin), REPORT_ANSWER_HOURS after it was filed.
 */
export const answerDueAt = (reason: ReportReason, now: Date) =>
  isContactReason(reason) ? new Date(now.getTime() + REPORT_ANSWER_HOURS * HOUR_MS) : null

/**
 * Whether a reporter is established (decision 022): an account REPORTER_MIN_ACCOUNT_DAYS old
 * that has paid for REPORTER_MIN_OTHER_UNLOCKS unlocks of other owners' listings, not refunded.
 * Both cost a throwaway account time and money; a report by anyone else still counts, but only
 * the owner's silence (the timer) or a moderator refunds it.
 */
export const isEstablished = (
  facts: { createdAt: Date; otherUnlocks: number },
  now: Date,
) =>
  now.getTime() - facts.createdAt.getTime() >= REPORTER_MIN_ACCOUNT_DAYS * DAY_MS &&
  facts.otherUnlocks >= REPORTER_MIN_OTHER_UNLOCKS
