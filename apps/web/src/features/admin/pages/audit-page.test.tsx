import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/test-utils'
import { auditFixture, page, renderAdmin } from '../admin-test-kit'

afterEach(() => vi.restoreAllMocks())

describe('/admin/audit', () => {
  it('shows who did what to which target, and the change as key: before → after', async () => {
    mockApi({
      'GET admin/audit': page([
        auditFixture(),
        auditFixture({
          id: 4,
          actor: null,
          action: 'report.auto_refund',
          target: 'report:9',
          reason: null,
          before: { status: 'open' },
          after: { status: 'refunded', credits: 10 },
        }),
        auditFixture({
          id: 5,
          action: 'user.type',
          target: 'user:8',
          reason: null,
          before: { user_type: 1 },
          after: { user_type: 2 },
        }),
      ]),
    })
    renderAdmin('/admin/audit')
    const table = await screen.findByRole('table', { name: 'Audit log' })
    const [hide, auto, type] = within(table).getAllByRole('row').slice(1)
    expect(within(hide!).getByRole('link', { name: 'Anita Admin' })).toHaveAttribute(
      'href',
      '/admin/users/1',
    )
    expect(hide).toHaveTextContent('Hid a listing')
    expect(within(hide!).getByRole('link', { name: 'Listing #12' })).toHaveAttribute(
      'href',
      '/property/12',
    )
    expect(hide).toHaveTextContent('status:published → changed to hidden')
    expect(hide).toHaveTextContent('hidden reason:— → changed to Photos are of another site')

    expect(auto).toHaveTextContent('System')
    expect(auto).toHaveTextContent('Refunded a report automatically')
    expect(auto).toHaveTextContent('Report #9')
    expect(auto).toHaveTextContent('credits:— → changed to 10')
    // Stored codes read as their names.
    expect(type).toHaveTextContent('user type:Seeker → changed to Owner')
  })

  it('filters by actor and target, checked with the contract before asking', async () => {
    const api = mockApi({ 'GET admin/audit': page([auditFixture()]) })
    const router = renderAdmin('/admin/audit')
    await screen.findByRole('table', { name: 'Audit log' })
    const user = userEvent.setup()
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'listing 12')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByText('Target must be like property:12')).toBeVisible()
    expect(router.state.location.search).toBe('')

    await user.clear(screen.getByRole('textbox', { name: 'Target' }))
    await user.type(screen.getByRole('textbox', { name: 'Target' }), 'property:12')
    await user.type(screen.getByRole('textbox', { name: 'Actor (user id)' }), '1')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(router.state.location.search).toBe('?actor=1&target=property%3A12'))
    await waitFor(() => {
      const last = new URL(String(api.mock.calls.at(-1)![0]), 'http://x').searchParams
      expect([last.get('actor'), last.get('target')]).toEqual(['1', 'property:12'])
    })
  })
})
