import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { describe, expect, it } from 'vitest'
import { EMPTY_SEARCH } from './filter-query'
import { cleanSearch, toSavedFilters, validateSearch } from './search-validation'

describe('search validation (the contract messages)', () => {
  it('accepts an empty search and any combination within bounds', () => {
    expect(validateSearch(EMPTY_SEARCH)).toEqual({})
    expect(
      validateSearch({ ...EMPTY_SEARCH, min_price: '100', max_price: '100', min_docks: '3' }),
    ).toEqual({})
  })

  it('names the maximum when it is below its minimum', () => {
    expect(
      validateSearch({
        ...EMPTY_SEARCH,
        min_price: '5000',
        max_price: '1000',
        min_area: '900',
        max_area: '100',
      }),
    ).toEqual({
      max_price: SEARCH_TEXTS.rangeInverted('price'),
      max_area: SEARCH_TEXTS.rangeInverted('area'),
    })
  })

  it('refuses decimals where whole numbers are asked, and values over the bound', () => {
    const errors = validateSearch({ ...EMPTY_SEARCH, min_docks: '2.5', min_floor_load: '1000' })
    expect(errors.min_docks).toBe('Minimum docks must be a whole number from 0 to 500')
    expect(errors.min_floor_load).toBe('Minimum floor load must be a number from 0 to 100')
  })

  it('drops what the API would refuse from a URL, and keeps the rest', () => {
    const search = cleanSearch({
      filter: { ...EMPTY_SEARCH, min_price: '5000', max_price: '1000', min_docks: '4' },
      sort: 'newest',
    })
    expect(search.filter).toEqual({ ...EMPTY_SEARCH, min_price: '5000', min_docks: '4' })
  })

  it('gives the search as a saved search keeps it: typed, only what is set, with the sort', () => {
    expect(
      toSavedFilters({
        filter: { ...EMPTY_SEARCH, state_id: '4', q: 'dock', min_area: '1200.5', fire_noc: 'true' },
        sort: 'price_asc',
      }),
    ).toEqual({ state_id: 4, q: 'dock', min_area: 1200.5, fire_noc: true, sort: 'price_asc' })
    expect(toSavedFilters({ filter: EMPTY_SEARCH, sort: 'newest' })).toEqual({})
  })
})
