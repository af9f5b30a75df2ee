import { NOTICE_LONG_MS, WIZARD_FINISH_REDIRECT_MS } from '@app/contract/constants'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import {
  address,
  attachment,
  details,
  field,
  jpeg,
  loginAsOwner,
  OWNER,
  ownerApi,
  person,
  price,
  PROPERTY_ID,
  routes,
  storedDraft,
  stubObjectUrls,
} from './wizard-test-kit'

const open = (path = '/add-new-listing') => renderRoutes(routes, path)
const button = (name: string | RegExp) => screen.getByRole('button', { name })
const heading = (name: string) => screen.findByRole('heading', { name, level: 2 })

beforeAll(() => {
  polyfillDialog()
  stubObjectUrls()
})
beforeEach(() => localStorage.clear())
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('who may use the wizard', () => {
  it("asks a visitor to log in ('Please login to continue') and goes to /login, remembering the page", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    ownerApi()
    const router = open('/add-new-listing?continue=41')
    const popup = await screen.findByRole('dialog', { name: 'Login Required' })
    expect(popup).toHaveTextContent('Please login to continue')
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS))
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'))
    expect(localStorage.getItem('redirectAfterLogin')).toBe('/add-new-listing?continue=41')
  })

  it('sends a seeker (no create-properties permission) to /property', async () => {
    const api = ownerApi()
    authStore.login('seeker-token', { id: 3, name: 'Asha', user_type: 1 })
    const router = open()
    await screen.findByRole('heading', { name: 'Property list' })
    expect(router.state.location.pathname).toBe('/property')
    expect(api.spy).not.toHaveBeenCalled()
  })
})

describe('step 1, Property', () => {
  beforeEach(loginAsOwner)

  it("shows 'Step 1 of 4', the four step names, and no Previous", async () => {
    ownerApi()
    open()
    await heading('Property')
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
    const steps = within(screen.getByRole('list', { name: 'Steps' })).getAllByRole('listitem')
    // Each: its number, then 'Step n of 4: ' for screen readers, then its name.
    expect(steps.map((s) => s.textContent)).toEqual([
      '1Step 1 of 4: Property',
      '2Step 2 of 4: Property Price',
      '3Step 3 of 4: Property Attachments',
      '4Step 4 of 4: Address',
    ])
    expect(button('Skip (Save Later)')).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull()
  })

  it('says what is missing, in the spec words, and sends nothing', async () => {
    const api = ownerApi()
    open()
    await heading('Property')
    const u = person()
    await u.type(field('Length (ft)'), '0')
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Please provide a property title.')).toBeVisible()
    expect(screen.getByText('Please select a property type.')).toBeVisible()
    expect(screen.getByText('Please upload an image.')).toBeVisible()
    expect(screen.getByText('Please upload a property image')).toBeVisible()
    expect(screen.getByText('Must be at least 1')).toBeVisible()
    expect(sentTo(api.spy, 'POST properties-create-byagent')).toHaveLength(0)
  })

  it('refuses a cover that is not a picture before sending it', async () => {
    ownerApi()
    open()
    await heading('Property')
    await person().upload(screen.getByLabelText(/^Upload Image/), new File(['%PDF'], 'plan.pdf'))
    const dialog = await screen.findByRole('dialog', { name: 'Invalid File Type' })
    expect(dialog).toHaveTextContent('plan.pdf has an unsupported file type.')
  })

  it('creates the property with its image, keeps the draft and moves to the price', async () => {
    const api = ownerApi()
    open()
    await heading('Property')
    const u = person()
    await u.type(field('Property Title'), 'Bhiwandi Godown')
    await u.selectOptions(field('Property Type'), 'Godown')
    await u.type(field('Length (ft)'), '120')
    await u.upload(screen.getByLabelText(/^Upload Image/), jpeg())
    expect(screen.getByRole('img', { name: /chosen property image/ })).toHaveAttribute(
      'src',
      'blob:preview',
    )
    await u.click(button('Save & Continue'))

    await heading('Property Price')
    expect(screen.getByText('Step 2 of 4')).toBeVisible()
    expect(field('Property')).toHaveValue('Bhiwandi Godown')
    expect(field('Property')).toHaveAttribute('readonly')
    const [form] = sentTo(api.spy, 'POST properties-create-byagent') as FormData[]
    expect(form?.get('name')).toBe('Bhiwandi Godown')
    expect(form?.get('type')).toBe('1')
    expect(form?.get('length')).toBe('120')
    expect(form?.has('width')).toBe(false)
    expect((form?.get('image') as File).name).toBe('front.jpg')
    expect(storedDraft()).toMatchObject({
      step: 2,
      propertyId: PROPERTY_ID,
      propertyName: 'Bhiwandi Godown',
      previewImage: expect.stringMatching(/^images\//),
      userId: OWNER.id,
      formData: { property: { name: 'Bhiwandi Godown', type: '1', length: '120' } },
    })
  })

  it("says 'Property ID not received in response' when the answer has no id", async () => {
    ownerApi(null, {
      'POST properties-create-byagent': { status: 201, body: { success: true, data: {} } },
    })
    open()
    await heading('Property')
    const u = person()
    await u.type(field('Property Title'), 'Bhiwandi Godown')
    await u.selectOptions(field('Property Type'), 'Warehouse')
    await u.upload(screen.getByLabelText(/^Upload Image/), jpeg())
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Property ID not received in response')).toBeVisible()
  })

  it("shows the server's message, else 'Failed to save property'", async () => {
    const api = ownerApi(null, {
      'POST properties-create-byagent': {
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'Only property owners can add properties.',
        },
      },
    })
    open()
    await heading('Property')
    const u = person()
    await u.type(field('Property Title'), 'Bhiwandi Godown')
    await u.selectOptions(field('Property Type'), 'Warehouse')
    await u.upload(screen.getByLabelText(/^Upload Image/), jpeg())
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Only property owners can add properties.')).toBeVisible()

    api.spy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Failed to save property')).toBeVisible()
  })
})

describe('the local draft and the resume prompt', () => {
  beforeEach(loginAsOwner)

  const draftOf = (over: Record<string, unknown>) =>
    localStorage.setItem(
      `propertyForm_${OWNER.id}`,
      JSON.stringify({
        formData: {
          property: {
            name: 'Half typed',
            type: '2',
            length: '',
            width: '',
            height: '',
            description: '',
          },
          price: { purchase_type: '', price: '', recuring_type: '', security_deposit: '' },
          address: {
            state_id: '',
            district_id: '',
            city_id: '',
            pin_code: '',
            address: '',
            phone_number: '',
            latitude: null,
            longitude: null,
          },
        },
        step: 1,
        propertyId: null,
        priceId: null,
        addressId: null,
        propertyName: null,
        previewImage: null,
        userId: OWNER.id,
        timestamp: Date.now(),
        ...over,
      }),
    )

  it('keeps what the owner types, and puts it back on the next visit', async () => {
    ownerApi()
    open()
    await heading('Property')
    await person().type(field('Property Title'), 'Kalyan warehouse')
    expect(storedDraft()).toMatchObject({
      step: 1,
      propertyId: null,
      userId: OWNER.id,
      formData: { property: { name: 'Kalyan warehouse' } },
    })
    expect(storedDraft()?.timestamp).toEqual(expect.any(Number))
  })

  it('restores typed values of a property not yet saved, without asking', async () => {
    ownerApi()
    draftOf({})
    open()
    await heading('Property')
    expect(field('Property Title')).toHaveValue('Half typed')
    expect(field('Property Type')).toHaveValue('2')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks about an incomplete property and cannot be dismissed; Continue opens the next step', async () => {
    ownerApi(details({ completion_level: 2, price: price(), prices: [price()] }))
    draftOf({ step: 2, propertyId: PROPERTY_ID, priceId: 5, propertyName: 'Bhiwandi Godown' })
    open()
    const prompt = await screen.findByRole('dialog', { name: 'You have an unfinished property' })
    expect(prompt).toHaveTextContent('Bhiwandi Godown is saved up to step 2 of 4')
    expect(within(prompt).queryByRole('button', { name: 'Close' })).toBeNull()
    fireEvent(prompt, new Event('cancel', { cancelable: true }))
    fireEvent.click(prompt)
    expect(prompt).toBeVisible()

    await person().click(
      within(prompt).getByRole('button', { name: 'Continue Incomplete Property' }),
    )
    await heading('Property Attachments')
    expect(screen.getByText('Step 3 of 4')).toBeVisible()
    expect(screen.queryByRole('dialog', { name: 'You have an unfinished property' })).toBeNull()
  })

  it('Start New Property clears the draft and resets the form', async () => {
    ownerApi(details({ completion_level: 1 }))
    draftOf({ propertyId: PROPERTY_ID, propertyName: 'Bhiwandi Godown' })
    open()
    const prompt = await screen.findByRole('dialog', { name: 'You have an unfinished property' })
    await person().click(within(prompt).getByRole('button', { name: 'Start New Property' }))
    await heading('Property')
    expect(field('Property Title')).toHaveValue('')
    expect(storedDraft()).toBeNull()
  })

  it('forgets a draft whose property is complete', async () => {
    ownerApi(details({ completion_level: 4 }))
    draftOf({ step: 4, propertyId: PROPERTY_ID })
    open()
    await heading('Property')
    expect(field('Property Title')).toHaveValue('')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(storedDraft()).toBeNull()
  })

  it('with ?continue= opens at completion level + 1 with the form filled, without asking', async () => {
    ownerApi(details({ completion_level: 1 }))
    draftOf({ propertyId: 99 })
    open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')
    expect(field('Property')).toHaveValue('Bhiwandi Godown')
    expect(screen.queryByRole('dialog')).toBeNull()
    await person().click(button('Previous'))
    await heading('Property')
    expect(field('Property Title')).toHaveValue('Bhiwandi Godown')
    expect(field('Length (ft)')).toHaveValue(120)
    expect(screen.getByRole('img', { name: 'Bhiwandi Godown' })).toBeVisible()
    expect(storedDraft()).toMatchObject({
      propertyId: PROPERTY_ID,
      previewImage: expect.any(String),
    })
  })

  it('with ?continue= of a complete property opens at step 4 with the address filled', async () => {
    ownerApi(
      details({
        completion_level: 4,
        price: price(),
        prices: [price()],
        attachments: [attachment()],
        address: address(),
      }),
    )
    open(`/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Address')
    expect(field('Pin Code')).toHaveValue('421302')
    await waitFor(() => expect(field('City')).toHaveDisplayValue('Bhiwandi'))
    expect(field('State')).toHaveDisplayValue('Maharashtra')
    expect(field('Phone Number')).toHaveValue('9876543210')
  })

  it("starts fresh with 'Failed to load property data. Starting fresh.' when it cannot be read", async () => {
    ownerApi(null)
    open('/add-new-listing?continue=77')
    expect(await screen.findByText('Failed to load property data. Starting fresh.')).toBeVisible()
    expect(screen.getByText('Step 1 of 4')).toBeVisible()
    expect(field('Property Title')).toHaveValue('')
  })
})

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
