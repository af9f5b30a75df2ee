import { SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { MAP_TILE_ATTRIBUTION_DEFAULT, MAP_TILE_URL_DEFAULT } from '@app/contract/site'
import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import './pin-map.css'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { addOfflineBase, addTiles } from '../../../../lib/offline-map/offline-layer'
import { site } from '../../../../lib/site'

/** Close enough to see the street and the gate. */
const PIN_ZOOM = 16
/** Without tiles: far enough out to see the towns around the PIN code on India's outline. */
const OUTLINE_ZOOM = 10
/** An arrow key moves the pin this many degrees (about 10 m). */
const KEY_STEP = 0.0001
/** Points are sent to six decimals (about 10 cm): more is noise. */
const round = (n: number) => Math.round(n * 1e6) / 1e6

const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [1, 0],
  ArrowDown: [-1, 0],
  ArrowLeft: [0, -1],
  ArrowRight: [0, 1],
}

const PIN_HTML =
  '<svg viewBox="0 0 32 44" width="32" height="44" aria-hidden="true"><path d="M16 1C7.7 1 1 7.6 1 15.9 1 27 16 43 16 43s15-16 15-27.1C31 7.6 24.3 1 16 1Z" fill="#1e3a8a" stroke="#fff" stroke-width="2"/><circle cx="16" cy="16" r="5.5" fill="#fff"/></svg>'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  )

/**
 * The property's point in the wizard's address step (issue 15): a map at the point (the PIN
 * code's centre until moved) with a pin the owner drags, or moves with the arrow keys once
 * focused, or puts down by clicking the map. Each move reports the new point. When the tiles do
 * not load it says so instead of the hint, and shows the pin on India's outline with the towns
 * around it (docs/decisions/042).
 */
export default function PinMap({
  latitude,
  longitude,
  label,
  hint,
  onMove,
}: {
  latitude: number
  longitude: number
  /** The pin's accessible name. */
  label: string
  /** How to use the map, shown above it while its tiles work. */
  hint: string
  onMove: (latitude: number, longitude: number) => void
}) {
  const [failed, setFailed] = useState(false)
  const element = useRef<HTMLDivElement>(null)
  const map = useRef<L.Map | null>(null)
  const pin = useRef<L.Marker | null>(null)
  const latest = useRef(onMove)
  useEffect(() => {
    latest.current = onMove
  })

  useLayoutEffect(() => {
    const m = L.map(element.current!, { scrollWheelZoom: false }).setView(
      [latitude, longitude],
      PIN_ZOOM,
    )
    const icon = L.divIcon({
      className: 'pin-map-pin',
      html: PIN_HTML,
      iconSize: [32, 44],
      iconAnchor: [16, 43],
    })
    const marker = L.marker([latitude, longitude], {
      icon,
      draggable: true,
      keyboard: true,
      title: label,
      autoPan: true,
    }).addTo(m)
    const attribution = site.map_tile_attribution ?? MAP_TILE_ATTRIBUTION_DEFAULT
    const stopTiles = addTiles(
      m,
      addOfflineBase(m),
      site.map_tile_url ?? MAP_TILE_URL_DEFAULT,
      {
        attribution:
          attribution === MAP_TILE_ATTRIBUTION_DEFAULT
            ? '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            : escapeHtml(attribution),
      },
      (state) => {
        setFailed(state === 'failed')
        // Street level shows nothing of an outline: step back to see the towns around the pin.
        if (state === 'failed') m.setView(marker.getLatLng(), Math.min(m.getZoom(), OUTLINE_ZOOM))
      },
    )
    const report = () => {
      const at = marker.getLatLng()
      latest.current(round(at.lat), round(at.lng))
    }
    marker.on('dragend', report)
    m.on('click', (e: L.LeafletMouseEvent) => {
      marker.setLatLng(e.latlng)
      report()
    })
    const el = marker.getElement()
    el?.setAttribute('aria-label', label)
    el?.setAttribute('role', 'button')
    el?.addEventListener('keydown', (e) => {
      const step = ARROWS[e.key]
      if (!step) return
      e.preventDefault()
      e.stopPropagation()
      const at = marker.getLatLng()
      const next = L.latLng(at.lat + step[0] * KEY_STEP, at.lng + step[1] * KEY_STEP)
      marker.setLatLng(next)
      m.panInside(next)
      report()
    })
    map.current = m
    pin.current = marker
    return () => {
      stopTiles()
      m.remove()
      map.current = null
      pin.current = null
    }
    // Built once; a new point from outside moves the pin below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])

  // A point from outside (another PIN code) moves the pin and the view to it.
  useEffect(() => {
    const marker = pin.current
    const m = map.current
    if (!marker || !m) return
    const at = marker.getLatLng()
    if (round(at.lat) === round(latitude) && round(at.lng) === round(longitude)) return
    marker.setLatLng([latitude, longitude])
    m.setView([latitude, longitude], failed ? OUTLINE_ZOOM : PIN_ZOOM)
    // A new point from outside; `failed` only chooses the zoom.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [latitude, longitude])

  return (
    <>
      {failed ? (
        <p role="status" className="text-ink text-sm">
          {SPEC_FORM_TEXTS.pinMapFailed}
        </p>
      ) : (
        <p className="text-muted text-xs">{hint}</p>
      )}
      <div
        ref={element}
        role="region"
        aria-label="Map of the property's location"
        className="pin-map border-line z-0 h-64 rounded-xl border sm:h-72"
      />
    </>
  )
}
