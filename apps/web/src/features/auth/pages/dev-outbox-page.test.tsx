import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { Component as DevOutboxPage } from './dev-outbox-page'

const routes = [{ path: '/dev/outbox', element: <DevOutboxPage /> }]

const message = (id: number, minute: number, body: string) => ({
  id,
  channel: id % 2 ? 'email' : 'sms',
  recipient: id % 2 ? 'asha@example.com' : '9876543210',
  subject: `Message ${id}`,
  body,
  created_at: `2025-03-05T10:${String(minute).padStart(2, '0')}:00.000Z`,
})

afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('dev outbox', () => {
  it('lists the latest messages newest first, with the code picked out', async () => {
    mockApi({
      'GET dev/outbox': {
        body: {
          success: true,
          data: [
            message(1, 1, 'Your OTP is 111111.'),
            message(2, 9, 'Your OTP is 222222.'),
            message(3, 5, 'Hello'),
          ],
        },
      },
    })
    renderRoutes(routes, '/dev/outbox')
    const list = await screen.findByRole('list', { name: 'Messages, newest first' })
    const items = within(list).getAllByRole('listitem')
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual([
      'Message 2',
      'Message 3',
      'Message 1',
    ])
    expect(items[0]).toHaveTextContent('SMS')
    expect(items[0]).toHaveTextContent('9876543210')
    expect(items[0]).toHaveTextContent('Your OTP is 222222.')
    expect(within(items[0]!).getByText('222222')).toBeInTheDocument()
    expect(items[2]).toHaveTextContent('E-mail')
  })

  it('refreshes every 3 s and on request', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = mockApi({ 'GET dev/outbox': { body: { success: true, data: [] } } })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routes, '/dev/outbox')
    expect(await screen.findByText(/No messages yet/)).toBeInTheDocument()
    expect(sentTo(fetch, 'GET dev/outbox')).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(3_000)
    expect(sentTo(fetch, 'GET dev/outbox')).toHaveLength(2)
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    await vi.waitFor(() => expect(sentTo(fetch, 'GET dev/outbox')).toHaveLength(3))
  })

  it('says it is for development only when the API answers 404', async () => {
    mockApi({})
    renderRoutes(routes, '/dev/outbox')
    expect(
      await screen.findByText('The outbox is available in development only.'),
    ).toBeInTheDocument()
  })
})
