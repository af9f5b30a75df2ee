import type { MyReport } from '@app/contract/report'
import { REPORT_TEXTS } from '@app/contract/report'
import type { UnlockedProperty } from '@app/contract/wallet'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../test/test-utils'
import { Component as UnlockedRoute } from './unlocked-properties-route'

const routes = [{ path: '/unlocked-properties', element: <UnlockedRoute /> }]
const HOUR_MS = 3_600_000
const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString()

function item(id: number, report: MyReport): UnlockedProperty {
  return {
    property_id: id,
    name: `Warehouse ${id}`,
    image: null,
    prices: [],
    created_at: '2026-03-05T08:37:45Z',
    report,
  }
}
const page = (data: UnlockedProperty[]) => ({
  success: true,
  data,
  pagination: { offset: 0, limit: 6, total: data.length, has_more: false },
})
const card = async (name: string) =>
  within((await screen.findByRole('heading', { name })).closest('li')!)

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('/unlocked-properties: reports', () => {
  it('offers "Report a problem" on a card within the window, and the state of a sent report', async () => {
    mockApi({
      'GET unlocked-properties': {
        body: page([
          item(9, { reportable_until: inHours(24), report: null }),
          item(8, { reportable_until: null, report: null }),
          item(7, {
            reportable_until: inHours(24),
            report: {
              id: 3,
              status: 'rejected',
              reason: 'misleading',
              resolution: 'reject',
              created_at: '2026-03-05T09:00:00Z',
            },
          }),
        ]),
      },
    })
    renderRoutes(routes, '/unlocked-properties')
    expect(
      (await card('Warehouse 9')).getByRole('button', { name: 'Report a problem' }),
    ).toBeVisible()
    expect(
      (await card('Warehouse 8')).queryByRole('button', { name: 'Report a problem' }),
    ).toBeNull()
    const rejected = await card('Warehouse 7')
    expect(rejected.getByRole('status')).toHaveTextContent('Rejected by the moderators')
    // A closed report leaves the window open for another one.
    expect(rejected.getByRole('button', { name: 'Report a problem' })).toBeVisible()
  })

  it('files a report from a card and refreshes the list with its state', async () => {
    let filed = false
    const fetch = mockApi({
      'GET unlocked-properties': () => ({
        body: page([
          item(9, {
            reportable_until: inHours(24),
            report: filed
              ? {
                  id: 4,
                  status: 'open',
                  reason: 'wrong_number',
                  resolution: null,
                  created_at: '2026-03-06T09:00:00Z',
                }
              : null,
          }),
        ]),
      }),
      'POST property/report': () => {
        filed = true
        return { body: { success: true, data: { id: 4, status: 'open' } } }
      },
    })
    renderRoutes(routes, '/unlocked-properties')
    const user = userEvent.setup()
    await user.click((await card('Warehouse 9')).getByRole('button', { name: 'Report a problem' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem' }))
    // The list does not say what the unlock cost.
    expect(dialog.getByText(/the credits you spent come back automatically/)).toBeVisible()
    await user.click(dialog.getByRole('radio', { name: 'Wrong number' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(REPORT_TEXTS.filed)).toBeVisible()
    expect(sentTo(fetch, 'POST property/report')).toEqual([
      { property_id: 9, reason: 'wrong_number' },
    ])
    expect(await screen.findByText("Report sent: waiting for the owner's answer")).toBeVisible()
    expect(sentTo(fetch, 'GET unlocked-properties')).toHaveLength(2)
  })
})
