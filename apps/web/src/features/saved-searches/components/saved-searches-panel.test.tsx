import type { SavedSearch } from '@app/contract/search'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { SavedSearchesPanel } from './saved-searches-panel'

const search = (over: Partial<SavedSearch>): SavedSearch => ({
  id: 1,
  name: 'Bhiwandi rent',
  filters: { purchase_type: 2, q: 'highway' },
  alert: 'instant',
  created_at: '2026-03-10T05:00:00.000Z',
  alerted: 3,
  ...over,
})
const list = [
  search({}),
  search({ id: 2, name: 'Sales anywhere', filters: {}, alert: 'off', alerted: 1 }),
]
const routes = [{ path: '/account', element: <SavedSearchesPanel /> }]

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

const rowOf = (name: string) => screen.getByRole('link', { name }).closest('li') as HTMLElement

describe('the saved searches panel', () => {
  it('lists each search with its filters in words, its alert and an Open link', async () => {
    mockApi({ 'GET saved-searches': { body: { success: true, data: list } } })
    renderRoutes(routes, '/account')
    const panel = await screen.findByRole('list', { name: 'Saved searches' })
    expect(within(panel).getAllByRole('listitem')).toHaveLength(2)
    const first = rowOf('Bhiwandi rent')
    expect(within(first).getByText('Rent · “highway”')).toBeVisible()
    expect(within(first).getByText('3 listings alerted')).toBeVisible()
    expect(within(first).getByRole('combobox', { name: 'Alert: Bhiwandi rent' })).toHaveValue(
      'instant',
    )
    expect(within(first).getByRole('link', { name: 'Open: Bhiwandi rent' })).toHaveAttribute(
      'href',
      '/property?purchase_type=2&q=highway',
    )
    const second = rowOf('Sales anywhere')
    expect(within(second).getByText('All listings')).toBeVisible()
    expect(within(second).getByText('1 listing alerted')).toBeVisible()
    expect(within(second).getByRole('link', { name: 'Open: Sales anywhere' })).toHaveAttribute(
      'href',
      '/property',
    )
  })

  it('changes the alert in place and deletes after asking', async () => {
    const fetch = mockApi({
      'GET saved-searches': { body: { success: true, data: list } },
      'PATCH saved-searches/1': { body: { success: true, data: search({ alert: 'daily' }) } },
      'DELETE saved-searches/2': { body: { success: true, data: [search({ alert: 'daily' })] } },
    })
    renderRoutes(routes, '/account')
    const user = userEvent.setup()
    await screen.findByRole('list', { name: 'Saved searches' })
    const select = screen.getByRole('combobox', { name: 'Alert: Bhiwandi rent' })
    await user.selectOptions(select, 'Daily')
    expect(await screen.findByText('Alert updated')).toBeVisible()
    expect(select).toHaveValue('daily')
    expect(sentTo(fetch, 'PATCH saved-searches/1')).toEqual([{ alert: 'daily' }])

    await user.click(screen.getByRole('button', { name: 'Delete: Sales anywhere' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete this saved search?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await screen.findByText('Saved search deleted')).toBeVisible()
    expect(screen.queryByRole('link', { name: 'Sales anywhere' })).toBeNull()
    expect(screen.getAllByRole('listitem')).toHaveLength(1)
  })

  it('invites to browse when there is none', async () => {
    mockApi({ 'GET saved-searches': { body: { success: true, data: [] } } })
    renderRoutes(routes, '/account')
    expect(await screen.findByText(/No saved searches yet/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse listings' })).toHaveAttribute(
      'href',
      '/property',
    )
  })
})
