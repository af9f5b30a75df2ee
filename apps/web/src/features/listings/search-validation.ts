import { SearchFilterSchema } from '@app/contract/listing'
import { SavedFiltersSchema, type SavedFilters } from '@app/contract/search'
import {
  hasNear,
  searchToParams,
  type ListingSearch,
  type SearchKey,
  type SearchValues,
} from './filter-query'

/** One message per field, as the API would answer it (the contract's SearchFilterSchema). */
export type SearchErrors = Partial<Record<SearchKey, string>>

const nonEmpty = (values: SearchValues) =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''))

const RANGE_KEYS: readonly SearchKey[] = ['min_price', 'max_price', 'min_area', 'max_area']

function issues(values: Record<string, string>, errors: SearchErrors) {
  const result = SearchFilterSchema.safeParse(values)
  if (result.success) return
  for (const issue of result.error.issues) {
    const key = issue.path[0] as SearchKey | undefined
    if (key && !errors[key]) errors[key] = issue.message
  }
}

/** The form's field messages: bounds, whole numbers, and a maximum below its minimum. */
export function validateSearch(values: SearchValues): SearchErrors {
  const errors: SearchErrors = {}
  issues(nonEmpty(values), errors)
  // Zod checks the ranges' order only once every field parsed: check the ranges again on their
  // own, so "maximum below minimum" shows beside the other fields' messages at once.
  const ranges = Object.fromEntries(
    Object.entries(nonEmpty(values)).filter(
      ([key]) => RANGE_KEYS.includes(key as SearchKey) && !errors[key as SearchKey],
    ),
  )
  issues(ranges, errors)
  return errors
}

/**
 * The search as the URL gave it, less the values the API would refuse (a hand-edited or old
 * link): the page shows what it can instead of an error.
 */
export function cleanSearch(search: ListingSearch): ListingSearch {
  const errors = validateSearch(search.filter)
  const keys = Object.keys(errors) as SearchKey[]
  if (keys.length === 0) return search
  const filter = { ...search.filter }
  for (const key of keys) filter[key] = ''
  // A radius, or nearest first, without the place they measure from (issue 29).
  if (!hasNear(filter)) filter.radius_km = ''
  return {
    ...search,
    filter,
    sort: search.sort === 'distance' && !hasNear(filter) ? 'newest' : search.sort,
  }
}

/** The search as a saved search keeps it (the contract's SavedFilters). */
export function toSavedFilters(search: ListingSearch): SavedFilters {
  const parsed = SavedFiltersSchema.safeParse(Object.fromEntries(searchToParams(search)))
  return parsed.success ? parsed.data : {}
}
