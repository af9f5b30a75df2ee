import { SEARCH_MAX_LENGTH } from '@app/contract/limits'
import {
  defaultSort,
  hasKeyword,
  LISTING_FILTER_KEYS,
  LISTING_SORTS,
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
  type ListingFilterKey,
  type ListingSort,
} from '@app/contract/listing-texts'
import { SEARCH_FILTER_KEYS, type SearchFilterKey } from '@app/contract/search-texts'
import { parseId } from '../../lib/ids'

// Zod-free on purpose: the home page's first chunk builds /property links with these. The
// contract's messages and bounds are checked by search-validation.ts, on /property only.

/** The filter form's values: select values as strings, '' for "All". */
export type FilterValues = Record<ListingFilterKey, string>

export const EMPTY_FILTER: FilterValues = {
  purchase_type: '',
  type: '',
  state_id: '',
  district_id: '',
  city_id: '',
}

/** Every filter of /property, named as the API's query parameters. */
export type SearchKey = ListingFilterKey | SearchFilterKey
/** The whole search form: every value a string, '' for none; a yes/no filter is 'true' or ''. */
export type SearchValues = Record<SearchKey, string>

export const SEARCH_KEYS: readonly SearchKey[] = [...LISTING_FILTER_KEYS, ...SEARCH_FILTER_KEYS]
/** The yes/no filters: present means "only listings that have it". */
export const FLAG_KEYS = ['fire_noc', 'verified'] as const satisfies readonly SearchFilterKey[]
/** Near a PIN code or a town, and the radius: beside the keyword (issue 29). */
export const NEAR_KEYS = [
  'near_pin',
  'near_city_id',
  'radius_km',
] as const satisfies readonly SearchFilterKey[]
/** The search names a place to measure from. */
export const hasNear = (values: { near_pin?: string; near_city_id?: string }) =>
  Boolean(values.near_pin || values.near_city_id)
const PIN = /^[1-9][0-9]{5}$/
/** The filters beyond the spec's five, the keyword and Near: the "More filters" area. */
export const MORE_KEYS = SEARCH_FILTER_KEYS.filter(
  (key) => key !== 'q' && !(NEAR_KEYS as readonly string[]).includes(key),
)

export const EMPTY_SEARCH: SearchValues = {
  ...EMPTY_FILTER,
  ...(Object.fromEntries(SEARCH_FILTER_KEYS.map((key) => [key, ''])) as Record<
    SearchFilterKey,
    string
  >),
}

const isId = (v: string) => parseId(v) !== undefined
/** What the API reads as a number: digits, and a point with up to 6 decimals. */
const NUMBER = /^\d{1,15}(\.\d{1,6})?$/

const VALID: Record<ListingFilterKey, (v: string) => boolean> = {
  purchase_type: (v) => v in PURCHASE_TYPE_LABEL,
  type: (v) => v in PROPERTY_TYPE_LABEL,
  state_id: isId,
  district_id: isId,
  city_id: isId,
}

const isFlag = (key: SearchKey): key is (typeof FLAG_KEYS)[number] =>
  (FLAG_KEYS as readonly string[]).includes(key)

/**
 * The filter read from a URL; unknown values are dropped (the API would refuse them), and so
 * is a district without its state or a city without its district, as the form allows neither.
 */
export function filterFromParams(params: URLSearchParams): FilterValues {
  const values = { ...EMPTY_FILTER }
  for (const key of LISTING_FILTER_KEYS) {
    const raw = params.get(key)?.trim() ?? ''
    if (VALID[key](raw)) values[key] = raw
  }
  if (!values.state_id) values.district_id = ''
  if (!values.district_id) values.city_id = ''
  return values
}

/** Only the non-empty filters, in the spec's order (purchase_type, type, state, district, city). */
export function filterToParams(values: Partial<FilterValues>): URLSearchParams {
  const params = new URLSearchParams()
  for (const key of LISTING_FILTER_KEYS) {
    const value = values[key]?.trim()
    if (value) params.set(key, value)
  }
  return params
}

/** The spec's reset rules: a new state clears district and city; a new district clears city. */
export function changeFilter<T extends FilterValues>(
  values: T,
  key: keyof T & string,
  value: string,
): T {
  const next = { ...values, [key]: value }
  if (key === 'state_id') {
    next.district_id = ''
    next.city_id = ''
  }
  if (key === 'district_id') next.city_id = ''
  // A radius measures from a place: without one it goes too.
  if ('radius_km' in next && !hasNear(next as Partial<SearchValues>))
    (next as Record<string, string>).radius_km = ''
  return next
}

/** Everything /property keeps in its URL: the filters (the keyword among them) and the sort. */
export interface ListingSearch {
  filter: SearchValues
  sort: ListingSort
}

/** The sort a search without one takes: best match with a keyword, newest without. */
export const defaultSortOf = (filter: SearchValues) => defaultSort(filter.q)

/** One search value as the URL may carry it: a flag is 'true' or '1'; numbers are plain digits. */
function readValue(key: SearchFilterKey, raw: string) {
  if (isFlag(key)) return raw === 'true' || raw === '1' ? 'true' : ''
  if (key === 'q') return raw.slice(0, SEARCH_MAX_LENGTH)
  if (key === 'near_pin') return PIN.test(raw) ? raw : ''
  if (key === 'near_city_id') return isId(raw) ? raw : ''
  return NUMBER.test(raw) ? raw : ''
}

export function searchFromParams(params: URLSearchParams): ListingSearch {
  const filter: SearchValues = { ...EMPTY_SEARCH, ...filterFromParams(params) }
  for (const key of SEARCH_FILTER_KEYS) filter[key] = readValue(key, params.get(key)?.trim() ?? '')
  if (!hasNear(filter)) filter.radius_km = ''
  const sort = params.get('sort') ?? ''
  // The best match needs a keyword and nearest first a place: without them, the default.
  const known =
    (LISTING_SORTS as readonly string[]).includes(sort) &&
    (sort !== 'relevance' || hasKeyword(filter.q)) &&
    (sort !== 'distance' || hasNear(filter))
  return { filter, sort: known ? (sort as ListingSort) : defaultSortOf(filter) }
}

/**
 * The URL for a search: only the non-empty filters, the spec's five first, then issue 15's in
 * the contract's order; the default sort (defaultSortOf) is left out.
 */
export function searchToParams({ filter, sort }: ListingSearch): URLSearchParams {
  const params = filterToParams(filter)
  for (const key of SEARCH_FILTER_KEYS) {
    const value = filter[key]?.trim()
    if (value) params.set(key, value)
  }
  // Nearest first goes with the place it measures from (a removed Near takes it along).
  if (sort !== defaultSortOf(filter) && (sort !== 'distance' || hasNear(filter))) {
    params.set('sort', sort)
  }
  return params
}

/** The search as GET agents-propertys' query: the URL's parameters, the sort always given. */
export function searchToQuery(search: ListingSearch): Record<string, string> {
  return { ...Object.fromEntries(searchToParams(search)), sort: search.sort }
}

/** How many of the "More filters" are set (the toggle shows it). */
export const moreCount = (values: SearchValues) => MORE_KEYS.filter((key) => values[key]).length

/** How many filters the search has on (the Filters button shows it). */
export const activeCount = (values: SearchValues) =>
  // Near and its radius are one filter (one chip).
  SEARCH_KEYS.filter((key) => values[key] && key !== 'radius_km').length
