import type { ReportResolution, ReportStatus } from '@app/contract/admin-texts'
import type { PropertyView } from '@app/contract/listing'
import { REPORT_TEXTS, type MyReport } from '@app/contract/report'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../test/test-utils'
import { Component as PropertyRoute } from './property-detail-route'

const routes = [{ path: '/property/:id', element: <PropertyRoute /> }]

const view = {
  property: {
    id: 12,
    name: 'Bhiwandi Godown',
    description: null,
    type: 1,
    length: null,
    width: null,
    height: null,
    image: null,
    completion_level: 4,
    created_at: '2026-01-01T00:00:00Z',
    address: null,
  },
  prices: [],
  attachments: [],
  documents: [],
  pass: false,
  unlock_cost: 99,
}
const details = {
  ...view.property,
  user_id: 3,
  status: 'published',
  views: 0,
  unlocks: 0,
  attachments: [],
  price: null,
  prices: [],
  user: { user_name: 'Ravi Patil' },
}
const leads = {
  success: true,
  data: [],
  pagination: { offset: 0, limit: 6, total: 0, has_more: false },
}

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

describe('/property/{id}', () => {
  it('shows a seeker the read-only listing view', async () => {
    authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })
    const fetch = mockApi({ 'GET property/view': { body: { success: true, data: view } } })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Edit Property' })).toBeNull()
    expect(String(fetch.mock.calls[0]?.[0])).toContain('/api/property/view')
  })

  it('shows an owner the owner view of their own listing', async () => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    mockApi({
      'GET agents-properties-FullDetails': {
        body: { success: true, property_details: details },
      },
      'GET property-leads': { body: leads },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Edit Property' })).toBeVisible()
    expect(screen.getByRole('region', { name: 'Leads' })).toBeVisible()
  })

  it("shows an owner someone else's listing read-only, with Unlock", async () => {
    authStore.login('tok', { id: 4, name: 'Meera', user_type: 2 })
    mockApi({
      'GET agents-properties-FullDetails': {
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You can only manage your own properties.',
        },
      },
      'GET property/view': { body: { success: true, data: view } },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Edit Property' })).toBeNull()
  })
})

describe('/property/{id}: reports and trust', () => {
  const HOUR_MS = 3_600_000
  const inHours = (hours: number) => new Date(Date.now() + hours * HOUR_MS).toISOString()
  const unlocked = (my_report: MyReport | null, over: Partial<PropertyView> = {}) => ({
    body: {
      success: true,
      data: {
        ...view,
        property: { ...view.property, user: { user_name: 'Ravi Patil' } },
        pass: true,
        owner_score: null,
        my_report,
        ...over,
      },
    },
  })
  const reported = (status: ReportStatus, resolution: ReportResolution | null = null) => ({
    id: 9,
    status,
    reason: 'unreachable' as const,
    resolution,
    created_at: '2026-03-05T08:30:00Z',
  })
  const contact = () =>
    within(screen.getByRole('heading', { level: 2, name: 'Contact details' }).parentElement!)

  beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))

  it('offers "Report a problem" under the unlocked contact while the window is open', async () => {
    mockApi({ 'GET property/view': unlocked({ reportable_until: inHours(48), report: null }) })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Ravi Patil')).toBeVisible()
    expect(contact().getByRole('button', { name: 'Report a problem' })).toBeVisible()
  })

  it('offers no report once the window has closed', async () => {
    mockApi({ 'GET property/view': unlocked({ reportable_until: inHours(-1), report: null }) })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Ravi Patil')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  it('offers no report before the unlock', async () => {
    mockApi({ 'GET property/view': { body: { success: true, data: view } } })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  it("hides it while the seeker's report is open, saying what it waits for", async () => {
    mockApi({
      'GET property/view': unlocked({ reportable_until: inHours(48), report: reported('open') }),
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Ravi Patil')).toBeVisible()
    expect(contact().getByRole('status')).toHaveTextContent(
      "Report sent: waiting for the owner's answer",
    )
    expect(contact().getByText(/Owner unreachable, reported/)).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  it('shows how a report ended', async () => {
    mockApi({
      'GET property/view': unlocked({
        reportable_until: null,
        report: reported('refunded', 'confirmed'),
      }),
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Refunded: confirmed by another seeker')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Report a problem' })).toBeNull()
  })

  it('files a report and shows its state from the refreshed view', async () => {
    let filed = false
    const fetch = mockApi({
      'GET property/view': () =>
        unlocked({ reportable_until: inHours(48), report: filed ? reported('open') : null }),
      'POST property/report': () => {
        filed = true
        return {
          body: { success: true, message: REPORT_TEXTS.filed, data: { id: 9, status: 'open' } },
        }
      },
    })
    renderRoutes(routes, '/property/12')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }))
    const dialog = within(await screen.findByRole('dialog', { name: 'Report a problem' }))
    expect(dialog.getByText(/your 99 credits come back automatically/)).toBeVisible()
    await user.click(dialog.getByRole('radio', { name: 'Owner unreachable' }))
    await user.click(dialog.getByRole('button', { name: 'Send report' }))
    expect(await screen.findByText(REPORT_TEXTS.filed)).toBeVisible()
    expect(sentTo(fetch, 'POST property/report')).toEqual([
      { property_id: 12, reason: 'unreachable' },
    ])
    expect(await screen.findByText("Report sent: waiting for the owner's answer")).toBeVisible()
    expect(sentTo(fetch, 'GET property/view')).toHaveLength(2)
  })

  it("shows the owner's response score beside the contact, explained", async () => {
    mockApi({
      'GET property/view': {
        body: { success: true, data: { ...view, owner_score: { percent: 92, unlocks: 12 } } },
      },
    })
    renderRoutes(routes, '/property/12')
    const badge = (await screen.findByText('Response score 92% · 12 unlocks in 90 days'))
      .parentElement!
    expect(contact().getByText('Response score 92% · 12 unlocks in 90 days')).toBeVisible()
    expect(badge).toHaveAttribute(
      'title',
      "92% of the 12 unlocks of this owner's listings in the last 90 days were not refunded after a report.",
    )
    expect(badge).toHaveTextContent(/were not refunded after a report/)
  })

  it('shows no response score while the owner has too few unlocks', async () => {
    mockApi({
      'GET property/view': { body: { success: true, data: { ...view, owner_score: null } } },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Unlock Property' })).toBeVisible()
    expect(screen.queryByText(/Response score/)).toBeNull()
  })
})

describe('/property/{id}: the owner view and reports', () => {
  it("shows the owner why the moderators hid it, and the seekers' reports to answer", async () => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    const fetch = mockApi({
      'GET agents-properties-FullDetails': {
        body: {
          success: true,
          property_details: { ...details, hidden_reason: 'Photos of another building' },
        },
      },
      'GET property-leads': { body: leads },
      'GET property/reports': {
        body: {
          success: true,
          data: [
            {
              id: 7,
              status: 'open',
              reason: 'wrong_number',
              message: null,
              created_at: '2026-03-05T08:30:00Z',
              answer_due_at: '2026-03-07T08:30:00Z',
              answer: null,
              answer_message: null,
              answered_at: null,
              resolution: null,
              resolution_note: null,
              resolved_at: null,
              refunded_credits: 0,
              property: { id: 12, name: 'Bhiwandi Godown', status: 'published' },
              reporter: { id: 8, name: 'Asha', phone_number: '9000000008' },
              unlock: { id: 30, credits_spent: 99, created_at: '2026-03-04T10:00:00Z' },
            },
          ],
        },
      },
      'POST property/reports/7/answer': { body: { success: true, message: REPORT_TEXTS.answered } },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hidden by the moderators: Photos of another building',
    )
    const reports = within(await screen.findByRole('region', { name: 'Reports' }))
    expect(reports.getByText('Wrong number')).toBeVisible()
    const user = userEvent.setup()
    await user.click(reports.getByRole('radio', { name: 'Reachable now' }))
    await user.click(reports.getByRole('button', { name: 'Send answer' }))
    expect(await screen.findByText(REPORT_TEXTS.answered)).toBeVisible()
    expect(sentTo(fetch, 'POST property/reports/7/answer')).toEqual([{ answer: 'reachable' }])
  })
})
