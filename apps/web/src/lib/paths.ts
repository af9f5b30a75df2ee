/** Paths that several parts of the app send people to (spec 000 section 2, route table). */
export const PROPERTY_LIST_PATH = '/property'
export const ADD_LISTING_PATH = '/add-new-listing'
export const OWNER_REGISTRATION_PATH = '/agent-reg'
export const WALLET_PATH = '/wallet'
export const TRANSACTIONS_PATH = '/user-transactions'
export const UNLOCKED_PROPERTIES_PATH = '/unlocked-properties'

/** The query flag a top-up adds on the way back to a property: the unlock is retried there. */
export const FROM_WALLET_PARAM = 'from_wallet'

/** /property/{id}; `fromWallet` adds `?from_wallet=true` (spec 000 section 4, wallet top-up). */
export const propertyPath = (id: number, { fromWallet = false } = {}) =>
  `${PROPERTY_LIST_PATH}/${id}${fromWallet ? `?${FROM_WALLET_PARAM}=true` : ''}`

/** /wallet, or /wallet?property_id={id} to go back to that property once the credits are in. */
export const walletPath = (propertyId?: number) =>
  propertyId === undefined ? WALLET_PATH : `${WALLET_PATH}?property_id=${propertyId}`

export const MY_PROPERTIES_PATH = '/my-properties'

/** /add-new-listing?continue={id}: resumes an incomplete property (spec 001 section 2). */
export const continueListingPath = (id: number) => `${ADD_LISTING_PATH}?continue=${id}`

/** The account's own pages the account page links to (spec 000 section 2, /account's tabs). */
export const CHANGE_PASSWORD_PATH = '/changepassword'
export const CHECKOUT_PATH = '/checkout'

/** A user's site visits, as seeker and as owner (issue 30). */
export const VISITS_PATH = '/visits'
