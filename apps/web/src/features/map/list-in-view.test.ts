import { MAP_POINTS_FROM_ZOOM } from '@app/contract/constants'
import { describe, expect, it } from 'vitest'
import { listInView, listViewOf } from './list-in-view'
import type { MapPoint, MapView } from './map-query'

const point = (id: number, lat: number, lng: number): MapPoint => ({
  id,
  lat,
  lng,
  price: 45_000,
  purchase_type: 2,
  city_name: 'Bhiwandi',
})
const VIEW: MapView = { bbox: { west: 72, south: 18, east: 74, north: 20 }, zoom: 9 }

describe('the list of the listings in view', () => {
  it('asks for the view at the zoom where every listing is a point', () => {
    expect(listViewOf(VIEW)).toEqual({ bbox: VIEW.bbox, zoom: MAP_POINTS_FROM_ZOOM })
    expect(listViewOf({ ...VIEW, zoom: 17 }).zoom).toBe(17)
  })

  it('lists the points nearest the middle of the map first, ties by id', () => {
    const answer = {
      success: true as const,
      data: [point(3, 19.9, 73.9), point(1, 19, 73), point(2, 19.1, 73), point(4, 18.9, 73)],
      total: 4,
    }
    const list = listInView(answer, VIEW)
    expect(list.rows.map((r) => r.id)).toEqual([1, 2, 4, 3])
    expect(list).toMatchObject({ total: 4, complete: true })
  })

  it('says when too many are in view to list them all (the server sent clusters)', () => {
    const answer = {
      success: true as const,
      data: [{ cluster: true as const, count: 1200, lat: 19, lng: 73 }, point(9, 19.5, 73.5)],
      total: 1201,
    }
    expect(listInView(answer, VIEW)).toMatchObject({ total: 1201, complete: false })
    expect(listInView(answer, VIEW).rows.map((r) => r.id)).toEqual([9])
    expect(listInView(undefined, VIEW)).toEqual({ rows: [], total: 0, complete: false })
  })
})
