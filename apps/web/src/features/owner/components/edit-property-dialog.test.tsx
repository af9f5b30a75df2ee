import { NOTICE_LONG_MS, NOTICE_SHORT_MS } from '@app/contract/constants'
import { TEXT_MESSAGES } from '@app/contract/text'
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { label } from '../../../test/test-utils'
import { fullDetails } from '../full-details.fixture'
import { notice, ok, openEditor, refused, serve, setUpEditorTests } from './edit-property-test-kit'

setUpEditorTests()

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
})
