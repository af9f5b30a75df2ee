import L from 'leaflet'
import baseUrl from './india-base.json?url'
import { MAP_TILE_WAIT_MS, tileState, townsToLabel, type TileState, type Town } from './offline-map'
import './offline-map.css'

/** The shipped ground: state outlines (GeoJSON) and towns, biggest first (scripts/geo/build-outline.mjs). */
interface IndiaBase {
  states: GeoJSON.FeatureCollection
  towns: Town[]
}

/** Credited on the map when the ground is what shows (the tiles did not load). */
export const OFFLINE_ATTRIBUTION =
  'Outline: Natural Earth, react-datamaps-india · Towns: GeoNames, CC BY 4.0'

/** Fetched once per page, by the first map that needs it: never part of the page's own bundle. */
let base: Promise<IndiaBase> | undefined
export const loadIndiaBase = () =>
  (base ??= fetch(baseUrl).then((r) => {
    if (!r.ok) throw new Error(`india-base: ${r.status}`)
    return r.json() as Promise<IndiaBase>
  }))

/** Under the tiles (Leaflet's tile pane is at 200), so the tiles cover it when they load. */
const OUTLINE_PANE = 'offline-outline'
const OUTLINE_PANE_Z = 150
/** Above the tiles, under the markers (overlay 400, markers 600). */
const TOWNS_PANE = 'offline-towns'
const TOWNS_PANE_Z = 450

const OUTLINE_STYLE: L.PathOptions = {
  color: '#8b9bb0',
  weight: 1,
  fillColor: '#f8f6f0',
  fillOpacity: 1,
  interactive: false,
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

export interface OfflineBase {
  /** Name the towns in view (the tiles failed) or not (they work). */
  showTowns(on: boolean): void
  /** The outline is drawn (its data came). */
  ready: Promise<void>
}

/**
 * Draws India's states on `map` on one canvas (36 shapes; cheap on a phone) under its tiles, and
 * when asked the names of the towns in view, placed again after every move.
 */
export function addOfflineBase(map: L.Map): OfflineBase {
  map.createPane(OUTLINE_PANE).style.zIndex = String(OUTLINE_PANE_Z)
  const townsPane = map.createPane(TOWNS_PANE)
  townsPane.style.zIndex = String(TOWNS_PANE_Z)
  townsPane.style.pointerEvents = 'none'
  const labels = L.layerGroup([], { pane: TOWNS_PANE }).addTo(map)
  let towns: readonly Town[] = []
  let named = false

  const place = () => {
    labels.clearLayers()
    if (!named) return
    const b = map.getBounds()
    const view = {
      west: b.getWest(),
      south: b.getSouth(),
      east: b.getEast(),
      north: b.getNorth(),
      zoom: Math.round(map.getZoom()),
    }
    const project = (lat: number, lng: number) => map.latLngToContainerPoint([lat, lng])
    for (const [name, lat, lng] of townsToLabel(towns, view, project)) {
      const marker = L.marker([lat, lng], {
        pane: TOWNS_PANE,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'offline-town',
          html: `<span>${escapeHtml(name)}</span>`,
          iconSize: [0, 0],
        }),
      })
      marker.addTo(labels)
      // The names are the ground's, like a tile's lettering: not read out among the listings.
      marker.getElement()?.setAttribute('aria-hidden', 'true')
    }
  }
  map.on('moveend', place)

  const ready = loadIndiaBase().then((data) => {
    towns = data.towns
    // Leaflet hands these options to each shape it makes: the canvas renderer among them.
    const options: L.GeoJSONOptions & L.PathOptions = {
      pane: OUTLINE_PANE,
      renderer: L.canvas({ pane: OUTLINE_PANE }),
      style: () => OUTLINE_STYLE,
      interactive: false,
    }
    L.geoJSON(data.states, options).addTo(map)
    place()
  })
  // A map without its ground still works: markers on the plain background.
  ready.catch(() => undefined)

  return {
    showTowns(on) {
      if (on === named) return
      named = on
      if (on) map.attributionControl?.addAttribution(OFFLINE_ATTRIBUTION)
      else map.attributionControl?.removeAttribution(OFFLINE_ATTRIBUTION)
      place()
    },
    ready,
  }
}

/**
 * Tiles from `url` on `map` (none when it is blank), judged as they load or fail (tileState): each
 * change of state is reported, and the ground names the towns while they fail. Answers a stop.
 */
export function addTiles(
  map: L.Map,
  ground: OfflineBase,
  url: string,
  options: L.TileLayerOptions,
  onState: (state: TileState) => void,
): () => void {
  const tiles = { url, loaded: 0, errors: 0, waitedMs: 0 }
  let state: TileState = 'loading'
  const judge = () => {
    const next = tileState(tiles)
    if (next === state) return
    state = next
    ground.showTowns(next === 'failed')
    onState(next)
  }
  if (url.trim()) {
    L.tileLayer(url, options)
      .on('tileload', () => {
        tiles.loaded++
        judge()
      })
      .on('tileerror', () => {
        tiles.errors++
        judge()
      })
      .addTo(map)
  }
  const wait = window.setTimeout(() => {
    tiles.waitedMs = MAP_TILE_WAIT_MS
    judge()
  }, MAP_TILE_WAIT_MS)
  judge()
  return () => window.clearTimeout(wait)
}
