import { formatCount, plural } from '@app/contract/numbers'
import type { StatePlace } from '@app/contract/places'
import { Link } from 'react-router'
import { filterToParams } from '../../features/listings/filter-query'
import { PROPERTY_LIST_PATH } from '../../lib/paths'

/**
 * India as a tile grid map: one square per state and union territory, placed roughly where it
 * lies (north at the top, the north-east to the right, the islands apart). No map library and
 * no outline data: a schematic that reads at 360 px and says honestly what it is.
 */
const TILES: Record<string, readonly [col: number, row: number]> = {
  JK: [2, 0],
  LA: [3, 0],
  CH: [0, 1],
  PB: [1, 1],
  HP: [2, 1],
  UK: [3, 1],
  SK: [5, 1],
  AR: [7, 1],
  RJ: [0, 2],
  HR: [1, 2],
  DL: [2, 2],
  UP: [3, 2],
  BR: [4, 2],
  AS: [6, 2],
  NL: [7, 2],
  GJ: [0, 3],
  MP: [1, 3],
  CG: [2, 3],
  JH: [3, 3],
  WB: [4, 3],
  ML: [6, 3],
  MN: [7, 3],
  DH: [0, 4],
  MH: [1, 4],
  TS: [2, 4],
  OD: [3, 4],
  TR: [6, 4],
  MZ: [7, 4],
  GA: [0, 5],
  KA: [1, 5],
  AP: [2, 5],
  LD: [0, 6],
  KL: [1, 6],
  TN: [2, 6],
  PY: [3, 6],
  AN: [5, 6],
}

const TILE = 44
const GAP = 6
const STEP = TILE + GAP
const COLS = 8
const ROWS = 7

export const statePath = (place: Pick<StatePlace, 'id'>) =>
  `${PROPERTY_LIST_PATH}?${filterToParams({ state_id: String(place.id) }).toString()}`

export const listingCount = (count: number) => plural(count, 'listing')

/** The map: states with published listings lit and linking to their listings, the rest dim. */
export function IndiaTileMap({
  states,
  className,
}: {
  /** States with published listings (GET listing-places); undefined while loading. */
  states: readonly StatePlace[] | undefined
  className?: string
}) {
  const byCode = new Map((states ?? []).map((s) => [s.code, s]))
  return (
    <svg
      viewBox={`0 0 ${COLS * STEP - GAP} ${ROWS * STEP - GAP}`}
      role="group"
      aria-label="Map of India: states with listings"
      aria-busy={states === undefined}
      className={className}
    >
      {Object.entries(TILES).map(([code, [col, row]]) => {
        const place = byCode.get(code)
        const x = col * STEP
        const y = row * STEP
        const tile = (
          <>
            <rect
              x={x}
              y={y}
              width={TILE}
              height={TILE}
              rx={8}
              className={
                place
                  ? 'fill-accent-500 group-hover:fill-accent-400 group-focus-visible:fill-accent-400 transition-colors'
                  : 'fill-white/10'
              }
            />
            <text
              x={x + TILE / 2}
              y={y + TILE / 2 + (place ? -3 : 4)}
              textAnchor="middle"
              className={
                place ? 'fill-brand-900 text-[13px] font-bold' : 'fill-white/45 text-[12px]'
              }
            >
              {code}
            </text>
            {place && (
              <text
                x={x + TILE / 2}
                y={y + TILE / 2 + 12}
                textAnchor="middle"
                className="fill-brand-900 text-[10px] font-semibold"
              >
                {formatCount(place.count)}
              </text>
            )}
          </>
        )
        return place ? (
          <Link
            key={code}
            to={statePath(place)}
            aria-label={`${place.name}: ${listingCount(place.count)}`}
            className="group"
          >
            {tile}
          </Link>
        ) : (
          <g key={code} aria-hidden="true">
            {tile}
          </g>
        )
      })}
    </svg>
  )
}
