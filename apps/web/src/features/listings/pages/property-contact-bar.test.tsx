import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { site } from '../../../lib/site'
import {
  contact,
  loaded,
  routes,
  setUpDetailTests,
  shortOfCreditsApi,
  view,
} from './property-detail-test-kit'

setUpDetailTests()

describe('the contact bar docked at the bottom on phones', () => {
  /** The bar, wherever the dock puts it. */
  const bar = () => within(screen.getByRole('region', { name: 'Price and next step' }))
  const LOGIN = [{ path: '/login', element: <h1>Login page</h1> }]

  it('asks a visitor to log in, and comes back here after', async () => {
    authStore.clear()
    mockApi({})
    const user = userEvent.setup()
    const router = renderRoutes([...routes, ...LOGIN], '/property/12')
    expect(bar().getByText('Log in to see the price and contact the owner')).toBeVisible()
    await user.click(bar().getByRole('button', { name: 'Login' }))
    expect(router.state.location.pathname).toBe('/login')
    expect(authStore.takeRedirect()).toBe('/property/12')
  })

  it("shows a seeker the price and 'Unlock for N credits', which runs the page's unlock", async () => {
    let unlocked = false
    const fetch = mockApi({
      'GET property/view': () => ({
        body: { success: true, data: { ...view(unlocked), unlock_cost: 1099 } },
      }),
      'POST property/unlock': () => {
        unlocked = true
        return { body: { success: true, data: { credits: 1200, property: view(true) } } }
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(bar().getByText('₹2,50,000')).toBeVisible()
    expect(bar().getByText('Rent / Monthly')).toBeVisible()
    expect(bar().queryByRole('link', { name: /Call|WhatsApp/ })).toBeNull()
    // The Indian way: 1,099.
    await user.click(bar().getByRole('button', { name: 'Unlock for 1,099 credits' }))
    // The same confirmation as the contact box's button: one dialog, one unlock.
    expect(screen.getAllByRole('dialog', { name: 'Unlock Property' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Yes, Unlock' }))
    expect(await bar().findByRole('link', { name: 'Call' })).toBeVisible()
    expect(sentTo(fetch, 'POST property/unlock')).toEqual([{ property_id: 12 }])
    expect(screen.getByText('Property unlocked. 1,200 credits left in your wallet.')).toBeVisible()
    expect(contact().getByText('Ravi Patil')).toBeVisible()
  })

  it('after the unlock, offers Call (tel:) and WhatsApp (wa.me) naming the listing and its link', async () => {
    mockApi({ 'GET property/view': { body: { success: true, data: view(true) } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(bar().queryByRole('button', { name: /Unlock/ })).toBeNull()
    expect(bar().getByRole('link', { name: 'Call' })).toHaveAttribute('href', 'tel:+919876543210')
    const url = `${window.location.origin}/property/12`
    const text = `Hello, I saw your listing "Chakan Logistics Park" on ${site.name} (${url}). Is it still available?`
    const whatsApp = bar().getByRole('link', { name: 'WhatsApp' })
    expect(whatsApp).toHaveAttribute(
      'href',
      `https://wa.me/919876543210?text=${encodeURIComponent(text)}`,
    )
    const sent = new URL(whatsApp.getAttribute('href')!).searchParams.get('text')
    expect(sent).toContain('Chakan Logistics Park')
    expect(sent).toContain(url)
    expect(whatsApp).toHaveAttribute('target', '_blank')
  })

  it('sends a seeker short of credits to the wallet, from the bar as from the page', async () => {
    shortOfCreditsApi()
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await loaded()
    await user.click(bar().getByRole('button', { name: 'Unlock for 50 credits' }))
    await user.click(screen.getByRole('button', { name: 'Yes, Unlock' }))
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' })
    expect(within(dialog).getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute(
      'href',
      '/wallet?property_id=12',
    )
  })

  it('shows an owner their own listing with a way to manage it, not Call or WhatsApp', async () => {
    authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
    mockApi({ 'GET property/view': { body: { success: true, data: view(true) } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(bar().getByRole('link', { name: 'Manage listing' })).toHaveAttribute(
      'href',
      '/my-properties',
    )
    expect(bar().queryByRole('link', { name: /Call|WhatsApp/ })).toBeNull()
  })

  it('says so when the owner gave no number', async () => {
    const noPhone = view(true)
    noPhone.property.address!.phone_number = null
    mockApi({ 'GET property/view': { body: { success: true, data: noPhone } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(bar().getByText('The owner has not given a phone number')).toBeVisible()
    expect(bar().queryByRole('link')).toBeNull()
  })

  it('draws no bar for a user type that may only browse (no next step to offer)', async () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 5 })
    mockApi({ 'GET property/view': { body: { success: true, data: view(false) } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(screen.queryByRole('region', { name: 'Price and next step' })).toBeNull()
  })
})
