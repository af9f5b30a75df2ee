import { REPORT_ANSWER_HOURS, RESPONSE_SCORE_DAYS } from '@app/contract/constants'
import { plural } from '@app/contract/numbers'
import { formatWhen } from '../../lib/format'


/**
 * The wording of reporting and answering that the contract does not fix (its REPORT_TEXTS hold
 * the messages both sides share).
 */
export const REPORT_UI = {
  reportProblem: 'Report a problem',
  dialogTitle: 'Report a problem',
  reasonLegend: 'What is wrong?',
  messageLabel: 'Message',
  messageHint: 'Optional: what happened when you tried (needed for "Something else").',
  submit: 'Send report',
  sending: 'Sending…',
  cancel: 'Cancel',
  /** What happens to a report about the contact itself (it can refund the unlock). */
  contactNote: (credits: number | undefined) =>
    `If the owner does not answer within ${plural(REPORT_ANSWER_HOURS, 'hour')}, or other long-standing seekers confirm the owner can't be reached, ${credits === undefined ? 'the credits you spent come' : `your ${plural(credits, 'credit')} come`} back automatically. If the owner says they can be reached, the moderators decide.`,
  /** What happens to any other report. */
  reviewNote: 'The owner can answer it, and the moderators will review it.',

  refundedNow:
    'Thank you. Another seeker reported the same problem, so your credits are back in your wallet.',
  sentWaiting: "Report sent: waiting for the owner's answer",
  sentReview: 'Report sent: the moderators will review it',
  refundedHidden: 'Refunded: the moderators hid the listing',
  reportedOn: (reason: string, date: string) => `${reason}, reported ${date}`,

  panelTitle: 'Reports',
  panelLead: 'Seekers who unlocked this property and could not use it. Answer the open ones.',
  panelLoading: 'Loading reports',
  panelFailed: 'Could not load the reports.',
  answerBy: (due: string) =>
    `Answer by ${formatWhen(due)}, or the seeker is refunded automatically.`,
  answerLegend: 'Your answer',
  answerMessageLabel: 'Message to the seeker and the moderators',
  answerMessageHint: 'Optional.',
  sendAnswer: 'Send answer',
  noMessage: 'No message.',
  yourAnswer: (label: string) => `You answered: ${label}`,
  refundedCredits: (credits: number) =>
    `${plural(credits, 'credit')} refunded to the seeker`,

  scoreBadge: (percent: number, unlocks: number) =>
    `Response score ${percent}% · ${plural(unlocks, 'unlock')} in ${plural(RESPONSE_SCORE_DAYS, 'day')}`,
  scoreExplained: (percent: number, unlocks: number) =>
    `${percent}% of the ${plural(unlocks, 'unlock')} of this owner's listings in the last ${plural(RESPONSE_SCORE_DAYS, 'day')} ${unlocks === 1 ? 'was' : 'were'} not refunded after a report.`,
} as const
