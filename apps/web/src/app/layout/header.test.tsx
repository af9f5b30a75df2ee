import { AUTH_MESSAGES } from '@app/contract/auth'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../test/test-utils'
import { authStore } from '../../lib/auth-storage'
import { Header } from './header'
import { UpgradeOfferProvider } from './upgrade-offer-provider'

function renderHeader() {
  return renderRoutes([
    {
      path: '*',
      element: (
        <UpgradeOfferProvider>
          <Header />
        </UpgradeOfferProvider>
      ),
    },
  ])
}

beforeAll(polyfillDialog)
// The store keeps a snapshot of local storage: start every test logged out.
beforeEach(() => authStore.clear())
afterEach(() => vi.restoreAllMocks())

describe('Header', () => {
  it('shows the logged-out menu with Login', () => {
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    const labels = within(nav)
      .getAllByRole('listitem')
      .map((li) => li.textContent)
    expect(labels).toEqual([
      'Home',
      'About Us',
      'Contact Us',
      'Listed Properties',
      'Post Properties for free',
      'Login',
    ])
  })

  it('drops Login and shows the profile menu when logged in', async () => {
    authStore.login('t', { id: 1, name: 'Meera Iyer', user_type: 1 })
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).queryByText('Login')).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    expect(screen.getByRole('link', { name: 'Wallet' })).toBeVisible()
    expect(screen.queryByRole('link', { name: 'My Properties' })).toBeNull()
    expect(screen.queryByRole('link', { name: 'Add Listing' })).toBeNull()
  })

  it('gives owners My Properties, Add Properties and the Add Listing button', async () => {
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    renderHeader()
    expect(screen.getByRole('link', { name: 'Add Listing' })).toHaveAttribute(
      'href',
      '/add-new-listing',
    )
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    expect(screen.getByRole('link', { name: 'My Properties' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Add Properties' })).toBeVisible()
  })

  it('gives admins the Admin console entry', async () => {
    authStore.login('t', { id: 9, name: 'Site Admin', user_type: 99 })
    renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin')
  })

  it('gives owners no Admin entry', async () => {
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    expect(screen.queryByRole('link', { name: 'Admin' })).toBeNull()
  })

  it('shows an unknown user type browse-only entries: no Wallet, Unlocked Properties or Transactions', async () => {
    authStore.login('t', { id: 5, name: 'Kiran', user_type: 7 })
    renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    const links = screen.getAllByRole('link').map((link) => link.textContent)
    expect(links).toContain('Browse Properties')
    expect(links).toContain('Change Password')
    for (const hidden of ['Wallet', 'Unlocked Properties', 'Transactions', 'My Properties'])
      expect(links).not.toContain(hidden)
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible()
  })

  it('logs out: tells the server with the token, clears local storage and goes to /login', async () => {
    const fetch = mockApi({ 'POST logout': { body: { success: true, message: 'bye' } } })
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    const router = renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    await waitFor(() => expect(localStorage.length).toBe(0))
    expect(sentTo(fetch, 'POST logout')).toHaveLength(1)
    const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>
    expect(headers.authorization).toBe('Bearer t')
    // The login page then says 'You have been logged out'.
    expect(router.state.location.state).toEqual({ notice: 'loggedOut' })
  })

  it('logs out even when the server cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    const router = renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('authToken')).toBeNull()
  })
})

describe('menus close on every navigation', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Open menu' })
  const panel = () => screen.getByRole('navigation', { name: 'Mobile menu' })

  it('closes the mobile menu when the logo leads to the page already shown', async () => {
    const router = renderHeader()
    await userEvent.click(menuButton())
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true')
    await userEvent.click(within(panel()).getByRole('link', { name: /home$/ }))
    expect(router.state.location.pathname).toBe('/')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('does not open it again on coming back to the page it was opened on', async () => {
    const router = renderHeader()
    await act(() => router.navigate('/register'))
    await userEvent.click(menuButton())
    await userEvent.click(within(panel()).getByRole('link', { name: 'Login' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    await act(() => router.navigate('/register'))
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
    await act(() => router.navigate(-2))
    expect(router.state.location.pathname).toBe('/register')
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false')
  })

  it('closes the profile menu on a navigation to the same address', async () => {
    authStore.login('t', { id: 1, name: 'Meera', user_type: 1 })
    const router = renderHeader()
    const account = screen.getByRole('button', { name: /account menu/ })
    await userEvent.click(account)
    expect(account).toHaveAttribute('aria-expanded', 'true')
    await act(() => router.navigate('/'))
    expect(account).toHaveAttribute('aria-expanded', 'false')
  })

  it('gives an owner the Add Listing entry in the mobile menu (phones have no bar button)', async () => {
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    renderHeader()
    await userEvent.click(menuButton())
    expect(within(panel()).getByRole('link', { name: 'Add Listing' })).toHaveAttribute(
      'href',
      '/add-new-listing',
    )
    expect(within(panel()).queryByRole('button', { name: 'Post Properties for free' })).toBeNull()
  })
})

describe('Post Properties for free', () => {
  const post = () =>
    userEvent.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('button', {
        name: 'Post Properties for free',
      }),
    )

  it('sends a visitor to owner registration and remembers the wizard', async () => {
    const router = renderHeader()
    await post()
    expect(router.state.location.pathname).toBe('/agent-reg')
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/add-new-listing')
  })

  it('is not offered to owners: they have one Add Listing action instead', () => {
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    renderHeader()
    const nav = screen.getByRole('navigation', { name: 'Main' })
    expect(within(nav).queryByRole('button', { name: 'Post Properties for free' })).toBeNull()
    expect(screen.getAllByRole('link', { name: 'Add Listing' })).toHaveLength(1)
  })

  it('sends an admin to the wizard too (it may create properties)', async () => {
    authStore.login('t', { id: 9, name: 'Admin', user_type: 99 })
    const router = renderHeader()
    await post()
    expect(router.state.location.pathname).toBe('/add-new-listing')
  })

  it('sends an account that may not create properties to /property, with no upgrade offer', async () => {
    const fetch = mockApi({})
    authStore.login('t', { id: 5, name: 'Kiran', user_type: 7 })
    const router = renderHeader()
    await post()
    expect(router.state.location.pathname).toBe('/property')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('offers a seeker the upgrade; Cancel changes nothing', async () => {
    const fetch = mockApi({})
    authStore.login('t', { id: 1, name: 'Meera', user_type: 1 })
    const router = renderHeader()
    await post()
    const dialog = await screen.findByRole('dialog', { name: AUTH_MESSAGES.upgradeTitle })
    expect(within(dialog).getByText(AUTH_MESSAGES.upgradeBody)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: AUTH_MESSAGES.upgradeCancel }))
    expect(screen.queryByRole('dialog', { name: AUTH_MESSAGES.upgradeTitle })).toBeNull()
    expect(router.state.location.pathname).toBe('/')
    expect(authStore.get().user?.user_type).toBe(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('upgrades a seeker to owner and opens the wizard', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => (release = resolve))
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => {
      await gate
      return Response.json({ success: true, message: 'ok', data: { user_type: 2 } })
    })
    authStore.login('t', { id: 1, name: 'Meera', user_type: 1 })
    const router = renderHeader()
    await post()
    await userEvent.click(await screen.findByRole('button', { name: AUTH_MESSAGES.upgradeConfirm }))
    expect(await screen.findByRole('button', { name: AUTH_MESSAGES.upgrading })).toBeDisabled()
    release()
    await waitFor(() => expect(router.state.location.pathname).toBe('/add-new-listing'))
    expect(authStore.get().user).toEqual({ id: 1, name: 'Meera', user_type: 2 })
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toEqual({ user_type: 2 })
  })

  it("refuses with 'User not authenticated' when no user id is stored, without calling the server", async () => {
    const fetch = mockApi({})
    localStorage.setItem('authToken', 't') // a token but no userData
    window.dispatchEvent(new StorageEvent('storage', { key: 'authToken' }))
    const router = renderHeader()
    await post()
    await userEvent.click(await screen.findByRole('button', { name: AUTH_MESSAGES.upgradeConfirm }))
    expect(screen.getByRole('alert')).toHaveTextContent(AUTH_MESSAGES.notAuthenticated)
    expect(fetch).not.toHaveBeenCalled()
    expect(router.state.location.pathname).toBe('/')
  })

  it('shows the server refusal in the dialog', async () => {
    mockApi({
      'POST upgrade-user-type': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'Only seekers.' },
      },
    })
    authStore.login('t', { id: 1, name: 'Meera', user_type: 1 })
    renderHeader()
    await post()
    await userEvent.click(await screen.findByRole('button', { name: AUTH_MESSAGES.upgradeConfirm }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Only seekers.')
  })
})
