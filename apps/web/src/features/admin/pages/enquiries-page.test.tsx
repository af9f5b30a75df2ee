import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi } from '../../../test/test-utils'
import { page, renderAdmin } from '../admin-test-kit'

afterEach(() => vi.restoreAllMocks())

const lead = (id: number, overrides: object = {}) => ({
  id,
  name: 'Meera Iyer',
  email: 'meera@example.in',
  phone_number: '9876501234',
  location: 'Chakan',
  state: 'Maharashtra',
  message: 'Need 20,000 sq.ft near Pune.',
  created_at: '2026-03-05T08:00:00Z',
  ...overrides,
})

describe('/admin/enquiries', () => {
  it('shows one kind per tab, asking only for the tab on screen', async () => {
    const api = mockApi({
      'GET admin/enquiries': (_b, _i, url) =>
        url.searchParams.get('kind') === 'newsletter'
          ? page([
              lead(2, {
                name: null,
                phone_number: null,
                location: null,
                state: null,
                message: null,
              }),
            ])
          : page([lead(1)]),
    })
    const router = renderAdmin('/admin/enquiries')
    const contact = await screen.findByRole('table', { name: 'Contact enquiries' })
    expect(contact).toHaveTextContent('Chakan, Maharashtra')
    expect(contact).toHaveTextContent('Need 20,000 sq.ft near Pune.')

    await userEvent.click(screen.getByRole('tab', { name: 'Newsletter' }))
    const news = await screen.findByRole('table', { name: 'Newsletter enquiries' })
    expect(
      within(news)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'E-mail'])
    expect(router.state.location.search).toBe('?kind=newsletter')
    await waitFor(() =>
      expect(
        api.mock.calls.map(([u]) => new URL(String(u), 'http://x').searchParams.get('kind')),
      ).toEqual(['contact', 'newsletter']),
    )
  })
})
