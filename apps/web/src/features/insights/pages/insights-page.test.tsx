import type { RateGroup, Rates } from '@app/contract/insights'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { Component as InsightsPage } from './insights-page'

// recharts measures its container; jsdom has no layout, so the drawing stays empty.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => vi.restoreAllMocks())

const group = (g: Partial<RateGroup> & Pick<RateGroup, 'state_id' | 'state_name'>): RateGroup => ({
  district_id: null,
  district_name: null,
  purchase_type: 2,
  type: null,
  unit: 'per_sqft_month',
  listings: 5,
  p25_rate: 10,
  median_rate: 20,
  p75_rate: 30,
  ...g,
})

const RENTS: Rates = {
  groups: [
    group({
      state_id: 2,
      state_name: 'Gujarat',
      listings: 8,
      median_rate: 30.5,
      other_listings: 8,
    }),
    group({
      state_id: 1,
      state_name: 'Maharashtra',
      listings: 47,
      median_rate: 22.4,
      other_listings: 3,
    }),
    group({
      state_id: 1,
      state_name: 'Maharashtra',
      district_id: 11,
      district_name: 'Thane',
      listings: 42,
      p25_rate: 18.25,
      median_rate: 21.6,
      p75_rate: 26,
    }),
    group({
      state_id: 1,
      state_name: 'Maharashtra',
      district_id: 12,
      district_name: 'Pune',
      listings: 2 + 3,
    }),
  ],
  trend: [],
}
const TREND: Rates['trend'] = [
  { purchase_type: 2, month: '2026-09', listings: 6, median_rate: 19 },
  { purchase_type: 2, month: '2026-10', listings: 7, median_rate: 20.5 },
  { purchase_type: 2, month: '2026-11', listings: 5, median_rate: 21 },
]

const answer = (data: Rates) => ({ body: { success: true, data } })
const render = (path = '/insights') =>
  renderRoutes([{ path: '/insights', element: <InsightsPage /> }], path)

/** The state rows' names in the table, in order. */
const stateOrder = () =>
  screen
    .getAllByRole('button', { expanded: false })
    .concat(screen.queryAllByRole('button', { expanded: true }))
    .map((b) => b.textContent)

describe('/insights', () => {
  it('asks for rents by default and shows each state with its figures', async () => {
    const api = mockApi({ 'GET insights/rates': answer(RENTS) })
    render()
    const table = await screen.findByRole('table', {
      name: 'Rates for rent by state and district, ₹ per sq.ft a month',
    })
    const url = new URL(String(api.mock.calls[0]![0]), 'http://x')
    expect(url.searchParams.get('purchase_type')).toBe('2')
    expect(url.searchParams.has('type')).toBe(false)
    const maharashtra = within(table).getByRole('row', { name: /Maharashtra/ })
    expect(within(maharashtra).getByText('47')).toBeInTheDocument()
    expect(within(maharashtra).getByText('₹22.40')).toBeInTheDocument()
    expect(screen.getByText(/55 listings/)).toBeInTheDocument()
    // Fewer than three months of data: the trend waits, and says why.
    expect(screen.getByText(/The trend by month appears once 3 months/)).toBeInTheDocument()
  })

  it("opens a state's districts, with those counted only in the state", async () => {
    mockApi({ 'GET insights/rates': answer(RENTS) })
    render()
    const toggle = await screen.findByRole('button', { name: 'Maharashtra' })
    expect(toggle).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('rowheader', { name: 'Thane' })).toBeNull()
    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute('aria-expanded', 'true')
    const thane = screen.getByRole('row', { name: /Thane/ })
    expect(within(thane).getByText('₹21.60')).toBeInTheDocument()
    expect(within(thane).getByText('₹18.25')).toBeInTheDocument()
    expect(screen.getByText('Other districts: 3 listings')).toBeInTheDocument()
    await userEvent.click(toggle)
    expect(screen.queryByRole('row', { name: /Thane/ })).toBeNull()
  })

  it('sorts by name, count or median, each way', async () => {
    mockApi({ 'GET insights/rates': answer(RENTS) })
    render()
    await screen.findByRole('table', { name: /^Rates for/ })
    expect(stateOrder()).toEqual(['Gujarat', 'Maharashtra'])
    await userEvent.click(screen.getByRole('button', { name: 'Listings' }))
    expect(stateOrder()).toEqual(['Maharashtra', 'Gujarat'])
    expect(screen.getByRole('columnheader', { name: /^Listings/ })).toHaveAttribute(
      'aria-sort',
      'descending',
    )
    await userEvent.click(screen.getByRole('button', { name: 'Listings' }))
    expect(stateOrder()).toEqual(['Gujarat', 'Maharashtra'])
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'median')
    // Highest median first: Gujarat 30.50, Maharashtra 22.40.
    expect(stateOrder()).toEqual(['Gujarat', 'Maharashtra'])
    await userEvent.click(screen.getByRole('button', { name: /State \/ district/ }))
    expect(stateOrder()).toEqual(['Gujarat', 'Maharashtra'])
    expect(screen.getByRole('columnheader', { name: /State \/ district/ })).toHaveAttribute(
      'aria-sort',
      'ascending',
    )
  })

  it('asks again for the chosen deal and type, and shows the trend once it comes', async () => {
    const api = mockApi({
      'GET insights/rates': (_b, _i, url) =>
        answer(
          url.searchParams.get('purchase_type') === '1'
            ? {
                groups: [
                  group({
                    state_id: 1,
                    state_name: 'Maharashtra',
                    purchase_type: 1,
                    unit: 'per_sqft',
                    median_rate: 3_000,
                  }),
                ],
                trend: TREND.map((p) => ({ ...p, purchase_type: 1 })),
              }
            : RENTS,
        ),
    })
    render()
    await screen.findByRole('table', { name: /^Rates for/ })
    await userEvent.selectOptions(screen.getByLabelText('Deal'), '1')
    await userEvent.selectOptions(screen.getByLabelText('Property type'), '2')
    const table = await screen.findByRole('table', {
      name: 'Rates for sale by state and district, ₹ per sq.ft',
    })
    const last = new URL(String(api.mock.calls.at(-1)![0]), 'http://x')
    expect(last.searchParams.get('purchase_type')).toBe('1')
    expect(last.searchParams.get('type')).toBe('2')
    expect(within(table).getByText('₹3,000.00')).toBeInTheDocument()
    const trend = screen.getByRole('figure', { name: 'Median by month' })
    const rows = within(trend).getAllByRole('row')
    expect(rows.map((r) => r.textContent)).toEqual([
      'MonthMedianListings',
      'Sept 2026₹19.006 listings',
      'Oct 2026₹20.507 listings',
      'Nov 2026₹21.005 listings',
    ])
  })

  it('opens the state a listing linked to, its district picked out', async () => {
    mockApi({ 'GET insights/rates': answer(RENTS) })
    render('/insights?purchase_type=2&state_id=1&district_id=11')
    expect(await screen.findByRole('button', { name: 'Maharashtra' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
    expect(screen.getByRole('row', { name: /Thane/ })).toHaveAttribute('aria-current', 'location')
    expect(screen.getByRole('row', { name: /Pune/ })).not.toHaveAttribute('aria-current')
  })

  it('says so when no place has enough listings', async () => {
    mockApi({ 'GET insights/rates': answer({ groups: [], trend: [] }) })
    render()
    expect(
      await screen.findByText('Not enough listings yet to show rates for these filters.'),
    ).toBeInTheDocument()
  })
})
