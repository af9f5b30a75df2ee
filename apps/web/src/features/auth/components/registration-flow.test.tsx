import { AUTH_ERRORS, AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth'
import { NOTICE_SHORT_MS } from '@app/contract/constants'
import { act, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Component as AgentRegPage } from '../pages/agent-reg-page'
import { Component as LoginPage } from '../pages/login-page'
import { Component as RegisterPage } from '../pages/register-page'
import {
  label,
  mockApi,
  polyfillDialog,
  renderRoutes,
  sentTo,
  type Reply,
} from '../../../test/test-utils'

const routes = [
  { path: '/register', element: <RegisterPage /> },
  { path: '/agent-reg', element: <AgentRegPage /> },
  { path: '/login', element: <LoginPage /> },
]

const ok = (message: string): Reply => ({ body: { success: true, message } })
const HAPPY = {
  'POST send-otp': ok(AUTH_SUCCESS.otpSent),
  'POST verify-otp': ok(AUTH_SUCCESS.otpVerified),
  'POST register': {
    status: 201,
    body: { success: true, data: { id: 5, name: 'Asha', user_type: 1 } },
  },
}

const submit = (user: UserEvent, name: RegExp | string) =>
  user.click(screen.getByRole('button', { name }))

async function fillDetails(
  user: UserEvent,
  values: { name: string; email: string; phone: string },
  nameLabel = 'First Name',
) {
  if (values.name) await user.type(screen.getByLabelText(label(nameLabel)), values.name)
  if (values.email) await user.type(screen.getByLabelText(label('Email')), values.email)
  if (values.phone) await user.type(screen.getByLabelText(label('Phone Number')), values.phone)
  await submit(user, 'Send OTP')
}

async function passOtpStep(user: UserEvent, code = '123456') {
  await user.type(await screen.findByLabelText(label('OTP')), code)
  await submit(user, 'Verify OTP')
}

beforeAll(polyfillDialog)
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllEnvs()
  vi.useRealTimers()
})

describe('registration, step 1: details', () => {
  it('shows the seeker form’s messages verbatim and sends nothing', async () => {
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument()
    await submit(user, 'Send OTP')
    expect(await screen.findByText(AUTH_MESSAGES.firstNameMin)).toBeInTheDocument()
    expect(screen.getByText('First name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Invalid email')).toBeInTheDocument()
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument()
    expect(sentTo(fetch, 'POST send-otp')).toHaveLength(0)
  })

  it('shows the owner form’s messages, and lets an owner leave the e-mail empty', async () => {
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup()
    renderRoutes(routes, '/agent-reg')
    expect(screen.getByLabelText(label('Name'))).toBeInTheDocument()
    // The label marks the e-mail required, as the spec's owner form does, though the schema allows none.
    expect(screen.getByText('Email', { selector: 'label' })).toHaveTextContent(/^Email \*$/)
    expect(screen.getByLabelText(label('Email'))).toHaveAttribute('aria-required', 'true')
    await fillDetails(user, { name: 'R', email: 'not-an-email', phone: '98765' }, 'Name')
    expect(await screen.findByText('Name must be at least 2 characters')).toBeInTheDocument()
    expect(screen.getByText('Invalid email')).toBeInTheDocument()
    expect(screen.getByText('Phone number must be 10 digits')).toBeInTheDocument()
    expect(screen.queryByText(AUTH_MESSAGES.firstNameMin)).toBeNull()

    await user.type(screen.getByLabelText(label('Name')), 'avi Kumar')
    await user.clear(screen.getByLabelText(label('Email')))
    await user.type(screen.getByLabelText(label('Phone Number')), '43210')
    await submit(user, 'Send OTP')
    expect(await screen.findByRole('heading', { name: 'Verify OTP' })).toBeInTheDocument()
    expect(sentTo(fetch, 'POST send-otp')).toEqual([
      { first_name: 'Ravi Kumar', email: null, phone_number: '9876543210', user_type: 2 },
    ])
  })

  it('shows the server’s message with a way to login when the account exists', async () => {
    mockApi({
      'POST send-otp': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: AUTH_ERRORS.alreadyRegistered },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent(AUTH_ERRORS.alreadyRegistered)
    expect(within(alert).getByRole('link', { name: 'Go to Login' })).toHaveAttribute(
      'href',
      '/login',
    )
  })

  it('puts the server’s per-field messages on the fields', async () => {
    mockApi({
      'POST send-otp': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: 'Phone is blocked',
          errors: { phone_number: ['Phone is blocked'] },
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    const phone = screen.getByLabelText(label('Phone Number'))
    expect(await screen.findByText('Phone is blocked')).toBeInTheDocument()
    expect(phone).toHaveAttribute('aria-invalid', 'true')
    expect(phone).toHaveAccessibleDescription('Phone is blocked')
  })

  it('links the two registration pages and the login page', () => {
    renderRoutes(routes, '/register')
    expect(screen.getByRole('link', { name: 'Register as a property owner' })).toHaveAttribute(
      'href',
      '/agent-reg',
    )
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login')
  })
})

describe('registration, step 2: OTP', () => {
  it('caps the code at 6 digits, checks it, and sends it with the details', async () => {
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'Asha@Example.com', phone: '9876543210' })
    expect(await screen.findByText(AUTH_SUCCESS.otpSent)).toBeInTheDocument()
    const otp = screen.getByLabelText(label('OTP'))
    expect(otp).toHaveAttribute('inputmode', 'numeric')
    expect(otp).toHaveAttribute('autocomplete', 'one-time-code')
    expect(otp).toHaveAttribute('maxlength', '6')

    await user.type(otp, '123')
    await submit(user, 'Verify OTP')
    expect(await screen.findByText('OTP must be 6 digits')).toBeInTheDocument()

    await user.clear(otp)
    await user.type(otp, '12a3456789')
    expect(otp).toHaveValue('123456')
    await submit(user, 'Verify OTP')
    expect(await screen.findByRole('heading', { name: 'Set password' })).toBeInTheDocument()
    expect(sentTo(fetch, 'POST verify-otp')).toEqual([
      { email: 'asha@example.com', phone_number: '9876543210', verification_otp: '123456' },
    ])
  })

  it('shows a wrong code under the field', async () => {
    mockApi({
      ...HAPPY,
      'POST verify-otp': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION_FAILED',
          message: AUTH_ERRORS.otpInvalid,
          errors: { verification_otp: [AUTH_ERRORS.otpInvalid] },
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    await passOtpStep(user)
    expect(await screen.findByText(AUTH_ERRORS.otpInvalid)).toBeInTheDocument()
    expect(screen.getByLabelText(label('OTP'))).toHaveAttribute('aria-invalid', 'true')
  })

  it('resends the code and shows the server’s refusal when rate limited', async () => {
    let sends = 0
    const fetch = mockApi({
      ...HAPPY,
      'POST send-otp': () =>
        ++sends === 1
          ? ok(AUTH_SUCCESS.otpSent)
          : {
              status: 429,
              body: { success: false, code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyOtpSends },
            },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    await submit(user, 'Resend OTP')
    expect(await screen.findByText(AUTH_ERRORS.tooManyOtpSends)).toBeInTheDocument()
    expect(sentTo(fetch, 'POST send-otp')).toHaveLength(2)
  })

  it('goes back to the details, kept as entered', async () => {
    mockApi(HAPPY)
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    await submit(user, 'Change details')
    expect(screen.getByLabelText(label('First Name'))).toHaveValue('Asha')
    expect(screen.getByLabelText(label('Phone Number'))).toHaveValue('9876543210')
  })

  it('points to the dev outbox only when it answers', async () => {
    mockApi({ ...HAPPY, 'GET dev/outbox': { body: { success: true, data: [] } } })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    expect(await screen.findByText(/Running locally\? Read the code at/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: /\/dev\/outbox/ })).toHaveAttribute(
      'href',
      '/dev/outbox',
    )
  })

  it('points a production build, which has no /dev/outbox page, to the server log', async () => {
    vi.stubEnv('DEV', false)
    mockApi({ ...HAPPY, 'GET dev/outbox': { body: { success: true, data: [] } } })
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    expect(
      await screen.findByText('Running locally? The code is in the server’s log.'),
    ).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /\/dev\/outbox/ })).toBeNull()
  })

  it('says nothing about the outbox in production (404)', async () => {
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup()
    renderRoutes(routes, '/register')
    await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    await screen.findByRole('heading', { name: 'Verify OTP' })
    await vi.waitFor(() => expect(sentTo(fetch, 'GET dev/outbox')).toHaveLength(1))
    expect(screen.queryByText(/Running locally/)).toBeNull()
  })
})

describe('registration, step 3: password and terms', () => {
  async function reachStep3(user: UserEvent, path = '/register') {
    renderRoutes(routes, path)
    if (path === '/register')
      await fillDetails(user, { name: 'Asha', email: 'asha@example.com', phone: '9876543210' })
    else await fillDetails(user, { name: 'Ravi', email: '', phone: '9876543210' }, 'Name')
    await passOtpStep(user)
    await screen.findByRole('heading', { name: 'Set password' })
  }

  it('shows the password and terms messages verbatim', async () => {
    mockApi(HAPPY)
    const user = userEvent.setup()
    await reachStep3(user)
    await submit(user, 'Create Account')
    expect(await screen.findByText('Password must be at least 6 characters')).toBeInTheDocument()
    expect(screen.getByText('You must accept the terms and conditions')).toBeInTheDocument()

    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'secret2')
    await user.click(screen.getByRole('checkbox'))
    await submit(user, 'Create Account')
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument()
  })

  it('opens the terms with Terms and Privacy tabs; I Agree closes them and ticks the box', async () => {
    mockApi(HAPPY)
    const user = userEvent.setup()
    await reachStep3(user)
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms/ })
    expect(box).not.toBeChecked()
    await user.click(screen.getByRole('button', { name: 'Read the Terms and Privacy Policy' }))
    const dialog = screen.getByRole('dialog', { name: 'Terms and Privacy' })
    const terms = within(dialog).getByRole('tab', { name: 'Terms' })
    const privacy = within(dialog).getByRole('tab', { name: 'Privacy' })
    expect(terms).toHaveAttribute('aria-selected', 'true')
    await user.click(terms)
    await user.keyboard('{ArrowRight}')
    expect(privacy).toHaveAttribute('aria-selected', 'true')
    expect(privacy).toHaveFocus()
    expect(within(dialog).getByRole('tabpanel')).toHaveAccessibleName('Privacy')
    await user.click(within(dialog).getByRole('button', { name: 'I Agree' }))
    expect(screen.queryByRole('dialog', { name: 'Terms and Privacy' })).toBeNull()
    expect(box).toBeChecked()
  })

  it('registers with everything the server needs, shows the success popup, and goes to /login after 3 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await reachStep3(user)
    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'secret1')
    await user.click(screen.getByRole('checkbox'))
    await submit(user, 'Create Account')

    const popup = await screen.findByRole('dialog', { name: AUTH_MESSAGES.registrationTitle })
    expect(popup).toHaveTextContent('Registration Successful')
    expect(popup).toHaveTextContent('Your account has been created!')
    expect(within(popup).getByRole('button', { name: 'Go to Login' })).toBeVisible()
    expect(sentTo(fetch, 'POST register')).toEqual([
      {
        first_name: 'Asha',
        email: 'asha@example.com',
        phone_number: '9876543210',
        verification_otp: '123456',
        password: 'secret1',
        c_password: 'secret1',
        agreeTerms: true,
        user_type: 1,
      },
    ])

    act(() => vi.advanceTimersByTime(NOTICE_SHORT_MS - 500))
    expect(screen.queryByRole('heading', { name: 'Login to your account' })).toBeNull()
    act(() => vi.advanceTimersByTime(500))
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeVisible()
    // The login form is prefilled with the new account's e-mail.
    expect(screen.getByLabelText(label('Email or Phone'))).toHaveValue('asha@example.com')
  })

  it('registers an owner as user_type 2, and Go to Login leaves at once', async () => {
    const fetch = mockApi(HAPPY)
    const user = userEvent.setup()
    await reachStep3(user, '/agent-reg')
    await user.type(screen.getByLabelText(label('Password')), 'secret1')
    await user.type(screen.getByLabelText(label('Confirm Password')), 'secret1')
    await user.click(screen.getByRole('button', { name: 'Read the Terms and Privacy Policy' }))
    await user.click(screen.getByRole('button', { name: 'I Agree' }))
    await submit(user, 'Create Account')
    await user.click(await screen.findByRole('button', { name: 'Go to Login' }))
    expect(await screen.findByRole('heading', { name: 'Login to your account' })).toBeVisible()
    expect(sentTo(fetch, 'POST register')[0]).toMatchObject({ email: null, user_type: 2 })
  })
})
