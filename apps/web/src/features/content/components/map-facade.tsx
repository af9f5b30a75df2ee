import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../components/ui/button'
import { ContentIcon } from './content-icon'

/*
 * The office map (Bhiwandi, Maharashtra, the default address). Nothing is fetched from
 * OpenStreetMap until the visitor asks for it: privacy, page weight, and the CSP only allows
 * frames from www.openstreetmap.org.
 */
const MAP_EMBED_URL =
  'https://www.openstreetmap.org/export/embed.html?bbox=73.02,19.26,73.10,19.32&layer=mapnik&marker=19.29,73.06'
const MAP_PAGE_URL = 'https://www.openstreetmap.org/?mlat=19.29&mlon=73.06#map=14/19.29/73.06'

/** Streets and blocks drawn in SVG so the placeholder looks like a map without loading one. */
function MapSketch() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 size-full"
    >
      <rect width="400" height="300" fill="#eef5fb" />
      <path d="M0 210 C90 190 140 240 230 200 S360 150 400 170 V300 H0Z" fill="#d6e6f4" />
      <g stroke="#fff" strokeLinecap="round" fill="none">
        <path d="M-10 90 L410 130" strokeWidth="14" />
        <path d="M120 -10 L170 310" strokeWidth="10" />
        <path d="M290 -10 C270 100 300 200 260 310" strokeWidth="8" />
        <path d="M0 40 L400 20 M20 300 L400 250 M40 0 L70 300" strokeWidth="4" />
      </g>
      <path d="M-10 90 L410 130" stroke="#fbbf24" strokeWidth="3" strokeDasharray="10 8" />
      <g fill="#adcbe6" opacity="0.6">
        <rect x="190" y="30" width="60" height="38" rx="4" />
        <rect x="200" y="150" width="44" height="30" rx="4" />
        <rect x="20" y="120" width="70" height="46" rx="4" />
        <rect x="320" y="50" width="54" height="40" rx="4" />
      </g>
    </svg>
  )
}

export function MapFacade() {
  const [shown, setShown] = useState(false)
  const frame = useRef<HTMLIFrameElement>(null)

  // The button that had focus disappears; hand focus to the map that replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus()
  }, [shown])

  return (
    <div>
      <div className="border-line relative aspect-[4/3] overflow-hidden rounded-2xl border bg-white shadow-sm sm:aspect-[16/10]">
        {shown ? (
          <iframe
            ref={frame}
            title="Office location map"
            src={MAP_EMBED_URL}
            loading="lazy"
            className="absolute inset-0 size-full border-0"
          />
        ) : (
          <>
            <MapSketch />
            <div className="relative grid size-full place-items-center p-6 text-center">
              <div className="max-w-xs rounded-2xl bg-white/95 p-6 shadow-lg backdrop-blur">
                <span
                  aria-hidden="true"
                  className="bg-accent-500 text-brand-900 mx-auto grid size-12 place-items-center rounded-full"
                >
                  <ContentIcon name="pin" />
                </span>
                <Button className="mt-4 w-full" onClick={() => setShown(true)}>
                  Show map
                </Button>
                <p className="text-muted mt-3 text-xs leading-relaxed">
                  Loads a map from OpenStreetMap, which will receive your IP address.
                </p>
              </div>
            </div>
          </>
        )}
      </div>
      {shown && (
        <p className="mt-3 text-sm">
          <a
            href={MAP_PAGE_URL}
            target="_blank"
            rel="noopener noreferrer"
            className="text-brand-700 font-semibold underline underline-offset-2"
          >
            Open in OpenStreetMap
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        </p>
      )}
    </div>
  )
}
