import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, type Reply } from '../../../test/test-utils'
import { Component as ListPage } from './property-list-page'

const routes = [{ path: '/property', element: <ListPage /> }]

const refusal = (status: number, message: string): Reply => ({
  status,
  body: { success: false, code: 'FORBIDDEN', message },
})

beforeEach(() => authStore.login('tok', { id: 3, name: 'Asha', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('/property when the list cannot be had', () => {
  it('shows an empty list, without an error, when the message names user_type', async () => {
    mockApi({ 'GET agents-propertys': refusal(403, 'This user_type may not browse properties.') })
    renderRoutes(routes, '/property')
    expect(await screen.findByRole('heading', { name: LISTING_TEXTS.noneTitle })).toBeVisible()
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
