/**
 * The listing page under test: a listing's view as the API answers it (locked or unlocked, with
 * or without specifications), its route, and the hooks its test files share.
 */
import type { PropertyView } from '@app/contract/listing'
import { screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog } from '../../../test/test-utils'
import { Component as DetailPage } from './property-detail-page'

const place = {
  state_id: 4,
  district_id: 7,
  city_id: 9,
  state_name: 'Maharashtra',
  district_name: 'Pune',
  city_name: 'Chakan',
  state: { name: 'Maharashtra' },
  district: { name: 'Pune' },
  city: { name: 'Chakan' },
}

export const NO_SPECS = {
  docks: null,
  floor_load: null,
  power_kva: null,
  flooring: null,
  fire_noc: null,
  security_24x7: null,
  highway_km: null,
  verified: false,
}

export function view(pass: boolean, specs: Partial<PropertyView['property']> = {}): PropertyView {
  return {
    property: {
      id: 12,
      name: 'Chakan Logistics Park',
      description: null,
      type: 2,
      length: 100,
      width: 120,
      height: null,
      ...NO_SPECS,
      ...specs,
      image: 'images/0b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.jpg',
      completion_level: 4,
      created_at: '2025-06-01T10:00:00Z',
      address: pass
        ? {
            ...place,
            address: 'Plot 7, MIDC Phase II',
            pin_code: '410501',
            phone_number: '9876543210',
          }
        : place,
      // Like the API: the owner's id and name only once unlocked.
      ...(pass ? { user_id: 3, user: { user_name: 'Ravi Patil' } } : {}),
    },
    prices: [
      {
        id: 1,
        property_id: 12,
        price: 250000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: null,
      },
    ],
    attachments: [
      {
        id: 5,
        img_url: 'images/2b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.png',
        name: 'dock',
        order_number: 1,
        description: null,
        attachment_type: 'image',
        size_bytes: 48_000,
      },
      {
        id: 6,
        img_url: 'files/plan.pdf',
        name: 'plan',
        order_number: 2,
        description: null,
        attachment_type: 'document',
        size_bytes: 120_000,
      },
    ],
    documents: [],
    pass,
    unlock_cost: 50,
  }
}

export const routes = [{ path: '/property/:id', element: <DetailPage /> }]
/** The price and contact column, once the property has loaded. */
export const contact = () =>
  within(screen.getByRole('complementary', { name: 'Price and contact' }))
export const loaded = () =>
  screen.findByRole('heading', { level: 1, name: 'Chakan Logistics Park' })

/** The hooks of the page's tests: dialogs in jsdom, a seeker logged in, fresh mocks. */
export function setUpDetailTests() {
  beforeAll(polyfillDialog)
  beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))
  afterEach(() => vi.restoreAllMocks())
}

/** The API as it behaves: once the unlock went through, the view answers with the contact. */
export function unlockingApi(credits: number) {
  let unlocked = false
  return mockApi({
    'GET property/view': () => ({ body: { success: true, data: view(unlocked) } }),
    'POST property/unlock': () => {
      unlocked = true
      return { body: { success: true, data: { credits, property: view(true) } } }
    },
  })
}

/** The API of a seeker without the credits: the view stays locked and the unlock answers 402. */
export function shortOfCreditsApi() {
  return mockApi({
    'GET property/view': { body: { success: true, data: view(false) } },
    'POST property/unlock': {
      status: 402,
      body: {
        success: false,
        code: 'INSUFFICIENT_CREDITS',
        message: 'Not enough credits to unlock this property.',
        data: { credits: 0, unlock_cost: 50 },
      },
    },
  })
}
