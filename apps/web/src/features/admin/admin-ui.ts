/**
 * The admin console's own wording (the contract's ADMIN_TEXTS hold the texts the server shares:
 * reasons, refusals, labels).
 */
import { plural } from '@app/contract/numbers'
export const ADMIN_UI = {
  consoleTitle: 'Admin console',
  consoleLead: 'Moderate listings and people, settle payments and reports.',
  loginToAdmin: 'Please login to open the admin console.',
  adminsOnlyTitle: 'This page is for administrators',
  adminsOnlyBody:
    'The admin console is open to administrator accounts only. You can keep browsing properties.',
  loadFailed: 'Could not load this page. Please try again.',
  actionFailed: 'That did not work. Please try again.',

  dashboardTitle: 'Dashboard',
  dashboardLead: 'How the marketplace is doing: people, listings, money and trust.',
  windowLabel: 'Period',
  windowOption: (days: number) => plural(days, 'day'),

  propertiesTitle: 'Listings',
  propertiesLead: 'Every listing in any state: find one, open it, hide or verify it.',
  propertiesSearch: 'Search listings',
  propertiesSearchHint: 'Name, owner, phone or place',
  noProperties: 'No listings match these filters.',

  usersTitle: 'Users',
  usersLead: 'Find an account, see what it did, block it or adjust its credits.',
  usersSearch: 'Search users',
  usersSearchHint: 'Name, e-mail or phone',
  noUsers: 'No users match these filters.',

  paymentsTitle: 'Payments',
  paymentsLead: 'Top-up orders with their provider ids: settle a stuck one, download an invoice.',
  gstr1Title: 'GSTR-1 export',
  gstr1Lead:
    'A month’s tax invoices as the GST offline tool imports them: B2B by GSTIN, B2C by state.',
  paymentsSearch: 'Search payments',
  paymentsSearchHint: 'Order id, payment id, receipt or phone',
  noPayments: 'No payment orders match these filters.',

  reportsTitle: 'Reports',
  reportsLead: 'What seekers reported about listings they unlocked, and how each ended.',
  noReports: 'No reports match this filter.',

  auditTitle: 'Audit log',
  auditLead: 'Every moderator action and automatic refund, as it happened. Entries never change.',
  noAudit: 'No audit entries match these filters.',

  enquiriesTitle: 'Enquiries',
  enquiriesLead:
    'Messages from the contact form, company-profile requests and newsletter sign-ups.',
  noEnquiries: 'Nothing here yet.',

  hidden: 'Listing hidden.',
  unhidden: 'Listing visible again.',
  verified: 'Specs marked as verified.',
  unverified: 'Specs verification removed.',
  blocked: 'User blocked. Their sessions have ended.',
  unblocked: 'User unblocked.',
  typeChanged: 'User type changed.',
  creditsAdjusted: (credits: number) => `Credits adjusted. New balance: ${credits}.`,
  resolved: 'Report resolved.',
  copied: 'Copied.',
  copyFailed: 'Could not copy. Select the text and copy it by hand.',
  invoiceFailed: 'Could not download the invoice. Please try again.',
} as const

/** The dashboard's windows (days); the contract caps the call at STATS_MAX_DAYS. */
export const STATS_WINDOWS = [7, 30, 90] as const
