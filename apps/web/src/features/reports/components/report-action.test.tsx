import { REPORT_TEXTS } from '@app/contract/report'
import type { MyReport } from '@app/contract/report'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { ReportAction } from './report-action'

const HOUR_MS = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString()
const open: MyReport = { reportable_until: inHours(24), report: null }

function show(myReport: MyReport | null = open) {
  renderRoutes([
    {
      path: '/',
      element: <ReportAction propertyId={12} myReport={myReport} credits={50} />,
    },
  ])
}

/** Opens the dialog (its code loads on first use) and answers it. */
async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Report a problem' }))
  return within(await screen.findByRole('dialog', { name: 'Report a problem' }))
}

const filed = { body: { success: true, message: REPORT_TEXTS.filed, data: { id: 9, status: 'open' } } }

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('Report a problem', () => {
  it('offers the five reasons as radio buttons and says what happens to a contact report', async () => {
    mockApi({})
    show()
    const dialog = await openDialog(userEvent.setup())
    const reasons = within(dialog.getByRole('group', { name: /What is wrong\?/ }))
    expect(reasons.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'Owner unreachable',
      'Wrong number',
      'Already let or sold',
      'Misleading listing',
      'Something else',
    ])
    expect(
      dialog.getByText(
        "If the owner does not answer within 48 hours, or other long-standing seekers confirm the owner can't be reached, your 50 credits come back automatically. If the owner says they can be reached, the moderators decide.",
      ),
    ).toBeVisible()
    await userEvent.setup().click(reasons.getByRole('radio', { name: 'Misleading listing' }))
    expect(
      dialog.getByText('The owner can answer it, and the moderators will review it.'),
    ).toBeVisible()
  })

  it('needs a reason, and a message for "Something else", with the contract\'s messages', async () => {
    const fetch = mockApi({ 'POST property/report': filed })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByText(REPORT_TEXTS.reasonRequired)).toBeVisible()
    await user.click(dialog.getByRole('radio', { name: 'Something else' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByText(REPORT_TEXTS.messageRequired)).toBeVisible()
    expect(dialog.getByRole('textbox', { name: /Message/ })).toHaveAttribute('aria-invalid', 'true')
    expect(sentTo(fetch, 'POST property/report')).toEqual([])
  })

  it('posts the reason and the message, thanks the seeker and hides the button', async () => {
    const fetch = mockApi({ 'POST property/report': filed })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('radio', { name: 'Something else' }))
    await user.type(dialog.getByRole('textbox', { name: /Message/ }), '  Asked for a bribe.  ')
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(REPORT_TEXTS.filed)).toBeVisible()
    expect(sentTo(fetch, 'POST property/report')).toEqual([
      { property_id: 12, reason: 'other', message: 'Asked for a bribe.' },
    ])
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  it('sends a contact report without a message', async () => {
    const fetch = mockApi({ 'POST property/report': filed })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('radio', { name: 'Owner unreachable' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(REPORT_TEXTS.filed)).toBeVisible()
    expect(sentTo(fetch, 'POST property/report')).toEqual([
      { property_id: 12, reason: 'unreachable' },
    ])
  })

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'POST property/report': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: REPORT_TEXTS.alreadyReported },
      },
    })
    show()
    const user = userEvent.setup()
    const dialog = await openDialog(user)
    await user.click(dialog.getByRole('radio', { name: 'Wrong number' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await dialog.findByRole('alert')).toHaveTextContent(REPORT_TEXTS.alreadyReported)
    expect(screen.getByRole('dialog')).toBeVisible()
  })

  it('is offered only while the window is open and no report is open', () => {
    mockApi({})
    show({ reportable_until: inHours(-1), report: null })
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })
})
