import type { CreatedProperty } from '@app/contract/owner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { Component as MyPropertiesPage } from './my-properties-page'

const routes = [{ path: '/my-properties', element: <MyPropertiesPage /> }]
const OWNERS_ONLY =
  'This page is for property owners only. Use "Unlocked Properties" to see properties you\'ve unlocked.'
const ACCESS_DENIED = 'Access denied. Only property owners can view created properties.'

function item(id: number, over: Partial<CreatedProperty> = {}): CreatedProperty {
  return {
    id,
    name: `Godown ${id}`,
    image: null,
    prices: [
      {
        id,
        property_id: id,
        price: 90_000,
        purchase_type: 3,
        recuring_type: 7,
        security_deposit: null,
      },
    ],
    created_at: '2026-03-05T08:37:45Z',
    completion_level: 4,
    status: 'published',
    views: 12,
    unlocks: 3,
    ...over,
  }
}

const page = (data: CreatedProperty[], offset = 0, total = data.length) => ({
  success: true,
  data,
  pagination: { offset, limit: 6, total, has_more: offset + data.length < total },
})

/** The card whose heading is `name`. */
async function card(name: string) {
  const heading = await screen.findByRole('heading', { name })
  return within(heading.closest('li')!)
}

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe('/my-properties', () => {
  it('shows a finished listing as Complete with its purchase type, figures and View Details', async () => {
    mockApi({ 'GET created-properties': { body: page([item(4)]) } })
    renderRoutes(routes, '/my-properties')
    const c = await card('Godown 4')
    expect(c.getByText('Complete')).toBeVisible()
    expect(c.getByText('Lease')).toBeVisible()
    expect(c.getByText('On the market')).toBeVisible()
    expect(c.getByText('₹90,000')).toBeVisible()
    expect(c.getByText('Views').closest('div')).toHaveTextContent('12 views')
    expect(c.getByText('Unlocks').closest('div')).toHaveTextContent('3 unlocks')
    expect(c.getByRole('link', { name: 'View Details' })).toHaveAttribute('href', '/property/4')
    expect(c.getByRole('button', { name: 'Mark as let / sold' })).toBeVisible()
    expect(c.queryByText(/Incomplete/)).toBeNull()
    expect(c.queryByRole('link', { name: 'Continue Creating' })).toBeNull()
  })

  it('shows why the moderators hid a listing and how many of its reports are open', async () => {
    mockApi({
      'GET created-properties': {
        body: page([
          item(4, { hidden_reason: 'Photos of another building', open_reports: 2 }),
          item(3, { hidden_reason: null, open_reports: 1 }),
          item(2, { hidden_reason: null, open_reports: 0 }),
        ]),
      },
    })
    renderRoutes(routes, '/my-properties')
    const hidden = await card('Godown 4')
    expect(hidden.getByText('Hidden by the moderators: Photos of another building')).toBeVisible()
    expect(hidden.getByText('2 open reports')).toBeVisible()
    const one = await card('Godown 3')
    expect(one.getByText('1 open report')).toBeVisible()
    expect(one.queryByText(/Hidden by the moderators/)).toBeNull()
    const none = await card('Godown 2')
    expect(none.queryByText(/open report/)).toBeNull()
  })

  it('shows an unfinished listing as Step n/4 with Continue Creating and Delete draft', async () => {
    mockApi({
      'GET created-properties': {
        body: page([item(5, { completion_level: 2, status: 'draft', views: 0, unlocks: 0 })]),
      },
    })
    renderRoutes(routes, '/my-properties')
    const c = await card('Godown 5')
    expect(c.getByText('Step 2/4')).toBeVisible()
    expect(c.getByText('Incomplete (Step 2/4)')).toBeVisible()
    expect(c.getByText('Draft')).toBeVisible()
    expect(c.getByRole('link', { name: 'Continue Creating' })).toHaveAttribute(
      'href',
      '/add-new-listing?continue=5',
    )
    expect(c.getByRole('button', { name: 'Delete draft' })).toBeVisible()
    expect(c.queryByText('Complete')).toBeNull()
    expect(c.queryByRole('link', { name: 'View Details' })).toBeNull()
    expect(c.queryByText('Lease')).toBeNull()
  })

  it('falls back to the spec rule when a card has no level: step 2 with prices, else 1', async () => {
    mockApi({
      'GET created-properties': {
        body: page([
          item(6, { completion_level: 0, status: 'draft' }),
          item(7, { completion_level: 0, status: 'draft', prices: [] }),
        ]),
      },
    })
    renderRoutes(routes, '/my-properties')
    expect((await card('Godown 6')).getByText('Incomplete (Step 2/4)')).toBeVisible()
    expect((await card('Godown 7')).getByText('Incomplete (Step 1/4)')).toBeVisible()
  })

  it('reads N/A for a finished listing whose purchase type is unknown', async () => {
    mockApi({
      'GET created-properties': {
        body: page([item(8, { prices: [{ ...item(8).prices[0]!, purchase_type: 9 }] })]),
      },
    })
    renderRoutes(routes, '/my-properties')
    expect((await card('Godown 8')).getByText('N/A')).toBeVisible()
  })

  it('shows six at a time and View More asks for the next six while the server has more', async () => {
    const fetch = mockApi({})
    fetch.mockImplementation(async (input) => {
      const offset = Number(new URL(String(input), 'http://localhost').searchParams.get('offset'))
      const ids = offset === 0 ? [20, 19, 18, 17, 16, 15] : [14, 13]
      return new Response(
        JSON.stringify(
          page(
            ids.map((id) => item(id)),
            offset,
            8,
          ),
        ),
      )
    })
    renderRoutes(routes, '/my-properties')
    const list = await screen.findByRole('list', { name: 'My Properties' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(6)
    expect(screen.getByText('Showing 6 of 8 properties')).toBeVisible()
    await userEvent.setup().click(screen.getByRole('button', { name: 'View More' }))
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(8))
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull()
    const offsets = fetch.mock.calls.map(([input]) =>
      new URL(String(input), 'http://localhost').searchParams.get('offset'),
    )
    expect(offsets).toEqual(['0', '6'])
  })

  it('offers Add Your First Property when there are none', async () => {
    mockApi({ 'GET created-properties': { body: page([]) } })
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByRole('link', { name: 'Add Your First Property' })).toHaveAttribute(
      'href',
      '/add-new-listing',
    )
  })

  it('tells seekers the page is for owners only, without asking the server', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    const fetch = mockApi({})
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByText(OWNERS_ONLY)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Unlocked Properties' })).toHaveAttribute(
      'href',
      '/unlocked-properties',
    )
    expect(fetch).not.toHaveBeenCalled()
  })

  it('tells other account types the same', async () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 7 })
    mockApi({})
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByText(OWNERS_ONLY)).toBeVisible()
  })

  it('shows the access-denied text when the server refuses the list', async () => {
    mockApi({
      'GET created-properties': {
        status: 403,
        body: { success: false, code: 'FORBIDDEN', message: ACCESS_DENIED },
      },
    })
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByText(ACCESS_DENIED)).toBeVisible()
  })

  it("shows the server's message when the list fails, and an empty list when it names user_type", async () => {
    mockApi({
      'GET created-properties': {
        status: 503,
        body: { success: false, code: 'UNAVAILABLE', message: 'Service is busy.' },
      },
    })
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByText('Service is busy.')).toBeVisible()
    vi.restoreAllMocks()

    mockApi({
      'GET created-properties': {
        status: 422,
        body: { success: false, code: 'VALIDATION_FAILED', message: 'The user_type is invalid.' },
      },
    })
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByRole('link', { name: 'Add Your First Property' })).toBeVisible()
    expect(screen.queryByText('The user_type is invalid.')).toBeNull()
  })

  it("says 'Failed to fetch properties.' when the server cannot be reached", async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    renderRoutes(routes, '/my-properties')
    expect(await screen.findByText('Failed to fetch properties.')).toBeVisible()
  })

  it('marks a listing as let / sold after a confirmation, and relists it', async () => {
    let status: CreatedProperty['status'] = 'published'
    const fetch = mockApi({
      'GET created-properties': () => ({ body: page([item(4, { status })]) }),
      'POST property-status': (body) => {
        status = (body as { status: 'let' | 'published' }).status
        return {
          body: {
            success: true,
            message: 'Marked as let / sold: it no longer shows in searches.',
            data: { status },
          },
        }
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/my-properties')
    await user.click((await card('Godown 4')).getByRole('button', { name: 'Mark as let / sold' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark as let / sold?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark as let / sold' }))
    expect(
      await screen.findByText('Marked as let / sold: it no longer shows in searches.'),
    ).toBeVisible()
    const c = await card('Godown 4')
    expect(await c.findByText('Let / sold')).toBeVisible()
    expect(sentTo(fetch, 'POST property-status')).toEqual([{ property_id: 4, status: 'let' }])

    await user.click(c.getByRole('button', { name: 'Relist' }))
    await user.click(
      within(screen.getByRole('dialog', { name: 'Relist this property?' })).getByRole('button', {
        name: 'Relist',
      }),
    )
    expect(await c.findByText('On the market')).toBeVisible()
    expect(sentTo(fetch, 'POST property-status').at(-1)).toEqual({
      property_id: 4,
      status: 'published',
    })
  })

  it('keeps the confirmation open with the reason when the change is refused', async () => {
    mockApi({
      'GET created-properties': { body: page([item(4)]) },
      'POST property-status': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'Only a finished listing can be marked as let / sold.',
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/my-properties')
    await user.click((await card('Godown 4')).getByRole('button', { name: 'Mark as let / sold' }))
    const dialog = screen.getByRole('dialog', { name: 'Mark as let / sold?' })
    await user.click(within(dialog).getByRole('button', { name: 'Mark as let / sold' }))
    expect(
      await within(dialog).findByText('Only a finished listing can be marked as let / sold.'),
    ).toBeVisible()
  })

  it('deletes a draft after a confirmation', async () => {
    let items = [item(5, { completion_level: 1, status: 'draft' }), item(4)]
    const fetch = mockApi({
      'GET created-properties': () => ({ body: page(items) }),
      'DELETE properties/5': () => {
        items = items.filter((i) => i.id !== 5)
        return { body: { success: true, message: 'Draft deleted.' } }
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/my-properties')
    await user.click((await card('Godown 5')).getByRole('button', { name: 'Delete draft' }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this draft?' })
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }))
    await vi.waitFor(() => expect(screen.queryByRole('heading', { name: 'Godown 5' })).toBeNull())
    expect(screen.getByRole('heading', { name: 'Godown 4' })).toBeVisible()
    expect(sentTo(fetch, 'DELETE properties/5')).toHaveLength(1)
  })
})
