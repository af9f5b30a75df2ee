import { ALERT_DAILY_HOUR_IST } from '@app/contract/constants'
import { plural } from '@app/contract/numbers'
import { type AlertMode } from '@app/contract/search-texts'

/** The saved-searches feature's own wording (the contract holds the API's messages). */
export const SAVED_SEARCH_UI = {
  save: 'Save search',
  dialogTitle: 'Save this search',
  dialogLead: 'We will tell you when new listings match these filters.',
  nameLabel: 'Name',
  alertLegend: 'E-mail alerts',
  cancel: 'Cancel',
  saving: 'Saving…',
  panelTitle: 'Saved searches',
  panelEmpty: 'No saved searches yet. Save one from the listings page to get alerts.',
  browse: 'Browse listings',
  fetchFailed: 'Failed to fetch your saved searches.',
  noFilters: 'All listings',
  open: 'Open',
  delete: 'Delete',
  deleteTitle: 'Delete this saved search?',
  deleteBody: 'Its alerts stop. The listings themselves stay where they are.',
  deleting: 'Deleting…',
  deleted: 'Saved search deleted',
  alertChanged: 'Alert updated',
  alertLabel: 'Alert',
  alerted: (n: number) => `${plural(n, 'listing')} alerted`,
  unsubscribeTitle: 'Alerts',
  checkingLink: 'Checking the link…',
  confirmTitle: 'Turn off e-mail alerts?',
  confirmLead: 'You will no longer get e-mails about new listings for this saved search:',
  currentAlert: (mode: string) => `Alerts now: ${mode}`,
  turnOff: 'Turn off alerts',
  unsubscribing: 'Turning off the alerts…',
  unsubscribedLead: 'You will no longer get e-mails for this saved search:',
  unsubscribedHint: 'Changed your mind? Turn alerts back on from your account.',
  alreadyOff: 'Alerts for this search are already off',
  toAccount: 'My Account',
  toListings: 'Browse listings',
} as const

export const ALERT_MODE_HINT: Record<AlertMode, string> = {
  instant: 'As soon as a matching listing is published',
  daily: `At most one e-mail a day, from ${ALERT_DAILY_HOUR_IST} am India time`,
  off: 'Keep the search without e-mails',
}
