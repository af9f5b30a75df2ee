import { SHORTLIST_STORAGE_KEY } from '@app/contract/constants'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { localShortlist } from '../local-shortlist'
import { CompareBar } from './compare-bar'
import { ShortlistHeart } from './shortlist-heart'

/** Two cards of listing 7 and one of listing 8, as a page of cards shows them. */
function Cards() {
  return (
    <>
      <section aria-label="Card A">
        <ShortlistHeart propertyId={7} />
      </section>
      <section aria-label="Card B">
        <ShortlistHeart propertyId={7} />
      </section>
      <section aria-label="Card C">
        <ShortlistHeart propertyId={8} />
      </section>
      <CompareBar />
    </>
  )
}
const routes = [{ path: '/property', element: <Cards /> }]

const heartIn = (card: string) =>
  within(screen.getByRole('region', { name: card })).getByRole('button')

const listOf = (ids: number[]) => ({ success: true, data: { ids, items: [] } })

beforeEach(() => localShortlist.reload())
afterEach(() => {
  vi.restoreAllMocks()
  localStorage.clear()
  localShortlist.reload()
})

describe('the shortlist heart', () => {
  it("keeps a visitor's shortlist in this browser, every heart of a listing agreeing", async () => {
    mockApi({})
    renderRoutes(routes, '/property')
    const user = userEvent.setup()
    expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'false')
    expect(heartIn('Card A')).toHaveAccessibleName(SEARCH_TEXTS.shortlistAdd)

    await user.click(heartIn('Card A'))
    expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'true')
    expect(heartIn('Card B')).toHaveAttribute('aria-pressed', 'true')
    expect(heartIn('Card B')).toHaveAccessibleName(SEARCH_TEXTS.shortlistRemove)
    expect(heartIn('Card C')).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([7])
    expect(screen.queryByRole('complementary', { name: 'Shortlist' })).toBeNull()

    // Two saved: the bar offers to compare them, newest first.
    await user.click(heartIn('Card C'))
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([8, 7])
    const bar = screen.getByRole('complementary', { name: 'Shortlist' })
    expect(within(bar).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute(
      'href',
      '/compare?ids=8,7',
    )

    await user.click(heartIn('Card B'))
    expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'false')
    expect(JSON.parse(localStorage.getItem(SHORTLIST_STORAGE_KEY)!)).toEqual([8])
  })

  it('saves on the server for a logged-in user', async () => {
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
    const fetch = mockApi({
      'GET shortlist': { body: listOf([8]) },
      'POST shortlist': { body: listOf([7, 8]) },
      'DELETE shortlist/8': { body: listOf([7]) },
    })
    renderRoutes(routes, '/property')
    const user = userEvent.setup()
    await vi.waitFor(() => expect(heartIn('Card C')).toHaveAttribute('aria-pressed', 'true'))

    await user.click(heartIn('Card A'))
    expect(heartIn('Card B')).toHaveAttribute('aria-pressed', 'true')
    expect(sentTo(fetch, 'POST shortlist')).toEqual([{ property_id: 7 }])
    await user.click(heartIn('Card C'))
    await vi.waitFor(() => expect(heartIn('Card C')).toHaveAttribute('aria-pressed', 'false'))
    expect(sentTo(fetch, 'DELETE shortlist/8')).toHaveLength(1)
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
  })

  it("moves a visitor's shortlist to the server once logged in, oldest first", async () => {
    localStorage.setItem(SHORTLIST_STORAGE_KEY, JSON.stringify([8, 7]))
    localShortlist.reload()
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
    const fetch = mockApi({
      'POST shortlist': { body: listOf([]) },
      'GET shortlist': { body: listOf([8, 7]) },
    })
    renderRoutes(routes, '/property')
    await vi.waitFor(() => expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'true'))
    expect(heartIn('Card C')).toHaveAttribute('aria-pressed', 'true')
    // One merge for the three hearts.
    expect(sentTo(fetch, 'POST shortlist')).toEqual([{ property_id: 7 }, { property_id: 8 }])
    expect(localStorage.getItem(SHORTLIST_STORAGE_KEY)).toBeNull()
  })

  it('puts the heart back and says why when the server refuses', async () => {
    authStore.login('tok', { id: 5, name: 'Asha', user_type: 1 })
    mockApi({
      'GET shortlist': { body: listOf([]) },
      'POST shortlist': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: SEARCH_TEXTS.shortlistFull },
      },
    })
    renderRoutes(routes, '/property')
    await vi.waitFor(() => expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'false'))
    await userEvent.setup().click(heartIn('Card A'))
    expect(await screen.findByText(SEARCH_TEXTS.shortlistFull)).toBeVisible()
    expect(heartIn('Card A')).toHaveAttribute('aria-pressed', 'false')
  })
})
