import type { ListingCard } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LoginWarningProvider } from '../../../components/login-required/login-warning-provider'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, type Reply } from '../../../test/test-utils'
import { Component as ListPage } from './property-list-page'

function Where() {
  const location = useLocation()
  return <p data-testid="where">{location.search}</p>
}

const routes = [
  {
    path: '/property',
    element: (
      <>
        <LoginWarningProvider>
          <ListPage />
        </LoginWarningProvider>
        <Where />
      </>
    ),
  },
  {
    path: '/property-sidebar',
    element: (
      <>
        <LoginWarningProvider>
          <ListPage layout="sidebar" />
        </LoginWarningProvider>
        <Where />
      </>
    ),
  },
]

const card = (over: Partial<ListingCard>): ListingCard => ({
  id: 1,
  name: 'Bhiwandi Cold Store',
  description: 'Near the highway.',
  type: 2,
  image: null,
  length: 120,
  width: 80,
  price: { price: 145000, purchase_type: 2, recuring_type: 4 },
  purchase_type: 2,
  address: { city_name: 'Bhiwandi', district_name: 'Thane', state_name: 'Maharashtra' },
  created_at: '2026-11-20T10:00:00Z',
  area: 9600,
  height: null,
  docks: null,
  power_kva: null,
  fire_noc: null,
  verified: false,
  ...over,
})

const page = (cards: ListingCard[]) => ({
  body: {
    success: true,
    data: cards,
    pagination: { offset: 0, limit: 6, total: cards.length, has_more: false },
  },
})

const geo = {
  'GET statesByFilter': {
    body: { success: true, data: { data: [{ id: 4, name: 'Maharashtra' }] } },
  },
  'GET districtsByFilter': {
    body: { success: true, data: { data: [{ id: 7, name: 'Thane', state_id: 4 }] } },
  },
  'GET citiesByFilter': { body: { success: true, data: { data: [] } } },
}

const refusal = (status: number, message: string): Reply => ({
  status,
  body: { success: false, code: 'FORBIDDEN', message },
})

beforeAll(async () => {
  polyfillDialog()
  // The page loads the contract's checks on first use; have them ready, as a second visit would.
  await import('../search-validation')
})
beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('/property when the list cannot be had', () => {
  it('shows an empty list, without an error, when the message names user_type', async () => {
    mockApi({ 'GET agents-propertys': refusal(403, 'This user_type may not browse properties.') })
    renderRoutes(routes, '/property')
    // The first render loads the page's modules: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { name: LISTING_TEXTS.noneTitle }, { timeout: 5000 }),
    ).toBeVisible()
    expect(screen.getByText(LISTING_TEXTS.noneBody)).toBeVisible()
    expect(screen.queryByText(/user_type/)).toBeNull()
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull()
  })

  it("shows any other server message with 'Try again'", async () => {
    mockApi({ 'GET agents-propertys': refusal(403, 'Not allowed here.') })
    renderRoutes(routes, '/property')
    expect(await screen.findByText('Not allowed here.')).toBeVisible()
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible()
  })

  it("says 'Failed to fetch properties.' when the server cannot be reached", async () => {
    const fetch = mockApi({})
    fetch.mockRejectedValue(new TypeError('Failed to fetch'))
    renderRoutes(routes, '/property')
    expect(await screen.findByText(LISTING_TEXTS.fetchFailed)).toBeVisible()
  })
})

describe('/property search', () => {
  it('sends the URL filters to the API, shows the count, chips and a map link with them', async () => {
    const fetch = mockApi({ ...geo, 'GET agents-propertys': page([card({})]) })
    renderRoutes(routes, '/property?state_id=4&min_docks=4&fire_noc=true&sort=price_asc')
    expect(await screen.findByText('Showing 1 of 1 property')).toBeVisible()
    const asked = new URL(
      String(fetch.mock.calls.find(([u]) => String(u).includes('agents'))![0]),
      'http://x',
    )
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      state_id: '4',
      min_docks: '4',
      fire_noc: 'true',
      sort: 'price_asc',
      offset: '0',
      limit: '6',
    })
    expect(screen.getByRole('link', { name: 'Map view' })).toHaveAttribute(
      'href',
      '/map-location?state_id=4&min_docks=4&fire_noc=true&sort=price_asc',
    )
    const chips = screen.getByRole('list', { name: 'Active filters' })
    expect(
      await within(chips).findByRole('button', { name: 'Remove filter: Maharashtra' }),
    ).toBeVisible()
    // "More filters" opens by itself when the URL has some, and the form is prefilled.
    expect(screen.getByLabelText('Min docks')).toHaveValue(4)
    expect(screen.getByLabelText('Fire NOC only')).toBeChecked()

    await userEvent.click(within(chips).getByRole('button', { name: 'Remove filter: Docks ≥ 4' }))
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\?state_id=4&fire_noc=true&sort=price_asc$/,
    )
  })

  it('shows the contract messages on the fields and keeps the URL until they are fixed', async () => {
    mockApi({ ...geo, 'GET agents-propertys': page([]) })
    const user = userEvent.setup()
    renderRoutes(routes, '/property')
    await screen.findByText(LISTING_TEXTS.noneTitle)
    await user.click(screen.getByRole('button', { name: 'More filters' }))
    await user.type(screen.getByLabelText('Min price (₹)'), '5000')
    await user.type(screen.getByLabelText('Max price (₹)'), '1000')
    await user.type(screen.getByLabelText('Min docks'), '2.5')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(screen.getByLabelText('Max price (₹)')).toHaveAccessibleDescription(
      SEARCH_TEXTS.rangeInverted('price'),
    )
    expect(screen.getByLabelText('Min docks')).toHaveAccessibleDescription(
      'Minimum docks must be a whole number from 0 to 500',
    )
    expect(screen.getByTestId('where')).toHaveTextContent(/^$/)

    await user.clear(screen.getByLabelText('Max price (₹)'))
    await user.type(screen.getByLabelText('Max price (₹)'), '90000')
    await user.clear(screen.getByLabelText('Min docks'))
    await user.type(screen.getByLabelText('Min docks'), '2')
    await user.click(screen.getByLabelText('Verified only'))
    await user.type(screen.getByLabelText('Keyword'), 'cold')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    expect(screen.getByTestId('where')).toHaveTextContent(
      /^\?q=cold&min_price=5000&max_price=90000&min_docks=2&verified=true$/,
    )
  })

  it('shows the verified badge and the given specs on a card, with the area in sq.ft', async () => {
    mockApi({
      ...geo,
      'GET agents-propertys': page([
        card({ id: 1, verified: true, height: 32, docks: 6, power_kva: 250, fire_noc: true }),
        card({ id: 2, name: '', area: null, length: null }),
      ]),
    })
    renderRoutes(routes, '/property')
    const cards = within(await screen.findByRole('list', { name: 'Properties' })).getAllByRole(
      'listitem',
    )
    const first = within(cards[0]!)
    const badge = first.getByText(SEARCH_TEXTS.verified)
    expect(badge.closest('[title]')).toHaveAttribute('title', SEARCH_TEXTS.verifiedHint)
    const specs = first.getByRole('group', { name: 'Specifications' })
    expect([...specs.children].map((chip) => chip.textContent)).toEqual([
      'Clear height: 32 ft',
      'Docks: 6 docks',
      'Power: 250 kVA',
      'Fire NOC',
    ])
    expect(first.getByText('9,600 sq.ft')).toBeVisible()

    const second = within(
      screen.getByRole('heading', { name: LISTING_TEXTS.untitled }).closest('li')!,
    )
    expect(second.queryByText(SEARCH_TEXTS.verified)).toBeNull()
    expect(second.queryByRole('group', { name: 'Specifications' })).toBeNull()
    expect(second.getByText('N/A', { selector: 'span.font-semibold' })).toBeVisible()
  })

  it('says what it searched for when the keyword found nothing as typed', async () => {
    const reply = page([card({})])
    mockApi({
      ...geo,
      'GET agents-propertys': { body: { ...reply.body, searched_for: 'godown bhiwandi' } },
    })
    renderRoutes(routes, '/property?q=godown+bhwiandi')
    const status = await screen.findByRole('status')
    expect(status).toHaveTextContent(
      'Showing results for Godown Bhiwandi · No listing matches “godown bhwiandi”',
    )
    expect(within(status).getByText('Godown Bhiwandi').tagName).toBe('STRONG')
  })

  it('says nothing of a keyword searched as typed', async () => {
    mockApi({ ...geo, 'GET agents-propertys': page([card({})]) })
    renderRoutes(routes, '/property?q=bhiwandi')
    expect(await screen.findByRole('list', { name: 'Properties' })).toBeVisible()
    expect(screen.queryByText(/Showing results for/)).toBeNull()
  })

  it('sorts a keyword by best match unless told otherwise, and offers it only then', async () => {
    const asked: (string | null)[] = []
    mockApi({
      ...geo,
      'GET agents-propertys': (_body, _init, url) => {
        asked.push(url.searchParams.get('sort'))
        return page([card({})])
      },
    })
    renderRoutes(routes, '/property?q=cold')
    const sort = await screen.findByLabelText('Sort by')
    expect(sort).toHaveValue('relevance')
    expect(within(sort).getByRole('option', { name: 'Best match' })).toBeInTheDocument()
    await waitFor(() => expect(asked).toContain('relevance'))
  })

  it('offers no best match without a keyword', async () => {
    mockApi({ ...geo, 'GET agents-propertys': page([card({})]) })
    renderRoutes(routes, '/property?sort=relevance')
    const sort = await screen.findByLabelText('Sort by')
    expect(sort).toHaveValue('newest')
    expect(within(sort).queryByRole('option', { name: 'Best match' })).toBeNull()
  })
})

describe('/property paging', () => {
  it('shows a listing once when a page repeats it (one was published meanwhile)', async () => {
    const first = [1, 2, 3, 4, 5, 6].map((id) => card({ id, name: `Listing ${id}` }))
    const second = [6, 7].map((id) => card({ id, name: `Listing ${id}` }))
    mockApi({
      ...geo,
      'GET agents-propertys': (_body, _init, url) => {
        const offset = Number(url.searchParams.get('offset'))
        const cards = offset === 0 ? first : second
        return {
          body: {
            success: true,
            data: cards,
            pagination: { offset, limit: 6, total: 8, has_more: offset === 0 },
          },
        }
      },
    })
    renderRoutes(routes, '/property')
    await userEvent.click(await screen.findByRole('button', { name: 'View More' }))
    expect(await screen.findByText('Showing 7 of 8 properties')).toBeVisible()
    expect(screen.getAllByRole('heading', { name: 'Listing 6' })).toHaveLength(1)
  })
})

describe('/property-sidebar', () => {
  it('opens the filters in a sheet from the Filters button and closes it on apply', async () => {
    mockApi({ ...geo, 'GET agents-propertys': page([card({})]) })
    const user = userEvent.setup()
    renderRoutes(routes, '/property-sidebar?verified=true')
    await screen.findByText('Showing 1 of 1 property')
    // The sidebar's form (shown from 1024 px) and the sheet's button (below) share one page.
    expect(screen.getByRole('complementary', { name: 'Filters' })).toBeInTheDocument()
    const open = screen.getByRole('button', { name: /^Filters/ })
    expect(open).toHaveTextContent('1')
    expect(screen.queryByRole('dialog')).toBeNull()

    await user.click(open)
    const sheet = screen.getByRole('dialog', { name: 'Filter properties' })
    expect(within(sheet).getByLabelText('Verified only')).toBeChecked()
    await user.type(within(sheet).getByLabelText('Min clear height (ft)'), '30')
    await user.click(within(sheet).getByRole('button', { name: 'Filter' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?min_height=30&verified=true$/)

    await user.click(open)
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByTestId('where')).toHaveTextContent(/^\?min_height=30&verified=true$/)
  })
})
