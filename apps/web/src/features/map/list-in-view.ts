import { MAP_POINTS_FROM_ZOOM } from '@app/contract/constants'
import type { MapAnswer } from './api/get-map-markers'
import { isCluster, type MapPoint, type MapView } from './map-query'

/** Rows the list beside the map shows at first, and adds with each "Show more". */
export const LIST_PAGE_ROWS = 30

/**
 * What the list beside the map asks for: the same box at the zoom from which the server answers
 * every listing as a point (GET properties/map), so the list names each listing in view.
 */
export const listViewOf = (view: MapView): MapView => ({
  bbox: view.bbox,
  zoom: Math.max(view.zoom, MAP_POINTS_FROM_ZOOM),
})

export interface ListInView {
  /** The listings standing alone in the answer, nearest the view's centre first. */
  rows: MapPoint[]
  /** Every listing in view that matches the filters. */
  total: number
  /** Whether every listing in view is a row (too many in view come back as clusters). */
  complete: boolean
}

/**
 * The list beside the map, from the points answer for the view: its points, nearest the centre
 * first (a degree of longitude shrinks with latitude), ties by id.
 */
export function listInView(answer: MapAnswer | undefined, view: MapView): ListInView {
  if (!answer) return { rows: [], total: 0, complete: false }
  const { west, south, east, north } = view.bbox
  const lat0 = (south + north) / 2
  const lng0 = (west + east) / 2
  const shrink = Math.cos((lat0 * Math.PI) / 180)
  const distance = (p: MapPoint) => ((p.lng - lng0) * shrink) ** 2 + (p.lat - lat0) ** 2
  const rows = answer.data
    .filter((m): m is MapPoint => !isCluster(m))
    .sort((a, b) => distance(a) - distance(b) || a.id - b.id)
  return { rows, total: answer.total, complete: rows.length === answer.total }
}
