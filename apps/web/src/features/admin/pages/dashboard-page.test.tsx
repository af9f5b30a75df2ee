import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/test-utils'
import { ok, renderAdmin, statsFixture } from '../admin-test-kit'

// recharts measures its container; jsdom has no layout, so the drawing stays empty.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  }
})
afterEach(() => vi.restoreAllMocks())

/** The figure (dt/dd pair) named `label`. */
const figure = (label: string) =>
  screen.getByText((_, el) => el?.tagName === 'DT' && el.textContent === label).parentElement!

describe('/admin dashboard', () => {
  it('shows the counts, money in rupees from paise, and each chart as a table for screen readers', async () => {
    const api = mockApi({
      'GET admin/stats': (_b, _i, url) => ok(statsFixture(Number(url.searchParams.get('days')))),
    })
    renderAdmin('/admin')
    expect(await screen.findByText('₹1,24,999')).toBeVisible()
    expect(new URL(String(api.mock.calls[0]![0]), 'http://x').searchParams.get('days')).toBe('30')

    expect(within(figure('Revenue')).getByText('₹1,24,999')).toBeVisible()
    expect(within(figure('Credits sold')).getByText('1,25,000')).toBeVisible()
    expect(within(figure('Unlocks')).getByText('2,890')).toBeVisible()
    expect(within(figure('Unlocks')).getByText('17 refunded')).toBeVisible()
    expect(within(figure('Open reports')).getByText('4')).toBeVisible()
    expect(within(figure('Seekers')).getByText('1,520')).toBeVisible()
    expect(within(figure('Owners')).getByText('230')).toBeVisible()
    expect(within(figure('Published')).getByText('410')).toBeVisible()
    expect(within(figure('Incomplete')).getByText('38')).toBeVisible()
    expect(within(figure('Hidden')).getByText('5')).toBeVisible()
    expect(within(figure('Let or sold')).getByText('21')).toBeVisible()

    // Each chart has a name and the same figures as a table.
    expect(screen.getByRole('figure', { name: 'Sign-ups per day' })).toBeInTheDocument()
    const signups = screen.getByRole('table', { name: 'Sign-ups per day, last 30 days' })
    const rows = within(signups).getAllByRole('row')
    expect(rows).toHaveLength(31)
    expect(within(rows[3]!).getByRole('rowheader')).toHaveTextContent('Tue, 3 Mar, 2026')
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('9')
    expect(screen.getByText('38 in the last 30 days · busiest 3 Mar (9)')).toBeVisible()

    const topUps = screen.getByRole('table', { name: 'Top-ups per day, last 30 days' })
    expect(within(topUps).getAllByRole('row')[4]).toHaveTextContent('₹499.00')

    const states = screen.getByRole('table', { name: 'Published listings by state' })
    expect(
      within(states)
        .getAllByRole('row')
        .slice(1)
        .map((r) => r.textContent),
    ).toEqual(['Maharashtra120', 'Gujarat64'])
    expect(screen.getByText('2 states · most in Maharashtra (120)')).toBeVisible()
  })

  it('switches the window to 7 or 90 days, kept in the URL', async () => {
    const api = mockApi({
      'GET admin/stats': (_b, _i, url) => ok(statsFixture(Number(url.searchParams.get('days')))),
    })
    const router = renderAdmin('/admin')
    await screen.findByRole('table', { name: 'Unlocks per day, last 30 days' })
    const period = screen.getByRole('group', { name: 'Period' })
    expect(within(period).getByRole('button', { name: '30 days' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )

    await userEvent.click(within(period).getByRole('button', { name: '7 days' }))
    expect(
      await screen.findByRole('table', { name: 'Unlocks per day, last 7 days' }),
    ).toBeInTheDocument()
    expect(router.state.location.search).toBe('?days=7')
    expect(
      api.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('days')),
    ).toEqual(['30', '7'])
  })
})
