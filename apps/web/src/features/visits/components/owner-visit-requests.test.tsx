import { VISIT_TEXTS, type Visit } from '@app/contract/visits'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { NOW, page, visit } from '../visit.fixture'
import { OwnerVisitRequests } from './owner-visit-requests'

beforeAll(polyfillDialog)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

/** A seeker's request on the owner's listing, as the owner sees it. */
const request = (over: Partial<Visit> = {}) =>
  visit(7, {
    role: 'owner',
    with: { name: 'Asha Verma', phone_number: '9000000008', email: null },
    ...over,
  })

function show() {
  renderRoutes([{ path: '/', element: <OwnerVisitRequests propertyId={12} /> }])
}
const requests = async () => within(await screen.findByRole('list', { name: 'Visit requests' }))

describe("the owner's visit requests", () => {
  it("lists the listing's requests with the seeker's name and phone and the proposed slots", async () => {
    const fetch = mockApi({ 'GET visits': page([request()]) })
    show()
    const list = await requests()
    expect(list.getByRole('heading', { name: 'Asha Verma' })).toBeVisible()
    expect(list.getByRole('link', { name: /9000000008/ })).toHaveAttribute('href', 'tel:9000000008')
    expect(list.getByText('Requested')).toBeVisible()
    expect(list.getByRole('radio', { name: 'Wed, 2 Dec · 10:30 am' })).not.toBeChecked()
    expect(list.getByRole('radio', { name: 'Thu, 3 Dec · 4:00 pm' })).toBeVisible()
    expect(list.getByText('Two of us, with a truck.')).toBeVisible()
    // The owner answers; cancelling is the seeker's until it is accepted.
    expect(list.queryByRole('button', { name: 'Cancel visit' })).toBeNull()
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost')
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      role: 'owner',
      when: 'upcoming',
      property_id: '12',
    })
  })

  it('accepts the slot the owner picks, then shows it agreed with the calendar invitation', async () => {
    let accepted = false
    const fetch = mockApi({
      'GET visits': () =>
        page([
          accepted ? request({ status: 'accepted', slot: '2026-12-03T16:00:00+05:30' }) : request(),
        ]),
      'POST visits/7/accept': () => {
        accepted = true
        return {
          body: {
            success: true,
            message: VISIT_TEXTS.accepted,
            data: { id: 7, status: 'accepted' },
          },
        }
      },
    })
    show()
    const list = await requests()
    const user = userEvent.setup()
    await user.click(list.getByRole('button', { name: 'Accept' }))
    expect(await list.findByText(VISIT_TEXTS.slotNotOffered)).toBeVisible()
    expect(sentTo(fetch, 'POST visits/7/accept')).toEqual([])

    await user.click(list.getByRole('radio', { name: 'Thu, 3 Dec · 4:00 pm' }))
    await user.click(list.getByRole('button', { name: 'Accept' }))
    expect(await screen.findByText(VISIT_TEXTS.accepted)).toBeVisible()
    expect(sentTo(fetch, 'POST visits/7/accept')).toEqual([{ slot: '2026-12-03T16:00:00+05:30' }])
    expect(await list.findByText('Accepted')).toBeVisible()
    expect(list.getByText('Thu, 3 Dec · 4:00 pm')).toBeVisible()
    expect(list.queryByRole('radio')).toBeNull()
    expect(list.getByRole('button', { name: 'Add to calendar' })).toBeVisible()
    expect(list.getByRole('button', { name: 'Cancel visit' })).toBeVisible()
  })

  it('does not offer a slot that has passed', async () => {
    mockApi({
      'GET visits': page([
        request({ slots: ['2026-12-01T08:30:00+05:30', '2026-12-02T10:30:00+05:30'] }),
      ]),
    })
    show()
    const list = await requests()
    expect(list.getByRole('radio', { name: 'Tue, 1 Dec · 8:30 am' })).toBeDisabled()
    expect(list.getByRole('radio', { name: 'Wed, 2 Dec · 10:30 am' })).toBeChecked()
  })

  it('declines only with a reason, and the request leaves the list', async () => {
    let declined = false
    const fetch = mockApi({
      'GET visits': () => page(declined ? [] : [request()]),
      'POST visits/7/decline': () => {
        declined = true
        return {
          body: {
            success: true,
            message: VISIT_TEXTS.declined,
            data: { id: 7, status: 'declined' },
          },
        }
      },
    })
    show()
    const user = userEvent.setup()
    await user.click((await requests()).getByRole('button', { name: 'Decline' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Decline this visit?' }))
    await user.click(dialog.getByRole('button', { name: 'Decline' }))
    expect(await dialog.findByText(VISIT_TEXTS.reasonRequired)).toBeVisible()
    expect(sentTo(fetch, 'POST visits/7/decline')).toEqual([])

    await user.type(dialog.getByLabelText(label('Reason')), 'Let out last week')
    await user.click(dialog.getByRole('button', { name: 'Decline' }))
    expect(await screen.findByText(VISIT_TEXTS.declined)).toBeVisible()
    expect(sentTo(fetch, 'POST visits/7/decline')).toEqual([{ reason: 'Let out last week' }])
    expect(await screen.findByText('No visit requests yet.')).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('cancels an accepted visit, with a reason if given', async () => {
    const fetch = mockApi({
      'GET visits': page([request({ status: 'accepted', slot: '2026-12-02T10:30:00+05:30' })]),
      'POST visits/7/cancel': {
        body: {
          success: true,
          message: VISIT_TEXTS.cancelled,
          data: { id: 7, status: 'cancelled' },
        },
      },
    })
    show()
    const user = userEvent.setup()
    await user.click((await requests()).getByRole('button', { name: 'Cancel visit' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Cancel this visit?' }))
    await user.type(dialog.getByLabelText('Reason'), 'Roof repairs that day')
    await user.click(dialog.getByRole('button', { name: 'Cancel visit' }))
    expect(await screen.findByText(VISIT_TEXTS.cancelled)).toBeVisible()
    expect(sentTo(fetch, 'POST visits/7/cancel')).toEqual([{ reason: 'Roof repairs that day' }])
  })
})
