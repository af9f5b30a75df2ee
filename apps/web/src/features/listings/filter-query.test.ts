import { describe, expect, it } from 'vitest'
import {
  changeFilter,
  EMPTY_FILTER,
  filterFromParams,
  filterToParams,
  searchFromParams,
  searchToParams,
} from './filter-query'

describe('filter query', () => {
  it('keeps only the non-empty filters, in the spec order', () => {
    const params = filterToParams({
      ...EMPTY_FILTER,
      city_id: '9',
      purchase_type: '2',
      state_id: '4',
      district_id: '7',
    })
    expect(params.toString()).toBe('purchase_type=2&state_id=4&district_id=7&city_id=9')
    expect(filterToParams(EMPTY_FILTER).toString()).toBe('')
  })

  it('changing the state clears district and city; changing the district clears city', () => {
    const full = { purchase_type: '1', type: '2', state_id: '4', district_id: '7', city_id: '9' }
    expect(changeFilter(full, 'state_id', '5')).toEqual({
      ...full,
      state_id: '5',
      district_id: '',
      city_id: '',
    })
    expect(changeFilter(full, 'district_id', '8')).toEqual({
      ...full,
      district_id: '8',
      city_id: '',
    })
    expect(changeFilter(full, 'type', '1')).toEqual({ ...full, type: '1' })
  })

  it('reads a URL, dropping values the API would refuse and orphaned places', () => {
    expect(
      filterFromParams(new URLSearchParams('purchase_type=9&type=2&district_id=7&city_id=x')),
    ).toEqual({
      ...EMPTY_FILTER,
      type: '2',
    })
  })

  it('keeps search and sort in the URL, leaving out the defaults', () => {
    const search = searchFromParams(new URLSearchParams('state_id=4&q=%20dock%20&sort=price_asc'))
    expect(search).toEqual({
      filter: { ...EMPTY_FILTER, state_id: '4' },
      q: 'dock',
      sort: 'price_asc',
    })
    expect(searchToParams(search).toString()).toBe('state_id=4&q=dock&sort=price_asc')
    expect(searchToParams({ ...search, sort: 'newest', q: '' }).toString()).toBe('state_id=4')
    expect(searchFromParams(new URLSearchParams('sort=cheap')).sort).toBe('newest')
  })
})
