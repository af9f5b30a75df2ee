import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { Component as UnsubscribePage } from './unsubscribe-page'

const routes = [{ path: '/alerts/unsubscribe', element: <UnsubscribePage /> }]
const TOKEN = 'a'.repeat(43)

afterEach(() => vi.restoreAllMocks())

describe('/alerts/unsubscribe', () => {
  it("turns the search's alert off without login and names it", async () => {
    const fetch = mockApi({
      'GET alerts/unsubscribe': (_body, _init, url) =>
        url.searchParams.get('token') === TOKEN
          ? { body: { success: true, data: { name: 'Bhiwandi rent' } } }
          : { status: 404, body: { success: false, code: 'NOT_FOUND', message: 'x' } },
    })
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: SEARCH_TEXTS.unsubscribed })).toBeVisible()
    expect(screen.getByText('Bhiwandi rent')).toBeVisible()
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('says an unknown or missing token is not valid', async () => {
    mockApi({
      'GET alerts/unsubscribe': {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: SEARCH_TEXTS.unsubscribeInvalid },
      },
    })
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    expect(await screen.findByText(SEARCH_TEXTS.unsubscribeInvalid)).toBeVisible()
  })

  it('does not call the server without a token', () => {
    const fetch = mockApi({})
    renderRoutes(routes, '/alerts/unsubscribe')
    expect(screen.getByText(SEARCH_TEXTS.unsubscribeInvalid)).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })
})
