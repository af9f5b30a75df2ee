import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { label, renderRoutes } from '../../../test/test-utils'
import { fullDetails } from '../full-details.fixture'
import { notice, openEditor, routes, serve, setUpEditorTests } from './edit-property-test-kit'

setUpEditorTests()

describe('Edit Property Details: place and price', () => {
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
