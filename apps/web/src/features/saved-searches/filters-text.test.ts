import { SAVED_SEARCH_NAME_MAX_LENGTH, SEARCH_TEXTS } from '@app/contract/search-texts'
import { describe, expect, it } from 'vitest'
import { defaultSearchName, describeFilters } from './filters-text'

describe('a saved search in words', () => {
  it('names a new search from the deal, the kind, the place and the words', () => {
    expect(defaultSearchName({ purchase_type: 2, type: 2 }, 'Bhiwandi')).toBe(
      'Warehouse for Rent in Bhiwandi',
    )
    expect(defaultSearchName({ purchase_type: 1 })).toBe('Property for Sale')
    expect(defaultSearchName({ type: 1, q: ' cold storage ' })).toBe('Godown “cold storage”')
    expect(defaultSearchName({})).toBe('Property')
    const long = defaultSearchName({ q: 'x'.repeat(200) })
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX_LENGTH)
    expect(long.endsWith('…')).toBe(true)
  })

  it('lists every filter briefly, stored values and URL values alike', () => {
    expect(
      describeFilters(
        {
          purchase_type: 2,
          type: 2,
          min_price: 10_000,
          max_price: 50_000,
          min_area: 5_000,
          min_height: 30,
          min_docks: 2,
          min_floor_load: 5,
          min_power_kva: 100,
          fire_noc: true,
          verified: true,
          q: 'highway',
          sort: 'price_asc',
        },
        'Bhiwandi',
      ),
    ).toEqual([
      'Rent',
      'Warehouse',
      'Bhiwandi',
      '₹10,000–₹50,000',
      'from 5,000 sq.ft',
      'Clear height ≥ 30 ft',
      'Docks ≥ 2',
      'Floor load ≥ 5 t/m²',
      'Power ≥ 100 kVA',
      'Fire NOC',
      SEARCH_TEXTS.verified,
      '“highway”',
    ])
    expect(describeFilters({ max_price: '20000', verified: 'true' })).toEqual([
      'up to ₹20,000',
      SEARCH_TEXTS.verified,
    ])
    expect(describeFilters({})).toEqual([])
  })
})
