import { FROM_WALLET_UNLOCK_DELAY_MS } from '@app/contract/constants'
import { SEARCH_TEXTS, SPEC_LABEL } from '@app/contract/search-texts'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import {
  contact,
  loaded,
  routes,
  setUpDetailTests,
  shortOfCreditsApi,
  unlockingApi,
  view,
} from './property-detail-test-kit'

setUpDetailTests()

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
    shortOfCreditsApi()
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
