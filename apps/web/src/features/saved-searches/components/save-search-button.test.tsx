import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { TEXT_MESSAGES } from '@app/contract/text'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { SaveSearchButton } from './save-search-button'

const filters = { purchase_type: 2, type: 2, state_id: 1, district_id: 11, city_id: 111 }
const routes = [
  { path: '/property', element: <SaveSearchButton filters={filters} /> },
  { path: '/login', element: <h1>Login page</h1> },
]
const geo = {
  'GET statesByFilter': {
    body: { success: true, data: { data: [{ id: 1, name: 'Maharashtra' }] } },
  },
  'GET citiesByFilter': {
    body: { success: true, data: { data: [{ id: 111, name: 'Bhiwandi', district_id: 11 }] } },
  },
}
const saved = {
  success: true,
  data: {
    id: 3,
    name: 'x',
    filters,
    alert: 'daily',
    created_at: '2026-03-10T05:00:00.000Z',
    alerted: 0,
  },
}

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

describe('Save search', () => {
  it('sends a visitor to the login, remembering the search', async () => {
    mockApi(geo)
    renderRoutes(routes, '/property?purchase_type=2')
    await userEvent.setup().click(screen.getByRole('button', { name: 'Save search' }))
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible()
    expect(authStore.takeRedirect()).toBe('/property?purchase_type=2')
  })

  it('saves the filters under the suggested name with the chosen alert, then says so', async () => {
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
    const fetch = mockApi({ ...geo, 'POST saved-searches': { body: saved } })
    renderRoutes(routes, '/property')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save search' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Save this search' },
      // The dialog's chunk loads on first use: slow on a busy machine.
      { timeout: 5000 },
    )
    const name = within(dialog).getByLabelText(label('Name'))
    await vi.waitFor(() => expect(name).toHaveValue('Warehouses for rent in Bhiwandi'))
    expect(within(dialog).getByText('Rent · Warehouse · Bhiwandi')).toBeVisible()
    expect(within(dialog).getByRole('radio', { name: /Instant/ })).toBeChecked()

    await user.click(within(dialog).getByRole('radio', { name: /Daily/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }))
    expect(await screen.findByText(SEARCH_TEXTS.savedSearchSaved)).toBeVisible()
    expect(sentTo(fetch, 'POST saved-searches')).toEqual([
      { name: 'Warehouses for rent in Bhiwandi', filters, alert: 'daily' },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks for a name, and shows why the server refused', async () => {
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
    const fetch = mockApi({
      ...geo,
      'POST saved-searches': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: SEARCH_TEXTS.savedSearchesFull },
      },
    })
    renderRoutes(routes, '/property')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Save search' }))
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Save this search' },
      // The dialog's chunk loads on first use: slow on a busy machine.
      { timeout: 5000 },
    )
    const name = within(dialog).getByLabelText(label('Name'))
    await user.clear(name)
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }))
    expect(within(dialog).getByText(SEARCH_TEXTS.savedSearchNameRequired)).toBeVisible()
    expect(sentTo(fetch, 'POST saved-searches')).toEqual([])

    // A pasted bidi override could spoof the alert e-mails: the contract's message, on the field.
    await user.type(name, 'My godowns \u202Etxt.exe')
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }))
    expect(within(dialog).getByText(TEXT_MESSAGES.oneLine)).toBeVisible()
    expect(name).toHaveAccessibleDescription(TEXT_MESSAGES.oneLine)
    expect(sentTo(fetch, 'POST saved-searches')).toEqual([])

    await user.clear(name)
    await user.type(name, 'My godowns')
    await user.click(within(dialog).getByRole('button', { name: 'Save search' }))
    expect(await within(dialog).findByText(SEARCH_TEXTS.savedSearchesFull)).toBeVisible()
  })
})
