import type { Account } from '@app/contract/account'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, renderRoutes } from '../test/test-utils'
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
})
