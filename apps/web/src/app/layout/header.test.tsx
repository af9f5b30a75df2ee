import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { authStore } from '../../lib/auth-storage'
import { Header } from './header'

function renderHeader() {
  const router = createMemoryRouter([{ path: '*', element: <Header /> }], { initialEntries: ['/'] })
  render(<RouterProvider router={router} />)
  return router
}

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

  it('logs out by clearing local storage and going to /login', async () => {
    authStore.login('t', { id: 2, name: 'Ravi', user_type: 2 })
    const router = renderHeader()
    await userEvent.click(screen.getByRole('button', { name: /account menu/ }))
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(localStorage.length).toBe(0)
  })
})
