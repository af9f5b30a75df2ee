/**
 * The admin console's and the reports' named values and texts (issue 13; API.md "Admin" and
 * "Reports and trust"), free of Zod so pages can use them without loading the validation library.
 * `admin.ts` and `report.ts` re-export everything here.
 */
import { plural } from './numbers'
import { WALLET_MAX_BALANCE } from './wallet-texts'

/** The dashboard's default and longest window, in days. */
export const STATS_DEFAULT_DAYS = 30
export const STATS_MAX_DAYS = 90

/** Moderators' reasons and notes (hide, block, credit adjustment, report resolution). */
export const REASON_MAX_LENGTH = 500
/** The largest single credit adjustment either way (the most one top-up may buy). */
export const ADJUSTMENT_MAX_CREDITS = 100_000

/** User types an admin may set (spec 000 section 6: 1 seeker, 2 owner, 99 admin). */
export const ADMIN_SETTABLE_USER_TYPES = [1, 2, 99] as const
export const USER_TYPE_LABEL: Record<number, string> = { 1: 'Seeker', 2: 'Owner', 99: 'Admin' }

/** The listing filters of the admin list. */
export const LISTING_VISIBILITIES = ['visible', 'hidden'] as const
export type ListingVisibility = (typeof LISTING_VISIBILITIES)[number]

/** Payment order filters by name (PAYMENT_STATUS holds the stored numbers). */
export const PAYMENT_STATUS_NAMES = ['pending', 'paid', 'failed'] as const
export type PaymentStatusName = (typeof PAYMENT_STATUS_NAMES)[number]

/* ---------------------------------------------------------------- reports and trust */

/** Why a seeker reports a listing they unlocked. */
export const REPORT_REASONS = [
  'unreachable',
  'wrong_number',
  'already_let',
  'misleading',
  'other',
] as const
export type ReportReason = (typeof REPORT_REASONS)[number]
export const REPORT_REASON_LABEL: Record<ReportReason, string> = {
  unreachable: 'Owner unreachable',
  wrong_number: 'Wrong number',
  already_let: 'Already let or sold',
  misleading: 'Misleading listing',
  other: 'Something else',
}
/** Reasons about the contact itself: these are refunded automatically when confirmed. */
export const CONTACT_REPORT_REASONS = ['unreachable', 'wrong_number'] as const
export const isContactReason = (reason: string) =>
  (CONTACT_REPORT_REASONS as readonly string[]).includes(reason)

/**
 * A report's life: open until refunded (automatically or by an admin), rejected by an admin, or
 * closed when an admin hid the listing (the reporter is refunded then too).
 */
export const REPORT_STATUSES = ['open', 'refunded', 'rejected'] as const
export type ReportStatus = (typeof REPORT_STATUSES)[number]
export const REPORT_STATUS_LABEL: Record<ReportStatus, string> = {
  open: 'Open',
  refunded: 'Refunded',
  rejected: 'Rejected',
}

/** How an admin resolves a report. */
export const REPORT_ACTIONS = ['refund', 'reject', 'hide'] as const
export type ReportAction = (typeof REPORT_ACTIONS)[number]
/** How a report ended: an admin's action, or automatically. */
export const REPORT_RESOLUTIONS = [...REPORT_ACTIONS, 'confirmed', 'unanswered'] as const
export type ReportResolution = (typeof REPORT_RESOLUTIONS)[number]
export const REPORT_RESOLUTION_LABEL: Record<ReportResolution, string> = {
  refund: 'Refunded by the moderators',
  reject: 'Rejected by the moderators',
  hide: 'Listing hidden by the moderators',
  confirmed: 'Refunded: confirmed by another seeker',
  unanswered: 'Refunded: the owner did not answer in time',
}

/** An owner's answer to a report. */
export const REPORT_ANSWERS = ['reachable', 'let'] as const
export type ReportAnswer = (typeof REPORT_ANSWERS)[number]
export const REPORT_ANSWER_LABEL: Record<ReportAnswer, string> = {
  reachable: 'Reachable now',
  let: 'Let out',
}

/** A seeker may report a listing this long after unlocking it. */
export const REPORT_WINDOW_DAYS = 7
/** An owner who does not answer a contact report within this long refunds it automatically. */
export const REPORT_ANSWER_HOURS = 48
/** Refunds on one listing that hide it pending review. */
export const REFUNDS_TO_HIDE = 2
/**
 * An established reporter (decision 022): an account at least this many days old when it reports,
 * which has paid for at least REPORTER_MIN_OTHER_UNLOCKS unlocks of other owners' listings that
 * were not refunded. Only reports of established reporters on different networks confirm each
 * other; everyone else's wait for the owner's answer, the timer or a moderator.
 */
export const REPORTER_MIN_ACCOUNT_DAYS = 30
export const REPORTER_MIN_OTHER_UNLOCKS = 1
/** The response score looks this far back, and shows once an owner has this many unlocks. */
export const RESPONSE_SCORE_DAYS = 90
export const RESPONSE_SCORE_MIN_UNLOCKS = 5
/** How often the report timer looks for unanswered reports. */
export const REPORT_TIMER_EVERY_MS = 60_000

/* ---------------------------------------------------------------- audit */

/** What the audit log records. */
export const AUDIT_ACTIONS = [
  'property.hide',
  'property.unhide',
  'property.verify',
  'user.block',
  'user.unblock',
  'user.type',
  'user.credits',
  'payment.reconcile',
  'report.refund',
  'report.reject',
  'report.hide',
  'report.auto_refund',
  'property.auto_hide',
] as const
export type AuditAction = (typeof AUDIT_ACTIONS)[number]
export const AUDIT_ACTION_LABEL: Record<AuditAction, string> = {
  'property.hide': 'Hid a listing',
  'property.unhide': 'Unhid a listing',
  'property.verify': 'Changed specs verification',
  'user.block': 'Blocked a user',
  'user.unblock': 'Unblocked a user',
  'user.type': 'Changed a user type',
  'user.credits': 'Adjusted credits',
  'payment.reconcile': 'Reconciled a payment',
  'report.refund': 'Refunded a report',
  'report.reject': 'Rejected a report',
  'report.hide': 'Hid a reported listing',
  'report.auto_refund': 'Refunded a report automatically',
  'property.auto_hide': 'Hid a listing pending review',
}
/** What an audit entry is about: `property:12`, `user:5`, `payment:3`, `report:9`. */
export const AUDIT_TARGET_TYPES = ['property', 'user', 'payment', 'report'] as const
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number]

/** Enquiry kinds an admin can read (stored by the content calls). */
export const ENQUIRY_KINDS = ['contact', 'profile', 'newsletter'] as const
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number]

export const ADMIN_TEXTS = {
  accountBlocked: 'This account is blocked',
  reasonRequired: 'Please give a reason.',
  creditsRequired: 'Enter a whole number of credits other than 0.',
  adjustmentTooLarge: `An adjustment can move at most ${plural(ADJUSTMENT_MAX_CREDITS, 'credit')}.`,
  belowZero: 'This adjustment would take the balance below zero.',
  aboveCeiling: `This adjustment would take the balance past ${plural(WALLET_MAX_BALANCE, 'credit')}, the most a wallet can hold.`,
  notOwnAccount: 'You cannot do this to your own account.',
  userTypeInvalid: 'User type must be 1, 2 or 99',
  userNotFound: 'User not found.',
  propertyNotFound: 'Property not found.',
  paymentNotFound: 'Payment order not found.',
  otherProvider: 'This order was made with another payment provider: it cannot be checked now.',
  reportNotFound: 'Report not found.',
  alreadyHidden: 'This listing is already hidden.',
  notHidden: 'This listing is not hidden.',
  reportClosed: 'This report has already been resolved.',
  hiddenByModerators: (reason: string) => `Hidden by the moderators: ${reason}`,
  pendingReviewReason: 'Pending review: several seekers could not reach the owner.',
} as const

export const REPORT_TEXTS = {
  notUnlocked: 'You can report only a property whose contact you unlocked.',
  windowClosed: `Reports can be made within ${plural(REPORT_WINDOW_DAYS, 'day')} of unlocking.`,
  alreadyReported: 'You have already reported this property.',
  messageRequired: 'Please describe the problem.',
  reasonRequired: 'Please choose a reason.',
  answerRequired: 'Please choose an answer.',
  filed: 'Thank you. Your report has been sent.',
  answered: 'Your answer has been sent.',
  answerOnlyOpen: 'Only an open report can be answered.',
  alreadyAnswered: 'You have already answered this report.',
} as const
