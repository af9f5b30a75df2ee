import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import {
  address,
  attachment,
  details,
  field,
  loginAsOwner,
  OWNER,
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
