import { MAP_POINTS_FROM_ZOOM, MAP_ZOOM_MAX } from '@app/contract/constants'
import { formatCount } from '@app/contract/numbers'
import { type MapMarker } from '@app/contract/search'
import { MAP_TILE_ATTRIBUTION_DEFAULT } from '@app/contract/site'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './map-canvas.css'
import { useEffect, useLayoutEffect, useRef } from 'react'
import { cn } from '../../../lib/cn'
import { addOfflineBase, addTiles } from '../../../lib/offline-map/offline-layer'
import type { TileState } from '../../../lib/offline-map/offline-map'
import {
  INDIA,
  isCluster,
  markerLabel,
  pillText,
  spreadOverlaps,
  type MapPoint,
  type MapView,
} from '../map-query'
import { MAP_UI } from '../map-texts'

/** A cluster click zooms in this far (never past the zoom where every listing is a point). */
const CLUSTER_ZOOM_STEP = 2

interface MapCanvasProps {
  markers: readonly MapMarker[]
  /** MAP_TILE_URL: `{z}/{x}/{y}`, `{s}` for subdomains. */
  tileUrl: string
  attribution: string
  selectedId: number | undefined
  /** New markers are on their way. */
  busy: boolean
  /** The map has its first view (India, fitted to the screen). */
  onReady: (view: MapView) => void
  /** The person moved the map; `search` when the move asked for new markers (a cluster's zoom). */
  onMove: (view: MapView, search: boolean) => void
  onSelect: (point: MapPoint) => void
  /** Whether the tiles work: when they fail, the map stands on India's outline and town names. */
  onTileState: (state: TileState) => void
  className?: string
}

const viewOf = (map: L.Map): MapView => {
  const b = map.getBounds()
  return {
    bbox: { west: b.getWest(), south: b.getSouth(), east: b.getEast(), north: b.getNorth() },
    zoom: Math.round(map.getZoom()),
  }
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/** The tiles' credit as HTML: OpenStreetMap's links to its licence, anything else as text. */
const attributionHtml = (text: string) =>
  text === MAP_TILE_ATTRIBUTION_DEFAULT
    ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
    : escapeHtml(text)

/**
 * A cluster's badge grows a little with its count (36, 42, 48, 56 px: classes, since the CSP
 * refuses inline styles); its box is never smaller than a finger (44 px), the badge drawn inside.
 */
const badge = (count: number) =>
  count < 10
    ? { size: 44, className: 'size-9' }
    : count < 100
      ? { size: 44, className: 'size-[42px]' }
      : count < 1000
        ? { size: 48, className: 'size-12' }
        : { size: 56, className: 'size-14' }

const CLUSTER_CLASS = 'map-marker group flex items-center justify-center outline-none'
const CLUSTER_BADGE =
  'flex items-center justify-center rounded-full border-[3px] border-white bg-brand-700 text-sm font-bold text-white shadow-lg group-focus-visible:ring-4 group-focus-visible:ring-accent-400'
/** Pills share one size (a compact price is at most about seven characters), drawn above the spot. */
const PILL_SIZE: [number, number] = [76, 28]
const PILL_GAP_PX = 6
const PILL_CLASS = 'map-marker group outline-none'
const PILL_INNER =
  'flex size-full items-center justify-center whitespace-nowrap rounded-full border text-xs font-bold shadow-md transition-colors group-focus-visible:ring-4 group-focus-visible:ring-accent-400'
const PILL_TONE = 'border-brand-200 bg-white text-brand-800 hover:border-brand-500'
const PILL_SELECTED = 'border-brand-800 bg-brand-800 text-white'

/**
 * The Leaflet map: tiles from MAP_TILE_URL, markers as the server clustered them (round count
 * badges, price pills), each a keyboard-reachable button with a label. React owns the page
 * around it; Leaflet owns this element.
 */
export function MapCanvas(props: MapCanvasProps) {
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const layer = useRef<L.LayerGroup | null>(null)
  // The latest callbacks, for Leaflet's listeners bound once.
  const latest = useRef(props)
  useEffect(() => {
    latest.current = props
  })
  const { tileUrl, attribution, markers, selectedId } = props

  // Layout effects, in order: the map exists before the markers are put on it.
  useLayoutEffect(() => {
    const m = L.map(element.current!, {
      zoomControl: true,
      maxZoom: MAP_ZOOM_MAX,
      worldCopyJump: false,
      attributionControl: true,
    })
    map.current = m
    layer.current = L.layerGroup().addTo(m)
    // The ground under the tiles: India's states, and the towns' names when the tiles fail.
    const ground = addOfflineBase(m)
    const stopTiles = addTiles(
      m,
      ground,
      tileUrl,
      { attribution: attributionHtml(attribution), maxZoom: MAP_ZOOM_MAX },
      (state) => latest.current.onTileState(state),
    )
    m.fitBounds([
      [INDIA.south, INDIA.west],
      [INDIA.north, INDIA.east],
    ])
    // The first search asks for India exactly (the answer every visitor shares), at the fitted zoom.
    latest.current.onReady({ bbox: INDIA, zoom: Math.round(m.getZoom()) })
    let searchOnArrival = false
    // A move of the person's (drag, zoom buttons, keys, a cluster); fitBounds above came first.
    m.on('moveend', () => {
      latest.current.onMove(viewOf(m), searchOnArrival)
      searchOnArrival = false
    })
    m.on('clusterzoom', () => {
      searchOnArrival = true
    })
    return () => {
      stopTiles()
      m.remove()
      map.current = null
      layer.current = null
    }
  }, [tileUrl, attribution])

  // In the commit that brings the markers, so the map never lags behind the page's state.
  useLayoutEffect(() => {
    const m = map.current
    const group = layer.current
    if (!m || !group) return
    group.clearLayers()
    const points = markers.filter((marker): marker is MapPoint => !isCluster(marker))
    const offsets = spreadOverlaps(points)
    for (const marker of markers) {
      let icon: L.DivIcon
      if (isCluster(marker)) {
        const { size, className } = badge(marker.count)
        icon = L.divIcon({
          className: CLUSTER_CLASS,
          html: `<span class="${CLUSTER_BADGE} ${className}">${escapeHtml(formatCount(marker.count))}</span>`,
          iconSize: [size, size],
        })
      } else {
        const [dx, dy] = offsets.get(marker.id) ?? [0, 0]
        const tone = marker.id === selectedId ? PILL_SELECTED : PILL_TONE
        icon = L.divIcon({
          className: PILL_CLASS,
          html: `<span class="${PILL_INNER} ${tone}">${escapeHtml(pillText(marker.price))}</span>`,
          iconSize: PILL_SIZE,
          // Centred above the spot, moved by its offset when others share the spot.
          iconAnchor: [PILL_SIZE[0] / 2 - dx, PILL_SIZE[1] + PILL_GAP_PX - dy],
        })
      }
      const label = markerLabel(marker)
      const leafletMarker = L.marker([marker.lat, marker.lng], {
        icon,
        keyboard: true,
        title: label,
        riseOnHover: true,
        zIndexOffset: isCluster(marker) ? 0 : marker.id === selectedId ? 2000 : 1000,
      })
      const activate = () => {
        if (isCluster(marker)) {
          const zoom = Math.min(m.getZoom() + CLUSTER_ZOOM_STEP, MAP_POINTS_FROM_ZOOM)
          m.fire('clusterzoom')
          m.setView([marker.lat, marker.lng], zoom)
        } else {
          latest.current.onSelect(marker)
        }
      }
      leafletMarker.on('click', activate)
      leafletMarker.on('keypress', (e) => {
        const key = (e.originalEvent as KeyboardEvent).key
        if (key === 'Enter' || key === ' ') activate()
      })
      leafletMarker.addTo(group)
      leafletMarker.getElement()?.setAttribute('aria-label', label)
    }
  }, [markers, selectedId])

  return (
    <div
      ref={element}
      role="region"
      aria-label={MAP_UI.mapLabel}
      aria-busy={props.busy}
      className={cn('map-canvas z-0', props.className)}
    />
  )
}
