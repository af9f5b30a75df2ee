import { NOTICE_LONG_MS } from '@app/contract/constants'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { sentTo } from '../../../test/test-utils'
import {
  field,
  jpeg,
  loginAsOwner,
  OWNER,
  ownerApi,
  person,
  PROPERTY_ID,
  storedDraft,
  button,
  heading,
  openWizard as open,
  setUpWizardTests,
} from './wizard-test-kit'

setUpWizardTests()

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
