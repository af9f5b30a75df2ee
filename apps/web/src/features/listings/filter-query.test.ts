import { describe, expect, it } from 'vitest'
import {
  changeFilter,
  EMPTY_FILTER,
  filterFromParams,
  EMPTY_SEARCH,
  filterToParams,
  moreCount,
  searchFromParams,
  searchToParams,
  searchToQuery,
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
      filter: { ...EMPTY_SEARCH, state_id: '4', q: 'dock' },
      sort: 'price_asc',
    })
    expect(searchToParams(search).toString()).toBe('state_id=4&q=dock&sort=price_asc')
    expect(searchToParams({ filter: { ...search.filter, q: '' }, sort: 'newest' }).toString()).toBe(
      'state_id=4',
    )
    expect(searchFromParams(new URLSearchParams('sort=cheap')).sort).toBe('newest')
  })

  it('sorts a keyword by best match by default, and nothing else', () => {
    const keyword = searchFromParams(new URLSearchParams('q=dock'))
    expect(keyword.sort).toBe('relevance')
    expect(searchToParams(keyword).toString()).toBe('q=dock')
    expect(searchToParams({ ...keyword, sort: 'newest' }).toString()).toBe('q=dock&sort=newest')
    expect(searchFromParams(new URLSearchParams('sort=relevance')).sort).toBe('newest')
    expect(searchFromParams(new URLSearchParams('q=%2B%2B&sort=relevance')).sort).toBe('newest')
  })

  it('round-trips every filter through the URL, named as the API names them, only non-empty', () => {
    const filter = {
      ...EMPTY_SEARCH,
      purchase_type: '2',
      type: '2',
      state_id: '4',
      district_id: '7',
      city_id: '9',
      q: 'bhiwandi',
      min_price: '10000',
      max_price: '250000',
      min_area: '5000',
      max_area: '20000.5',
      min_height: '30',
      min_docks: '4',
      min_floor_load: '2.5',
      min_power_kva: '200',
      fire_noc: 'true',
      verified: 'true',
    }
    const params = searchToParams({ filter, sort: 'rate_asc' })
    expect(params.toString()).toBe(
      'purchase_type=2&type=2&state_id=4&district_id=7&city_id=9&q=bhiwandi&min_price=10000' +
        '&max_price=250000&min_area=5000&max_area=20000.5&min_height=30&min_docks=4' +
        '&min_floor_load=2.5&min_power_kva=200&fire_noc=true&verified=true&sort=rate_asc',
    )
    expect(searchFromParams(params)).toEqual({ filter, sort: 'rate_asc' })

    const some = { ...EMPTY_SEARCH, min_docks: '2', verified: 'true' }
    expect(searchToParams({ filter: some, sort: 'newest' }).toString()).toBe(
      'min_docks=2&verified=true',
    )
    expect(searchToQuery({ filter: some, sort: 'newest' })).toEqual({
      min_docks: '2',
      verified: 'true',
      sort: 'newest',
    })
  })

  it('reads flags as on or off and drops numbers the API would not read', () => {
    const { filter } = searchFromParams(
      new URLSearchParams(
        'fire_noc=1&verified=false&min_price=-5&max_price=1e5&min_docks=abc&min_height=32',
      ),
    )
    expect(filter).toEqual({ ...EMPTY_SEARCH, fire_noc: 'true', min_height: '32' })
    expect(moreCount(filter)).toBe(2)
  })
})
