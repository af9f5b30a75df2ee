import { screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../test/test-utils'
import { Component as PropertyRoute } from './property-detail-route'

const routes = [{ path: '/property/:id', element: <PropertyRoute /> }]

const view = {
  property: {
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
  },
  prices: [],
  attachments: [],
  pass: false,
  unlock_cost: 99,
}
const details = {
  ...view.property,
  user_id: 3,
  status: 'published',
  views: 0,
  unlocks: 0,
  attachments: [],
  price: null,
  prices: [],
  user: { user_name: 'Ravi Patil' },
}
const leads = {
  success: true,
  data: [],
  pagination: { offset: 0, limit: 6, total: 0, has_more: false },
}

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

describe('/property/{id}', () => {
  it('shows a seeker the read-only listing view', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    const fetch = mockApi({ 'GET property/view': { body: { success: true, data: view } } })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Edit Property' })).toBeNull()
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/property/view')
  })

  it('shows an owner the owner view of their own listing', async () => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    mockApi({
      'GET agents-properties-FullDetails': {
        body: { success: true, property_details: details },
      },
      'GET property-leads': { body: leads },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Edit Property' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Leads' })).toBeVisible()
  })

  it("shows an owner someone else's listing read-only, with Unlock", async () => {
    authStore.login('tok', { id: 4, name: 'Meera', user_type: 2 })
    mockApi({
      'GET agents-properties-FullDetails': {
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You can only manage your own properties.',
        },
      },
      'GET property/view': { body: { success: true, data: view } },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Edit Property' })).toBeNull()
  })
})
