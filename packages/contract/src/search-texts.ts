/**
 * Search, map, saved searches, shortlist and compare (issue 15, API.md "Search"): names, labels
 * and texts (their numbers are in constants.ts and limits.ts), free of Zod so the listing page's first chunk can use them. `search.ts`
 * re-exports everything here.
 */
import { plural } from './numbers'
import { COMPARE_MAX, SAVED_SEARCHES_MAX, SHORTLIST_MAX } from './limits'
import { FIRE_NOC_FILE_MAX_MB } from './upload-limits'

/** Warehouse specifications (optional; wizard step 1 and the edit modal's Specifications). */
export const FLOORINGS = ['fm2', 'vdf', 'tremix', 'other'] as const
export type Flooring = (typeof FLOORINGS)[number]
export const FLOORING_LABEL: Record<Flooring, string> = {
  fm2: 'FM2',
  vdf: 'VDF',
  tremix: 'Tremix',
  other: 'Other',
}

/** The specifications' labels and units, as cards, the detail page, forms and compare show them. */
export const SPEC_LABEL = {
  height: 'Clear height',
  docks: 'Docks',
  floor_load: 'Floor load',
  power_kva: 'Power',
  flooring: 'Flooring',
  fire_noc: 'Fire NOC',
  security_24x7: '24×7 security',
  highway_km: 'Distance to national highway',
} as const
export type SpecKey = keyof typeof SPEC_LABEL
export const SPEC_UNIT: Partial<Record<SpecKey, string>> = {
  height: 'ft',
  floor_load: 't/m²',
  power_kva: 'kVA',
  highway_km: 'km',
}

/** The multipart field of the fire NOC certificate (PDF, JPEG or PNG), beside step 1's `image`. */
export const FIRE_NOC_FILE_FIELD = 'fire_noc_file'

/** The owner's side of the specifications: the wizard's step 1, the edit modal, the owner view. */
export const SPEC_FORM_TEXTS = {
  section: 'Warehouse specifications',
  sectionHint: 'Optional. Seekers filter on these; leave out what you do not know.',
  certificate: 'Fire NOC certificate',
  certificateHint: `PDF, JPG or PNG, up to ${FIRE_NOC_FILE_MAX_MB} MB.`,
  certificateStored: 'Certificate on file',
  certificateDownload: 'Download certificate',
  certificateType: 'The fire NOC certificate must be a PDF, JPEG or PNG file.',
  certificateTooLarge: `The fire NOC certificate exceeds the ${FIRE_NOC_FILE_MAX_MB} MB limit.`,
  notVerified: 'Not verified yet',
  changeClearsVerified:
    'Changing a specification or the certificate clears the verification until an administrator checks the documents again.',
  pinHint: 'Drag the pin to the gate of the property; it starts at the PIN code’s centre.',
  /** Said instead of pinHint when the map's tiles do not load (issue 25). */
  pinMapFailed:
    'The map could not load. The pin is placed at your PIN code’s centre; you can still continue.',
} as const

/** The search filters beyond the spec's five, in the order the URL writes them. */
export const SEARCH_FILTER_KEYS = [
  'q',
  'min_price',
  'max_price',
  'min_area',
  'max_area',
  'min_height',
  'min_docks',
  'min_floor_load',
  'min_power_kva',
  'fire_noc',
  'verified',
  'near_pin',
  'near_city_id',
  'radius_km',
] as const
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number]

/** Saved searches and alerts. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const
export type AlertMode = (typeof ALERT_MODES)[number]
export const ALERT_MODE_LABEL: Record<AlertMode, string> = {
  instant: 'Instant',
  daily: 'Daily',
  off: 'Off',
}

export const SEARCH_TEXTS = {
  verified: 'Verified specs',
  verifiedHint: 'An administrator checked the documents behind these specifications.',
  shortlistAdd: 'Add to shortlist',
  shortlistRemove: 'Remove from shortlist',
  shortlistFull: `Your shortlist holds at most ${plural(SHORTLIST_MAX, 'listing')}`,
  compareTooMany: `Compare at most ${plural(COMPARE_MAX, 'listing')}`,
  compareTooFew: 'Pick at least two listings to compare',
  savedSearchSaved: 'Search saved',
  savedSearchesFull: `You can keep at most ${plural(SAVED_SEARCHES_MAX, 'saved search', 'saved searches')}`,
  savedSearchNameRequired: 'Name your search',
  unsubscribed: 'Alerts for this search are off',
  unsubscribeInvalid: 'This unsubscribe link is not valid',
  mapNoTiles: 'The map background could not load; listings are shown on an outline of India.',
  searchThisArea: 'Search this area',
  rangeInverted: (label: string) => `Maximum ${label} must be at least the minimum`,
} as const
