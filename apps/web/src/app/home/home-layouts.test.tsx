import type { ListingPlaces } from '@app/contract/places'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../test/test-utils'
import { UpgradeOfferProvider } from '../layout/upgrade-offer-provider'
import { Component as HomePage } from './home-page'
import { Component as HomeSeven } from './home-seven-page'
import { Component as HomeSix } from './home-six-page'
import { NO_PLACES } from './map-hero'

const places: ListingPlaces = {
  states: [
    { id: 2, name: 'Gujarat', code: 'GJ', count: 1 },
    { id: 1, name: 'Maharashtra', code: 'MH', count: 1204 },
  ],
  cities: [
    {
      id: 111,
      name: 'Bhiwandi',
      district_id: 11,
      state_id: 1,
      state_name: 'Maharashtra',
      count: 1200,
    },
    { id: 211, name: 'Sanand', district_id: 21, state_id: 2, state_name: 'Gujarat', count: 1 },
  ],
}

/** The home sections' own calls, answered empty: the layouts are under test, not them. */
const sections = {
  'POST properties': { body: { success: true, data: [] } },
}

/** As the root layout has it: the hero's 'Post property' button needs the upgrade offer. */
const render = (element: React.ReactNode, path: string) =>
  renderRoutes([{ path, element: <UpgradeOfferProvider>{element}</UpgradeOfferProvider> }], path)

afterEach(() => vi.restoreAllMocks())

describe('the alternative home layouts', () => {
  it('/home-six lights the states with listings on the map and links each to its listings', async () => {
    mockApi({ ...sections, 'GET listing-places': { body: { success: true, data: places } } })
    render(<HomeSix />, '/home-six')
    const map = await screen.findByRole('group', { name: 'Map of India: states with listings' })
    const mh = await within(map).findByRole('link', { name: 'Maharashtra: 1,204 listings' })
    expect(mh).toHaveAttribute('href', '/property?state_id=1')
    expect(within(map).getByRole('link', { name: 'Gujarat: 1 listing' })).toHaveAttribute(
      'href',
      '/property?state_id=2',
    )
    // Only states with listings are links: 36 tiles, 2 lit.
    expect(within(map).getAllByRole('link')).toHaveLength(2)
    expect(screen.getByText(/1,205 listings from owners in 2 states/)).toBeInTheDocument()
    const busiest = screen.getByRole('list', { name: 'Busiest states' })
    expect(
      within(busiest)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Maharashtra1,204', 'Gujarat1'])
  })

  it('/home-seven leads with the busiest cities, each linking to its filtered listings', async () => {
    mockApi({ ...sections, 'GET listing-places': { body: { success: true, data: places } } })
    render(<HomeSeven />, '/home-seven')
    const list = await screen.findByRole('list', { name: 'Top cities' })
    const links = within(list).getAllByRole('link')
    expect(links.map((a) => a.textContent)).toEqual([
      '#1BhiwandiMaharashtra1,200 listings →',
      '#2SanandGujarat1 listing →',
    ])
    expect(links[0]).toHaveAttribute('href', '/property?state_id=1&district_id=11&city_id=111')
  })

  it('says so when nothing is published yet, instead of an empty hero', async () => {
    mockApi({
      ...sections,
      'GET listing-places': { body: { success: true, data: { states: [], cities: [] } } },
    })
    render(<HomeSeven />, '/home-seven')
    expect(await screen.findByText(NO_PLACES)).toBeInTheDocument()
  })

  it('offers a retry when the places cannot be read', async () => {
    mockApi({ ...sections, 'GET listing-places': { status: 500, body: { success: false } } })
    render(<HomeSix />, '/home-six')
    expect(await screen.findByRole('button', { name: /try again|retry/i })).toBeInTheDocument()
  })

  it('shares the home sections: all three layouts show the same sections below their hero', async () => {
    const headings = async (element: React.ReactNode, path: string) => {
      mockApi({ ...sections, 'GET listing-places': { body: { success: true, data: places } } })
      render(element, path)
      await screen.findByText('Latest property')
      const names = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
      const h1 = screen.getByRole('heading', { level: 1 }).textContent
      cleanup()
      vi.restoreAllMocks()
      return { h1, names }
    }
    const home = await headings(<HomePage />, '/')
    const six = await headings(<HomeSix />, '/home-six')
    const seven = await headings(<HomeSeven />, '/home-seven')
    const sectionsOf = (names: (string | null)[]) => names.filter((n) => n !== 'Find a property')
    expect(sectionsOf(six.names)).toEqual(sectionsOf(home.names))
    expect(sectionsOf(seven.names)).toEqual(sectionsOf(home.names))
    expect(new Set([home.h1, six.h1, seven.h1]).size).toBe(3)
  })
})
