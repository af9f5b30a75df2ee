import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginWarningProvider } from '../components/login-required/login-warning-provider'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../test/test-utils'
import { Component as ListRoute, type ListLayoutHandle } from './property-list-route'

const element = (
  <LoginWarningProvider>
    <ListRoute />
  </LoginWarningProvider>
)
const routes = [
  { path: '/property', element },
  {
    path: '/property-sidebar',
    element,
    handle: { listLayout: 'sidebar' } satisfies ListLayoutHandle,
  },
]

const card = {
  id: 21,
  name: 'Chakan Dry Store',
  description: null,
  type: 1,
  image: null,
  length: null,
  width: null,
  price: null,
  purchase_type: null,
  address: { city_name: 'Chakan', district_name: 'Pune', state_name: 'Maharashtra' },
  created_at: '2026-11-20T10:00:00Z',
  area: null,
  height: null,
  docks: null,
  power_kva: null,
  fire_noc: null,
  verified: false,
}

const api = {
  'GET agents-propertys': {
    body: {
      success: true,
      data: [card],
      pagination: { offset: 0, limit: 6, total: 1, has_more: false },
    },
  },
  'GET shortlist': { body: { success: true, data: { ids: [], items: [] } } },
  'GET statesByFilter': { body: { success: true, data: { data: [] } } },
}

beforeAll(async () => {
  polyfillDialog()
  // The list loads the contract's checks on first use; have them ready, as a second visit would.
  await import('../features/listings/search-validation')
})
beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('the listing routes', () => {
  it('/property: the filters over the list (a sheet button on phones), a heart on every card, Save search', async () => {
    mockApi(api)
    renderRoutes(routes, '/property')
    const list = await screen.findByRole('list', { name: 'Properties' })
    expect(
      within(list).getByRole('button', { name: SEARCH_TEXTS.shortlistAdd }),
    ).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save search' })).toBeInTheDocument()
    expect(screen.queryByRole('complementary', { name: 'Filters' })).toBeNull()
    // One filter component for both pages (issue 25): on phones it opens as the same sheet.
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument()
  })

  it('/property-sidebar: the same list with the filters in a sidebar and a sheet button', async () => {
    mockApi(api)
    renderRoutes(routes, '/property-sidebar')
    const list = await screen.findByRole('list', { name: 'Properties' })
    expect(within(list).getByText('Chakan Dry Store')).toBeInTheDocument()
    expect(within(list).getByRole('button', { name: SEARCH_TEXTS.shortlistAdd })).toBeVisible()
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Filters' })).toBeInTheDocument()
  })
})
