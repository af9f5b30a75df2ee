import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, polyfillDialog } from '../../../test/test-utils'
import { failure, page, propertyFixture, renderAdmin } from '../admin-test-kit'

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

describe('the admin console frame', () => {
  it('asks a visitor to log in, shows no console and calls nothing', async () => {
    const api = mockApi({})
    renderAdmin('/admin/properties', null)
    expect(await screen.findByText(AUTH_MESSAGES.loginRequired)).toBeInTheDocument()
    expect(screen.getAllByText('Please login to open the admin console.')[0]).toBeVisible()
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Login' }))
    expect(await screen.findByText('Login page')).toBeVisible()
    expect(api).not.toHaveBeenCalled()
  })

  it('tells a logged-in non-admin the page is for administrators, and calls nothing', async () => {
    const api = mockApi({})
    renderAdmin('/admin', { id: 2, name: 'Ravi', user_type: 2 })
    expect(
      await screen.findByRole('heading', { name: 'This page is for administrators' }),
    ).toBeVisible()
    expect(screen.getByRole('link', { name: 'Browse properties' })).toHaveAttribute(
      'href',
      '/property',
    )
    expect(screen.queryByRole('navigation', { name: 'Admin console' })).toBeNull()
    expect(api).not.toHaveBeenCalled()
  })

  it('gives an admin the sections, the current one marked, and the section as the heading', async () => {
    mockApi({ 'GET admin/properties': page([propertyFixture()]) })
    renderAdmin('/admin/properties')
    const nav = screen.getByRole('navigation', { name: 'Admin console' })
    expect(
      within(nav)
        .getAllByRole('link')
        .map((l) => l.textContent),
    ).toEqual(['Dashboard', 'Listings', 'Users', 'Payments', 'Reports', 'Audit log', 'Enquiries'])
    expect(within(nav).getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current')
    expect(screen.getByRole('heading', { level: 1, name: 'Listings' })).toBeVisible()
    expect(await screen.findByRole('table', { name: 'Listings' })).toBeVisible()
  })

  it('shows the administrators-only message, not a crash, when the server answers 403', async () => {
    mockApi({ 'GET admin/users': failure(403, 'FORBIDDEN', 'You do not have permission.') })
    renderAdmin('/admin/users')
    expect(
      await screen.findByRole('heading', { name: 'This page is for administrators' }),
    ).toBeVisible()
  })
})
