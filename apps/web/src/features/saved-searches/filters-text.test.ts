import { SAVED_SEARCH_NAME_MAX_LENGTH } from '@app/contract/limits'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { describe, expect, it } from 'vitest'
import { defaultSearchName, describeFilters } from './filters-text'

describe('a saved search in words', () => {
  it('names a new search from what, the deal, the place and the key filters', () => {
    expect(defaultSearchName({ type: 2, min_area: 10_000 }, 'Bhiwandi')).toBe(
      'Warehouses in Bhiwandi, 10,000+ sq.ft',
    )
    expect(defaultSearchName({ purchase_type: 2, type: 2 }, 'Bhiwandi')).toBe(
      'Warehouses for rent in Bhiwandi',
    )
    // Never the bare "Property" of before: no type means both kinds.
    expect(defaultSearchName({})).toBe('Godowns and warehouses')
    expect(defaultSearchName({ purchase_type: 1 })).toBe('Godowns and warehouses for sale')
    expect(defaultSearchName({ type: 1, q: ' cold storage ' })).toBe('Godowns, “cold storage”')
    // URL values (strings) as the listing page holds them, ranges and minimums.
    expect(
      defaultSearchName(
        { type: '1', purchase_type: '3', min_area: '5000', max_area: '20000', max_price: '500000' },
        'Thane',
      ),
    ).toBe('Godowns for lease in Thane, 5,000–20,000 sq.ft, up to ₹5,00,000')
    expect(
      defaultSearchName({ min_height: 30, min_docks: 4, fire_noc: true, verified: 'true' }),
    ).toBe('Godowns and warehouses, 30+ ft clear height, 4+ docks, Fire NOC, verified')
    expect(defaultSearchName({ type: 1, min_floor_load: 5, min_power_kva: 100 })).toBe(
      'Godowns, 5+ t/m² floor load, 100+ kVA',
    )
    expect(defaultSearchName({ min_price: 10_000, verified: true }, 'Pune')).toBe(
      'Godowns and warehouses in Pune, ₹10,000+, verified',
    )
  })

  it('keeps a name within the limit: filters that do not fit are left out whole', () => {
    const many = {
      type: 2,
      purchase_type: 2,
      min_area: 10_000,
      max_price: 5_00_000,
      min_height: 30,
      min_docks: 4,
      min_power_kva: 100,
      fire_noc: true,
      verified: true,
    }
    const name = defaultSearchName(many, 'Dadra and Nagar Haveli and Daman and Diu')
    expect(name.length).toBeLessThanOrEqual(SAVED_SEARCH_NAME_MAX_LENGTH)
    expect(name).toBe(
      'Warehouses for rent in Dadra and Nagar Haveli and Daman and Diu, 10,000+ sq.ft',
    )
    // A long keyword is cut with an ellipsis rather than left out.
    const long = defaultSearchName({ q: 'x'.repeat(200) })
    expect(long).toHaveLength(SAVED_SEARCH_NAME_MAX_LENGTH)
    expect(long.startsWith('Godowns and warehouses, “xxx')).toBe(true)
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
