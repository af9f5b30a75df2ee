import { CONTACT_TEXTS } from '@app/contract/content'
import { NOTICE_LONG_MS } from '@app/contract/constants'
import { act, screen, within } from '@testing-library/react'
import userEvent, { type UserEvent } from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Component as ContactPage } from '../pages/contact-page'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'

const routes = [{ path: '/contact', element: <ContactPage /> }]
const DONE = { body: { success: true, message: CONTACT_TEXTS.done } }

const form = () => screen.getByRole('form', { name: 'Contact form' })
const field = (name: string) => within(form()).getByLabelText(label(name))

async function fill(user: UserEvent) {
  await user.type(field('Your Name'), 'Ravi Kulkarni')
  await user.type(field('Email'), 'ravi@example.in')
  await user.type(field('Phone Number'), '9876501234')
  await user.selectOptions(field('State'), 'Maharashtra')
  await user.type(field('Property Location'), 'Bhiwandi')
  await user.type(field('Message'), 'Need 20,000 sq.ft on rent.')
}

beforeAll(polyfillDialog)
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the contact form', () => {
  it('has the six fields, with e-mail and tel inputs', () => {
    mockApi({})
    renderRoutes(routes, '/contact')
    expect(field('Email')).toHaveAttribute('type', 'email')
    expect(field('Phone Number')).toHaveAttribute('type', 'tel')
    for (const name of ['Your Name', 'State', 'Property Location', 'Message'])
      expect(field(name)).toHaveAttribute('aria-required', 'true')
    expect(within(field('State')).getByRole('option', { name: 'Tamil Nadu' })).toBeInTheDocument()
  })

  it('requires all six fields and sends nothing until they are right', async () => {
    const spy = mockApi({ 'POST contact': DONE })
    renderRoutes(routes, '/contact')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    for (const message of [
      CONTACT_TEXTS.userName,
      CONTACT_TEXTS.userEmail,
      CONTACT_TEXTS.userPhone,
      CONTACT_TEXTS.state,
      CONTACT_TEXTS.propertyLocation,
      CONTACT_TEXTS.message,
    ])
      expect(await within(form()).findByText(message)).toBeInTheDocument()
    await user.type(field('Phone Number'), '98765')
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(within(form()).getByText(CONTACT_TEXTS.userPhone)).toBeInTheDocument()
    expect(sentTo(spy, 'POST contact')).toEqual([])
  })

  it('shows the loading popup for 5 s, then a success toast, and resets the form', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const spy = mockApi({ 'POST contact': DONE })
    renderRoutes(routes, '/contact')
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))

    const popup = await screen.findByRole('dialog', { name: CONTACT_TEXTS.sending })
    await vi.waitFor(() => expect(sentTo(spy, 'POST contact')).toHaveLength(1))
    expect(sentTo(spy, 'POST contact')[0]).toEqual({
      user_name: 'Ravi Kulkarni',
      user_email: 'ravi@example.in',
      user_phone: '9876501234',
      property_location: 'Bhiwandi',
      state: 'Maharashtra',
      message: 'Need 20,000 sq.ft on rent.',
    })
    // Answered, but the popup runs its time first; the toast follows it.
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 500))
    expect(popup).toBeVisible()
    expect(screen.queryByText(CONTACT_TEXTS.done)).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(500))
    expect(screen.queryByRole('dialog', { name: CONTACT_TEXTS.sending })).not.toBeInTheDocument()
    expect(await screen.findByRole('status')).toHaveTextContent(CONTACT_TEXTS.done)
    for (const name of [
      'Your Name',
      'Email',
      'Phone Number',
      'State',
      'Property Location',
      'Message',
    ])
      expect(field(name)).toHaveValue('')
  })

  it('closes the popup at once and shows the server’s messages when the enquiry is refused', async () => {
    mockApi({
      'POST contact': {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message: CONTACT_TEXTS.tooMany },
      },
    })
    renderRoutes(routes, '/contact')
    const user = userEvent.setup()
    await fill(user)
    await user.click(screen.getByRole('button', { name: 'Send Enquiry' }))
    expect(await within(form()).findByText(CONTACT_TEXTS.tooMany)).toBeInTheDocument()
    expect(screen.queryByRole('dialog', { name: CONTACT_TEXTS.sending })).not.toBeInTheDocument()
    // Nothing was lost: the visitor can try again later.
    expect(field('Your Name')).toHaveValue('Ravi Kulkarni')
  })
})
