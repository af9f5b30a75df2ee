import { AUTH_ERRORS, AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { Component as ChangePasswordPage } from './change-password-page'
import { Component as LoginPage } from './login-page'

const routes = [
  { path: '/changepassword', element: <ChangePasswordPage /> },
  { path: '/login', element: <LoginPage /> },
]

beforeAll(polyfillDialog)
beforeEach(() => authStore.clear())
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('change password', () => {
  beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))

  it('shows the messages verbatim and sends nothing', async () => {
    const fetch = mockApi({})
    const user = userEvent.setup()
    renderRoutes(routes, '/changepassword')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByText('Old password is required')).toBeInTheDocument()
    expect(screen.getByText('New password must be at least 6 characters')).toBeInTheDocument()

    await user.type(screen.getByLabelText(label('Old Password')), 'oldpass')
    await user.type(screen.getByLabelText(label('New Password')), 'newpass1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'newpass2')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('shows a wrong old password under its field', async () => {
    mockApi({
      'POST change-password': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: AUTH_ERRORS.wrongOldPassword,
          errors: { old_password: [AUTH_ERRORS.wrongOldPassword] },
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/changepassword')
    await user.type(screen.getByLabelText(label('Old Password')), 'oldpass')
    await user.type(screen.getByLabelText(label('New Password')), 'newpass1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'newpass1')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByText(AUTH_ERRORS.wrongOldPassword)).toBeInTheDocument()
    expect(screen.getByLabelText(label('Old Password'))).toHaveAttribute('aria-invalid', 'true')
    expect(localStorage.getItem('authToken')).toBe('tok')
  })

  it('on success ends the session and goes to /login', async () => {
    const fetch = mockApi({
      'POST change-password': { body: { success: true, message: AUTH_SUCCESS.passwordChanged } },
    })
    const draft = JSON.stringify({ step: 2, propertyId: 41 })
    localStorage.setItem('propertyForm_3', draft)
    const user = userEvent.setup()
    const router = renderRoutes(routes, '/changepassword')
    await user.type(screen.getByLabelText(label('Old Password')), 'oldpass')
    await user.type(screen.getByLabelText(label('New Password')), 'newpass1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'newpass1')
    await user.click(screen.getByRole('button', { name: 'Change Password' }))
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeVisible()
    // Only the token goes (spec 000 section 4): the wizard's draft survives.
    expect(localStorage.getItem('propertyForm_3')).toBe(draft)
    expect(router.state.location.pathname).toBe('/login')
    expect(sentTo(fetch, 'POST change-password')).toEqual([
      { old_password: 'oldpass', new_password: 'newpass1', c_password: 'newpass1' },
    ])
    expect(localStorage.getItem('authToken')).toBeNull()
    expect(screen.getByRole('status')).toHaveTextContent(AUTH_SUCCESS.passwordChanged)
    // No 'Login Required' flash on the way out.
    expect(screen.queryByText(AUTH_MESSAGES.loginRequired)).toBeNull()
  })
})

describe('a page that needs login, visited without one', () => {
  beforeEach(() => vi.useFakeTimers())

  const renderLoggedOut = () => renderRoutes(routes, ['/', '/changepassword?from=menu'])

  it("shows 'Login Required' for 5 s, then goes to /login remembering the page", () => {
    const router = renderLoggedOut()
    const notice = screen.getByRole('dialog', { name: AUTH_MESSAGES.loginRequired })
    expect(notice).toHaveTextContent(AUTH_MESSAGES.pleaseLogin)
    expect(screen.queryByLabelText(label('Old Password'))).toBeNull()
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 1))
    expect(router.state.location.pathname).toBe('/changepassword')
    act(() => vi.advanceTimersByTime(1))
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/changepassword?from=menu')
    // Replaced, so Back does not return to the gated page.
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('goes at once with the Login button', () => {
    const router = renderLoggedOut()
    act(() => screen.getByRole('button', { name: 'Login' }).click())
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/changepassword?from=menu')
  })
})
