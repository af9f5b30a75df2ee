import type { ListingCard } from '@app/contract/listing'
import type { CompareItem } from '@app/contract/search'
import { SEARCH_TEXTS, SHORTLIST_STORAGE_KEY } from '@app/contract/search-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { localShortlist } from '../local-shortlist'
import { Component as ComparePage } from './compare-page'

const routes = [{ path: '/compare', element: <ComparePage /> }]

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

describe('/compare', () => {
  it('picks the newest four of the shortlist into the address and compares them', async () => {
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
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
    mockApi({ 'GET compare': { body: comparison } })
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

  it("compares a visitor's shortlist from this browser, and asks for two", async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([2]))
    localShortlist.reload()
    mockApi({ 'GET compare': { body: { success: true, data: { items: [item(2)], best: {} } } } })
    renderRoutes(routes, '/compare')
    expect(await screen.findByRole('checkbox', { name: 'Compare Godown 2' })).not.toBeChecked()
    expect(screen.getByText(SEARCH_TEXTS.compareTooFew)).toBeVisible()
    expect(screen.queryByRole('table')).toBeNull()
  })

  it('says so when the shortlist is empty', async () => {
    mockApi({})
    renderRoutes(routes, '/compare')
    expect(await screen.findByText(/Your shortlist is empty/)).toBeVisible()
  })
})
