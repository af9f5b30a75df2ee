import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { HeroFilter } from './hero-filter'

const geo = {
  'GET statesByFilter': {
    body: {
      success: true,
      data: {
        data: [
          { id: 4, name: 'Maharashtra' },
          { id: 5, name: 'Goa' },
        ],
      },
    },
  },
  'GET districtsByFilter': {
    body: { success: true, data: { data: [{ id: 7, name: 'Pune', state_id: 4 }] } },
  },
  'GET citiesByFilter': {
    body: { success: true, data: { data: [{ id: 9, name: 'Chakan', district_id: 7 }] } },
  },
}

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.pathname + location.search}</p>
}

const routes = [
  { path: '/', element: <HeroFilter /> },
  { path: '/property', element: <Where /> },
]

afterEach(() => vi.restoreAllMocks())

describe('property filter', () => {
  it('keeps district and city disabled until their parent is chosen, and resets them', async () => {
    mockApi(geo)
    const user = userEvent.setup()
    renderRoutes(routes)
    const form = screen.getByRole('search', { name: 'Filter properties' })
    const state = within(form).getByLabelText('State')
    const district = within(form).getByLabelText('District')
    const city = within(form).getByLabelText('City')
    expect(district).toBeDisabled()
    expect(city).toBeDisabled()

    await user.selectOptions(state, await screen.findByRole('option', { name: 'Maharashtra' }))
    expect(district).toBeEnabled()
    expect(city).toBeDisabled()
    await user.selectOptions(district, await screen.findByRole('option', { name: 'Pune' }))
    expect(city).toBeEnabled()
    await user.selectOptions(city, await screen.findByRole('option', { name: 'Chakan' }))
    expect(city).toHaveValue('9')

    // A new district clears the city; a new state clears both.
    await user.selectOptions(district, '')
    expect(city).toHaveValue('')
    expect(city).toBeDisabled()
    await user.selectOptions(district, 'Pune')
    await user.selectOptions(city, await screen.findByRole('option', { name: 'Chakan' }))
    await user.selectOptions(state, 'Goa')
    expect(district).toHaveValue('')
    expect(city).toHaveValue('')
    expect(city).toBeDisabled()
  })

  it('sends only the chosen filters to /property', async () => {
    mockApi(geo)
    const user = userEvent.setup()
    renderRoutes(routes)
    await user.selectOptions(screen.getByLabelText('Status'), 'Rent')
    await user.selectOptions(
      screen.getByLabelText('State'),
      await screen.findByRole('option', { name: 'Maharashtra' }),
    )
    await user.selectOptions(
      screen.getByLabelText('District'),
      await screen.findByRole('option', { name: 'Pune' }),
    )
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByTestId('where')).toHaveTextContent(
      '/property?purchase_type=2&state_id=4&district_id=7',
    )
  })

  it('goes to /property without a query when nothing is chosen', async () => {
    mockApi(geo)
    const user = userEvent.setup()
    renderRoutes(routes)
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/property$/)
  })
})
