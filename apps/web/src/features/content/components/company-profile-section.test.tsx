import { COMPANY_PROFILE_TEXTS } from '@app/contract/content'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { Component as ContactPage } from '../pages/contact-page'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'

const routes = [{ path: '/contact', element: <ContactPage /> }]

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

function catchSaves() {
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:profile'), revokeObjectURL: vi.fn() })
  const saved: { href: string; download: string }[] = []
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ href: this.href, download: this.download })
  })
  return saved
}

const modal = () => screen.getByRole('dialog', { name: 'Company Profile' })
const field = (name: string) => within(modal()).getByLabelText(label(name))

describe('the company profile download', () => {
  it("asks for name, e-mail and a 10-digit phone ('10 digit phone number')", async () => {
    const spy = mockApi({})
    renderRoutes(routes, '/contact')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Company Profile' }))
    await user.click(within(modal()).getByRole('button', { name: 'Download PDF' }))
    expect(await within(modal()).findByText(COMPANY_PROFILE_TEXTS.name)).toBeInTheDocument()
    expect(within(modal()).getByText(COMPANY_PROFILE_TEXTS.email)).toBeInTheDocument()
    expect(within(modal()).getByText('10 digit phone number')).toBeInTheDocument()
    expect(field('Email')).toHaveAttribute('type', 'email')
    expect(field('Phone Number')).toHaveAttribute('type', 'tel')
    expect(sentTo(spy, 'POST company-profile')).toEqual([])
  })

  it('saves Company-Profile.pdf, closes the modal and opens again with empty fields', async () => {
    const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(
      async () =>
        new Response('%PDF-1.3 brochure', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Company-Profile.pdf"',
          },
        }),
    )
    const saved = catchSaves()
    renderRoutes(routes, '/contact')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Company Profile' }))
    await user.type(field('Name'), 'Meera Shah')
    await user.type(field('Email'), 'meera@example.in')
    await user.type(field('Phone Number'), '9123456780')
    await user.click(within(modal()).getByRole('button', { name: 'Download PDF' }))

    await vi.waitFor(() =>
      expect(saved).toEqual([{ href: 'blob:profile', download: 'Company-Profile.pdf' }]),
    )
    const [url, init] = spy.mock.calls[0]!
    expect(String(url)).toBe('/api/company-profile')
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Meera Shah',
      email: 'meera@example.in',
      phone_number: '9123456780',
    })
    await vi.waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Company Profile' })).not.toBeInTheDocument(),
    )
    await user.click(screen.getByRole('button', { name: 'Download Company Profile' }))
    for (const name of ['Name', 'Email', 'Phone Number']) expect(field(name)).toHaveValue('')
  })

  it('keeps the modal open and says why when the download is refused', async () => {
    mockApi({
      'POST company-profile': {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message: COMPANY_PROFILE_TEXTS.tooMany },
      },
    })
    const saved = catchSaves()
    renderRoutes(routes, '/contact')
    const user = userEvent.setup()
    await user.click(screen.getByRole('button', { name: 'Download Company Profile' }))
    await user.type(field('Name'), 'Meera Shah')
    await user.type(field('Email'), 'meera@example.in')
    await user.type(field('Phone Number'), '9123456780')
    await user.click(within(modal()).getByRole('button', { name: 'Download PDF' }))
    expect(await within(modal()).findByText(COMPANY_PROFILE_TEXTS.tooMany)).toBeInTheDocument()
    expect(saved).toEqual([])
  })
})
