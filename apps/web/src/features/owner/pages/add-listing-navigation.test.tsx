import { WIZARD_FINISH_REDIRECT_MS } from '@app/contract/constants'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { sentTo } from '../../../test/test-utils'
import {
  attachment,
  details,
  field,
  loginAsOwner,
  ownerApi,
  person,
  price,
  PROPERTY_ID,
  storedDraft,
  button,
  heading,
  openWizard as open,
  setUpWizardTests,
} from './wizard-test-kit'

setUpWizardTests()

describe('moving between steps and leaving', () => {
  beforeEach(loginAsOwner)

  it('Skip (Save Later) goes to My Properties without asking and keeps the draft', async () => {
    ownerApi(details({ completion_level: 1 }))
    const router = open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')
    await person().type(field('Price (₹)'), '90000')
    await person().click(button('Skip (Save Later)'))
    await screen.findByRole('heading', { name: 'My Properties page' })
    expect(router.state.location.pathname).toBe('/my-properties')
    expect(storedDraft()).toMatchObject({
      step: 2,
      propertyId: PROPERTY_ID,
      formData: { price: { price: '90000' } },
    })
  })

  it('warns before leaving an unfinished property, in the app and on closing the tab', async () => {
    ownerApi(details({ completion_level: 1 }))
    const router = open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')

    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(true)

    const u = person()
    await u.click(screen.getByRole('link', { name: 'Browse properties' }))
    const warning = await screen.findByRole('dialog', { name: 'Leave this page?' })
    await u.click(within(warning).getByRole('button', { name: 'Cancel' }))
    expect(router.state.location.pathname).toBe('/add-new-listing')
    expect(screen.queryByRole('dialog', { name: 'Leave this page?' })).toBeNull()

    await u.click(screen.getByRole('link', { name: 'Browse properties' }))
    await u.click(
      within(await screen.findByRole('dialog', { name: 'Leave this page?' })).getByRole('button', {
        name: 'Leave',
      }),
    )
    await screen.findByRole('heading', { name: 'Property list' })
  })

  it('does not warn before a property exists', async () => {
    ownerApi()
    const router = open()
    await heading('Property')
    const unload = new Event('beforeunload', { cancelable: true })
    window.dispatchEvent(unload)
    expect(unload.defaultPrevented).toBe(false)
    await person().click(screen.getByRole('link', { name: 'Browse properties' }))
    await screen.findByRole('heading', { name: 'Property list' })
    expect(router.state.location.pathname).toBe('/property')
  })

  it('step 2 saves the price (creating, then updating) and Previous keeps the values', async () => {
    const api = ownerApi(details({ completion_level: 1 }))
    open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')
    const u = person()
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Please select a purchase type.')).toBeVisible()
    expect(screen.getByText('Please enter the price.')).toBeVisible()

    expect(
      within(field('Recurring Type'))
        .getAllByRole('option')
        .map((o) => o.textContent)
        .slice(1),
    ).toEqual(['Daily', 'Weekly', 'Fortnight', 'Monthly', 'Quarterly', 'Half-Yearly', 'Yearly'])
    await u.selectOptions(field('Purchase Type'), 'Rent')
    await u.type(field('Price (₹)'), '150000')
    await u.selectOptions(field('Recurring Type'), 'Monthly')
    await u.type(field('Security Deposit (₹)'), '450000')
    await u.click(button('Save & Continue'))
    await heading('Property Attachments')
    expect(sentTo(api.spy, 'POST propertyprice')).toEqual([
      {
        property_id: PROPERTY_ID,
        price: 150000,
        purchase_type: 2,
        recuring_type: 4,
        security_deposit: 450000,
      },
    ])

    await u.click(button('Previous'))
    await heading('Property Price')
    expect(field('Price (₹)')).toHaveValue(150000)
    await u.clear(field('Price (₹)'))
    await u.type(field('Price (₹)'), '160000')
    await u.click(button('Save & Continue'))
    await heading('Property Attachments')
    expect(sentTo(api.spy, 'POST propertypriceupdate/5')).toEqual([
      expect.objectContaining({ property_id: PROPERTY_ID, price: 160000, _method: 'PUT' }),
    ])
  })

  it("step 2 falls back to 'Failed to save property price'", async () => {
    const api = ownerApi(details({ completion_level: 1 }))
    open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')
    const u = person()
    await u.selectOptions(field('Purchase Type'), 'Sale')
    await u.type(field('Price (₹)'), '9000000')
    api.spy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Failed to save property price')).toBeVisible()
  })

  it('finishing says so, clears the draft and goes to My Properties after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    ownerApi(
      details({
        completion_level: 3,
        price: price(),
        prices: [price()],
        attachments: [attachment()],
      }),
    )
    const router = open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Address')
    expect(screen.queryByRole('button', { name: 'Skip (Save Later)' })).toBeNull()
    const u = person(true)
    await u.type(field('Pin Code'), '421302')
    await waitFor(() => expect(field('City')).toHaveDisplayValue('Bhiwandi'))
    await u.type(field('Address'), 'Gala 4, Vadpe')
    await u.click(button('Save Address & Finish'))

    const notice = await screen.findByRole('dialog', { name: 'Property listed' })
    expect(notice).toHaveTextContent('Bhiwandi Godown is complete')
    expect(within(notice).getByRole('link', { name: 'Go to My Properties now' })).toHaveAttribute(
      'href',
      '/my-properties',
    )
    expect(storedDraft()).toBeNull()
    act(() => vi.advanceTimersByTime(WIZARD_FINISH_REDIRECT_MS - 500))
    expect(router.state.location.pathname).toBe('/add-new-listing')
    act(() => vi.advanceTimersByTime(500))
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-properties'))
    expect(storedDraft()).toBeNull()
  })
})
