import type { PropertyView } from '@app/contract/listing'
import { SEARCH_TEXTS, type MapMarker } from '@app/contract/search'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useEffect } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import type { MapCanvas } from '../components/map-canvas'
import { markerLabel, type MapPoint, type MapView } from '../map-query'
import { Component as MapPage } from './map-page'

/**
 * The map page's data flow, with Leaflet replaced by a stand-in that renders the markers as
 * buttons and lets the test move the map (the real map runs in the browser journey, map.spec.ts).
 */
const MOVED: MapView = { bbox: { west: 72.8, south: 18.9, east: 73.3, north: 19.4 }, zoom: 11 }

vi.mock('../components/map-canvas', () => ({
  MapCanvas: (props: Parameters<typeof MapCanvas>[0]) => {
    useEffect(() => {
      props.onReady({ bbox: { west: 68.1, south: 6.5, east: 97.4, north: 35.7 }, zoom: 4 })
      // Mount only, like the real map.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [])
    return (
      <div role="region" aria-label="Map of listings" aria-busy={props.busy}>
        {props.markers.map((m) => (
          <button
            key={'id' in m ? m.id : `${m.lat},${m.lng}`}
            type="button"
            aria-label={markerLabel(m)}
            onClick={() => ('id' in m ? props.onSelect(m) : undefined)}
          />
        ))}
        <button type="button" onClick={() => props.onMove(MOVED, false)}>
          Pan the map
        </button>
        <button type="button" onClick={() => props.onTileState('failed')}>
          Lose the tiles
        </button>
        <p>Tiles from {props.tileUrl}</p>
      </div>
    )
  },
}))

const POINT: MapPoint = {
  id: 41,
  lat: 19.3,
  lng: 73.06,
  price: 145_000,
  purchase_type: 2,
  city_name: 'Bhiwandi',
}
const MARKERS: MapMarker[] = [{ cluster: true, count: 12, lat: 22.9, lng: 72.4 }, POINT]

const VIEW = {
  property: {
    id: 41,
    name: 'Vadpe logistics park, shed 7',
    description: null,
    type: 2,
    length: 120,
    width: 80,
    height: 32,
    docks: null,
    floor_load: null,
    power_kva: null,
    flooring: null,
    fire_noc: null,
    security_24x7: null,
    highway_km: null,
    verified: false,
    image: null,
    completion_level: 4,
    created_at: '2026-11-20T10:00:00.000Z',
    address: {
      state_id: 1,
      district_id: 2,
      city_id: 3,
      state_name: 'Maharashtra',
      district_name: 'Thane',
      city_name: 'Bhiwandi',
      state: { name: 'Maharashtra' },
      district: { name: 'Thane' },
      city: { name: 'Bhiwandi' },
    },
  },
  prices: [
    {
      id: 1,
      property_id: 41,
      price: 145_000,
      purchase_type: 2,
      recuring_type: 4,
      security_deposit: null,
    },
  ],
  attachments: [],
} as unknown as PropertyView

function answerMap(url: URL) {
  const total = url.searchParams.get('bbox')?.startsWith('72.8') ? 3 : 13
  return { body: { success: true, data: MARKERS, total } }
}

const routes = [
  { path: '/map-location', element: <MapPage /> },
  { path: '/property/:id', element: <p>Listing page</p> },
]

beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

const mapCalls = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/properties/map')
    .map((u) => Object.fromEntries(u.searchParams))

describe('/map-location', () => {
  it('searches India at the fitted zoom with the filters of the URL and counts the results', async () => {
    const api = mockApi({ 'GET properties/map': (_b, _i, url) => answerMap(url) })
    renderRoutes(routes, '/map-location?purchase_type=2&min_price=20000&sort=price_asc')
    expect(await screen.findByText('13 listings in this area')).toBeVisible()
    expect(mapCalls(api)).toEqual([
      { purchase_type: '2', min_price: '20000', bbox: '68.1,6.5,97.4,35.7', zoom: '4' },
    ])
    const map = screen.getByRole('region', { name: 'Map of listings' })
    expect(within(map).getByRole('button', { name: '12 listings: zoom in' })).toBeVisible()
    expect(within(map).getByRole('button', { name: '₹1,45,000 Rent, Bhiwandi' })).toBeVisible()
    // The tile source is the site's setting (OpenStreetMap's by default).
    expect(within(map).getByText(/tile\.openstreetmap\.org/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'View as list' })).toHaveAttribute(
      'href',
      '/property?purchase_type=2&min_price=20000',
    )
  })

  it('offers "Search this area" once the map moves, and searches the new view', async () => {
    const api = mockApi({ 'GET properties/map': (_b, _i, url) => answerMap(url) })
    renderRoutes(routes, '/map-location')
    await screen.findByText('13 listings in this area')
    expect(screen.queryByRole('button', { name: SEARCH_TEXTS.searchThisArea })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Pan the map' }))
    await userEvent.click(screen.getByRole('button', { name: SEARCH_TEXTS.searchThisArea }))
    expect(await screen.findByText('3 listings in this area')).toBeVisible()
    expect(mapCalls(api).at(-1)).toEqual({ bbox: '72.8,18.9,73.3,19.4', zoom: '11' })
    expect(screen.queryByRole('button', { name: SEARCH_TEXTS.searchThisArea })).toBeNull()
  })

  it('writes the filter bar into the URL and searches again with it, other filters kept', async () => {
    const api = mockApi({ 'GET properties/map': (_b, _i, url) => answerMap(url) })
    const router = renderRoutes(routes, '/map-location?min_area=5000')
    await screen.findByText('13 listings in this area')
    const bar = screen.getByRole('search', { name: 'Filter the map' })
    expect(within(bar).getByText('+ 1 more filter from the listing')).toBeInTheDocument()
    await userEvent.type(within(bar).getByLabelText('Keyword'), 'cold')
    await userEvent.selectOptions(within(bar).getByLabelText('Purchase type'), 'Lease')
    await userEvent.click(within(bar).getByLabelText('Verified specs only'))
    await userEvent.click(within(bar).getByRole('button', { name: 'Apply' }))
    expect(router.state.location.search).toBe('?purchase_type=3&q=cold&min_area=5000&verified=true')
    await vi.waitFor(() =>
      expect(mapCalls(api).at(-1)).toMatchObject({
        q: 'cold',
        purchase_type: '3',
        min_area: '5000',
        verified: 'true',
      }),
    )
    await userEvent.click(
      within(screen.getByRole('search', { name: 'Filter the map' })).getByRole('button', {
        name: 'Clear',
      }),
    )
    expect(router.state.location.search).toBe('')
  })

  it("opens a point's card with its listing and a link to it", async () => {
    mockApi({
      'GET properties/map': (_b, _i, url) => answerMap(url),
      'GET property/view': (_b, _i, url) => {
        expect(url.searchParams.get('property_id')).toBe('41')
        return { body: { success: true, data: VIEW } }
      },
    })
    const router = renderRoutes(routes, '/map-location')
    await userEvent.click(await screen.findByRole('button', { name: '₹1,45,000 Rent, Bhiwandi' }))
    const card = await screen.findByRole('dialog', { name: 'Vadpe logistics park, shed 7' })
    expect(within(card).getByText('Bhiwandi, Thane, Maharashtra')).toBeVisible()
    expect(within(card).getByText('₹1,45,000')).toBeVisible()
    expect(within(card).getByText('Rent')).toBeVisible()
    expect(within(card).getByRole('heading')).toHaveFocus()
    await userEvent.click(within(card).getByRole('link', { name: 'View details' }))
    expect(router.state.location.pathname).toBe('/property/41')
  })

  it('closes the card with its button', async () => {
    mockApi({
      'GET properties/map': (_b, _i, url) => answerMap(url),
      'GET property/view': { body: { success: true, data: VIEW } },
    })
    renderRoutes(routes, '/map-location')
    await userEvent.click(await screen.findByRole('button', { name: '₹1,45,000 Rent, Bhiwandi' }))
    const card = await screen.findByRole('dialog')
    await userEvent.click(within(card).getByRole('button', { name: 'Close' }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('says so when the tiles cannot load, the markers still shown', async () => {
    mockApi({ 'GET properties/map': (_b, _i, url) => answerMap(url) })
    renderRoutes(routes, '/map-location')
    await screen.findByText('13 listings in this area')
    await userEvent.click(screen.getByRole('button', { name: 'Lose the tiles' }))
    expect(screen.getByText(SEARCH_TEXTS.mapNoTiles)).toBeVisible()
    expect(screen.getByRole('button', { name: '12 listings: zoom in' })).toBeVisible()
  })

  it('lists the listings in view beside the map on wide screens, following the map as it moves', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(min-width: 64rem)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }))
    try {
      const near = { ...POINT, id: 42, lat: 20, lng: 80, city_name: 'Nagpur', price: 90_000 }
      const api = mockApi({
        'GET properties/map': (_b, _i, url) =>
          url.searchParams.get('zoom') === '15'
            ? { body: { success: true, data: [POINT, near], total: 2 } }
            : answerMap(url),
      })
      const router = renderRoutes(routes, '/map-location')
      const list = await screen.findByRole('list', { name: 'Listings in view' })
      expect(await screen.findByText('2 listings, nearest the middle first')).toBeVisible()
      // Nearest the middle of India's box first: Nagpur, then Bhiwandi.
      const links = within(list).getAllByRole('link')
      expect(links.map((a) => a.getAttribute('href'))).toEqual(['/property/42', '/property/41'])
      expect(links[1]).toHaveAccessibleName('₹1,45,000 Rent, Bhiwandi')
      // The list asks for the view at the zoom where every listing is a point.
      expect(mapCalls(api)).toContainEqual({ bbox: '68.1,6.5,97.4,35.7', zoom: '15' })
      await userEvent.click(screen.getByRole('button', { name: 'Pan the map' }))
      await vi.waitFor(() =>
        expect(mapCalls(api)).toContainEqual({ bbox: '72.8,18.9,73.3,19.4', zoom: '15' }),
      )
      // The list starts again for the new view (its rows are the new answer's).
      const moved = await screen.findByRole('list', { name: 'Listings in view' })
      await userEvent.click((await within(moved).findAllByRole('link'))[0]!)
      expect(router.state.location.pathname).toMatch(/^\/property\/4[12]$/)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('has no list on phones (no room beside the map)', async () => {
    mockApi({ 'GET properties/map': (_b, _i, url) => answerMap(url) })
    renderRoutes(routes, '/map-location')
    await screen.findByText('13 listings in this area')
    expect(screen.queryByRole('list', { name: 'Listings in view' })).toBeNull()
  })

  it('shows why the markers failed, with a retry', async () => {
    mockApi({
      'GET properties/map': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Bounding box must be west,south,east,north in degrees',
        },
      },
    })
    renderRoutes(routes, '/map-location')
    expect(
      await screen.findByText('Bounding box must be west,south,east,north in degrees'),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })
})
