import { describe, expect, it } from 'vitest'
import {
  bboxParam,
  filtersFromParams,
  filtersToParams,
  markerLabel,
  pillText,
  spreadOverlaps,
  type MapPoint,
} from './map-query'

const point = (id: number, lat = 19.3, lng = 73.06): MapPoint => ({
  id,
  lat,
  lng,
  price: 45_000,
  purchase_type: 2,
  city_name: 'Bhiwandi',
})

describe('the map filters in the URL', () => {
  it('reads the filters /property writes, dropping what the API would refuse', () => {
    const params = new URLSearchParams(
      'purchase_type=2&type=9&state_id=1&district_id=2&q=+dock+&min_price=abc&max_area=5000&verified=1&fire_noc=false&sort=price_asc&bbox=x',
    )
    expect(filtersFromParams(params)).toEqual({
      purchase_type: '2',
      state_id: '1',
      district_id: '2',
      q: 'dock',
      max_area: '5000',
      verified: 'true',
    })
  })

  it('drops a town without its district and a range whose maximum is below its minimum', () => {
    expect(filtersFromParams(new URLSearchParams('city_id=5&min_price=900&max_price=100'))).toEqual(
      { min_price: '900' },
    )
  })

  it('writes the filters in the listing order and keeps the other parameters', () => {
    const params = filtersToParams(
      { q: 'godown', type: '1', verified: '', purchase_type: '3' },
      new URLSearchParams('sort=newest&type=2&verified=true'),
    )
    expect(params.toString()).toBe('purchase_type=3&type=1&q=godown&sort=newest')
  })
})

describe('the view', () => {
  it('asks for a box inside the world, to 5 decimals', () => {
    expect(bboxParam({ west: 68.123456789, south: 6.5, east: 97.4, north: 35.7 })).toBe(
      '68.12346,6.5,97.4,35.7',
    )
    expect(bboxParam({ west: -200, south: -89, east: 250, north: 89 })).toBe('-180,-85,180,85')
  })
})

describe('markers', () => {
  it('are named for assistive tech: the count of a cluster, the price, type and town of a point', () => {
    expect(markerLabel({ cluster: true, count: 12, lat: 19, lng: 73 })).toBe('12 listings: zoom in')
    expect(markerLabel({ cluster: true, count: 1, lat: 19, lng: 73 })).toBe('1 listing: zoom in')
    expect(markerLabel(point(1))).toBe('₹45,000 Rent, Bhiwandi')
    expect(markerLabel({ ...point(1), price: null, purchase_type: null, city_name: null })).toBe(
      'N/A',
    )
  })

  it('show a short price on the pill: thousands, lakhs and crores', () => {
    expect(pillText(45_000)).toBe('₹45K')
    expect(pillText(150_000)).toBe('₹1.5L')
    expect(pillText(120_000_000)).toBe('₹12Cr')
    expect(pillText(null)).toBe('N/A')
  })

  it('stand apart when they share a spot, centred on it; a lone point stays put', () => {
    const offsets = spreadOverlaps([point(1), point(2), point(3), point(4, 20, 74)])
    expect(offsets.get(4)).toEqual([0, 0])
    expect([1, 2, 3].map((id) => offsets.get(id))).toEqual([
      [0, -30],
      [0, 0],
      [0, 30],
    ])
    const many = spreadOverlaps(Array.from({ length: 8 }, (_, i) => point(i + 1)))
    const spots = new Set([...many.values()].map((o) => o.join(',')))
    expect(spots.size).toBe(8)
  })
})
