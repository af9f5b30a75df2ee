import { formatWhen } from '../../../lib/format'
import type { Report } from '@app/contract/report'
import { REPORT_TEXTS } from '@app/contract/report'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { usePropertyReports } from '../api/get-property-reports'
import { OwnerReportsPanel } from './owner-reports-panel'

function report(id: number, over: Partial<Report> = {}): Report {
  return {
    id,
    status: 'open',
    reason: 'unreachable',
    message: 'Rang three times, no answer.',
    created_at: '2026-03-05T08:30:00Z',
    answer_due_at: '2026-03-07T08:30:00Z',
    answer: null,
    answer_message: null,
    answered_at: null,
    resolution: null,
    resolution_note: null,
    resolved_at: null,
    refunded_credits: 0,
    property: { id: 12, name: 'Chakan Logistics Park', status: 'published' },
    reporter: { id: 8, name: 'Asha Verma', phone_number: '9000000008' },
    unlock: { id: 30, credits_spent: 50, created_at: '2026-03-04T10:00:00Z' },
    ...over,
  }
}
const reply = (data: Report[]) => ({ body: { success: true, data } })

function show(canAnswer = true) {
  renderRoutes([
    { path: '/', element: <OwnerReportsPanel propertyId={12} canAnswer={canAnswer} /> },
  ])
}
const panel = async () => within(await screen.findByRole('region', { name: 'Reports' }))
const item = (scope: Awaited<ReturnType<typeof panel>>, name: string) =>
  within(scope.getByRole('article', { name }))

beforeEach(() => authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe("the owner's Reports panel", () => {
  it('shows nothing while the listing has no reports', async () => {
    const fetch = mockApi({ 'GET property/reports': reply([]) })
    // Watches the same query: once it says the list came, the panel has had it too.
    function Loaded() {
      return usePropertyReports(12).isSuccess ? <p>Reports loaded</p> : null
    }
    renderRoutes([
      {
        path: '/',
        element: (
          <>
            <OwnerReportsPanel propertyId={12} canAnswer />
            <Loaded />
          </>
        ),
      },
    ])
    expect(await screen.findByText('Reports loaded')).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Reports' })).toBeNull()
    const url = new URL(String(fetch.mock.calls[0]?.[0]), 'http://localhost')
    expect(url.searchParams.get('property_id')).toBe('12')
  })

  it("shows each report's reason, message, date and state, and the deadline of an open one", async () => {
    mockApi({
      'GET property/reports': reply([
        report(7),
        report(6, {
          reason: 'already_let',
          message: null,
          status: 'rejected',
          answer_due_at: null,
          answer: 'reachable',
          answer_message: 'Still available.',
          resolution: 'reject',
          resolution_note: 'The owner answered.',
        }),
      ]),
    })
    show()
    const reports = await panel()
    const open = item(reports, 'Owner unreachable')
    expect(open.getByText('Open')).toBeVisible()
    expect(open.getByText('Rang three times, no answer.')).toBeVisible()
    expect(open.getByText(formatWhen('2026-03-05T08:30:00Z'))).toBeVisible()
    expect(
      open.getByText(
        `Answer by ${formatWhen('2026-03-07T08:30:00Z')}, or the seeker is refunded automatically.`,
      ),
    ).toBeVisible()
    expect(open.getByRole('form', { name: 'Your answer' })).toBeVisible()
    const closed = item(reports, 'Already let or sold')
    expect(closed.getByText('Rejected')).toBeVisible()
    expect(closed.getByText('You answered: Reachable now')).toBeVisible()
    expect(closed.getByText('Rejected by the moderators: The owner answered.')).toBeVisible()
    expect(closed.queryByText(/Answer by/)).toBeNull()
    expect(closed.queryByRole('form')).toBeNull()
  })

  it('needs an answer, then posts it with the message and says it was sent', async () => {
    let answered = false
    const fetch = mockApi({
      'GET property/reports': () =>
        reply([answered ? report(7, { answer: 'let', answer_message: 'Let out last week.' }) : report(7)]),
      'POST property/reports/7/answer': () => {
        answered = true
        return { body: { success: true, message: REPORT_TEXTS.answered } }
      },
    })
    show()
    const open = item(await panel(), 'Owner unreachable')
    const user = userEvent.setup()
    await user.click(open.getByRole('button', { name: 'Send answer' }))
    expect(await open.findByText(REPORT_TEXTS.answerRequired)).toBeVisible()
    await user.click(open.getByRole('radio', { name: 'Let out' }))
    await user.type(open.getByRole('textbox', { name: /Message/ }), 'Let out last week.')
    await user.click(open.getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText(REPORT_TEXTS.answered)).toBeVisible()
    expect(sentTo(fetch, 'POST property/reports/7/answer')).toEqual([
      { answer: 'let', message: 'Let out last week.' },
    ])
    // The list comes again: the answer shows and the form goes.
    expect(await screen.findByText('You answered: Let out')).toBeVisible()
    expect(screen.queryByRole('form', { name: 'Your answer' })).toBeNull()
  })

  it('shows an admin the reports without the answer form', async () => {
    mockApi({ 'GET property/reports': reply([report(7)]) })
    show(false)
    const open = item(await panel(), 'Owner unreachable')
    expect(open.getByText(/Answer by/)).toBeVisible()
    expect(open.queryByRole('form')).toBeNull()
  })
})
