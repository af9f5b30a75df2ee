import { LEAD_DIGEST_HOUR_IST, type LeadAlertMode } from '@app/contract/account'

/** The account page's own wording. */
export const ACCOUNT_UI = {
  loginToAccount: 'Please login to view your account.',
  fetchFailed: 'Could not load your account.',
  noTransactions: 'No purchases yet.',
  noUnlocks: 'No unlocked properties yet.',
  noListings: 'No listings yet.',
  logoutEverywhereTitle: 'Log out everywhere?',
  logoutEverywhereBody:
    'This ends your session on every phone, tablet and computer, this one included. You will need to log in again.',
  leadAlertsTitle: 'Lead alerts',
  leadAlertsLead:
    'When a seeker unlocks one of your listings or asks for a site visit, we e-mail you.',
  leadAlertsSaved: 'Lead alerts saved',
} as const

/** "9 am": when the daily digest goes out. */
const DIGEST_HOUR = `${LEAD_DIGEST_HOUR_IST % 12 || 12} ${LEAD_DIGEST_HOUR_IST < 12 ? 'am' : 'pm'}`

/** The owner's two ways to hear of leads (LEAD_ALERT_MODES). */
export const LEAD_ALERT_LABEL: Record<LeadAlertMode, string> = {
  instant: 'E-mail me at once',
  daily: 'One e-mail a day',
}
export const LEAD_ALERT_HINT: Record<LeadAlertMode, string> = {
  instant: 'An e-mail (and an SMS where it is set up) for each lead as it comes.',
  daily: `The day's leads together, every day from ${DIGEST_HOUR} India time.`,
}
