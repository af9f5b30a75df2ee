import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { MAP_TILE_ATTRIBUTION_DEFAULT, MAP_TILE_URL_DEFAULT } from '@app/contract/site'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
import { useSearchParams } from 'react-router'
import { RequireLogin } from '../../../components/login-required/require-login'
import { RetryAlert } from '../../../components/ui/alert'
import { Button, ButtonLink } from '../../../components/ui/button'
import { errorMessage } from '../../../lib/form-errors'
import { site } from '../../../lib/site'
import { useMapMarkers } from '../api/get-map-markers'
import { MapFilterBar } from '../components/map-filter-bar'
import { MapList } from '../components/map-list'
import { MapListingCard } from '../components/map-listing-card'
import { listInView, listViewOf } from '../list-in-view'
import {
  bboxParam,
  filtersFromParams,
  filtersToParams,
  MAP_FILTER_KEYS,
  type MapFilters,
  type MapPoint,
  type MapView,
} from '../map-query'
import { MAP_UI } from '../map-texts'

/**
 * Leaflet reads `window` as it loads: the map comes in its own chunk, fetched in the browser once
 * a logged-in person's page renders it (never by the server rendering a visitor's page).
 */
const MapCanvas = lazy(() =>
  import('../components/map-canvas').then((m) => ({ default: m.MapCanvas })),
)

/**
 * The rest of the screen under the header, the filters and the status line above the map
 * (19.5rem on phones, 23.5rem wider).
 */
const MAP_SIZE =
  'h-[calc(100svh-19.5rem)] min-h-[22rem] w-full sm:h-[calc(100svh-23.5rem)] sm:min-h-[28rem]'

/** From Tailwind's `lg`: room for the list of the listings in view beside the map. */
const WIDE = '(min-width: 64rem)'
const wideQuery = () =>
  typeof window !== 'undefined' && typeof window.matchMedia === 'function'
    ? window.matchMedia(WIDE)
    : undefined
function useWide() {
  return useSyncExternalStore(
    (changed) => {
      const query = wideQuery()
      query?.addEventListener('change', changed)
      return () => query?.removeEventListener('change', changed)
    },
    () => wideQuery()?.matches ?? false,
    () => false,
  )
}

/** /map-location (needs login): listings on a map, clustered by the server for the viewport. */
export function Component() {
  return (
    <>
      <title>{`${MAP_UI.title} | ${site.name}`}</title>
      <RequireLogin message={MAP_UI.loginToMap}>
        <MapSearch />
      </RequireLogin>
    </>
  )
}

const sameView = (a: MapView | undefined, b: MapView | undefined) =>
  a !== undefined && b !== undefined && a.zoom === b.zoom && bboxParam(a.bbox) === bboxParam(b.bbox)

function MapSearch() {
  const [params, setParams] = useSearchParams()
  const filters = filtersFromParams(params)
  /** The area searched: what the markers show. */
  const [area, setArea] = useState<MapView>()
  /** Where the map stands now; differs from `area` once the person moves it. */
  const [current, setCurrent] = useState<MapView>()
  const [selected, setSelected] = useState<MapPoint>()
  const [noTiles, setNoTiles] = useState(false)
  const markers = useMapMarkers(area, filters)
  // The list beside the map follows the map as it moves (wide screens only: phones have no room).
  const wide = useWide()
  const inView = useMapMarkers(wide && current ? listViewOf(current) : undefined, filters)
  const moved = current !== undefined && !sameView(current, area)

  const applyFilters = (next: MapFilters) => {
    setSelected(undefined)
    setParams(filtersToParams(next, params))
  }
  const clearFilters = () => {
    setSelected(undefined)
    const next = new URLSearchParams(params)
    for (const key of MAP_FILTER_KEYS) next.delete(key)
    setParams(next)
  }
  const searchHere = () => {
    setSelected(undefined)
    setArea(current)
  }
  // The listing page with the same filters (the filter keys only: nothing map-specific).
  const listHref = `/property${filtersToParams(filters).size ? `?${filtersToParams(filters)}` : ''}`
  const tileUrl = site.map_tile_url ?? MAP_TILE_URL_DEFAULT
  const attribution = site.map_tile_attribution ?? MAP_TILE_ATTRIBUTION_DEFAULT

  return (
    <div className="bg-surface">
      <div className="container-page py-5 sm:py-6">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div>
            <h1 className="text-2xl sm:text-3xl">{MAP_UI.title}</h1>
            <p className="text-muted mt-1 hidden text-sm sm:block">{MAP_UI.lead}</p>
          </div>
          <ButtonLink to={listHref} variant="ghost" size="sm" className="h-11 sm:h-9">
            {MAP_UI.viewAsList}
          </ButtonLink>
        </div>
        <div className="mt-4">
          <MapFilterBar
            key={params.toString()}
            filters={filters}
            onApply={applyFilters}
            onClear={clearFilters}
          />
        </div>
      </div>
      {/* The status line: above the map, so that it never covers a marker. */}
      <div className="container-page flex min-h-14 flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2">
        <p aria-live="polite" className="text-ink text-sm font-semibold">
          {markers.data
            ? MAP_UI.inThisArea(markers.data.total)
            : markers.isError
              ? MAP_UI.fetchFailed
              : MAP_UI.loading}
        </p>
        {moved && (
          <Button size="sm" variant="primary" className="h-11 sm:h-9" onClick={searchHere}>
            {SEARCH_TEXTS.searchThisArea}
          </Button>
        )}
        {noTiles && (
          <p role="status" className="text-muted w-full text-xs">
            {SEARCH_TEXTS.mapNoTiles}
          </p>
        )}
      </div>
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="relative isolate">
          <Suspense fallback={<div aria-busy="true" className={`bg-[#dce8f0] ${MAP_SIZE}`} />}>
            <MapCanvas
              className={MAP_SIZE}
              markers={markers.data?.data ?? []}
              tileUrl={tileUrl}
              attribution={attribution}
              selectedId={selected?.id}
              busy={markers.isFetching}
              onReady={(view) => {
                setArea(view)
                setCurrent(view)
              }}
              onMove={(view, search) => {
                setCurrent(view)
                if (search) {
                  setSelected(undefined)
                  setArea(view)
                }
              }}
              onSelect={setSelected}
              onTileState={(state) => setNoTiles(state === 'failed')}
            />
          </Suspense>
          {markers.isError && !markers.data && (
            <div className="absolute inset-x-3 bottom-8 z-[1100] sm:left-auto sm:w-96">
              <RetryAlert
                message={errorMessage(markers.error, MAP_UI.fetchFailed)}
                onRetry={() => void markers.refetch()}
              />
            </div>
          )}
          {selected && (
            <div className="absolute inset-x-3 bottom-3 z-[1200] sm:inset-x-auto sm:top-4 sm:right-4 sm:bottom-auto">
              <MapListingCard point={selected} onClose={() => setSelected(undefined)} />
            </div>
          )}
        </div>
        {wide && current && (
          <aside className={`border-line hidden border-l bg-white lg:block ${MAP_SIZE}`}>
            <MapList
              key={bboxParam(current.bbox)}
              list={listInView(inView.data, current)}
              loading={inView.isFetching}
              failed={inView.isError && !inView.data}
              onRetry={() => void inView.refetch()}
            />
          </aside>
        )}
      </div>
    </div>
  )
}
