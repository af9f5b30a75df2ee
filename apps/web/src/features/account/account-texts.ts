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
} as const
