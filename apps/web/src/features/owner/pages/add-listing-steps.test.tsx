import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import {
  attachment,
  details,
  field,
  loginAsOwner,
  ownerApi,
  person,
  price,
  PROPERTY_ID,
  routes,
  stubObjectUrls,
  button,
  heading,
} from './wizard-test-kit'

const picker = () => screen.getByLabelText('Choose files')
const priced = (over = {}) =>
  details({ completion_level: 2, price: price(), prices: [price()], ...over })
/** Waits until a place list holds `option` (the lists load as their parent is chosen). */
const optionIn = (label: string, option: string) =>
  within(field(label)).findByRole('option', { name: option })
const openAt = () => renderRoutes(routes, `/add-new-listing?continue=${PROPERTY_ID}`)

/** A file whose size says what the test needs without allocating it. */
function fileOf(name: string, size = 2048) {
  const file = new File(['x'], name)
  Object.defineProperty(file, 'size', { value: size })
  return file
}

beforeAll(() => {
  polyfillDialog()
  stubObjectUrls()
})
beforeEach(() => {
  localStorage.clear()
  loginAsOwner()
})
afterEach(() => vi.restoreAllMocks())

describe('step 3, Property Attachments', () => {
  it("asks for a file when there is none: 'Please select at least one file to upload'", async () => {
    const api = ownerApi(priced())
    openAt()
    await heading('Property Attachments')
    expect(await screen.findByText('No files yet.')).toBeVisible()
    await person().click(button('Save & Continue'))
    expect(await screen.findByText('Please select at least one file to upload')).toBeVisible()
    expect(sentTo(api.spy, 'POST propertyAttachment')).toHaveLength(0)
  })

  it("refuses an unsupported or too large file before sending: 'Invalid File Type', 'File Too Large'", async () => {
    ownerApi(priced())
    openAt()
    await heading('Property Attachments')
    const u = person()
    await u.upload(picker(), fileOf('setup.exe'))
    let dialog = await screen.findByRole('dialog', { name: 'Invalid File Type' })
    expect(dialog).toHaveTextContent('setup.exe has an unsupported file type.')
    await u.click(within(dialog).getByRole('button', { name: 'OK' }))

    await u.upload(picker(), [fileOf('tour.mp4', MAX_UPLOAD_BYTES + 1), fileOf('plan.pdf')])
    dialog = await screen.findByRole('dialog', { name: 'File Too Large' })
    expect(dialog).toHaveTextContent('tour.mp4 exceeds 100MB limit.')
    await u.click(within(dialog).getByRole('button', { name: 'OK' }))
    // The good file of the pick is kept, the refused one is not.
    expect(screen.getByText('plan.pdf')).toBeVisible()
    expect(screen.queryByText('tour.mp4')).toBeNull()
  })

  it('uploads each file in its own request with its name, order and description', async () => {
    const api = ownerApi(priced())
    openAt()
    await heading('Property Attachments')
    const u = person()
    await u.upload(picker(), [fileOf('front.jpg'), fileOf('floor-plan.pdf')])
    const names = screen.getAllByLabelText(/^Name/)
    expect(names.map((n) => (n as HTMLInputElement).value)).toEqual(['front', 'floor-plan'])
    expect(screen.getAllByLabelText(/^Order/).map((n) => (n as HTMLInputElement).value)).toEqual([
      '1',
      '2',
    ])
    await u.clear(names[1]!)
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Please give each file a name.')).toBeVisible()
    await u.type(names[1]!, 'Floor plan')
    await u.type(screen.getAllByLabelText(/^Description/)[1]!, 'Ground floor')
    await u.click(button('Save & Continue'))

    await heading('Address')
    const sent = sentTo(api.spy, 'POST propertyAttachment') as FormData[]
    expect(sent).toHaveLength(2)
    expect(Object.fromEntries(sent[1]!.entries())).toMatchObject({
      property_id: String(PROPERTY_ID),
      name: 'Floor plan',
      order_number: '2',
      description: 'Ground floor',
      attachment_type: 'document',
    })
    expect((sent[0]!.get('img_url') as File).name).toBe('front.jpg')
  })

  it('lists stored files with View and Remove, and goes on without new ones', async () => {
    const api = ownerApi(
      priced({
        completion_level: 3,
        attachments: [
          attachment(),
          attachment({
            id: 101,
            name: 'Gate',
            order_number: 2,
            img_url: 'images/gate.jpg',
            attachment_type: 'image',
          }),
        ],
      }),
    )
    openAt()
    await heading('Address')
    await person().click(button('Previous'))
    await heading('Property Attachments')
    const view = await screen.findByRole('link', { name: 'View Floor plan' })
    expect(view).toHaveAttribute('href', '/storage/files/plan.pdf')
    expect(view).toHaveAttribute('target', '_blank')

    await person().click(button('Remove Floor plan'))
    await waitFor(() => expect(screen.queryByText('Floor plan')).toBeNull())
    expect(sentTo(api.spy, 'DELETE propertyAttachment/100')).toHaveLength(1)
    // A new file's order comes after the stored ones.
    await person().upload(picker(), fileOf('dock.jpg'))
    expect(screen.getByLabelText(/^Order/)).toHaveValue(3)
    await person().click(button('Remove dock.jpg'))

    await person().click(button('Save & Continue'))
    await heading('Address')
    expect(sentTo(api.spy, 'POST propertyAttachment')).toHaveLength(0)
  })

  it('after uploading, Skip and coming back, the prompt knows the files were saved', async () => {
    ownerApi(priced())
    const router = openAt()
    await heading('Property Attachments')
    await person().upload(picker(), fileOf('gate.jpg'))
    await person().click(button('Save & Continue'))
    await heading('Address')
    await person().click(button('Previous'))
    await heading('Property Attachments')
    await person().click(button('Skip (Save Later)'))
    await screen.findByRole('heading', { name: 'My Properties page' })

    await router.navigate('/add-new-listing')
    const prompt = await screen.findByRole('dialog', { name: 'You have an unfinished property' })
    expect(prompt).toHaveTextContent('saved up to step 3 of 4')
    await person().click(
      within(prompt).getByRole('button', { name: 'Continue Incomplete Property' }),
    )
    await heading('Address')
  })

  it("reports a refused upload as 'Failed to upload attachments' with field: messages", async () => {
    ownerApi(priced(), {
      'POST propertyAttachment': {
        status: 422,
        body: {
          success: false,
          code: 'VALIDATION',
          message: 'Please check the highlighted fields.',
          errors: { img_url: ['The file is not one of the accepted kinds.'], name: ['Too long'] },
        },
      },
    })
    openAt()
    await heading('Property Attachments')
    await person().upload(picker(), fileOf('renamed.png'))
    await person().click(button('Save & Continue'))
    const alert = await screen.findByText('Failed to upload attachments')
    const box = alert.closest('[role="alert"]') as HTMLElement
    expect(box).toHaveTextContent('renamed.png: Please check the highlighted fields.')
    expect(
      within(box).getByText('img_url: The file is not one of the accepted kinds.'),
    ).toBeVisible()
    expect(within(box).getByText('name: Too long')).toBeVisible()
    expect(screen.getByText('Step 3 of 4')).toBeVisible()
  })
})

describe('step 4, Address', () => {
  const atStep4 = () => ownerApi(priced({ completion_level: 3, attachments: [attachment()] }))

  it('a known PIN fills in state, district and city, which can still be changed', async () => {
    const api = atStep4()
    openAt()
    await heading('Address')
    const u = person()
    await u.type(field('Pin Code'), '421302')
    await waitFor(() => expect(field('City')).toHaveDisplayValue('Bhiwandi'))
    expect(field('State')).toHaveDisplayValue('Maharashtra')
    expect(field('District')).toHaveDisplayValue('Thane')
    expect(screen.getByText(/filled in from the PIN code/)).toBeVisible()

    await u.selectOptions(field('City'), 'Kalyan')
    await u.type(field('Address'), 'Gala 4, Vadpe')
    await u.click(button('Save Address & Finish'))
    await screen.findByRole('dialog', { name: 'Property listed' })
    expect(sentTo(api.spy, 'POST address')).toEqual([
      {
        property_id: PROPERTY_ID,
        state_id: 21,
        district_id: 428,
        city_id: 3600,
        pin_code: '421302',
        address: 'Gala 4, Vadpe',
        latitude: 19.2166,
        longitude: 73.2176,
      },
    ])
  })

  it('an unknown PIN changes nothing and says so quietly', async () => {
    atStep4()
    openAt()
    await heading('Address')
    const u = person()
    await optionIn('State', 'Delhi')
    await u.selectOptions(field('State'), 'Delhi')
    await u.type(field('Pin Code'), '999999')
    expect(await screen.findByText(/could not find this PIN code/)).toBeVisible()
    expect(field('State')).toHaveDisplayValue('Delhi')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('changing the state reloads districts and clears district and city; the district clears the city', async () => {
    atStep4()
    openAt()
    await heading('Address')
    const u = person()
    expect(field('District')).toBeDisabled()
    await optionIn('State', 'Maharashtra')
    await u.selectOptions(field('State'), 'Maharashtra')
    await optionIn('District', 'Thane')
    await u.selectOptions(field('District'), 'Thane')
    await optionIn('City', 'Bhiwandi')
    await u.selectOptions(field('City'), 'Bhiwandi')

    await u.selectOptions(field('District'), 'Pune')
    expect(field('City')).toHaveValue('')
    await optionIn('City', 'Haveli')
    expect(within(field('City')).queryByRole('option', { name: 'Bhiwandi' })).toBeNull()

    await u.selectOptions(field('State'), 'Delhi')
    expect(field('District')).toHaveValue('')
    expect(field('City')).toHaveValue('')
    await optionIn('District', 'New Delhi')
  })

  it("requires state, district, city, pin code and address, not the phone; else 'Failed to save address'", async () => {
    const api = atStep4()
    openAt()
    await heading('Address')
    const u = person()
    await u.click(button('Save Address & Finish'))
    for (const text of [
      'Please select a state.',
      'Please select a district.',
      'Please select a city.',
      'Please enter the address.',
    ])
      expect(await screen.findByText(text)).toBeVisible()
    expect(screen.getByText(/PIN code/i, { selector: '[role="alert"]' })).toBeVisible()
    expect(sentTo(api.spy, 'POST address')).toHaveLength(0)

    await u.type(field('Pin Code'), '421302')
    await waitFor(() => expect(field('City')).toHaveDisplayValue('Bhiwandi'))
    await u.type(field('Address'), 'Gala 4, Vadpe')
    api.spy.mockRejectedValueOnce(new TypeError('Failed to fetch'))
    await u.click(button('Save Address & Finish'))
    expect(await screen.findByText('Failed to save address')).toBeVisible()
  })
})
