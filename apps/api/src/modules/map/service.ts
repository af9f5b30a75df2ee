import {
  MAP_CLUSTER_RADIUS_PX,
  MAP_MARKERS_MAX,
  MAP_POINTS_FROM_ZOOM,
} from '@app/contract/constants'
import { type Bbox, type MapMarker, type MapQuery } from '@app/contract/search'
import type { ChangeFeed } from '../../db/change-feed'
import type { Tx } from '../../db/client'
import { createFeedCache } from '../../lib/feed-cache'
import {
  closestTowns,
  createKeywordPlaces,
  filterKey,
  nearPointOf,
  searchQuery,
  searchWords,
  type BrowseFilter,
  type NearPoint,
} from '../listings'
import * as repo from './repository'

/** Web Mercator: the world is 256 pixels wide at zoom 0 and doubles with each zoom. */
const TILE_PX = 256

/** A cluster cell's side at `zoom`: MAP_CLUSTER_RADIUS_PX screen pixels, in longitude degrees. */
export const cellDegrees = (zoom: number) => (360 / (TILE_PX * 2 ** zoom)) * MAP_CLUSTER_RADIUS_PX

/** How many grid cells of side `cell` the box touches (an upper bound on its clusters). */
export function cellsTouched(box: Bbox, cell: number) {
  const across = Math.floor(box.east / cell) - Math.floor(box.west / cell) + 1
  const down =
    Math.floor(repo.mercatorY(box.north) / cell) - Math.floor(repo.mercatorY(box.south) / cell) + 1
  return across * down
}

/**
 * The zoom the grid is cut at: the asked one (below MAP_POINTS_FROM_ZOOM), made coarser while the
 * box would touch more than MAP_MARKERS_MAX cells, so that no answer can carry more markers
 * (a very large screen, or a client asking for a wide box at a close zoom).
 */
export function gridZoom(box: Bbox, zoom: number) {
  let z = Math.min(zoom, MAP_POINTS_FROM_ZOOM - 1)
  while (z > 0 && cellsTouched(box, cellDegrees(z)) > MAP_MARKERS_MAX) z--
  return z
}

/** Cluster centres carry this many decimals (about 10 m): enough to place a badge. */
const CENTRE_DECIMALS = 4
const round = (n: number, decimals = CENTRE_DECIMALS) => Number(n.toFixed(decimals))

export interface MapAnswer {
  success: true
  data: MapMarker[]
  /** The listings inside the box that match the filters: the markers' counts add up to it. */
  total: number
}

/**
 * The markers for a viewport: from MAP_POINTS_FROM_ZOOM every listing is a point, unless there
 * are more than MAP_MARKERS_MAX of them (many listings share their PIN code's centre); below it,
 * or then, a grid of MAP_CLUSTER_RADIUS_PX-pixel cells where a cell of one listing is its point
 * and a cell of more a cluster with its count and mean point. See docs/decisions/027.
 */
async function markersFor(
  db: Tx,
  filter: BrowseFilter,
  box: Bbox,
  zoom: number,
  near: NearPoint | undefined,
) {
  if (zoom >= MAP_POINTS_FROM_ZOOM) {
    const rows = await repo.points(db, filter, box, MAP_MARKERS_MAX + 1, near)
    if (rows.length <= MAP_MARKERS_MAX) {
      const data = rows
        .sort((a, b) => a.id - b.id)
        .map(({ id, lat, lng, price, purchase_type, city_name }) => ({
          id,
          lat,
          lng,
          price,
          purchase_type,
          city_name,
        }))
      return { data, total: data.length }
    }
  }
  const rows = await repo.cells(db, filter, box, cellDegrees(gridZoom(box, zoom)), near)
  const data: MapMarker[] = rows.map((row) =>
    row.n === 1 && row.id !== null
      ? {
          id: row.id,
          lat: row.lat,
          lng: row.lng,
          price: row.price,
          purchase_type: row.purchase_type,
          city_name: row.city_name,
        }
      : { cluster: true, count: row.n, lat: round(row.lat), lng: round(row.lng) },
  )
  return { data, total: rows.reduce((sum, row) => sum + row.n, 0) }
}

/**
 * Answers are the same for every user, so they are kept per viewport, zoom and filters until
 * listings change (the change feed's rule, docs/decisions/013). The opening view (all of India)
 * is the one most asked for; a panned box rarely repeats, hence the small bound. An answer of
 * MAP_MARKERS_MAX markers is about 80 kB of objects.
 */
const MAP_CACHE_ENTRIES = 500
const MAP_CACHE_MARKERS = 200_000
/** A safety net only: notifications drop answers as soon as listings change. */
const MAP_TTL_MS = 30_000

export function createMapCache(feed: ChangeFeed) {
  const answers = createFeedCache<MapAnswer>(feed, {
    name: 'map',
    channel: 'listings',
    maxEntries: MAP_CACHE_ENTRIES,
    maxWeight: MAP_CACHE_MARKERS,
    weigh: (answer) => answer.data.length + 1,
    ttlMs: MAP_TTL_MS,
  })
  // A keyword naming a place, as place ids the map index carries (decision 056).
  const keywords = createKeywordPlaces(feed)
  const closeAnswers = answers.close
  return Object.assign(answers, {
    keywords,
    close() {
      closeAnswers()
      keywords.close()
    },
  })
}
export type MapCache = ReturnType<typeof createMapCache>

const mapKey = ({ bbox, zoom, ...filter }: MapQuery) =>
  `${zoom}|${bbox.west},${bbox.south},${bbox.east},${bbox.north}|${filterKey(filter)}`

/**
 * GET properties/map: the markers of the published listings matching the filters inside the box.
 * A keyword that finds nothing is tried again with its words' closest town names, as the listing
 * page does (a misspelt 'Bhiwandy' finds 'Bhiwandi').
 */
export function mapMarkers(db: Tx, cache: MapCache, query: MapQuery): Promise<MapAnswer> {
  return cache.load(mapKey(query), () => readMarkers(db, cache, query))
}

async function readMarkers(db: Tx, cache: MapCache, query: MapQuery): Promise<MapAnswer> {
  const { bbox, zoom, ...asked } = query
  // Within `radius_km` of `near` too (issue 29): a 422 on `near` when it has no known point.
  const near = await nearPointOf(db, asked)
  const tsquery = searchQuery(asked.q)
  const filter: BrowseFilter =
    tsquery === undefined
      ? asked
      : { ...asked, places: await cache.keywords.get(db, tsquery, searchWords(asked.q)) }
  let found = await markersFor(db, filter, bbox, zoom, near)
  if (found.total === 0 && filter.q !== undefined) {
    const words = searchWords(filter.q)
    const towns = await closestTowns(db, words)
    if (towns.some((town, i) => town !== words[i])) {
      found = await markersFor(db, { ...asked, q: towns.join(' ') }, bbox, zoom, near)
    }
  }
  return { success: true, ...found }
}
