import { AUTH_ERRORS, AUTH_SUCCESS } from '@app/contract/auth'
import { FORGOT_PASSWORD_CLOSE_MS } from '@app/contract/constants'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { Component as LoginPage } from './login-page'

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/wallet', element: <h1>Wallet page</h1> },
]

const LOGGED_IN = {
  body: { success: true, data: { token: 'tok-1', id: 9, name: 'Asha', user_type: 1 } },
}

beforeAll(polyfillDialog)
beforeEach(() => authStore.clear())
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('login', () => {
  it('shows the messages verbatim and sends nothing', async () => {
    const fetch = mockApi({ 'POST login': LOGGED_IN })
    const user = userEvent.setup()
    renderRoutes(routes, '/login')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Email or Phone is required')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('stores the session and returns to the remembered page', async () => {
    const fetch = mockApi({ 'POST login': LOGGED_IN })
    authStore.rememberRedirect('/wallet?property_id=4')
    const user = userEvent.setup()
    const router = renderRoutes(routes, '/login')
    await user.type(screen.getByLabelText(label('Email or Phone')), 'asha@example.com')
    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument()
    expect(router.state.location.search).toBe('?property_id=4')
    expect(sentTo(fetch, 'POST login')).toEqual([
      { email_or_phone: 'asha@example.com', password: 'secret1' },
    ])
    expect(localStorage.getItem('authToken')).toBe('tok-1')
    expect(authStore.get().user).toEqual({ id: 9, name: 'Asha', user_type: 1 })
    expect(localStorage.getItem('redirectAfterLogin')).toBeNull()
  })

  it('goes home when nothing was remembered', async () => {
    mockApi({ 'POST login': LOGGED_IN })
    const user = userEvent.setup()
    renderRoutes(routes, '/login')
    await user.type(screen.getByLabelText(label('Email or Phone')), '9876543210')
    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument()
  })

  it('shows the server’s message for wrong credentials and stays', async () => {
    mockApi({
      'POST login': {
        status: 401,
        body: {
          success: false,
          code: 'UNAUTHENTICATED',
          message: AUTH_ERRORS.invalidCredentials,
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/login')
    await user.type(screen.getByLabelText(label('Email or Phone')), 'asha@example.com')
    await user.type(screen.getByLabelText(label('Password')), 'wrong-one')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERRORS.invalidCredentials)
    expect(localStorage.getItem('authToken')).toBeNull()
  })

  it('shows and hides the password', async () => {
    const user = userEvent.setup()
    renderRoutes(routes, '/login')
    const password = screen.getByLabelText(label('Password'))
    expect(password).toHaveAttribute('type', 'password')
    expect(password).toHaveAttribute('autocomplete', 'current-password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    expect(screen.getByRole('button', { name: 'Show password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  it("says 'You have been logged out' after a logout", async () => {
    const user = userEvent.setup()
    const router = renderRoutes(routes, '/')
    await router.navigate('/login', { state: { notice: 'loggedOut' } })
    expect(await screen.findByRole('status')).toHaveTextContent('You have been logged out')
    // A failed attempt replaces it with the reason.
    mockApi({
      'POST login': {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyAttempts },
      },
    })
    await user.type(screen.getByLabelText(label('Email or Phone')), 'asha@example.com')
    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(AUTH_ERRORS.tooManyAttempts)
    expect(screen.queryByText('You have been logged out')).toBeNull()
  })

  it('links to both registration pages', () => {
    renderRoutes(routes, '/login')
    expect(screen.getByRole('link', { name: 'Register to find space' })).toHaveAttribute(
      'href',
      '/register',
    )
    expect(screen.getByRole('link', { name: 'Register as a property owner' })).toHaveAttribute(
      'href',
      '/agent-reg',
    )
  })
})

describe('forgot password', () => {
  it('sends the OTP, resets the password, shows the answer and closes 2 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = mockApi({
      'POST forgot-password': { body: { success: true, message: AUTH_SUCCESS.forgotPassword } },
      'POST reset-password': { body: { success: true, message: AUTH_SUCCESS.passwordReset } },
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routes, '/login')
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' })

    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }))
    expect(await within(dialog).findByText('Invalid email')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(label('Email')), 'asha@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }))
    expect(await within(dialog).findByText(AUTH_SUCCESS.forgotPassword)).toBeInTheDocument()

    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }))
    expect(await within(dialog).findByText('OTP must be 6 digits')).toBeInTheDocument()
    expect(within(dialog).getByText('Password must be at least 6 characters')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(label('OTP')), '654321')
    await user.type(within(dialog).getByLabelText(label('New Password')), 'newpass1')
    await user.type(within(dialog).getByLabelText(label('Confirm Password')), 'newpass2')
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }))
    expect(await within(dialog).findByText('Passwords must match')).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText(label('Confirm Password')))
    await user.type(within(dialog).getByLabelText(label('Confirm Password')), 'newpass1')
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }))

    expect(await within(dialog).findByText(AUTH_SUCCESS.passwordReset)).toBeInTheDocument()
    expect(sentTo(fetch, 'POST reset-password')).toEqual([
      { email: 'asha@example.com', otp: '654321', password: 'newpass1', c_password: 'newpass1' },
    ])
    act(() => vi.advanceTimersByTime(FORGOT_PASSWORD_CLOSE_MS - 300))
    expect(screen.getByRole('dialog', { name: 'Forgot password' })).toBeInTheDocument()
    act(() => vi.advanceTimersByTime(300))
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull()
    // Ready to login with the new password.
    expect(screen.getByLabelText(label('Email or Phone'))).toHaveValue('asha@example.com')
  })

  it('shows a failed reset in the modal, then closes it too', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    mockApi({
      'POST forgot-password': { body: { success: true, message: AUTH_SUCCESS.forgotPassword } },
      'POST reset-password': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: AUTH_ERRORS.otpInvalid,
          errors: { otp: [AUTH_ERRORS.otpInvalid] },
        },
      },
    })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    renderRoutes(routes, '/login')
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }))
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' })
    await user.type(within(dialog).getByLabelText(label('Email')), 'asha@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP' }))
    await user.type(await within(dialog).findByLabelText(label('OTP')), '111111')
    await user.type(within(dialog).getByLabelText(label('New Password')), 'newpass1')
    await user.type(within(dialog).getByLabelText(label('Confirm Password')), 'newpass1')
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(AUTH_ERRORS.otpInvalid)
    act(() => vi.advanceTimersByTime(FORGOT_PASSWORD_CLOSE_MS))
    expect(screen.queryByRole('dialog', { name: 'Forgot password' })).toBeNull()
    expect(screen.getByLabelText(label('Email or Phone'))).toHaveValue('')
  })
})
