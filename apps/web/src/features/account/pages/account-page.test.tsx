import type { Account } from '@app/contract/account'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { Component as AccountPage } from './account-page'

function account(owner: boolean): Account {
  return {
    profile: {
      id: 8,
      name: 'Ravi Kulkarni',
      email: 'ravi@example.in',
      phone_number: '9876543210',
      user_type: owner ? 2 : 1,
      created_at: '2026-03-02T06:30:00.000Z',
    },
    credits: 1_099,
    recent_transactions: [
      {
        id: 3,
        amount: 999,
        credits: 1_099,
        bonus_credits: 100,
        phone_number: '9876543210',
        created_at: '2026-11-20T06:30:00.000Z',
        status: 1,
        invoice_number: 'GH/26-27/000003',
      },
    ],
    recent_unlocks: [
      { property_id: 41, name: 'Bhiwandi dry godown', created_at: '2026-11-21T06:30:00.000Z' },
    ],
    owner: owner
      ? {
          listings: 2,
          views: 17,
          unlocks: 3,
          recent_listings: [
            { id: 52, name: 'Kulkarni cold store', status: 'published', views: 12, unlocks: 1 },
            { id: 51, name: 'Draft shed', status: 'draft', views: 5, unlocks: 2 },
          ],
          lead_alerts: 'instant',
        }
      : null,
  }
}

const routes = [
  { path: '/account', element: <AccountPage /> },
  { path: '/login', element: <h1>Login page</h1> },
]

const user = () => userEvent.setup()

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Ravi Kulkarni', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe('/account', () => {
  it("shows the profile, credits, the latest purchase and unlock, and an owner's listings", async () => {
    mockApi({ 'GET account': { body: { success: true, data: account(true) } } })
    renderRoutes(routes, '/account')
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Ravi Kulkarni')
    expect(screen.getByText('ravi@example.in')).toBeVisible()
    expect(screen.getByText('Owner')).toBeVisible()
    expect(screen.getByTestId('account-credits')).toHaveTextContent('1,099')
    expect(screen.getByRole('link', { name: 'Go to wallet' })).toHaveAttribute('href', '/wallet')
    const purchase = within(screen.getByRole('list', { name: 'Recent purchases' })).getByRole(
      'listitem',
    )
    // A pack's purchase shows the credits it brought, bonus included.
    expect(purchase).toHaveTextContent('1,099 credits')
    expect(purchase).toHaveTextContent('₹999')
    expect(purchase).toHaveTextContent('Success')
    expect(screen.getByRole('link', { name: 'Bhiwandi dry godown' })).toHaveAttribute(
      'href',
      '/property/41',
    )
    const listings = screen.getByRole('region', { name: 'Your listings' })
    expect(within(listings).getByText('17')).toBeVisible()
    const rows = within(listings).getAllByRole('listitem')
    expect(rows[0]).toHaveTextContent('Kulkarni cold storeOn the market12 views · 1 unlock')
    expect(rows[1]).toHaveTextContent('Draft shedDraft5 views · 2 unlocks')
  })

  it('has no listings section for a seeker', async () => {
    authStore.login('tok', { id: 8, name: 'Ravi Kulkarni', user_type: 1 })
    mockApi({ 'GET account': { body: { success: true, data: account(false) } } })
    renderRoutes(routes, '/account')
    expect(await screen.findByTestId('account-name')).toBeVisible()
    expect(screen.queryByRole('region', { name: 'Your listings' })).toBeNull()
  })

  it('lets an owner choose how to hear of leads, saved at once', async () => {
    const fetch = mockApi({
      'GET account': { body: { success: true, data: account(true) } },
      'PATCH account/lead-alerts': (body) => ({ body: { success: true, data: body } }),
    })
    renderRoutes(routes, '/account')
    const alerts = within(await screen.findByRole('region', { name: 'Lead alerts' }))
    expect(alerts.getByRole('radio', { name: /E-mail me at once/ })).toBeChecked()
    await user().click(alerts.getByRole('radio', { name: /One e-mail a day/ }))
    expect(await screen.findByText('Lead alerts saved')).toBeVisible()
    expect(alerts.getByRole('radio', { name: /One e-mail a day/ })).toBeChecked()
    expect(sentTo(fetch, 'PATCH account/lead-alerts')).toEqual([{ lead_alerts: 'daily' }])
  })

  it('has no lead alerts for a seeker, and links both to their site visits', async () => {
    authStore.login('tok', { id: 8, name: 'Ravi Kulkarni', user_type: 1 })
    mockApi({ 'GET account': { body: { success: true, data: account(false) } } })
    renderRoutes(routes, '/account')
    expect(await screen.findByRole('link', { name: /Site visits/ })).toHaveAttribute(
      'href',
      '/visits',
    )
    expect(screen.queryByRole('region', { name: 'Lead alerts' })).toBeNull()
  })

  it('changes the name, refusing a short one before asking the API', async () => {
    const fetch = mockApi({
      'GET account': { body: { success: true, data: account(true) } },
      'PATCH account': (body) => ({
        body: {
          success: true,
          message: 'Your name has been changed.',
          data: { name: (body as { name: string }).name.trim() },
        },
      }),
    })
    renderRoutes(routes, '/account')
    await user().click(await screen.findByRole('button', { name: 'Change name' }))
    const input = screen.getByRole('textbox', { name: /Name/ })
    await user().clear(input)
    await user().type(input, 'R')
    await user().click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible()
    expect(sentTo(fetch, 'PATCH account')).toEqual([])
    await user().clear(input)
    await user().type(input, '  Ravi K. Kulkarni ')
    await user().click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByTestId('account-name')).toHaveTextContent('Ravi K. Kulkarni')
    expect(sentTo(fetch, 'PATCH account')).toEqual([{ name: 'Ravi K. Kulkarni' }])
    expect(screen.getByRole('status')).toHaveTextContent('Your name has been changed.')
    // The header reads the stored user: it shows the new name too.
    expect(authStore.get().user?.name).toBe('Ravi K. Kulkarni')
  })

  it('logs out everywhere after a confirmation, then ends this session too', async () => {
    const fetch = mockApi({
      'GET account': { body: { success: true, data: account(true) } },
      'POST account/logout-everywhere': {
        body: { success: true, message: 'You have been logged out on every device.' },
      },
    })
    renderRoutes(routes, '/account')
    await user().click(await screen.findByRole('button', { name: 'Log out everywhere' }))
    const dialog = screen.getByRole('dialog', { name: 'Log out everywhere?' })
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(sentTo(fetch, 'POST account/logout-everywhere')).toEqual([])
    await user().click(screen.getByRole('button', { name: 'Log out everywhere' }))
    await user().click(
      within(screen.getByRole('dialog', { name: 'Log out everywhere?' })).getByRole('button', {
        name: 'Log out everywhere',
      }),
    )
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeVisible()
    expect(sentTo(fetch, 'POST account/logout-everywhere')).toHaveLength(1)
    expect(authStore.get().token).toBeNull()
  })
})
