import { FIRE_NOC_FILE_FIELD, SEARCH_TEXTS, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { IMAGE_DELETED_ALERT_MS, NOTICE_LONG_MS, NOTICE_SHORT_MS } from '@app/contract/constants'
import type { FullDetails } from '@app/contract/owner'
import { TEXT_MESSAGES } from '@app/contract/text'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, polyfillDialog, renderRoutes, type Reply } from '../../../test/test-utils'
import { detailsBody, fullDetails } from '../full-details.fixture'
import { OwnerPropertyPage } from '../pages/property-page'

const routes = [{ path: '/property/:id', element: <OwnerPropertyPage readOnly={null} /> }]

const geo = {
  states: [
    { id: 4, name: 'Maharashtra' },
    { id: 5, name: 'Gujarat' },
  ],
  districts: [
    { id: 7, name: 'Pune', state_id: 4 },
    { id: 8, name: 'Nashik', state_id: 4 },
    { id: 20, name: 'Surat', state_id: 5 },
  ],
  cities: [
    { id: 9, name: 'Chakan', district_id: 7 },
    { id: 10, name: 'Talegaon', district_id: 7 },
    { id: 11, name: 'Sinnar', district_id: 8 },
    { id: 30, name: 'Sachin', district_id: 20 },
  ],
}

type Handler = (url: URL, init: RequestInit | undefined) => Reply
interface Call {
  key: string
  url: URL
  body: unknown
}

/**
 * The API as the modal meets it: the listing, its leads, the geography (filtered by the query,
 * as the server does) and whatever the test adds; every call is recorded.
 */
function serve(details: FullDetails, extra: Record<string, Handler> = {}) {
  const calls: Call[] = []
  const handlers: Record<string, Handler> = {
    'GET agents-properties-FullDetails': () => ({ body: detailsBody(details) }),
    'GET property-leads': () => ({
      body: {
        success: true,
        data: [],
        pagination: { offset: 0, limit: 6, total: 0, has_more: false },
      },
    }),
    'GET statesByFilter': () => ({ body: { success: true, data: { data: geo.states } } }),
    'GET districtsByFilter': (url) => ({
      body: {
        success: true,
        data: {
          data: geo.districts.filter(
            (d) => d.state_id === Number(url.searchParams.get('state_id')),
          ),
        },
      },
    }),
    'GET citiesByFilter': (url) => ({
      body: {
        success: true,
        data: {
          data: geo.cities.filter(
            (c) => c.district_id === Number(url.searchParams.get('district_id')),
          ),
        },
      },
    }),
    ...extra,
  }
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost')
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\//, '')}`
    const body =
      init?.body instanceof FormData
        ? Object.fromEntries(init.body)
        : init?.body
          ? JSON.parse(String(init.body))
          : undefined
    calls.push({ key, url, body })
    const handler = handlers[key]
    if (!handler)
      return new Response(
        JSON.stringify({ success: false, code: 'NOT_FOUND', message: 'Not found' }),
        { status: 404 },
      )
    const reply = handler(url, init)
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 })
  })
  const sent = (key: string) => calls.filter((c) => c.key === key).map((c) => c.body)
  const writes = () => calls.filter((c) => !c.key.startsWith('GET')).map((c) => c.key)
  const loads = () => calls.filter((c) => c.key === 'GET agents-properties-FullDetails').length
  return { sent, writes, loads }
}

const ok =
  (message: string): Handler =>
  () => ({ body: { success: true, message } })
const refused =
  (status: number, message: string, errors?: Record<string, string[]>): Handler =>
  () => ({ body: { success: false, code: 'VALIDATION_FAILED', message, errors }, status })

async function openEditor() {
  const user = userEvent.setup()
  renderRoutes(routes, '/property/12')
  await user.click(await screen.findByRole('button', { name: 'Edit Property' }))
  const modal = within(screen.getByRole('dialog', { name: 'Edit Property Details' }))
  // The listing's own place, once its lists are in.
  await vi.waitFor(() => expect(modal.getByLabelText(label('City'))).toHaveValue('9'))
  return { user, modal }
}
const notice = (title: string) => screen.findByRole('dialog', { name: title })

beforeAll(polyfillDialog)
beforeEach(() => {
  authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 })
  URL.createObjectURL = vi.fn(() => 'blob:preview')
  URL.revokeObjectURL = vi.fn()
})
afterEach(() => vi.restoreAllMocks())

describe('Edit Property Details', () => {
  it('has the five sections, filled in from the listing', async () => {
    serve(fullDetails())
    const { modal } = await openEditor()
    for (const name of [
      'Basic Information',
      'Specifications',
      'Pricing Information',
      'Address Information',
      'Property Images',
      'Documents',
    ])
      expect(modal.getByRole('group', { name })).toBeVisible()
    expect(modal.getByRole('group', { name: 'Documents' })).toHaveTextContent('Floor plan')
    expect(modal.getByLabelText(label('Property Title'))).toHaveValue('Chakan Logistics Park')
    expect(modal.getByLabelText(label('Property Type'))).toHaveValue('2')
    expect(modal.getByLabelText('Length (ft)')).toHaveValue(100)
    expect(modal.getByLabelText(label('Price (₹)'))).toHaveValue(250000)
    expect(modal.getByLabelText('Recurring Type')).toHaveValue('4')
    expect(modal.getByLabelText(label('State'))).toHaveValue('4')
    expect(modal.getByLabelText(label('District'))).toHaveValue('7')
    expect(modal.getByLabelText(label('Pin Code'))).toHaveValue('410501')
    expect(modal.getByLabelText(label('Phone Number'))).toHaveValue('9876543210')
    expect(modal.getByRole('button', { name: 'Cancel' })).toBeVisible()
    expect(modal.getByRole('button', { name: 'Save Changes' })).toBeVisible()
  })

  it("saves nothing when nothing changed: 'No changes were detected to save.'", async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    const info = await notice('Info')
    expect(info).toHaveTextContent('No changes were detected to save.')
    expect(within(info).getByTestId('notice-progress').style.animation).toContain(
      `${NOTICE_SHORT_MS}ms`,
    )
    expect(api.writes()).toEqual([])
  })

  it('sends only the changed sections and reports every part as updated', async () => {
    const api = serve(fullDetails(), {
      'POST propertypriceupdate/31': ok('Price updated successfully.'),
      'PUT address/41': ok('Address updated successfully.'),
    })
    const { user, modal } = await openEditor()
    const price = modal.getByLabelText(label('Price (₹)'))
    await user.clear(price)
    await user.type(price, '275000')
    const address = modal.getByLabelText(label('Address'))
    await user.clear(address)
    await user.type(address, 'Gat 12, Kharabwadi')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))

    const success = await notice('Success')
    expect(success).toHaveTextContent('Successfully updated: pricing and address')
    expect(api.writes().sort()).toEqual(['POST propertypriceupdate/31', 'PUT address/41'])
    expect(api.sent('POST propertypriceupdate/31')).toEqual([
      { purchase_type: '2', price: '275000', recuring_type: '4', security_deposit: '500000' },
    ])
    expect(api.sent('PUT address/41')).toEqual([
      {
        state_id: 4,
        district_id: 7,
        city_id: 9,
        pin_code: '410501',
        address: 'Gat 12, Kharabwadi',
        phone_number: '9876543210',
        property_id: 12,
      },
    ])
    // Done: the modal closes and the listing reloads.
    expect(screen.queryByRole('dialog', { name: 'Edit Property Details' })).toBeNull()
    await vi.waitFor(() => expect(api.loads()).toBe(2))
  })

  it('sends basic information as a form with _method=PUT, leaving empty values out', async () => {
    const api = serve(fullDetails(), { 'POST properties/12': ok('Property updated successfully.') })
    const { user, modal } = await openEditor()
    const name = modal.getByLabelText(label('Property Title'))
    await user.clear(name)
    await user.type(name, 'Chakan Park II')
    await user.clear(modal.getByLabelText('Height (ft)'))
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: basic info')
    expect(api.sent('POST properties/12')).toEqual([
      {
        name: 'Chakan Park II',
        type: '2',
        description: 'Dock-level loading, 24 h security.',
        length: '100',
        width: '120',
        docks: '4',
        floor_load: '5',
        power_kva: '200',
        highway_km: '1.5',
        flooring: 'fm2',
        fire_noc: 'true',
        _method: 'PUT',
      },
    ])
  })

  it("reports a partial save: 'Partially updated: ... Errors: ...', and keeps the failed part", async () => {
    const api = serve(fullDetails(), {
      'POST properties/12': ok('Property updated successfully.'),
      'PUT address/41': refused(422, 'This city is not in the selected district.', {
        city_id: ['This city is not in the selected district.'],
      }),
    })
    const { user, modal } = await openEditor()
    await user.type(modal.getByLabelText(label('Property Title')), ' East')
    await user.type(modal.getByLabelText(label('Address')), ', Gate 2')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))

    const warning = await notice('Warning')
    expect(warning).toHaveTextContent(
      'Partially updated: basic info. Errors: Address error: This city is not in the selected district.',
    )
    expect(within(warning).getByTestId('notice-progress').style.animation).toContain(
      `${NOTICE_LONG_MS}ms`,
    )
    // Still open, the field says what is wrong, and only the address goes again.
    expect(screen.getByRole('dialog', { name: 'Edit Property Details' })).toBeVisible()
    expect(modal.getByText('This city is not in the selected district.')).toBeVisible()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    await vi.waitFor(() => expect(api.sent('PUT address/41')).toHaveLength(2))
    expect(api.sent('POST properties/12')).toHaveLength(1)
  })

  it("reports a save where every part failed: 'Failed to update: ...', 'Unknown error' offline", async () => {
    serve(fullDetails(), {
      'POST properties/12': () => {
        throw new TypeError('Failed to fetch')
      },
      'POST propertypriceupdate/31': refused(422, 'Please enter the price.'),
    })
    const { user, modal } = await openEditor()
    await user.type(modal.getByLabelText(label('Property Title')), ' East')
    await user.selectOptions(modal.getByLabelText('Recurring Type'), 'Yearly')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    const error = await notice('Error')
    expect(error).toHaveTextContent(
      'Failed to update: Basic info error: Unknown error; Pricing error: Please enter the price.',
    )
  })

  it('checks the required fields and minimums before sending anything', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    await user.clear(modal.getByLabelText(label('Property Title')))
    await user.clear(modal.getByLabelText(label('Phone Number')))
    await user.clear(modal.getByLabelText(label('Pin Code')))
    await user.clear(modal.getByLabelText('Width (ft)'))
    await user.type(modal.getByLabelText('Width (ft)'), '-5')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText('Please provide a property title.')).toBeVisible()
    expect(modal.getByText('Please enter a phone number.')).toBeVisible()
    expect(modal.getByText('Please enter the pin code.')).toBeVisible()
    expect(modal.getByText('Must be 0 or more')).toBeVisible()
    expect(modal.getByLabelText(label('Property Title'))).toHaveFocus()
    expect(api.writes()).toEqual([])
  })

  it('shows the contract message on a title with a control or invisible character, sending nothing', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    const title = modal.getByLabelText(label('Property Title'))
    await user.clear(title)
    await user.type(title, 'Big godown \u202Efdp.exe')
    await user.type(modal.getByLabelText('Description'), '{Enter}Second line')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText(TEXT_MESSAGES.oneLine)).toBeVisible()
    expect(title).toHaveAccessibleDescription(TEXT_MESSAGES.oneLine)
    expect(title).toHaveFocus()
    // Line breaks stay welcome in the description.
    expect(modal.queryByText(TEXT_MESSAGES.multiLine)).toBeNull()
    expect(api.writes()).toEqual([])
  })

  it('a new state clears district and city unless it is the original state; a new district clears the city', async () => {
    serve(fullDetails())
    const { user, modal } = await openEditor()
    const state = modal.getByLabelText(label('State'))
    const district = modal.getByLabelText(label('District'))
    const city = modal.getByLabelText(label('City'))

    await user.selectOptions(state, 'Gujarat')
    expect(district).toHaveValue('')
    expect(city).toHaveValue('')
    expect(city).toBeDisabled()
    await modal.findByRole('option', { name: 'Surat' })
    await user.selectOptions(district, 'Surat')
    await modal.findByRole('option', { name: 'Sachin' })
    await user.selectOptions(city, 'Sachin')
    expect(city).toHaveValue('30')

    // Back to the listing's own state: its own district and city come back.
    await user.selectOptions(state, 'Maharashtra')
    await vi.waitFor(() => expect(district).toHaveValue('7'))
    await vi.waitFor(() => expect(city).toHaveValue('9'))

    await user.selectOptions(district, 'Nashik')
    expect(city).toHaveValue('')
    await modal.findByRole('option', { name: 'Sinnar' })
  })

  it("says 'Failed to fetch location options' when the geography does not load", async () => {
    serve(fullDetails(), {
      'GET statesByFilter': () => ({
        status: 503,
        body: { success: false, code: 'UNAVAILABLE', message: 'Busy' },
      }),
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await user.click(await screen.findByRole('button', { name: 'Edit Property' }))
    expect(await screen.findByText('Failed to fetch location options')).toBeVisible()
  })

  it('creates the price and address of a listing that has none yet', async () => {
    const api = serve(
      fullDetails({ price: null, prices: [], address: null, completion_level: 1 }),
      {
        'POST propertyprice': () => ({
          body: { success: true, data: { id: 50, property_id: 12, price: 1, purchase_type: 1 } },
        }),
      },
    )
    const user = userEvent.setup()
    renderRoutes(routes, '/property/12')
    await user.click(await screen.findByRole('button', { name: 'Edit Property' }))
    const modal = within(screen.getByRole('dialog', { name: 'Edit Property Details' }))
    expect(modal.getByText('This listing has no price yet: saving adds it.')).toBeVisible()
    await user.selectOptions(modal.getByLabelText(label('Purchase Type')), 'Sale')
    await user.type(modal.getByLabelText(label('Price (₹)')), '4500000')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: pricing')
    expect(api.sent('POST propertyprice')).toEqual([
      { price: 4500000, purchase_type: 1, property_id: 12 },
    ])
    expect(api.writes()).toEqual(['POST propertyprice'])
  })
})

describe('Property Images', () => {
  it("deletes an image after 'Delete Image?' and says so for 2 s", async () => {
    const api = serve(fullDetails(), {
      'DELETE propertyAttachment/5': ok('Attachment deleted.'),
    })
    const { user, modal } = await openEditor()
    const images = within(modal.getByRole('list', { name: 'Current images' }))
    // Pictures only: the floor plan pdf is not among them.
    expect(images.getAllByRole('listitem')).toHaveLength(1)
    expect(images.getByRole('link', { name: 'Open Loading dock full size' })).toHaveAttribute(
      'href',
      '/storage/images/2b9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.png',
    )
    await user.click(images.getByRole('button', { name: 'Delete Loading dock' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete Image?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    const done = await notice('Success')
    expect(done).toHaveTextContent('Image has been deleted successfully.')
    expect(within(done).getByTestId('notice-progress').style.animation).toContain(
      `${IMAGE_DELETED_ALERT_MS}ms`,
    )
    expect(api.writes()).toEqual(['DELETE propertyAttachment/5'])
  })

  it("says 'Failed to delete image' with the server's reason", async () => {
    serve(fullDetails(), {
      'DELETE propertyAttachment/5': refused(
        409,
        'A listing on the market needs at least one attachment: add another before removing this one.',
      ),
    })
    const { user, modal } = await openEditor()
    await user.click(modal.getByRole('button', { name: 'Delete Loading dock' }))
    const confirm = screen.getByRole('dialog', { name: 'Delete Image?' })
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }))
    expect(await within(confirm).findByRole('alert')).toHaveTextContent(
      'Failed to delete image: A listing on the market needs at least one attachment',
    )
  })

  it('uploads a new image with its name on save, after a preview', async () => {
    const api = serve(fullDetails(), {
      'POST propertyAttachment': () => ({ body: { success: true, data: {} } }),
    })
    const { user, modal } = await openEditor()
    const file = new File(['png'], 'yard-view.png', { type: 'image/png' })
    await user.upload(modal.getByLabelText('Add an image'), file)
    expect(modal.getByRole('img', { name: 'Preview of yard-view.png' })).toHaveAttribute(
      'src',
      'blob:preview',
    )
    const name = modal.getByLabelText(label('Image name'))
    expect(name).toHaveValue('yard-view')
    await user.clear(name)
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText('Please give each file a name.')).toBeVisible()
    await user.type(name, 'Yard')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: image')
    const [sent] = api.sent('POST propertyAttachment') as Record<string, unknown>[]
    expect(sent).toMatchObject({ property_id: '12', name: 'Yard', order_number: '3' })
    expect(sent!.img_url).toBeInstanceOf(File)
  })

  it('refuses a file that is not a picture before sending it', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    const file = new File(['%PDF'], 'plan.pdf', { type: 'application/pdf' })
    await userEvent.setup({ applyAccept: false }).upload(modal.getByLabelText('Add an image'), file)
    expect(modal.getByRole('alert')).toHaveTextContent(
      'Invalid File Type plan.pdf has an unsupported file type.',
    )
    expect(modal.queryByRole('img', { name: /Preview/ })).toBeNull()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Info')).toHaveTextContent('No changes were detected to save.')
    expect(api.writes()).toEqual([])
  })

  it('edits the warehouse specifications with the contract messages, and sends a certificate', async () => {
    const api = serve(fullDetails(), { 'POST properties/12': ok('Property updated successfully.') })
    const { user, modal } = await openEditor()
    expect(modal.getByLabelText('Docks')).toHaveValue(4)
    expect(modal.getByLabelText('Flooring')).toHaveValue('fm2')
    expect(modal.getByLabelText('Fire NOC')).toHaveValue('yes')
    expect(modal.getByLabelText('24×7 security')).toHaveValue('')

    await user.clear(modal.getByLabelText('Docks'))
    await user.type(modal.getByLabelText('Docks'), '501')
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(modal.getByText('Docks must be at most 500')).toBeVisible()
    expect(api.writes()).toEqual([])

    await user.clear(modal.getByLabelText('Docks'))
    await user.type(modal.getByLabelText('Docks'), '8')
    await user.selectOptions(modal.getByLabelText('Flooring'), 'Tremix')
    await user.selectOptions(modal.getByLabelText('24×7 security'), 'Yes')
    const certificate = new File(['%PDF-1.4'], 'noc.pdf', { type: 'application/pdf' })
    await user.upload(modal.getByLabelText(SPEC_FORM_TEXTS.certificate), certificate)
    expect(modal.getByText('noc.pdf')).toBeVisible()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(await notice('Success')).toHaveTextContent('Successfully updated: basic info')
    const [sent] = api.sent('POST properties/12') as Record<string, unknown>[]
    expect(sent).toMatchObject({ docks: '8', flooring: 'tremix', security_24x7: 'true' })
    expect((sent![FIRE_NOC_FILE_FIELD] as File).name).toBe('noc.pdf')
  })

  it('refuses a certificate that is not a PDF or picture before sending it', async () => {
    const api = serve(fullDetails())
    const { user, modal } = await openEditor()
    const file = new File(['<html>'], 'noc.html', { type: 'text/html' })
    await userEvent
      .setup({ applyAccept: false })
      .upload(modal.getByLabelText(SPEC_FORM_TEXTS.certificate), file)
    expect(modal.getByText(SPEC_FORM_TEXTS.certificateType)).toBeVisible()
    await user.click(modal.getByRole('button', { name: 'Save Changes' }))
    expect(api.writes()).toEqual([])
  })

  it("says that changing a verified listing's specifications clears the verification", async () => {
    serve(fullDetails({ verified: true }))
    const { modal } = await openEditor()
    expect(modal.getByText(SEARCH_TEXTS.verified)).toBeVisible()
    expect(modal.getByText(SPEC_FORM_TEXTS.changeClearsVerified)).toBeVisible()
  })
})
