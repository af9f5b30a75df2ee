import type { ListingCard } from '@app/contract/listing'
import { NEAR_TEXTS } from '@app/contract/near'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginWarningProvider } from '../../../components/login-required/login-warning-provider'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { Component as ListPage } from '../pages/property-list-page'

function Where() {
  return <p data-testid="where">{useLocation().search}</p>
}
const routes = [
  {
    path: '/property',
    element: (
      <>
        <LoginWarningProvider>
          <ListPage layout="sidebar" />
        </LoginWarningProvider>
        <Where />
      </>
    ),
  },
]

const card: ListingCard = {
  id: 1,
  name: 'Warehouse off the Agra road',
  description: 'Near the highway.',
  type: 2,
  image: null,
  length: null,
  width: null,
  price: { price: 145000, purchase_type: 2, recuring_type: 4 },
  purchase_type: 2,
  address: { city_name: 'Bhiwandi', district_name: 'Thane', state_name: 'Maharashtra' },
  created_at: '2026-11-20T10:00:00Z',
  area: 36000,
  height: null,
  docks: null,
  power_kva: null,
  fire_noc: null,
  verified: false,
}

const PLACES = [
  { near_pin: null, near_city_id: 111, label: 'Bhiwandi, Thane, Maharashtra' },
  { near_pin: null, near_city_id: 112, label: 'Bhiwandi Rural, Thane, Maharashtra' },
  { near_pin: '421302', near_city_id: null, label: '421302 · Bhiwandi, Thane' },
]

function api() {
  return mockApi({
    'GET statesByFilter': { body: { success: true, data: { data: [] } } },
    'GET districtsByFilter': { body: { success: true, data: { data: [] } } },
    'GET citiesByFilter': { body: { success: true, data: { data: [] } } },
    'GET near-places': (_body, _init, url) => {
      const cityId = url!.searchParams.get('city_id')
      const q = url!.searchParams.get('q')?.toLowerCase() ?? ''
      const found = cityId
        ? PLACES.filter((p) => String(p.near_city_id) === cityId)
        : PLACES.filter((p) => p.near_pin === q || p.label.toLowerCase().startsWith(q))
      return { body: { success: true, data: found } }
    },
    'GET agents-propertys': (_body, _init, url) => ({
      body: {
        success: true,
        data: [url!.searchParams.get('near_city_id') ? { ...card, distance_km: 12.4 } : card],
        pagination: { offset: 0, limit: 6, total: 1, has_more: false },
      },
    }),
  })
}

const listingQueries = (spy: ReturnType<typeof mockApi>) =>
  spy.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === '/api/agents-propertys')
    .map((url) => url.searchParams)

beforeAll(async () => {
  await import('../search-validation')
})
beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

const form = () => screen.getAllByRole('search', { name: 'Filter properties' })[0]!

describe('Near', () => {
  it('suggests towns as typed; a pick and a radius search near it, nearest first offered', async () => {
    const spy = api()
    const user = userEvent.setup()
    renderRoutes(routes, '/property')
    await screen.findByText('Showing 1 of 1 property', {}, { timeout: 5000 })
    const sortBox = screen.getByLabelText('Sort by')
    expect(within(sortBox).queryByRole('option', { name: 'Distance: nearest first' })).toBeNull()
    expect(screen.queryByText(/km away/)).toBeNull()

    const near = within(form()).getByRole('combobox', { name: 'Near' })
    const radius = within(form()).getByLabelText('Within')
    expect(radius).toBeDisabled()
    await user.type(near, 'bhiw')
    const list = await within(form()).findByRole('listbox', { name: 'Near' })
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Bhiwandi, Thane, Maharashtra', 'Bhiwandi Rural, Thane, Maharashtra']),
    )
    await user.click(within(list).getByRole('option', { name: 'Bhiwandi, Thane, Maharashtra' }))
    expect(near).toHaveValue('Bhiwandi, Thane, Maharashtra')
    expect(radius).toBeEnabled()
    expect(radius).toHaveValue('25')
    await user.selectOptions(radius, '50 km')
    await user.click(within(form()).getByRole('button', { name: 'Filter' }))

    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\?near_city_id=111&radius_km=50$/),
    )
    expect(listingQueries(spy).at(-1)?.get('near_city_id')).toBe('111')
    expect(await screen.findByText(`· ${NEAR_TEXTS.away(12.4)}`)).toBeVisible()
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(within(chips).getByRole('button').textContent).toBe('Within 50 km of Bhiwandi')
    await user.selectOptions(screen.getByLabelText('Sort by'), 'Distance: nearest first')
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        /^\?near_city_id=111&radius_km=50&sort=distance$/,
      ),
    )
    expect(listingQueries(spy).at(-1)?.get('sort')).toBe('distance')

    // Removing the chip removes the radius and nearest first with it.
    await user.click(
      within(screen.getByRole('list', { name: 'Active filters' })).getByRole('button'),
    )
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^$/))
  }, 20_000)

  it('picks with the keyboard, and names a shared link’s place', async () => {
    api()
    const user = userEvent.setup()
    renderRoutes(routes, '/property?near_pin=421302')
    const near = within(form()).getByRole('combobox', { name: 'Near' })
    await waitFor(() => expect(near).toHaveValue('421302 · Bhiwandi, Thane'))
    expect(within(form()).getByLabelText('Within')).toBeEnabled()

    await user.clear(near)
    await user.type(near, 'Bhiwandi R')
    await within(form()).findByRole('option', { name: 'Bhiwandi Rural, Thane, Maharashtra' })
    await user.keyboard('{ArrowDown}{Enter}')
    expect(near).toHaveValue('Bhiwandi Rural, Thane, Maharashtra')
    await user.click(within(form()).getByRole('button', { name: 'Filter' }))
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(/^\?near_city_id=112$/),
    )
  }, 20_000)

  it('asks for a pick when the text names no place, and says when nothing matches', async () => {
    api()
    const user = userEvent.setup()
    renderRoutes(routes, '/property')
    const near = within(form()).getByRole('combobox', { name: 'Near' })
    await user.type(near, 'Atlantis')
    expect(await within(form()).findByText(NEAR_TEXTS.noMatch)).toBeVisible()
    await user.click(within(form()).getByRole('button', { name: 'Filter' }))
    expect(await within(form()).findByText(NEAR_TEXTS.nearInvalid)).toBeVisible()
    expect(near).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/)
  }, 20_000)

  it('a link with a radius or nearest first but no place drops them', async () => {
    const spy = api()
    renderRoutes(routes, '/property?radius_km=50&sort=distance')
    await screen.findByText('Showing 1 of 1 property', {}, { timeout: 5000 })
    const sent = listingQueries(spy).at(-1)!
    expect(sent.get('radius_km')).toBeNull()
    expect(sent.get('sort')).toBe('newest')
  })
})
