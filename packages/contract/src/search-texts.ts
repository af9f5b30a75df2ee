/**
 * Search, map, saved searches, shortlist and compare (issue 15, API.md "Search"): constants,
 * labels and texts, free of Zod so the listing page's first chunk can use them. `search.ts`
 * re-exports everything here.
 */
import { plural } from './numbers'
import { RECURING_TYPE } from './listing-texts'

/** Warehouse specifications (optional; wizard step 1 and the edit modal's Specifications). */
export const FLOORINGS = ['fm2', 'vdf', 'tremix', 'other'] as const
export type Flooring = (typeof FLOORINGS)[number]
export const FLOORING_LABEL: Record<Flooring, string> = {
  fm2: 'FM2',
  vdf: 'VDF',
  tremix: 'Tremix',
  other: 'Other',
}

/** Upper bounds of the specifications (and of their filters). */
export const DOCKS_MAX = 500
/** Tonnes per square metre. */
export const FLOOR_LOAD_MAX = 100
export const POWER_KVA_MAX = 100_000
export const HIGHWAY_KM_MAX = 1_000

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
/** The certificate's kinds (checked by content on the server) and the picker's `accept`. */
export const FIRE_NOC_FILE_KINDS = ['pdf', 'jpeg', 'png'] as const
export const FIRE_NOC_FILE_ACCEPT = '.pdf,.jpg,.jpeg,.png'
/** The certificate's size limit: a scan or a photo of one page or a few. */
export const FIRE_NOC_FILE_MAX_BYTES = 10 * 1024 * 1024

/** The owner's side of the specifications: the wizard's step 1, the edit modal, the owner view. */
export const SPEC_FORM_TEXTS = {
  section: 'Warehouse specifications',
  sectionHint: 'Optional. Seekers filter on these; leave out what you do not know.',
  certificate: 'Fire NOC certificate',
  certificateHint: 'PDF, JPG or PNG, up to 10 MB.',
  certificateStored: 'Certificate on file',
  certificateDownload: 'Download certificate',
  certificateType: 'The fire NOC certificate must be a PDF, JPEG or PNG file.',
  certificateTooLarge: 'The fire NOC certificate exceeds the 10 MB limit.',
  notVerified: 'Not verified yet',
  changeClearsVerified:
    'Changing a specification or the certificate clears the verification until an administrator checks the documents again.',
  pinHint: 'Drag the pin to the gate of the property; it starts at the PIN code’s centre.',
  /** Said instead of pinHint when the map's tiles do not load (issue 25). */
  pinMapFailed:
    'The map could not load. The pin is placed at your PIN code’s centre; you can still continue.',
} as const

/**
 * Months' worth of one recurring price: the monthly equivalent of a rent is price × this. A sale
 * (no recurrence) counts once. The database's ₹ per sq.ft (properties.rate) uses the same table.
 */
export const MONTHLY_FACTOR: Record<number, number> = {
  [RECURING_TYPE.daily]: 30,
  [RECURING_TYPE.weekly]: 52 / 12,
  [RECURING_TYPE.fortnight]: 26 / 12,
  [RECURING_TYPE.monthly]: 1,
  [RECURING_TYPE.quarterly]: 1 / 3,
  [RECURING_TYPE.halfYearly]: 1 / 6,
  [RECURING_TYPE.yearly]: 1 / 12,
}

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
] as const
export type SearchFilterKey = (typeof SEARCH_FILTER_KEYS)[number]

/** Area filters bound (sq.ft). */
export const AREA_MAX_SQFT = 100_000_000

/** The map (GET properties/map). */
export const MAP_ZOOM_MIN = 0
export const MAP_ZOOM_MAX = 20
/** Markers closer than this many screen pixels at the asked zoom are one cluster. */
export const MAP_CLUSTER_RADIUS_PX = 60
/** From this zoom on, every listing is its own marker (no clustering). */
export const MAP_POINTS_FROM_ZOOM = 15
/** The most markers (clusters or points) one answer carries. */
export const MAP_MARKERS_MAX = 1_000
/** India, as the map opens: west, south, east, north. */
export const INDIA_BBOX = [68.1, 6.5, 97.4, 35.7] as const
/** Public map points are rounded to this many decimals (about 1 km): the address is paid contact. */
export const MAP_POINT_DECIMALS = 2

/** Saved searches and alerts. */
export const ALERT_MODES = ['instant', 'daily', 'off'] as const
export type AlertMode = (typeof ALERT_MODES)[number]
export const ALERT_MODE_LABEL: Record<AlertMode, string> = {
  instant: 'Instant',
  daily: 'Daily',
  off: 'Off',
}
export const SAVED_SEARCH_NAME_MAX_LENGTH = 80
export const SAVED_SEARCHES_MAX = 20
/** How often the alert runner looks for new matches (instant alerts wait at most this long). */
export const ALERT_EVERY_MS = 60_000
/** Daily alerts go out once a day from this hour, India time. */
export const ALERT_DAILY_HOUR_IST = 9
/** The most listings one alert message names (the rest are counted and linked). */
export const ALERT_LISTINGS_MAX = 10

/** Shortlist and compare. */
export const SHORTLIST_MAX = 100
export const COMPARE_MAX = 4
/** Browsers keep a visitor's shortlist here until they log in. */
export const SHORTLIST_STORAGE_KEY = 'shortlist'

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
