import type { UnlockedProperty } from '@app/contract/wallet'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { Component as UnlockedPage } from './unlocked-properties-page'

const routes = [{ path: '/unlocked-properties', element: <UnlockedPage /> }]

function item(id: number): UnlockedProperty {
  return {
    property_id: id,
    name: `Warehouse ${id}`,
    image: null,
    prices: [
      {
        id,
        property_id: id,
        price: 125_000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: null,
      },
    ],
    created_at: '2026-03-05T08:37:45Z',
  }
}

const page = (data: UnlockedProperty[], offset: number, total: number) => ({
  success: true,
  data,
  pagination: { offset, limit: 6, total, has_more: offset + data.length < total },
})

beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe('/unlocked-properties', () => {
  it('shows the unlocked properties as cards, with View More while there are more', async () => {
    const fetch = mockApi({})
    fetch.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'))
      const ids = offset === 0 ? [9, 8, 7, 6, 5, 4] : [3]
      return new Response(JSON.stringify(page(ids.map(item), offset, 7)))
    })
    renderRoutes(routes, '/unlocked-properties')
    const list = await screen.findByRole('list', { name: 'Unlocked properties' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    const first = within(within(list).getAllByRole('listitem')[0]!)
    expect(first.getByRole('heading', { name: 'Warehouse 9' })).toBeVisible()
    expect(first.getByText('₹1,25,000')).toBeVisible()
    expect(first.getByText('/ Monthly')).toBeVisible()
    expect(first.getByText('Rent')).toBeVisible()
    expect(first.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/property/9')
    await userEvent.setup().click(screen.getByRole('button', { name: 'View More' }))
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7))
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull()
  })

  it('says so when nothing is unlocked yet', async () => {
    mockApi({ 'GET unlocked-properties': { body: page([], 0, 0) } })
    renderRoutes(routes, '/unlocked-properties')
    expect(
      await screen.findByText(
        'No unlocked properties found. Your unlocked properties will appear here.',
      ),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/property',
    )
  })

  it('tells an account type without a wallet that it has none', async () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 7 })
    mockApi({})
    renderRoutes(routes, '/unlocked-properties')
    expect(
      await screen.findByRole('heading', { name: 'Not available for this account' }),
    ).toBeVisible()
  })
})
