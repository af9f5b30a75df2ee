import type { PropertyView } from '@app/contract/listing'
import { FROM_WALLET_UNLOCK_DELAY_MS } from '@app/contract/constants'
import { SEARCH_TEXTS, SPEC_LABEL } from '@app/contract/search-texts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { site } from '../../../lib/site'
import { Component as DetailPage } from './property-detail-page'

const place = {
  state_id: 4,
  district_id: 7,
  city_id: 9,
  state_name: 'Maharashtra',
  district_name: 'Pune',
  city_name: 'Chakan',
  state: { name: 'Maharashtra' },
  district: { name: 'Pune' },
  city: { name: 'Chakan' },
}

const NO_SPECS = {
  docks: null,
  floor_load: null,
  power_kva: null,
  flooring: null,
  fire_noc: null,
  security_24x7: null,
  highway_km: null,
  verified: false,
}

function view(pass: boolean, specs: Partial<PropertyView['property']> = {}): PropertyView {
  return {
    property: {
      id: 12,
      name: 'Chakan Logistics Park',
      description: null,
      type: 2,
      length: 100,
      width: 120,
      height: null,
      ...NO_SPECS,
      ...specs,
      image: 'images/0b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.jpg',
      completion_level: 4,
      created_at: '2025-06-01T10:00:00Z',
      address: pass
        ? {
            ...place,
            address: 'Plot 7, MIDC Phase II',
            pin_code: '410501',
            phone_number: '9876543210',
          }
        : place,
      // Like the API: the owner's id and name only once unlocked.
      ...(pass ? { user_id: 3, user: { user_name: 'Ravi Patil' } } : {}),
    },
    prices: [
      {
        id: 1,
        property_id: 12,
        price: 250000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: null,
      },
    ],
    attachments: [
      {
        id: 5,
        img_url: 'images/2b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.png',
        name: 'dock',
        order_number: 1,
        description: null,
        attachment_type: 'image',
        size_bytes: 48_000,
      },
      {
        id: 6,
        img_url: 'files/plan.pdf',
        name: 'plan',
        order_number: 2,
        description: null,
        attachment_type: 'document',
        size_bytes: 120_000,
      },
    ],
    documents: [],
    pass,
    unlock_cost: 50,
  }
}

const routes = [{ path: '/property/:id', element: <DetailPage /> }]
/** The price and contact column, once the property has loaded. */
const contact = () => within(screen.getByRole('complementary', { name: 'Price and contact' }))
const loaded = () => screen.findByRole('heading', { level: 1, name: 'Chakan Logistics Park' })

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

/** The API as it behaves: once the unlock went through, the view answers with the contact. */
function unlockingApi(credits: number) {
  let unlocked = false
  return mockApi({
    'GET property/view': () => ({ body: { success: true, data: view(unlocked) } }),
    'POST property/unlock': () => {
      unlocked = true
      return { body: { success: true, data: { credits, property: view(true) } } }
    },
  })
}

describe('property detail', () => {
  it('shows the place but locks the contact details until unlocked', async () => {
    mockApi({ 'GET property/view': { body: { success: true, data: view(false) } } })
    renderRoutes(routes, '/property/12')
    expect(screen.getAllByText('Loading property details...').length).toBeGreaterThan(0)
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chakan Logistics Park' }),
    ).toBeVisible()
    expect(screen.getByText('No description available for this property.')).toBeVisible()
    expect(screen.getByText('12,000 sq.ft')).toBeVisible()
    expect(contact().getByText('Maharashtra')).toBeVisible()
    expect(contact().getByText('Chakan')).toBeVisible()
    expect(contact().getAllByText('Unlock to view')).toHaveLength(4)
    expect(contact().queryByRole('link', { name: /98765/ })).toBeNull()
    expect(contact().getByText(/Unlock contact details for/)).toHaveTextContent(
      'Unlock contact details for 50 credits',
    )
    expect(contact().getByRole('button', { name: 'Unlock Property' })).toBeVisible()
    // Cover plus the png attachment; the pdf stays out of the carousel.
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2)
  })

  it('lists the warehouse specifications, N/A where not given, and no badge unverified', async () => {
    mockApi({
      'GET property/view': { body: { success: true, data: view(false, { docks: 4 }) } },
    })
    renderRoutes(routes, '/property/12')
    await loaded()
    const specs = within(screen.getByRole('heading', { name: 'Specifications' }).parentElement!)
    const row = (label: string) => specs.getByText(label).nextElementSibling
    expect(row('Height')).toHaveTextContent('N/A')
    expect(row('Docks')).toHaveTextContent('4')
    expect(row('Floor load')).toHaveTextContent('N/A')
    expect(row('Fire NOC')).toHaveTextContent('N/A')
    expect(screen.queryByText(SEARCH_TEXTS.verified)).toBeNull()
  })

  it('shows verified specifications with their units, yes/no and the badge', async () => {
    const specs = {
      height: 32,
      docks: 6,
      floor_load: 2.5,
      power_kva: 250,
      flooring: 'fm2' as const,
      fire_noc: true,
      security_24x7: false,
      highway_km: 4.2,
      verified: true,
    }
    mockApi({ 'GET property/view': { body: { success: true, data: view(false, specs) } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    const block = within(screen.getByRole('heading', { name: 'Specifications' }).parentElement!)
    const row = (label: string) => block.getByText(label).nextElementSibling
    expect(row('Height')).toHaveTextContent('32 ft')
    expect(row(SPEC_LABEL.docks)).toHaveTextContent('6')
    expect(row(SPEC_LABEL.floor_load)).toHaveTextContent('2.5 t/m²')
    expect(row(SPEC_LABEL.power_kva)).toHaveTextContent('250 kVA')
    expect(row(SPEC_LABEL.flooring)).toHaveTextContent('FM2')
    expect(row(SPEC_LABEL.fire_noc)).toHaveTextContent('Yes')
    expect(row(SPEC_LABEL.security_24x7)).toHaveTextContent('No')
    expect(row(SPEC_LABEL.highway_km)).toHaveTextContent('4.2 km')
    expect(block.getByText(SEARCH_TEXTS.verifiedHint)).toBeVisible()
    // The badge sits with the title's badges, its hint as the tooltip.
    const badge = screen.getByText(SEARCH_TEXTS.verified)
    expect(badge.closest('[title]')).toHaveAttribute('title', SEARCH_TEXTS.verifiedHint)
  })

  it('offers no unlock to a user type that may only browse', async () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 5 })
    mockApi({ 'GET property/view': { body: { success: true, data: view(false) } } })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('heading', { level: 1 })).toBeVisible()
    expect(contact().getAllByText('Unlock to view')).toHaveLength(4)
    expect(contact().queryByRole('button', { name: 'Unlock Property' })).toBeNull()
    expect(contact().queryByText(/Unlock contact details for/)).toBeNull()
  })

  it('shows every contact detail once unlocked, with the phone as a tel: link', async () => {
    mockApi({ 'GET property/view': { body: { success: true, data: view(true) } } })
    renderRoutes(routes, '/property/12')
    await loaded()
    expect(contact().getByText('Unlocked')).toBeVisible()
    expect(contact().queryByText('Unlock to view')).toBeNull()
    expect(contact().queryByRole('button', { name: 'Unlock Property' })).toBeNull()
    expect(contact().getByText('410501')).toBeVisible()
    expect(contact().getByText('Plot 7, MIDC Phase II')).toBeVisible()
    expect(contact().getByText('Ravi Patil')).toBeVisible()
    const phone = contact().getByRole('link', { name: '9876543210' })
    expect(phone).toHaveAttribute('href', 'tel:+919876543210')
    // A tap target, not a line of text (44 px tall: min-h-11).
    expect(phone).toHaveClass('min-h-11')
  })

  it('unlocks after the confirmation and fills the contact block in', async () => {
    const fetch = unlockingApi(950)
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await loaded()
    await user.click(contact().getByRole('button', { name: 'Unlock Property' }))
    const dialog = screen.getByRole('dialog', { name: 'Unlock Property' })
    expect(
      within(dialog).getByText('Do you want to spend credits to unlock this property?'),
    ).toBeVisible()
    await user.click(within(dialog).getByRole('button', { name: 'Yes, Unlock' }))
    expect(await contact().findByText('Ravi Patil')).toBeVisible()
    expect(sentTo(fetch, 'POST property/unlock')).toEqual([{ property_id: 12 }])
    expect(screen.getByText(/Property unlocked/)).toBeVisible()
    // The view is read again for what only the viewer's own answer holds (the report window).
    await waitFor(() => expect(sentTo(fetch, 'GET property/view')).toHaveLength(2))
    expect(contact().getByText('Ravi Patil')).toBeVisible()
  })

  it('offers the wallet when credits run short', async () => {
    mockApi({
      'GET property/view': { body: { success: true, data: view(false) } },
      'POST property/unlock': {
        status: 402,
        body: {
          success: false,
          code: 'INSUFFICIENT_CREDITS',
          message: 'Not enough credits to unlock this property.',
          data: { credits: 0, unlock_cost: 50 },
        },
      },
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await loaded()
    await user.click(contact().getByRole('button', { name: 'Unlock Property' }))
    await user.click(screen.getByRole('button', { name: 'Yes, Unlock' }))
    const dialog = await screen.findByRole('dialog', { name: 'Not enough credits' })
    expect(within(dialog).getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute(
      'href',
      '/wallet?property_id=12',
    )
  })

  it('back from the wallet (?from_wallet=true) and still locked, unlocks by itself after 1.5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const fetch = unlockingApi(401)
      renderRoutes(routes, '/property/12?from_wallet=true')
      await loaded()
      expect(screen.getByRole('status')).toHaveTextContent('Unlocking this property')
      act(() => vi.advanceTimersByTime(FROM_WALLET_UNLOCK_DELAY_MS - 300))
      expect(sentTo(fetch, 'POST property/unlock')).toEqual([])
      act(() => vi.advanceTimersByTime(300))
      expect(await contact().findByText('Ravi Patil')).toBeVisible()
      expect(sentTo(fetch, 'POST property/unlock')).toEqual([{ property_id: 12 }])
      expect(screen.getByText('Property unlocked. 401 credits left in your wallet.')).toBeVisible()
      // Once, and never for a property that is already open.
      act(() => vi.advanceTimersByTime(FROM_WALLET_UNLOCK_DELAY_MS * 2))
      expect(sentTo(fetch, 'POST property/unlock')).toHaveLength(1)
    } finally {
      vi.useRealTimers()
    }
  })

  it('back from the wallet but already unlocked, tries nothing', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    try {
      const fetch = mockApi({ 'GET property/view': { body: { success: true, data: view(true) } } })
      renderRoutes(routes, '/property/12?from_wallet=true')
      await loaded()
      act(() => vi.advanceTimersByTime(FROM_WALLET_UNLOCK_DELAY_MS * 2))
      expect(sentTo(fetch, 'POST property/unlock')).toEqual([])
    } finally {
      vi.useRealTimers()
    }
  })

  it("says 'Property not found' for a 404", async () => {
    mockApi({})
    renderRoutes(routes, '/property/404')
    expect(await screen.findByText('Property not found')).toBeVisible()
  })
})

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
    mockApi({
      'GET property/view': { body: { success: true, data: view(false) } },
      'POST property/unlock': {
        status: 402,
        body: {
          success: false,
          code: 'INSUFFICIENT_CREDITS',
          message: 'Not enough credits to unlock this property.',
          data: { credits: 0, unlock_cost: 50 },
        },
      },
    })
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
