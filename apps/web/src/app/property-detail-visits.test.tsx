import type { PropertyView } from '@app/contract/listing'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../test/test-utils'
import { Component as PropertyRoute } from './property-detail-route'

const routes = [{ path: '/property/:id', element: <PropertyRoute /> }]

const property = {
  id: 12,
  name: 'Bhiwandi Godown',
  description: null,
  type: 1,
  length: null,
  width: null,
  height: null,
  image: null,
  completion_level: 4,
  created_at: '2026-01-01T00:00:00Z',
  address: null,
}
function detail(over: Partial<PropertyView> & { user_id?: number } = {}) {
  const { user_id, ...rest } = over
  return {
    body: {
      success: true,
      data: {
        property: { ...property, user_id, user: { user_name: 'Ravi Patil' } },
        prices: [],
        attachments: [],
        documents: [],
        pass: true,
        unlock_cost: 99,
        owner_score: null,
        ...rest,
      },
    },
  }
}
const noVisits = {
  body: { success: true, data: [], pagination: { offset: 0, limit: 6, total: 0, has_more: false } },
}
const contact = () =>
  within(screen.getByRole('heading', { level: 2, name: 'Contact details' }).parentElement!)

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

describe('/property/{id}: site visits (issue 30)', () => {
  it('offers a seeker who unlocked the listing a site visit, and says the owner replies within a day', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    mockApi({
      'GET property/view': detail({ user_id: 3, owner_replies_within_day: true }),
      'GET visits': noVisits,
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Ravi Patil')).toBeVisible()
    expect(await contact().findByRole('button', { name: 'Request a site visit' })).toBeVisible()
    expect(contact().getByText('Usually replies within a day')).toBeVisible()
  })

  it("lists the seeker's visits for the listing after the contact box, not inside it", async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    const visit = {
      id: 5,
      role: 'seeker',
      status: 'accepted',
      property: { id: 12, name: 'Bhiwandi Godown', address: 'Bhiwandi' },
      with: { name: 'Ravi Patil', phone_number: '9876543210', email: null },
      slots: ['2026-12-02T10:30:00+05:30'],
      slot: '2026-12-02T10:30:00+05:30',
      note: null,
      reason: null,
      cancelled_by: null,
      created_at: '2026-12-01T03:00:00Z',
      answered_at: '2026-12-01T04:00:00Z',
    }
    mockApi({
      'GET property/view': detail({ user_id: 3 }),
      'GET visits': (_b, _i, url) =>
        url.searchParams.get('when') === 'upcoming'
          ? { body: { ...noVisits.body, data: [visit] } }
          : noVisits,
    })
    renderRoutes(routes, '/property/12')
    const mine = await screen.findByRole('list', { name: 'Your site visits' })
    expect(within(mine).getByText('Accepted')).toBeVisible()
    expect(within(mine).getByRole('button', { name: 'Add to calendar' })).toBeVisible()
    expect(contact().queryByRole('list', { name: 'Your site visits' })).toBeNull()
  })

  it('offers no site visit before the unlock, and no badge the owner has not earned', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    mockApi({ 'GET property/view': detail({ pass: false, owner_replies_within_day: false }) })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Request a site visit' })).toBeNull()
    expect(screen.queryByText('Usually replies within a day')).toBeNull()
  })

  it("shows an owner the visit requests in their listing's Leads panel", async () => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    const fetch = mockApi({
      'GET agents-properties-FullDetails': {
        body: {
          success: true,
          property_details: {
            ...property,
            user_id: 3,
            status: 'published',
            views: 0,
            unlocks: 0,
            attachments: [],
            price: null,
            prices: [],
            user: { user_name: 'Ravi Patil' },
          },
        },
      },
      'GET property-leads': noVisits,
      'GET visits': noVisits,
    })
    renderRoutes(routes, '/property/12')
    const leads = within(await screen.findByRole('region', { name: 'Leads' }))
    expect(await leads.findByRole('heading', { name: 'Visit requests' })).toBeVisible()
    expect(await leads.findByText('No visit requests yet.')).toBeVisible()
    const visits = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .find((url) => url.pathname === '/api/visits')
    expect(visits?.searchParams.get('role')).toBe('owner')
  })
})
