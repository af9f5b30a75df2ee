import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, polyfillDialog, sentTo } from '../../../test/test-utils'
import { ok, page, renderAdmin, reportFixture } from '../admin-test-kit'

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

const statusAsked = (api: ReturnType<typeof mockApi>) =>
  api.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('status'))

describe('/admin/reports', () => {
  it('shows the open queue first, with the story of each report and when it refunds by itself', async () => {
    const api = mockApi({
      'GET admin/reports': page([
        reportFixture(),
        reportFixture({
          id: 6,
          reason: 'already_let',
          message: null,
          answer: 'let',
          answer_message: 'Let out last week.',
          answered_at: '2026-03-05T10:00:00Z',
          answer_due_at: null,
        }),
      ]),
    })
    renderAdmin('/admin/reports')
    const list = await screen.findByRole('list', { name: 'Reports' })
    expect(statusAsked(api)).toEqual(['open'])
    const [first, second] = within(list).getAllByRole('article')
    expect(within(first!).getByRole('heading')).toHaveTextContent('Owner unreachable')
    expect(first).toHaveTextContent('Rang five times over two days.')
    expect(first).toHaveTextContent('No answer yet.')
    expect(first).toHaveTextContent(
      /Refunds automatically at 7 Mar 2026, 1:30 pm unless the owner answers\./,
    )
    expect(
      within(first!).getByRole('link', { name: 'Bhiwandi Logistics Park Unit 4' }),
    ).toHaveAttribute('href', '/property/12')
    expect(within(first!).getByRole('link', { name: 'Asha Verma' })).toHaveAttribute(
      'href',
      '/admin/users/8',
    )

    expect(within(second!).getByRole('heading')).toHaveTextContent('Already let or sold')
    expect(second).toHaveTextContent('Let out')
    expect(second).toHaveTextContent('Let out last week.')
    expect(second).not.toHaveTextContent('Refunds automatically')
  })

  it('filters by status through the URL, all included', async () => {
    const api = mockApi({
      'GET admin/reports': page([
        reportFixture({
          status: 'refunded',
          resolution: 'unanswered',
          resolved_at: '2026-03-07T08:01:00Z',
          refunded_credits: 10,
        }),
      ]),
    })
    const router = renderAdmin('/admin/reports')
    await screen.findByRole('list', { name: 'Reports' })
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'All reports')
    await waitFor(() => expect(router.state.location.search).toBe('?status=all'))
    await waitFor(() => expect(statusAsked(api)).toEqual(['open', null]))
    expect(
      screen.getByText('Refunded: the owner did not answer in time', { exact: false }),
    ).toBeVisible()
    expect(screen.getByText('10 credits refunded')).toBeVisible()
    expect(screen.queryByRole('button', { name: /Resolve/ })).toBeNull()
  })

  it('resolves a report with the chosen action and a note', async () => {
    const api = mockApi({
      'GET admin/reports': page([reportFixture()]),
      'POST admin/reports/5/resolve': ok(
        reportFixture({ status: 'refunded', resolution: 'refund', refunded_credits: 10 }),
      ),
    })
    renderAdmin('/admin/reports')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Resolve report #5' }))
    const dialog = screen.getByRole('dialog', { name: 'Resolve report #5' })
    await user.click(within(dialog).getByRole('button', { name: 'Resolve' }))
    expect(await within(dialog).findByText('Action must be refund, reject or hide')).toBeVisible()

    await user.click(within(dialog).getByRole('radio', { name: /Refund the reporter/ }))
    expect(
      within(dialog).getByText('10 credits go back to Asha Verma. The listing stays as it is.'),
    ).toBeVisible()
    await user.type(within(dialog).getByRole('textbox', { name: /Note/ }), 'Number rings out')
    await user.click(within(dialog).getByRole('button', { name: 'Refund the reporter' }))
    expect(await screen.findByText('Report #5: refunded by the moderators.')).toBeVisible()
    expect(sentTo(api, 'POST admin/reports/5/resolve')).toEqual([
      { action: 'refund', note: 'Number rings out' },
    ])
  })
})
