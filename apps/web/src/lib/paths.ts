/** Paths that several parts of the app send people to (spec 000 section 2, route table). */
export const PROPERTY_LIST_PATH = '/property'
export const ADD_LISTING_PATH = '/add-new-listing'
export const OWNER_REGISTRATION_PATH = '/agent-reg'
