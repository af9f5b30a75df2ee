import { VISIT_NOTE_MAX_LENGTH, VISIT_TEXTS } from '@app/contract/visits'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { NOW, page, visit } from '../visit.fixture'
import { ListingVisitsSection, RequestVisitAction } from './listing-visits'

beforeAll(polyfillDialog)
beforeEach(() => {
  // Only the clock: the user events' own timers stay real.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(NOW)
  authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

const created = {
  body: {
    success: true,
    message: VISIT_TEXTS.requested,
    data: { id: 5, status: 'requested', slots: [] },
  },
}

function show() {
  renderRoutes([
    {
      path: '/',
      element: (
        <>
          <RequestVisitAction propertyId={12} />
          <ListingVisitsSection propertyId={12} />
        </>
      ),
    },
  ])
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Request a site visit' }))
  return within(await screen.findByRole('dialog', { name: 'Request a site visit' }))
}

const slotRow = (dialog: ReturnType<typeof within>, n: number) =>
  within(dialog.getByRole('group', { name: `Slot ${n}` }))

async function fillSlot(
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  n: number,
  date: string,
  time: string,
) {
  const row = slotRow(dialog, n)
  await user.type(row.getByLabelText(label('Date')), date)
  await user.selectOptions(row.getByLabelText(label('Time')), time)
}

describe('Request a site visit', () => {
  it('offers dates from today to 30 days on and times 8 am to 8 pm every half hour', async () => {
    mockApi({ 'GET visits': page([]) })
    show()
    const dialog = await openDialog(userEvent.setup())
    const date = slotRow(dialog, 1).getByLabelText(label('Date'))
    expect(date).toHaveAttribute('min', '2026-12-01')
    expect(date).toHaveAttribute('max', '2026-12-31')
    const times = within(slotRow(dialog, 1).getByLabelText(label('Time')))
      .getAllByRole('option')
      .map((o) => o.textContent)
    expect(times).toHaveLength(26) // "Choose a time" and 25 times
    expect(times.slice(1, 3)).toEqual(['8:00 am', '8:30 am'])
    expect(times).toContain('10:30 am')
    expect(times.at(-1)).toBe('8:00 pm')
  })

  it('says what is wrong with each slot before anything is sent', async () => {
    const fetch = mockApi({ 'GET visits': page([]), 'POST visits': created })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    expect(await slotRow(dialog, 1).findByText(VISIT_TEXTS.slotInvalid)).toBeVisible()

    // 8:30 am today has passed at 9 am; the same time twice is one slot.
    await fillSlot(user, dialog, 1, '2026-12-01', '08:30')
    await user.click(dialog.getByRole('button', { name: 'Add another slot' }))
    await fillSlot(user, dialog, 2, '2026-12-05', '11:00')
    await user.click(dialog.getByRole('button', { name: 'Add another slot' }))
    await fillSlot(user, dialog, 3, '2026-12-05', '11:00')
    // Three is the most: no fourth row to add.
    expect(dialog.queryByRole('button', { name: 'Add another slot' })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    expect(await slotRow(dialog, 1).findByText(VISIT_TEXTS.slotPast)).toBeVisible()
    expect(slotRow(dialog, 2).queryByRole('alert')).toBeNull()
    expect(slotRow(dialog, 3).getByText(VISIT_TEXTS.slotsDistinct)).toBeVisible()
    expect(sentTo(fetch, 'POST visits')).toEqual([])

    // A row taken away takes its message with it.
    await user.click(dialog.getByRole('button', { name: 'Remove slot 3' }))
    expect(dialog.queryByRole('group', { name: 'Slot 3' })).toBeNull()
    expect(dialog.queryByText(VISIT_TEXTS.slotsDistinct)).toBeNull()
  })

  it('sends the slots as India time instants with the note, then says so and closes', async () => {
    let sent = false
    const fetch = mockApi({
      'GET visits': (_b, _i, url) =>
        page(sent && url.searchParams.get('when') === 'upcoming' ? [visit(5)] : []),
      'POST visits': () => {
        sent = true
        return created
      },
    })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await fillSlot(user, dialog, 1, '2026-12-02', '10:30')
    await user.click(dialog.getByRole('button', { name: 'Add another slot' }))
    await fillSlot(user, dialog, 2, '2026-12-03', '16:00')
    const note = dialog.getByLabelText('Note to the owner')
    expect(note).toHaveAttribute('maxlength', String(VISIT_NOTE_MAX_LENGTH))
    await user.type(note, '  Two of us, with a truck. ')
    expect(dialog.getByText(`27 / ${VISIT_NOTE_MAX_LENGTH}`)).toBeVisible()
    await user.click(dialog.getByRole('button', { name: 'Send request' }))

    expect(await screen.findByText(VISIT_TEXTS.requested)).toBeVisible()
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(sentTo(fetch, 'POST visits')).toEqual([
      {
        property_id: 12,
        slots: ['2026-12-02T10:30:00+05:30', '2026-12-03T16:00:00+05:30'],
        note: 'Two of us, with a truck.',
      },
    ])
    // The seeker's visits for this listing come back with the new one.
    const mine = await screen.findByRole('list', { name: 'Your site visits' })
    expect(within(mine).getByText('Requested')).toBeVisible()
    expect(within(mine).getByText('Wed, 2 Dec · 10:30 am')).toBeVisible()
    const lists = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/visits')
    expect(lists[0]?.searchParams.get('role')).toBe('seeker')
    expect(lists[0]?.searchParams.get('property_id')).toBe('12')
  })

  it("puts the API's messages on the slot they are about, and a refusal above the buttons", async () => {
    let answer = 0
    mockApi({
      'GET visits': page([]),
      'POST visits': () =>
        ++answer === 1
          ? {
              status: 422,
              body: {
                success: false,
                code: 'VALIDATION_FAILED',
                message: VISIT_TEXTS.slotTooFar,
                errors: { 'slots.1': [VISIT_TEXTS.slotTooFar] },
              },
            }
          : {
              status: 409,
              body: { success: false, code: 'CONFLICT', message: VISIT_TEXTS.openPerListing },
            },
    })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await fillSlot(user, dialog, 1, '2026-12-02', '10:30')
    await user.click(dialog.getByRole('button', { name: 'Add another slot' }))
    await fillSlot(user, dialog, 2, '2026-12-31', '08:00')
    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    expect(await slotRow(dialog, 2).findByText(VISIT_TEXTS.slotTooFar)).toBeVisible()
    expect(slotRow(dialog, 1).queryByRole('alert')).toBeNull()

    await user.click(dialog.getByRole('button', { name: 'Send request' }))
    expect(await dialog.findByText(VISIT_TEXTS.openPerListing)).toBeVisible()
    expect(screen.getByRole('dialog', { name: 'Request a site visit' })).toBeVisible()
  })
})
