import { AUTH_MESSAGES } from '@app/contract/auth'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../lib/auth-storage'
import { polyfillDialog } from '../../test/test-utils'
import { LoginWarningProvider, useRequireLoginClick } from './login-warning-provider'

function PropertyCard() {
  const open = useRequireLoginClick()
  return (
    <button type="button" onClick={() => open('/property/7')}>
      View Details
    </button>
  )
}

function renderListing() {
  const router = createMemoryRouter(
    [
      {
        path: '/property',
        element: (
          <LoginWarningProvider>
            <PropertyCard />
          </LoginWarningProvider>
        ),
      },
      { path: '/property/:id', element: <h1>Property detail</h1> },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { initialEntries: ['/property?type=2'] },
  )
  render(<RouterProvider router={router} />)
  return router
}

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
const click = (name: string) => user().click(screen.getByRole('button', { name }))
/** The dialog's code loads on first use. */
const findWarning = () => screen.findByRole('dialog', { name: AUTH_MESSAGES.loginRequired })

beforeAll(polyfillDialog)
beforeEach(() => {
  authStore.clear()
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => vi.useRealTimers())

describe('useRequireLoginClick', () => {
  it('opens the property when logged in', async () => {
    authStore.login('tok', { id: 1, name: 'Asha', user_type: 1 })
    const router = renderListing()
    await click('View Details')
    expect(router.state.location.pathname).toBe('/property/7')
  })

  it('warns a visitor instead, and the warning closes by itself after 5 s', async () => {
    const router = renderListing()
    await click('View Details')
    const warning = await findWarning()
    expect(warning).toHaveTextContent(AUTH_MESSAGES.pleaseLogin)
    expect(screen.getByTestId('notice-progress').style.animation).toContain(`${NOTICE_LONG_MS}ms`)
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 500))
    expect(screen.getByRole('dialog', { name: AUTH_MESSAGES.loginRequired })).toBeVisible()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('dialog', { name: AUTH_MESSAGES.loginRequired })).toBeNull()
    expect(router.state.location.pathname).toBe('/property')
  })

  it('Login goes to /login after 5 s, counting down, and remembers the page', async () => {
    const router = renderListing()
    await click('View Details')
    await findWarning()
    act(() => vi.advanceTimersByTime(3_000))
    await click('Login')
    // The wait is visible: a countdown and the bar started again for the whole 5 s.
    expect(screen.getByTestId('login-countdown')).toHaveTextContent(
      'Taking you to the login page in 5 s',
    )
    expect(screen.getByTestId('notice-progress').style.animation).toContain(`${NOTICE_LONG_MS}ms`)
    act(() => vi.advanceTimersByTime(1_000))
    expect(screen.getByTestId('login-countdown')).toHaveTextContent('in 4 s')
    // (The fake clock also follows real time here, so the checks keep a margin.)
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 1_500))
    expect(router.state.location.pathname).toBe('/property')
    act(() => vi.advanceTimersByTime(500))
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/property?type=2')
  })

  it('Cancel during the countdown stays on the page', async () => {
    const router = renderListing()
    await click('View Details')
    await findWarning()
    await click('Login')
    await click('Cancel')
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS * 2))
    expect(screen.queryByRole('dialog', { name: AUTH_MESSAGES.loginRequired })).toBeNull()
    expect(router.state.location.pathname).toBe('/property')
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull()
  })

  it('Cancel closes it and remembers nothing', async () => {
    const router = renderListing()
    await click('View Details')
    await findWarning()
    await click('Cancel')
    expect(screen.queryByRole('dialog', { name: AUTH_MESSAGES.loginRequired })).toBeNull()
    expect(router.state.location.pathname).toBe('/property')
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull()
  })
})
