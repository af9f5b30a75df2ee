import { FIRE_NOC_FILE_FIELD, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import { screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import {
  attachment,
  details,
  field,
  jpeg,
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

// Leaflet draws nothing in a test browser: the pin is a button that moves it.
vi.mock('../components/wizard/pin-map', () => ({
  default: ({ onMove }: { onMove: (lat: number, lng: number) => void }) => (
    <button type="button" onClick={() => onMove(19.2201, 73.2102)}>
      Move the pin
    </button>
  ),
}))

const specs = () => screen.getByText(SPEC_FORM_TEXTS.section)

beforeAll(() => {
  polyfillDialog()
  stubObjectUrls()
})
beforeEach(() => {
  localStorage.clear()
  loginAsOwner()
})
afterEach(() => vi.restoreAllMocks())

describe('step 1, warehouse specifications (issue 15)', () => {
  /** Step 1's required part, then the specifications opened. */
  async function fillRequired(u: ReturnType<typeof person>) {
    await heading('Property')
    // Pasted, not typed key by key: these tests fill many fields.
    await u.click(field('Property Title'))
    await u.paste('Grade A warehouse, Vadpe')
    await u.selectOptions(field('Property Type'), 'Warehouse')
    await u.upload(screen.getByLabelText(/^Upload Image/), jpeg())
    expect(screen.getByLabelText('Docks')).not.toBeVisible()
    await u.click(specs())
  }
  const sentFields = (form: FormData | undefined) =>
    Object.fromEntries([...form!.entries()].filter(([, v]) => typeof v === 'string'))

  it('are folded away, optional, and sent with the property', async () => {
    const api = ownerApi()
    renderRoutes(routes, '/add-new-listing')
    const u = person()
    await fillRequired(u)
    expect(field('Height (ft)')).toBeVisible()
    await u.type(field('Height (ft)'), '32')
    await u.type(screen.getByLabelText('Docks'), '6')
    await u.type(screen.getByLabelText('Floor load (t/m²)'), '5')
    await u.type(screen.getByLabelText('Power (kVA)'), '250')
    await u.selectOptions(screen.getByLabelText('Flooring'), 'FM2')
    await u.selectOptions(screen.getByLabelText('24×7 security'), 'Yes')
    await u.click(button('Save & Continue'))

    await heading('Property Price')
    const [form] = sentTo(api.spy, 'POST properties-create-byagent') as FormData[]
    expect(sentFields(form)).toEqual({
      name: 'Grade A warehouse, Vadpe',
      type: '2',
      height: '32',
      docks: '6',
      floor_load: '5',
      power_kva: '250',
      flooring: 'fm2',
      security_24x7: 'true',
    })
    expect(form!.has(FIRE_NOC_FILE_FIELD)).toBe(false)
  })

  it('send the fire NOC certificate with the property; choosing one says Fire NOC: Yes', async () => {
    const api = ownerApi()
    renderRoutes(routes, '/add-new-listing')
    const u = person()
    await fillRequired(u)
    const noc = new File(['%PDF-1.4'], 'fire-noc.pdf', { type: 'application/pdf' })
    await u.upload(screen.getByLabelText(SPEC_FORM_TEXTS.certificate), noc)
    expect(screen.getByText('fire-noc.pdf')).toBeVisible()
    expect(screen.getByLabelText('Fire NOC')).toHaveValue('yes')
    await u.click(button('Save & Continue'))

    await heading('Property Price')
    const [form] = sentTo(api.spy, 'POST properties-create-byagent') as FormData[]
    expect(sentFields(form)).toMatchObject({ fire_noc: 'true' })
    expect((form!.get(FIRE_NOC_FILE_FIELD) as File).name).toBe('fire-noc.pdf')
  })

  it('a wrong value opens the section and says what is wrong, sending nothing', async () => {
    const api = ownerApi()
    renderRoutes(routes, '/add-new-listing')
    await heading('Property')
    const u = person()
    await u.type(field('Property Title'), 'Godown')
    await u.selectOptions(field('Property Type'), 'Godown')
    await u.upload(screen.getByLabelText(/^Upload Image/), jpeg())
    await u.click(specs())
    await u.type(screen.getByLabelText('Docks'), '2.5')
    await u.click(specs())
    expect(screen.getByLabelText('Docks')).not.toBeVisible()
    await u.click(button('Save & Continue'))
    expect(await screen.findByText('Docks must be a whole number')).toBeVisible()
    expect(screen.getByLabelText('Docks')).toBeVisible()
    expect(sentTo(api.spy, 'POST properties-create-byagent')).toEqual([])
  })

  it('refuses a certificate that is not a PDF, JPG or PNG before sending it', async () => {
    ownerApi()
    renderRoutes(routes, '/add-new-listing')
    await heading('Property')
    const u = person()
    await u.click(specs())
    await u.upload(
      screen.getByLabelText(SPEC_FORM_TEXTS.certificate),
      new File(['<html>'], 'noc.html', { type: 'text/html' }),
    )
    expect(screen.getByText(SPEC_FORM_TEXTS.certificateType)).toBeVisible()
  })

  it('opens filled in when the property has them, with the stored certificate to download', async () => {
    ownerApi(
      details({
        docks: 4,
        flooring: 'vdf',
        fire_noc: true,
        fire_noc_file: 'files/4d9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.pdf',
      }),
    )
    renderRoutes(routes, `/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Property Price')
    await person().click(button('Previous'))
    await heading('Property')
    expect(screen.getByLabelText('Docks')).toBeVisible()
    expect(screen.getByLabelText('Docks')).toHaveValue(4)
    expect(screen.getByLabelText('Flooring')).toHaveValue('vdf')
    expect(screen.getByLabelText('Fire NOC')).toHaveValue('yes')
    expect(
      await screen.findByRole('link', { name: SPEC_FORM_TEXTS.certificateDownload }),
    ).toHaveAttribute('href', '/storage/files/4d9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.pdf')
  })
})

describe('step 4, the map pin (issue 15)', () => {
  it('starts at the PIN code and sends where the owner moved it', async () => {
    const api = ownerApi(
      details({
        completion_level: 3,
        price: price(),
        prices: [price()],
        attachments: [attachment()],
      }),
    )
    renderRoutes(routes, `/add-new-listing?continue=${PROPERTY_ID}`)
    await heading('Address')
    const u = person()
    expect(screen.queryByRole('button', { name: 'Move the pin' })).toBeNull()
    await u.type(field('Pin Code'), '421302')
    await waitFor(() => expect(field('City')).toHaveDisplayValue('Bhiwandi'))
    await u.click(await screen.findByRole('button', { name: 'Move the pin' }))
    await u.type(field('Address'), 'Gala 4, Vadpe')
    await u.click(button('Save Address & Finish'))
    await screen.findByRole('dialog', { name: 'Property listed' })
    expect(sentTo(api.spy, 'POST address')).toEqual([
      expect.objectContaining({ latitude: 19.2201, longitude: 73.2102 }),
    ])
  })
})
