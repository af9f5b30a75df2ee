import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../../../test/test-utils'
import { NOW, page, visit } from '../visit.fixture'
import { Component as VisitsPage } from './visits-page'

beforeAll(polyfillDialog)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 2 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const upcoming = [
  visit(5, { status: 'accepted', slot: '2026-12-02T10:30:00+05:30' }),
  visit(6, {
    role: 'owner',
    property: { id: 30, name: 'Chakan Cold Store', address: 'Chakan, Pune' },
    with: { name: 'Meera Shah', phone_number: '9123456780', email: null },
    note: null,
  }),
]
const past = [
  visit(3, { status: 'declined', reason: 'Let out last week', note: null }),
  visit(2, { status: 'cancelled', cancelled_by: 'seeker', reason: null, note: null }),
  visit(1, { status: 'expired', note: null }),
]

function show() {
  const fetch = mockApi({
    'GET visits': (_b, _i, url) => page(url.searchParams.get('when') === 'past' ? past : upcoming),
    'GET visits/5/ics': {
      body: 'BEGIN:VCALENDAR',
    },
  })
  renderRoutes([{ path: '/visits', element: <VisitsPage /> }], '/visits')
  return fetch
}
const card = (scope: ReturnType<typeof within>, name: string | RegExp) =>
  within(scope.getByRole('article', { name }))

describe('/visits', () => {
  it('shows upcoming visits as both sides, each with its listing, the other side and the time', async () => {
    const fetch = show()
    const tabs = screen.getByRole('tablist', { name: 'Site visits' })
    expect(within(tabs).getByRole('tab', { name: 'Upcoming' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const list = within(await screen.findByRole('list', { name: 'Upcoming' }))
    const asSeeker = card(list, 'Bhiwandi Godown')
    expect(asSeeker.getByRole('link', { name: 'Bhiwandi Godown' })).toHaveAttribute(
      'href',
      '/property/12',
    )
    expect(asSeeker.getByText('Ravi Patil')).toBeVisible()
    expect(asSeeker.getByText('Owner:')).toBeVisible()
    expect(asSeeker.getByRole('link', { name: /9876543210/ })).toHaveAttribute(
      'href',
      'tel:9876543210',
    )
    expect(asSeeker.getByText('Accepted')).toBeVisible()
    expect(asSeeker.getByText('Wed, 2 Dec · 10:30 am')).toBeVisible()
    expect(asSeeker.getByRole('button', { name: 'Cancel visit' })).toBeVisible()

    const asOwner = card(list, 'Chakan Cold Store')
    expect(asOwner.getByText('Seeker:')).toBeVisible()
    expect(asOwner.getByText('Meera Shah')).toBeVisible()
    expect(asOwner.getByText('Requested')).toBeVisible()
    expect(asOwner.getByRole('button', { name: 'Accept' })).toBeVisible()
    expect(asOwner.getByRole('button', { name: 'Decline' })).toBeVisible()
    expect(asOwner.queryByRole('button', { name: 'Add to calendar' })).toBeNull()
    // Neither side filtered: the page asks for all of the user's visits.
    const first = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost')
    expect(first.searchParams.get('role')).toBeNull()
  })

  it('shows past visits on their tab, with how each ended', async () => {
    show()
    const user = userEvent.setup()
    await user.click(screen.getByRole('tab', { name: 'Past' }))
    const list = within(await screen.findByRole('list', { name: 'Past' }))
    expect(screen.getByRole('list', { name: 'Past' })).toBeVisible()
    expect(screen.queryByRole('list', { name: 'Upcoming' })).toBeNull()
    const [declined, cancelled, expired] = list.getAllByRole('article').map((a) => within(a))
    expect(declined!.getByText('Declined')).toBeVisible()
    expect(declined!.getByText('Declined: Let out last week')).toBeVisible()
    expect(cancelled!.getByText('Cancelled by you')).toBeVisible()
    expect(expired!.getByText('Expired')).toBeVisible()
    expect(expired!.getByText('Thu, 3 Dec · 4:00 pm')).toBeVisible()
    expect(list.queryByRole('button')).toBeNull()
  })

  it("downloads an accepted visit's calendar invitation", async () => {
    const createObjectURL = vi.fn(() => 'blob:ics')
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() })
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const fetch = show()
    const user = userEvent.setup()
    const list = within(await screen.findByRole('list', { name: 'Upcoming' }))
    await user.click(card(list, 'Bhiwandi Godown').getByRole('button', { name: 'Add to calendar' }))
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled())
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/visits/5/ics')).toBe(true)
    expect((clicked.mock.contexts[0] as HTMLAnchorElement).download).toBe('site-visit-5.ics')
  })
})
