import { INDIA_BBOX, MAP_POINT_DECIMALS } from '@app/contract/constants'
import { SearchFilterSchema } from '@app/contract/listing'
import { LISTING_FILTER_KEYS, PURCHASE_TYPE_LABEL } from '@app/contract/listing-texts'
import { SEARCH_FILTER_KEYS, type Bbox, type MapMarker } from '@app/contract/search'
import { formatPrice } from '../../lib/listing-format'
import { MAP_UI } from './map-texts'

/** Every filter the map takes from the URL, as /property writes them. */
export const MAP_FILTER_KEYS = [...LISTING_FILTER_KEYS, ...SEARCH_FILTER_KEYS] as const
export type MapFilterKey = (typeof MAP_FILTER_KEYS)[number]
/** The filters as the URL holds them: only the ones given, as text. */
export type MapFilters = Partial<Record<MapFilterKey, string>>

/** The keys the map's own filter bar edits; the rest come from the listing page's link. */
export const BAR_KEYS = ['q', 'purchase_type', 'type', 'verified'] as const satisfies MapFilterKey[]

/**
 * The filters in the URL, less the values the API would refuse (a hand-edited or old link): the
 * map shows what it can instead of an error.
 */
export function filtersFromParams(params: URLSearchParams): MapFilters {
  const filters: MapFilters = {}
  for (const key of MAP_FILTER_KEYS) {
    const value = params.get(key)?.trim()
    if (value) filters[key] = value
  }
  // A yes/no filter is 'true' in the URL /property writes ('1' too); anything else is no filter.
  for (const key of ['fire_noc', 'verified'] as const) {
    if (filters[key] === '1' || filters[key] === 'true') filters[key] = 'true'
    else delete filters[key]
  }
  const result = SearchFilterSchema.safeParse(filters)
  if (!result.success) {
    for (const issue of result.error.issues) delete filters[issue.path[0] as MapFilterKey]
  }
  // A district without its state, or a town without its district, is not a place the form makes.
  if (!filters.state_id) delete filters.district_id
  if (!filters.district_id) delete filters.city_id
  return filters
}

/** The URL for `filters`: they come first, in the listing page's order; other parameters follow. */
export function filtersToParams(filters: MapFilters, params = new URLSearchParams()) {
  const next = new URLSearchParams()
  for (const key of MAP_FILTER_KEYS) {
    const value = filters[key]?.trim()
    if (value) next.set(key, value)
  }
  for (const [key, value] of params) {
    if (!(MAP_FILTER_KEYS as readonly string[]).includes(key)) next.append(key, value)
  }
  return next
}

/** The map's view: the box it shows and its zoom (what GET properties/map takes). */
export interface MapView {
  bbox: Bbox
  zoom: number
}

export const INDIA: Bbox = {
  west: INDIA_BBOX[0],
  south: INDIA_BBOX[1],
  east: INDIA_BBOX[2],
  north: INDIA_BBOX[3],
}

/** Web Mercator's latitude limit; Leaflet's bounds may reach past it when zoomed out. */
const LAT_MAX = 85
/** A box's corners to 5 decimals (about a metre): a short, stable query. */
const COORD_DECIMALS = 5
const clamp = (n: number, limit: number) => Math.max(-limit, Math.min(limit, n))

/**
 * The `bbox` parameter of a view: `west,south,east,north`, held inside the world (a map panned
 * round the globe reports longitudes past 180) and never empty.
 */
export function bboxParam({ west, south, east, north }: Bbox) {
  const w = clamp(west, 180)
  const e = Math.max(clamp(east, 180), w + 10 ** -COORD_DECIMALS)
  const s = clamp(south, LAT_MAX)
  const n = Math.max(clamp(north, LAT_MAX), s + 10 ** -COORD_DECIMALS)
  return [w, s, e, n].map((v) => Number(v.toFixed(COORD_DECIMALS))).join(',')
}

export type MapCluster = Extract<MapMarker, { cluster: true }>
export type MapPoint = Exclude<MapMarker, MapCluster>
export const isCluster = (m: MapMarker): m is MapCluster => 'cluster' in m

const compact = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  notation: 'compact',
  minimumFractionDigits: 0,
  maximumFractionDigits: 1,
})

/** What a point's pill shows: '₹45K', '₹1.5L', '₹12Cr'; 'N/A' without a price. */
export const pillText = (price: number | null) =>
  price === null ? formatPrice(price) : compact.format(price)

/** A marker's name for assistive tech: '12 listings: zoom in', '₹45,000 Rent, Bhiwandi'. */
export function markerLabel(marker: MapMarker) {
  if (isCluster(marker)) return MAP_UI.clusterLabel(marker.count)
  const kind = marker.purchase_type ? PURCHASE_TYPE_LABEL[marker.purchase_type] : undefined
  const price = [formatPrice(marker.price), kind].filter(Boolean).join(' ')
  return marker.city_name ? `${price}, ${marker.city_name}` : price
}

/** Pixels between stacked pills (a pill's height and a gap; its width and a gap). */
const ROW_PX = 30
const COLUMN_PX = 84
const ROWS_MAX = 6

/**
 * Screen offsets for points that share one spot (listings whose address is their PIN code's
 * centre, rounded to MAP_POINT_DECIMALS), so that each pill can be seen and clicked: a grid of
 * columns of up to ROWS_MAX pills, centred on the spot. A lone point stays where it is.
 */
export function spreadOverlaps(points: readonly MapPoint[]): Map<number, [number, number]> {
  const spots = new Map<string, MapPoint[]>()
  for (const p of points) {
    const key = `${p.lat.toFixed(MAP_POINT_DECIMALS + 2)},${p.lng.toFixed(MAP_POINT_DECIMALS + 2)}`
    spots.set(key, [...(spots.get(key) ?? []), p])
  }
  const offsets = new Map<number, [number, number]>()
  for (const group of spots.values()) {
    const rows = Math.min(group.length, ROWS_MAX)
    const columns = Math.ceil(group.length / ROWS_MAX)
    group.forEach((p, i) => {
      const column = Math.floor(i / ROWS_MAX)
      const row = i % ROWS_MAX
      offsets.set(p.id, [(column - (columns - 1) / 2) * COLUMN_PX, (row - (rows - 1) / 2) * ROW_PX])
    })
  }
  return offsets
}
