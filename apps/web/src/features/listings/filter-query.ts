import {
  LISTING_FILTER_KEYS,
  LISTING_SORTS,
  PROPERTY_TYPE_LABEL,
  PURCHASE_TYPE_LABEL,
  type ListingFilterKey,
  type ListingSort,
} from '@app/contract/listing-texts'
import { parseId } from '../../lib/ids'

/** The filter form's values: select values as strings, '' for "All". */
export type FilterValues = Record<ListingFilterKey, string>

export const EMPTY_FILTER: FilterValues = {
  purchase_type: '',
  type: '',
  state_id: '',
  district_id: '',
  city_id: '',
}

const isId = (v: string) => parseId(v) !== undefined

const VALID: Record<ListingFilterKey, (v: string) => boolean> = {
  purchase_type: (v) => v in PURCHASE_TYPE_LABEL,
  type: (v) => v in PROPERTY_TYPE_LABEL,
  state_id: isId,
  district_id: isId,
  city_id: isId,
}

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
export function changeFilter(
  values: FilterValues,
  key: ListingFilterKey,
  value: string,
): FilterValues {
  const next = { ...values, [key]: value }
  if (key === 'state_id') {
    next.district_id = ''
    next.city_id = ''
  }
  if (key === 'district_id') next.city_id = ''
  return next
}

/** Everything /property keeps in its URL: the filter, the text search and the sort. */
export interface ListingSearch {
  filter: FilterValues
  q: string
  sort: ListingSort
}

const DEFAULT_SORT: ListingSort = 'newest'

export function searchFromParams(params: URLSearchParams): ListingSearch {
  const sort = params.get('sort') ?? ''
  return {
    filter: filterFromParams(params),
    q: params.get('q')?.trim() ?? '',
    sort: (LISTING_SORTS as readonly string[]).includes(sort)
      ? (sort as ListingSort)
      : DEFAULT_SORT,
  }
}

/** The URL for a search; the default sort and an empty search are left out. */
export function searchToParams({ filter, q, sort }: ListingSearch): URLSearchParams {
  const params = filterToParams(filter)
  if (q.trim()) params.set('q', q.trim())
  if (sort !== DEFAULT_SORT) params.set('sort', sort)
  return params
}
