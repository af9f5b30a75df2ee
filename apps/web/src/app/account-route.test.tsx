import type { Account } from '@app/contract/account'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../test/test-utils'
import { Component as AccountRoute } from './account-route'

const account: Account = {
  profile: {
    id: 8,
    name: 'Asha Patil',
    email: 'asha@example.in',
    phone_number: '9876543210',
    user_type: 1,
    created_at: '2026-03-02T06:30:00.000Z',
  },
  credits: 0,
  recent_transactions: [],
  recent_unlocks: [],
  owner: null,
}

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('/account', () => {
  it("shows the user's saved searches beside the account", async () => {
    mockApi({
      'GET account': { body: { success: true, data: account } },
      'GET saved-searches': {
        body: {
          success: true,
          data: [
            {
              id: 1,
              name: 'Warehouse for Rent',
              filters: { purchase_type: 2 },
              alert: 'daily',
              created_at: '2026-03-10T05:00:00.000Z',
              alerted: 0,
            },
          ],
        },
      },
    })
    renderRoutes([{ path: '/account', element: <AccountRoute /> }], '/account')
    const panel = await screen.findByRole('region', { name: 'Saved searches' })
    expect(await within(panel).findByRole('link', { name: 'Warehouse for Rent' })).toHaveAttribute(
      'href',
      '/property?purchase_type=2',
    )
    expect(screen.getByRole('region', { name: 'Profile' })).toBeVisible()
  })

  const pages = () => screen.findByRole('list', { name: "Your account's pages" })
  const show = (data: Account) => {
    mockApi({
      'GET account': { body: { success: true, data } },
      'GET saved-searches': { body: { success: true, data: [] } },
      'POST logout': { body: { success: true, message: 'bye' } },
    })
    return renderRoutes(
      [
        { path: '/account', element: <AccountRoute /> },
        { path: '/login', element: <p>Login page</p> },
      ],
      '/account',
    )
  }

  it("links a seeker to what the spec's account page offered, and logs out", async () => {
    const router = show(account)
    const links = within(await pages()).getAllByRole('link')
    expect(links.map((a) => [a.textContent?.replace('›', ''), a.getAttribute('href')])).toEqual([
      ['Change password', '/changepassword'],
      ['Site visits', '/visits'],
      ['Checkout', '/checkout'],
    ])
    expect(screen.getByRole('button', { name: 'Log out everywhere' })).toBeVisible()
    await userEvent.click(screen.getByRole('button', { name: 'Log out' }))
    expect(await screen.findByText('Login page')).toBeVisible()
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it('gives an owner the way to add a listing too', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 2 })
    show({
      ...account,
      profile: { ...account.profile, user_type: 2 },
      owner: { listings: 0, views: 0, unlocks: 0, recent_listings: [], lead_alerts: 'instant' },
    })
    expect(within(await pages()).getByRole('link', { name: /Add a listing/ })).toHaveAttribute(
      'href',
      '/add-new-listing',
    )
  })
})
