/**
 * The admin console's and the reports' names and texts (issue 13; API.md "Admin" and "Reports
 * and trust"; their numbers are in constants.ts and limits.ts), free of Zod so pages can use them without loading the validation library.
 * `admin.ts` and `report.ts` re-export everything here.
 */
import { plural } from './numbers'
import { ADJUSTMENT_MAX_CREDITS, WALLET_MAX_BALANCE } from './limits'
import { REPORT_WINDOW_DAYS } from './constants'

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
