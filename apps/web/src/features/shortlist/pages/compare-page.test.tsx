import { SHORTLIST_STORAGE_KEY } from '@app/contract/constants'
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import type { ListingCard } from '@app/contract/listing'
import type { CompareItem } from '@app/contract/search'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { localShortlist } from '../local-shortlist'
import { SHORTLIST_UI } from '../shortlist-texts'
import { Component as ComparePage } from './compare-page'

const routes = [
  { path: '/compare', element: <ComparePage /> },
  { path: '/login', element: <h1>Login page</h1> },
]

function card(id: number): ListingCard {
  return {
    id,
    name: `Godown ${id}`,
    description: null,
    type: 1,
    image: null,
    length: 50,
    width: 40,
    price: { price: 30_000, purchase_type: 2, recuring_type: 4 },
    purchase_type: 2,
    address: { city_name: 'Bhiwandi', district_name: 'Thane', state_name: 'Maharashtra' },
    created_at: '2026-11-20T00:00:00.000Z',
    area: 2_000,
    height: 30,
    docks: 4,
    power_kva: null,
    fire_noc: true,
    verified: false,
  }
}

function item(id: number, o: Partial<CompareItem> = {}): CompareItem {
  return {
    ...card(id),
    floor_load: null,
    flooring: 'fm2',
    security_24x7: null,
    highway_km: null,
    recuring_type: 4,
    monthly_rent: 30_000,
    deposit: 90_000,
    rate_month: 15,
    first_year_cost: 450_099,
    unlock_cost: 99,
    ...o,
  }
}

const comparison = {
  success: true,
  data: {
    items: [
      item(1),
      item(2, {
        name: 'Yearly lease',
        price: { price: 600_000, purchase_type: 3, recuring_type: 7 },
        monthly_rent: 50_000,
        deposit: 100_000,
        area: 3_000,
        rate_month: 16.67,
        first_year_cost: 700_099,
        docks: 6,
      }),
      item(3, {
        price: { price: 9_000_000, purchase_type: 1, recuring_type: null },
        recuring_type: null,
        monthly_rent: null,
        deposit: null,
        area: 3_000,
        rate_month: 3_000,
        first_year_cost: 9_000_099,
        docks: 6,
      }),
    ],
    best: {
      monthly_rent: [1],
      deposit: [1],
      area: [2, 3],
      rate_month: [1],
      first_year_cost: [1],
      docks: [2, 3],
    },
  },
}

const shortlist = (ids: number[]) => ({
  success: true,
  data: { ids, items: ids.map(card) },
})

beforeAll(polyfillDialog)
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  localShortlist.reload()
})

/** The table's cell of `row` under listing column `column` (1-based, after the labels). */
function cell(row: string, column: number) {
  const table = screen.getByRole('table')
  const name = new RegExp(`^${row.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( ?\\(|$)`)
  const tr = within(table).getByRole('rowheader', { name }).closest('tr')!
  return within(tr).getAllByRole('cell')[column - 1]!
}

describe('/compare, logged in', () => {
  beforeEach(() => authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 }))

  it('picks the newest four of the shortlist into the address and compares them', async () => {
    const fetch = mockApi({
      'GET shortlist': { body: shortlist([5, 4, 3, 2, 1]) },
      'GET compare': { body: comparison },
    })
    const router = renderRoutes(routes, '/compare')
    await vi.waitFor(() => expect(router.state.location.search).toBe('?ids=5,4,3,2'))
    await vi.waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Compare Godown 5' })).toBeChecked(),
    )
    expect(screen.getByRole('checkbox', { name: 'Compare Godown 1' })).not.toBeChecked()
    await screen.findByRole('table')
    const asked = fetch.mock.calls.map(([url]) => new URL(String(url), 'http://x'))
    expect(asked.find((u) => u.pathname === '/api/compare')?.searchParams.get('ids')).toBe(
      '5,4,3,2',
    )

    // A fifth is one too many; dropping one makes room.
    const user = userEvent.setup()
    await user.click(screen.getByRole('checkbox', { name: 'Compare Godown 1' }))
    expect(screen.getByRole('alert')).toHaveTextContent(SEARCH_TEXTS.compareTooMany)
    expect(router.state.location.search).toBe('?ids=5,4,3,2')
    await user.click(screen.getByRole('checkbox', { name: 'Compare Godown 4' }))
    await user.click(screen.getByRole('checkbox', { name: 'Compare Godown 1' }))
    expect(router.state.location.search).toBe('?ids=5,3,2,1')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('shows the figures with the best of each row marked', async () => {
    mockApi({
      'GET shortlist': { body: shortlist([1, 2, 3]) },
      'GET compare': { body: comparison },
    })
    renderRoutes(routes, '/compare?ids=1,2,3')
    expect(await screen.findByRole('table')).toBeVisible()
    expect(screen.getByRole('link', { name: 'Yearly lease' })).toHaveAttribute(
      'href',
      '/property/2',
    )
    expect(cell('Monthly rent', 1)).toHaveTextContent('₹30,000Best')
    expect(cell('Monthly rent', 2)).toHaveTextContent(/^₹50,000$/)
    expect(cell('Monthly rent', 3)).toHaveTextContent('Not given')
    expect(cell('Deposit', 2)).toHaveTextContent('₹1,00,000')
    expect(cell('Area (sq.ft)', 2)).toHaveTextContent('3,000Best')
    expect(cell('Area (sq.ft)', 3)).toHaveTextContent('3,000Best')
    expect(cell('₹ per sq.ft per month', 2)).toHaveTextContent('₹16.67')
    expect(cell('₹ per sq.ft per month', 3)).toHaveTextContent('₹3,000.00 per sq.ft (sale)')
    expect(cell('First-year cost', 1)).toHaveTextContent('₹4,50,099Best')
    expect(cell('Price', 2)).toHaveTextContent('₹6,00,000 / Yearly')
    expect(cell('Clear height', 1)).toHaveTextContent('30 ft')
    expect(cell('Docks', 3)).toHaveTextContent('6Best')
    expect(cell('Flooring', 1)).toHaveTextContent('FM2')
    expect(cell('Fire NOC', 1)).toHaveTextContent('Yes')
    expect(within(cell('Monthly rent', 1)).getByText('Best')).toBeVisible()
  })

  it('asks for two', async () => {
    mockApi({ 'GET shortlist': { body: shortlist([2]) } })
    renderRoutes(routes, '/compare')
    expect(await screen.findByRole('checkbox', { name: 'Compare Godown 2' })).not.toBeChecked()
    expect(screen.getByText(SEARCH_TEXTS.compareTooFew)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says so when the shortlist is empty', async () => {
    mockApi({ 'GET shortlist': { body: shortlist([]) } })
    renderRoutes(routes, '/compare')
    expect(await screen.findByText(/Your shortlist is empty/)).toBeVisible()
  })
})

// A comparison shows listings' details, which need a login (spec 000 section 6, decision 032).
describe('/compare, for a visitor', () => {
  it('asks to log in, calls nothing, and after login comes back to the shared comparison', async () => {
    // A heart given as a visitor, kept in this browser until the login.
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([2]))
    localShortlist.reload()
    const fetch = mockApi({
      'POST shortlist': { body: shortlist([2]) },
      'GET shortlist': { body: shortlist([2]) },
      'GET compare': { body: comparison },
    })
    const router = renderRoutes(routes, '/compare?ids=1,2,3')
    const notice = screen.getByRole('dialog', { name: AUTH_MESSAGES.loginRequired })
    expect(notice).toHaveTextContent(SHORTLIST_UI.loginToCompare)
    expect(screen.queryByRole('table')).toBeNull()
    expect(screen.queryByRole('list', { name: 'Shortlisted listings' })).toBeNull()
    expect(fetch).not.toHaveBeenCalled()

    await userEvent.click(within(notice).getByRole('button', { name: 'Login' }))
    expect(router.state.location.pathname).toBe('/login')
    // The whole address, query and all: the login form returns there (login-page.test.tsx).
    const remembered = authStore.takeRedirect()
    expect(remembered).toBe('/compare?ids=1,2,3')
    act(() => authStore.login('tok-1', { id: 9, name: 'Asha', user_type: 1 }))
    await act(() => router.navigate(remembered!, { replace: true }))

    expect(await screen.findByRole('table')).toBeVisible()
    expect(router.state.location.pathname + router.state.location.search).toBe('/compare?ids=1,2,3')
    expect(cell('Monthly rent', 1)).toHaveTextContent('₹30,000Best')
    // The heart moved into the account.
    expect(sentTo(fetch, 'POST shortlist')).toEqual([{ property_id: 2 }])
    expect(await screen.findByRole('checkbox', { name: 'Compare Godown 2' })).toBeChecked()
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
  })
})
