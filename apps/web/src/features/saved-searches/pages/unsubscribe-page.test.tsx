import { AUTH_ERRORS } from '@app/contract/auth-texts'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { SAVED_SEARCH_UI } from '../saved-search-texts'
import { Component as UnsubscribePage } from './unsubscribe-page'

const routes = [{ path: '/alerts/unsubscribe', element: <UnsubscribePage /> }]
const TOKEN = 'a'.repeat(43)
const NOT_VALID = {
  status: 404,
  body: { success: false, code: 'NOT_FOUND', message: SEARCH_TEXTS.unsubscribeInvalid },
}

afterEach(() => vi.restoreAllMocks())

/** The API as the page meets it: GET says what the token is for, POST turns the alert off. */
function api(alert: 'instant' | 'daily' | 'off' = 'instant') {
  return mockApi({
    'GET alerts/unsubscribe': (_body, _init, url) =>
      url.searchParams.get('token') === TOKEN
        ? { body: { success: true, data: { name: 'Bhiwandi rent', alert } } }
        : NOT_VALID,
    'POST alerts/unsubscribe': (body) =>
      (body as { token?: string }).token === TOKEN
        ? { body: { success: true, data: { name: 'Bhiwandi rent', alert: 'off' } } }
        : NOT_VALID,
  })
}

describe('/alerts/unsubscribe', () => {
  it('names the search and turns nothing off until the person presses the button (mail scanners open links)', async () => {
    const fetch = api()
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    const button = await screen.findByRole('button', { name: SAVED_SEARCH_UI.turnOff })
    expect(screen.getByText('Bhiwandi rent')).toBeVisible()
    expect(screen.getByText(SAVED_SEARCH_UI.confirmLead)).toBeVisible()
    expect(sentTo(fetch, 'POST alerts/unsubscribe')).toEqual([])

    await userEvent.setup().click(button)
    expect(await screen.findByRole('heading', { name: SEARCH_TEXTS.unsubscribed })).toBeVisible()
    expect(screen.getByText('Bhiwandi rent')).toBeVisible()
    expect(sentTo(fetch, 'POST alerts/unsubscribe')).toEqual([{ token: TOKEN }])
    expect(screen.queryByRole('button', { name: SAVED_SEARCH_UI.turnOff })).toBeNull()
  })

  it('works from the keyboard: Tab reaches the button, Enter turns the alerts off', async () => {
    const fetch = api('daily')
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    const button = await screen.findByRole('button', { name: SAVED_SEARCH_UI.turnOff })
    const user = userEvent.setup()
    while (document.activeElement !== button) await user.tab()
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: SEARCH_TEXTS.unsubscribed })).toBeVisible()
    expect(sentTo(fetch, 'POST alerts/unsubscribe')).toHaveLength(1)
  })

  it('says when the alerts are already off, with no button', async () => {
    api('off')
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    expect(await screen.findByRole('heading', { name: SAVED_SEARCH_UI.alreadyOff })).toBeVisible()
    expect(screen.getByText('Bhiwandi rent')).toBeVisible()
    expect(screen.queryByRole('button', { name: SAVED_SEARCH_UI.turnOff })).toBeNull()
  })

  it('shows why turning off failed and keeps the button', async () => {
    mockApi({
      'GET alerts/unsubscribe': {
        body: { success: true, data: { name: 'Bhiwandi rent', alert: 'instant' } },
      },
      'POST alerts/unsubscribe': {
        status: 429,
        body: { success: false, code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyAttempts },
      },
    })
    renderRoutes(routes, `/alerts/unsubscribe?token=${TOKEN}`)
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: SAVED_SEARCH_UI.turnOff }))
    expect(await screen.findByText(AUTH_ERRORS.tooManyAttempts)).toBeVisible()
    expect(screen.getByRole('button', { name: SAVED_SEARCH_UI.turnOff })).toBeEnabled()
  })

  it('says an unknown token is not valid', async () => {
    api()
    renderRoutes(routes, `/alerts/unsubscribe?token=${'b'.repeat(43)}`)
    expect(await screen.findByText(SEARCH_TEXTS.unsubscribeInvalid)).toBeVisible()
    expect(screen.queryByRole('button', { name: SAVED_SEARCH_UI.turnOff })).toBeNull()
  })

  it('does not call the server without a token', () => {
    const fetch = mockApi({})
    renderRoutes(routes, '/alerts/unsubscribe')
    expect(screen.getByText(SEARCH_TEXTS.unsubscribeInvalid)).toBeVisible()
    expect(fetch).not.toHaveBeenCalled()
  })
})
