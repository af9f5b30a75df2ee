/**
 * Test helpers for the wizard's component tests: an owner API that remembers what the wizard
 * saved (as the server would), a little geography, and the page's routes.
 */
import type { Attachment, Price } from '@app/contract/listing'
import type { FullDetails, OwnerAddress } from '@app/contract/owner'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, type RouteObject } from 'react-router'
import { afterEach, beforeAll, beforeEach, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, type Reply } from '../../../test/test-utils'
import { Component as AddListingPage } from './add-listing-page'

export const OWNER = { id: 7, name: 'Ravi Patil', user_type: 2 }
export const PROPERTY_ID = 41
export const IMAGE = 'images/0b5a8f3e-8d6c-4a53-9a55-2f3c1e0d9a11.jpg'

export const loginAsOwner = () => authStore.login('owner-token', OWNER)

export function details(over: Partial<FullDetails> = {}): FullDetails {
  return {
    id: PROPERTY_ID,
    user_id: OWNER.id,
    name: 'Bhiwandi Godown',
    description: 'Near the Mumbai-Nashik highway',
    type: 1,
    length: 120,
    width: 80,
    height: 30,
    docks: null,
    floor_load: null,
    power_kva: null,
    flooring: null,
    fire_noc: null,
    security_24x7: null,
    highway_km: null,
    verified: false,
    fire_noc_file: null,
    image: IMAGE,
    completion_level: 1,
    status: 'draft',
    views: 0,
    unlocks: 0,
    created_at: '2026-03-01T10:00:00.000Z',
    attachments: [],
    price: null,
    prices: [],
    user: { user_name: OWNER.name },
    address: null,
    ...over,
  }
}

export const price = (over: Partial<Price> = {}): Price => ({
  id: 5,
  property_id: PROPERTY_ID,
  price: 150000,
  purchase_type: 2,
  recuring_type: 4,
  security_deposit: 450000,
  ...over,
})

export const attachment = (over: Partial<Attachment> = {}): Attachment => ({
  id: 100,
  img_url: 'files/plan.pdf',
  name: 'Floor plan',
  order_number: 1,
  description: null,
  attachment_type: 'application/pdf',
  size_bytes: 52_000,
  ...over,
})

export const address = (over: Partial<OwnerAddress> = {}): OwnerAddress => ({
  id: 9,
  property_id: PROPERTY_ID,
  address: 'Gala 4, Vadpe',
  pin_code: '421302',
  phone_number: '9876543210',
  latitude: 19.2166,
  longitude: 73.2176,
  state_id: 21,
  district_id: 428,
  city_id: 3599,
  state: { name: 'Maharashtra' },
  district: { name: 'Thane' },
  city: { name: 'Bhiwandi' },
  ...over,
})

const STATES = [
  { id: 9, name: 'Delhi' },
  { id: 21, name: 'Maharashtra' },
]
const DISTRICTS = [
  { id: 168, name: 'New Delhi', state_id: 9 },
  { id: 427, name: 'Pune', state_id: 21 },
  { id: 428, name: 'Thane', state_id: 21 },
]
const CITIES = [
  { id: 1703, name: 'Connaught Place', district_id: 168 },
  { id: 3500, name: 'Haveli', district_id: 427 },
  { id: 3599, name: 'Bhiwandi', district_id: 428 },
  { id: 3600, name: 'Kalyan', district_id: 428 },
]
const byParent = <T,>(list: T[], key: keyof T, value: string | null) => ({
  body: { success: true, data: { data: list.filter((x) => String(x[key]) === value) } },
})
const notFound = (message = 'Not found') => ({
  status: 404,
  body: { success: false, code: 'NOT_FOUND', message },
})

type Handler = Reply | ((body: unknown, init: RequestInit | undefined, url: URL) => Reply)

/**
 * The owner calls as the server answers them, for one property (id 41) that starts as `start`
 * (null: none yet). Completion levels follow the saved parts. `overrides` replace any call.
 */
export function ownerApi(
  start: FullDetails | null = null,
  overrides: Record<string, Handler> = {},
) {
  const state = { property: start }
  const level = (p: FullDetails) => (p.address ? 4 : p.attachments.length > 0 ? 3 : p.price ? 2 : 1)
  const save = (patch: Partial<FullDetails>) => {
    const next = { ...(state.property ?? details()), ...patch }
    state.property = { ...next, completion_level: level(next) }
    return state.property
  }
  const spy = mockApi({
    'POST properties-create-byagent': (body) => {
      const form = body as FormData
      const p = save({
        ...details({ attachments: [], price: null, prices: [], address: null }),
        name: String(form.get('name')),
        type: Number(form.get('type')),
        image: form.get('image') ? IMAGE : null,
      })
      return { status: 201, body: { success: true, data: { id: p.id, name: p.name } } }
    },
    [`POST properties/${PROPERTY_ID}`]: (body) => {
      save({ name: String((body as FormData).get('name')) })
      return { body: { success: true, message: 'Property updated successfully.' } }
    },
    'GET agents-properties-FullDetails': () =>
      state.property
        ? { body: { success: true, property_details: state.property } }
        : notFound('Property not found'),
    'POST propertyprice': (body) => {
      const p = price(body as Partial<Price>)
      save({ price: p, prices: [p] })
      return { status: 201, body: { success: true, data: p } }
    },
    'POST propertypriceupdate/5': (body) => {
      const p = price(body as Partial<Price>)
      save({ price: p, prices: [p] })
      return { body: { success: true, message: 'Price updated successfully.' } }
    },
    [`GET getAll-attachments/${PROPERTY_ID}`]: () =>
      state.property?.attachments.length
        ? { body: { success: true, data: state.property.attachments } }
        : notFound(),
    'POST propertyAttachment': (body) => {
      const form = body as FormData
      const list = state.property?.attachments ?? []
      const a = attachment({
        id: 100 + list.length,
        name: String(form.get('name')),
        order_number: Number(form.get('order_number')),
        img_url: `files/${(form.get('img_url') as File).name}`,
      })
      save({ attachments: [...list, a] })
      return { status: 201, body: { success: true, data: a } }
    },
    'DELETE propertyAttachment/100': () => {
      save({ attachments: (state.property?.attachments ?? []).filter((a) => a.id !== 100) })
      return { body: { success: true, message: 'Deleted' } }
    },
    'POST address': (body) => {
      const a = address(body as Partial<OwnerAddress>)
      save({ address: a })
      return { status: 201, body: { success: true, data: a } }
    },
    'GET statesByFilter': { body: { success: true, data: { data: STATES } } },
    'GET districtsByFilter': (_b, _i, url) =>
      byParent(DISTRICTS, 'state_id', url.searchParams.get('state_id')),
    'GET citiesByFilter': (_b, _i, url) =>
      byParent(CITIES, 'district_id', url.searchParams.get('district_id')),
    'GET pincode/421302': {
      body: {
        success: true,
        data: {
          pin_code: '421302',
          state_id: 21,
          district_id: 428,
          city_id: 3599,
          places: ['Vadpe'],
          latitude: 19.2166,
          longitude: 73.2176,
        },
      },
    },
    ...overrides,
  })
  return { spy, state }
}

export const routes: RouteObject[] = [
  {
    path: '/add-new-listing',
    element: (
      <>
        <Link to="/property">Browse properties</Link>
        <AddListingPage />
      </>
    ),
  },
  { path: '/my-properties', element: <h1>My Properties page</h1> },
  { path: '/property', element: <h1>Property list</h1> },
  { path: '/login', element: <h1>Login page</h1> },
]

/** A person at the keyboard; files of any kind reach the wizard's own checks. */
export const person = (fakeTimers = false) =>
  userEvent.setup({
    applyAccept: false,
    ...(fakeTimers ? { advanceTimers: vi.advanceTimersByTime } : {}),
  })

export const field = (text: string) => screen.getByLabelText(label(text))

export const jpeg = (name = 'front.jpg') => new File(['jpeg'], name, { type: 'image/jpeg' })

/** The draft the wizard keeps for the owner. */
export const storedDraft = () =>
  JSON.parse(localStorage.getItem(`propertyForm_${OWNER.id}`) ?? 'null') as Record<
    string,
    unknown
  > | null

/** URL.createObjectURL is missing in jsdom; the preview only needs a URL. */
export function stubObjectUrls() {
  URL.createObjectURL = () => 'blob:preview'
  URL.revokeObjectURL = () => undefined
}

/** The wizard at `path` (a fresh visit unless the test gives ?continue=). */
export const openWizard = (path = '/add-new-listing') => renderRoutes(routes, path)
export const button = (name: string | RegExp) => screen.getByRole('button', { name })
/** A step's heading (level 2: the page's title is level 1). */
export const heading = (name: string) => screen.findByRole('heading', { name, level: 2 })

/** The hooks of the wizard's page tests: dialogs and previews in jsdom, no draft, real timers. */
export function setUpWizardTests() {
  beforeAll(() => {
    polyfillDialog()
    stubObjectUrls()
  })
  beforeEach(() => localStorage.clear())
  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })
}
