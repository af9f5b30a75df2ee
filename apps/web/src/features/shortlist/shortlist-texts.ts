/** The shortlist's and compare page's own wording (the contract's SEARCH_TEXTS holds the shared texts). */
export const SHORTLIST_UI = {
  loginToCompare: 'Please login to compare listings.',
} as const
