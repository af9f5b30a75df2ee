// Types only: the listing page draws the button and the badge with these texts, and the
// contract's visits module brings Zod (the form that needs it loads when it is opened).
import type { VisitStatus } from '@app/contract/visits'

/** Each state of a visit as people read it. */
export const VISIT_STATUS_LABEL: Record<VisitStatus, string> = {
  requested: 'Requested',
  accepted: 'Accepted',
  declined: 'Declined',
  cancelled: 'Cancelled',
  expired: 'Expired',
}

/**
 * The wording of site visits that the contract does not fix (its VISIT_TEXTS hold the messages
 * the API and the web share).
 */
export const VISIT_UI = {
  requestVisit: 'Request a site visit',
  dialogTitle: 'Request a site visit',
  slotLegend: (n: number) => `Slot ${n}`,
  date: 'Date',
  time: 'Time',
  chooseTime: 'Choose a time',
  addSlot: 'Add another slot',
  removeSlot: (n: number) => `Remove slot ${n}`,
  note: 'Note to the owner',
  noteHint: 'Optional: what you need to see, how many people will come.',
  send: 'Send request',
  sending: 'Sending…',
  cancel: 'Cancel',

  yourVisits: 'Your site visits',
  earlier: 'Earlier',
  allVisits: 'All site visits',
  loading: 'Loading site visits',
  failed: 'Could not load the site visits.',

  requestsTitle: 'Visit requests',
  requestsLead: 'Seekers who unlocked this property and want to see it. Accept a slot or decline.',
  noRequests: 'No visit requests yet.',

  pageTitle: 'Site visits',
  pageLead: 'Visits you asked for and visits to your properties, in India time.',
  loginToVisits: 'Please login to see your site visits.',
  tabsLabel: 'Site visits',
  upcoming: 'Upcoming',
  past: 'Past',
  noUpcoming: 'No upcoming site visits.',
  noPast: 'No past site visits.',

  owner: 'Owner',
  seeker: 'Seeker',
  proposed: 'Proposed times',
  agreed: 'Agreed time',
  chooseSlot: 'Choose a time to accept',
  accept: 'Accept',
  accepting: 'Accepting…',
  decline: 'Decline',
  declineTitle: 'Decline this visit?',
  declineLead: 'The seeker gets an e-mail with your reason.',
  reason: 'Reason',
  declining: 'Declining…',
  cancelVisit: 'Cancel visit',
  cancelTitle: 'Cancel this visit?',
  cancelLead: 'The other side gets an e-mail.',
  cancelReason: 'Reason',
  cancelReasonHint: 'Optional.',
  cancelling: 'Cancelling…',
  keep: 'Keep it',
  addToCalendar: 'Add to calendar',
  note_: 'Note',
  declinedBecause: (reason: string) => `Declined: ${reason}`,
  cancelledBy: (by: 'you' | 'owner' | 'seeker', reason: string | null) =>
    `Cancelled by ${by === 'you' ? 'you' : `the ${by}`}${reason ? `: ${reason}` : ''}`,

  repliesWithinDay: 'Usually replies within a day',
  repliesWithinDayExplained: 'This owner usually answers visit requests within a day.',
} as const
