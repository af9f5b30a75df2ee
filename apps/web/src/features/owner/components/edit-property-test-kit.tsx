/**
 * The owner's Edit Property modal under test: the API it meets (the listing, its leads and the
 * geography, each call recorded), opening it, and the hooks its test files share.
 */
import type { FullDetails } from '@app/contract/owner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, expect, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, polyfillDialog, renderRoutes, type Reply } from '../../../test/test-utils'
import { detailsBody } from '../full-details.fixture'
import { OwnerPropertyPage } from '../pages/property-page'

export const routes = [{ path: '/property/:id', element: <OwnerPropertyPage readOnly={null} /> }]

const geo = {
  states: [
    { id: 4, name: 'Maharashtra' },
    { id: 5, name: 'Gujarat' },
  ],
  districts: [
    { id: 7, name: 'Pune', state_id: 4 },
    { id: 8, name: 'Nashik', state_id: 4 },
    { id: 20, name: 'Surat', state_id: 5 },
  ],
  cities: [
    { id: 9, name: 'Chakan', district_id: 7 },
    { id: 10, name: 'Talegaon', district_id: 7 },
    { id: 11, name: 'Sinnar', district_id: 8 },
    { id: 30, name: 'Sachin', district_id: 20 },
  ],
}

type Handler = (url: URL, init: RequestInit | undefined) => Reply
interface Call {
  key: string
  url: URL
  body: unknown
}

/**
 * The API as the modal meets it: the listing, its leads, the geography (filtered by the query,
 * as the server does) and whatever the test adds; every call is recorded.
 */
export function serve(details: FullDetails, extra: Record<string, Handler> = {}) {
  const calls: Call[] = []
  const handlers: Record<string, Handler> = {
    'GET agents-properties-FullDetails': () => ({ body: detailsBody(details) }),
    'GET property-leads': () => ({
      body: {
        success: true,
        data: [],
        pagination: { offset: 0, limit: 6, total: 0, has_more: false },
      },
    }),
    'GET statesByFilter': () => ({ body: { success: true, data: { data: geo.states } } }),
    'GET districtsByFilter': (url) => ({
      body: {
        success: true,
        data: {
          data: geo.districts.filter(
            (d) => d.state_id === Number(url.searchParams.get('state_id')),
          ),
        },
      },
    }),
    'GET citiesByFilter': (url) => ({
      body: {
        success: true,
        data: {
          data: geo.cities.filter(
            (c) => c.district_id === Number(url.searchParams.get('district_id')),
          ),
        },
      },
    }),
    ...extra,
  }
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries(init.body)
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined
    calls.push({ key, url, body })
    const handler = handlers[key]
    if (!handler)
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
        { status: 404 },
      )
    const reply = handler(url, init)
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  const sent = (key: string) => calls.filter((c) => c.key === key).map((c) => c.body)
  const writes = () => calls.filter((c) => !c.key.startsWith('GET')).map((c) => c.key)
  const loads = () => calls.filter((c) => c.key === 'GET agents-properties-FullDetails').length
  return { sent, writes, loads }
}

export const ok =
  (message: string): Handler =>
  () => ({ body: { success: true, message } })
export const refused =
  (status: number, message: string, errors?: Record<string, string[]>): Handler =>
  () => ({ body: { success: false, code: 'VALIDATION_FAILED', message, errors }, status })

export async function openEditor() {
  const user = userEvent.setup()
  renderRoutes(routes, '/property/12')
  await user.click(await screen.findByRole('button', { name: 'Edit Property' }))
  const modal = within(screen.getByRole('dialog', { name: 'Edit Property Details' }))
  // The listing's own place, once its lists are in.
  await vi.waitFor(() => expect(modal.getByLabelText(label('City'))).toHaveValue('9'))
  return { user, modal }
}
export const notice = (title: string) => screen.findByRole('dialog', { name: title })

/** The hooks every file of the modal's tests needs: a logged-in owner, previews, fresh mocks. */
export function setUpEditorTests() {
  beforeAll(polyfillDialog)
  beforeEach(() => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    URL.createObjectURL = vi.fn(() => 'blob:preview')
    URL.revokeObjectURL = vi.fn()
  })
  afterEach(() => vi.restoreAllMocks())
}
