/**
 * "Near" a town or a PIN code within a radius (issue 29): the query's
 * `near_pin` or `near_city_id` and `radius_km`: their texts and bounds. Zod-free, so the listing page's first chunk can read and write them;
 * the schemas are in listing.ts (nearFields, nearRules). See docs/decisions/057.
 */

/** The radius a `near` search takes, in whole kilometres. */
export const NEAR_RADIUS_MIN_KM = 1
export const NEAR_RADIUS_MAX_KM = 200
/** The radius when `near` comes without one. */
export const NEAR_RADIUS_DEFAULT_KM = 25
/** The radii the filter offers (any whole number in the bounds is accepted). */
export const NEAR_RADII_KM = [5, 10, 25, 50, 100, 200] as const
/** The most suggestions the Near field's autocomplete shows. */
export const NEAR_SUGGESTIONS_MAX = 8
/** The longest text the autocomplete takes. */
export const NEAR_QUERY_MAX_LENGTH = 60

/** The query's names for the place (API.md "Search"): a PIN code, or a town by its id. */
export const NEAR_PLACE_KEYS = ['near_pin', 'near_city_id'] as const
export type NearPlace = { pin: string } | { cityId: number }

/** The place a search names, if any (the contract lets only one through). */
export function nearPlaceOf(v: {
  near_pin?: string | undefined
  near_city_id?: number | undefined
}): NearPlace | undefined {
  if (v.near_pin !== undefined) return { pin: v.near_pin }
  if (v.near_city_id !== undefined) return { cityId: v.near_city_id }
  return undefined
}

/** Distances as cards show them: one decimal. */
export const DISTANCE_DECIMALS = 1

export const NEAR_TEXTS = {
  label: 'Near',
  placeholder: 'Town or PIN code',
  radius: 'Within',
  radiusOption: (km: number) => `${km} km`,
  clear: 'Clear near',
  noMatch: 'No town or PIN code matches',
  nearInvalid: 'Near must be a 6-digit PIN code or a town picked from the list',
  nearBoth: 'Search near a town or a PIN code, not both',
  nearUnknown: 'That town or PIN code has no known location',
  radiusInvalid: `Radius must be a whole number of kilometres from ${NEAR_RADIUS_MIN_KM} to ${NEAR_RADIUS_MAX_KM}`,
  radiusWithoutNear: 'A radius needs a town or PIN code to measure from',
  distanceWithoutNear: 'Sorting by distance needs a town or PIN code to measure from',
  away: (km: number) => `${km.toFixed(DISTANCE_DECIMALS)} km away`,
  chip: (place: string, km: number) => `Within ${km} km of ${place}`,
  queryRequired: 'Type a town or PIN code, or give a town id',
  queryTooLong: `Search at most ${NEAR_QUERY_MAX_LENGTH} characters`,
} as const
