/**
 * The maps' own ground (docs/decisions/042): India's state outlines, always drawn under the tiles
 * (so they show while tiles load and wherever one fails), and the names of the towns in view once
 * the tiles are judged failed. Pure logic here; the Leaflet layer is in offline-layer.ts.
 */

/** No tile loaded this long after the map asked for its first ones: the tiles are not coming. */
export const MAP_TILE_WAIT_MS = 8_000

export type TileState = 'loading' | 'ok' | 'failed'

/**
 * Whether the map's tiles work: no tile address (not configured) is a failure at once; a loaded
 * tile means they work, even if others failed (a gap, where the outline shows through); an error
 * before any tile loaded, or the wait running out with none, means they do not.
 */
export function tileState(t: {
  url: string | undefined
  loaded: number
  errors: number
  waitedMs: number
}): TileState {
  if (!t.url?.trim()) return 'failed'
  if (t.loaded > 0) return 'ok'
  if (t.errors > 0 || t.waitedMs >= MAP_TILE_WAIT_MS) return 'failed'
  return 'loading'
}

/** A town of the shipped set: name, latitude, longitude, PIN codes (its rough size). */
export type Town = readonly [name: string, lat: number, lng: number, pins: number]

/** The smallest town named at a zoom: only the big cities over all of India, every town close up. */
export function minPinsAt(zoom: number) {
  if (zoom <= 5) return 30
  if (zoom === 6) return 15
  if (zoom === 7) return 6
  if (zoom === 8) return 3
  return 1
}

/** A label's box on screen (a name is about 7 px a character at 12 px, and a line 16 px high). */
const CHAR_PX = 7
const LABEL_PAD_PX = 8
const LABEL_HEIGHT_PX = 18
/** At most this many names at once, however large the screen: a map, not a list. */
export const TOWN_LABELS_MAX = 40

interface Box {
  x: number
  y: number
  w: number
  h: number
}
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

/**
 * The towns to name in a view: inside the box, big enough for the zoom, biggest first, and none
 * whose label would cover another's (`project` gives a point's screen position).
 * `towns` come biggest first, as the shipped file holds them.
 */
export function townsToLabel(
  towns: readonly Town[],
  view: { west: number; south: number; east: number; north: number; zoom: number },
  project: (lat: number, lng: number) => { x: number; y: number },
): Town[] {
  const min = minPinsAt(view.zoom)
  const placed: Box[] = []
  const chosen: Town[] = []
  for (const town of towns) {
    if (town[3] < min) break
    const [, lat, lng] = town
    if (lat < view.south || lat > view.north || lng < view.west || lng > view.east) continue
    const at = project(lat, lng)
    const w = town[0].length * CHAR_PX + LABEL_PAD_PX
    const box = { x: at.x - w / 2, y: at.y - LABEL_HEIGHT_PX / 2, w, h: LABEL_HEIGHT_PX }
    if (placed.some((b) => overlaps(b, box))) continue
    placed.push(box)
    chosen.push(town)
    if (chosen.length === TOWN_LABELS_MAX) break
  }
  return chosen
}
