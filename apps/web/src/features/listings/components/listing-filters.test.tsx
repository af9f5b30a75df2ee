import type { ListingCard } from '@app/contract/listing'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginWarningProvider } from '../../../components/login-required/login-warning-provider'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../../../test/test-utils'
import { Component as ListPage } from '../pages/property-list-page'

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.search}</p>
}

const page = (layout: 'top' | 'sidebar') => (
  <>
    <LoginWarningProvider>
      <ListPage layout={layout} />
    </LoginWarningProvider>
    <Where />
  </>
)
const routes = [
  { path: '/property', element: page('top') },
  { path: '/property-sidebar', element: page('sidebar') },
]

const card: ListingCard = {
  id: 1,
  name: 'Built-to-suit warehouse, 36,000 sq.ft',
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

const api = {
  'GET statesByFilter': {
    body: { success: true, data: { data: [{ id: 4, name: 'Maharashtra' }] } },
  },
  'GET districtsByFilter': { body: { success: true, data: { data: [] } } },
  'GET citiesByFilter': { body: { success: true, data: { data: [] } } },
  'GET agents-propertys': {
    body: {
      success: true,
      data: [card],
      pagination: { offset: 0, limit: 6, total: 1, has_more: false },
    },
  },
}

beforeAll(async () => {
  polyfillDialog()
  await import('../search-validation')
})
beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe.each([
  ['/property', 'the bar over the list'],
  ['/property-sidebar', 'the sidebar'],
])('%s: one filter component (%s from 1024 px, a sheet below)', (path) => {
  it('shows a Filters button that counts the filters on, and the same form in both places', async () => {
    mockApi(api)
    renderRoutes(routes, `${path}?type=2&state_id=4&min_area=10000`)
    await screen.findByText('Showing 1 of 1 property', {}, { timeout: 5000 })
    const open = screen.getByRole('button', { name: 'Filters (3 active)' })
    expect(open).toHaveAttribute('aria-haspopup', 'dialog')
    // The wide screens' form (CSS hides it below 1024 px) is the same form as the sheet's.
    const forms = screen.getAllByRole('search', { name: 'Filter properties' })
    expect(forms).toHaveLength(1)
    expect(within(forms[0]!).getByLabelText('Min area (sq.ft)')).toHaveValue(10000)
    expect(screen.queryByRole('dialog')).toBeNull()
  }, 10_000)

  it('opens the sheet, applies its filters to the URL and closes; Esc closes it too', async () => {
    mockApi(api)
    const user = userEvent.setup()
    renderRoutes(routes, path)
    await screen.findByText('Showing 1 of 1 property', {}, { timeout: 5000 })
    const open = screen.getByRole('button', { name: 'Filters' })

    await user.click(open)
    const sheet = screen.getByRole('dialog', { name: 'Filter properties' })
    const form = within(sheet).getByRole('search', { name: 'Filter properties' })
    await user.selectOptions(within(form).getByLabelText('Status'), 'Rent')
    await user.selectOptions(within(form).getByLabelText('Type'), 'Warehouse')
    await user.click(within(form).getByRole('button', { name: 'More filters' }))
    await user.type(within(form).getByLabelText('Min area (sq.ft)'), '10000')
    await user.click(within(form).getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\?purchase_type=2&type=2&min_area=10000$/,
    )
    // The count follows the URL; the chips show the same filters.
    expect(screen.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible()
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(
      within(chips)
        .getAllByRole('button')
        .map((chip) => chip.textContent),
    ).toEqual(['Rent', 'Warehouse', 'From 10,000 sq.ft'])

    // Esc (the dialog's cancel) closes without changing the search.
    await user.click(screen.getByRole('button', { name: 'Filters (3 active)' }))
    const again = screen.getByRole('dialog', { name: 'Filter properties' })
    expect(within(again).getByLabelText('Min area (sq.ft)')).toHaveValue(10000)
    fireEvent(again, new Event('cancel', { cancelable: true }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\?purchase_type=2&type=2&min_area=10000$/,
    )

    // Reset in the sheet clears every filter and closes it.
    await user.click(screen.getByRole('button', { name: 'Filters (3 active)' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reset' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/)
    expect(screen.getByRole('button', { name: 'Filters' })).toBeVisible()
  }, 20_000)
})
