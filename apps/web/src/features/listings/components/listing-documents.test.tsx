import type { PropertyView } from '@app/contract/listing'
import { DOCUMENT_TEXTS as T } from '@app/contract/listing-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes, sentTo } from '../../../test/test-utils'
import { ListingDocuments } from './listing-documents'

const PLAN = { id: 6, name: 'Layout plan', attachment_type: 'application/pdf', size_bytes: 245_760 }

/** Only what the list reads of a detail. */
const view = (pass: boolean, documents = [PLAN]) => ({ pass, documents }) as unknown as PropertyView
const show = (v: PropertyView) =>
  renderRoutes([{ path: '/', element: <ListingDocuments view={v} /> }])
const asSeeker = () => authStore.login('tok', { id: 8, name: 'Asha', user_type: 1 })

afterEach(() => vi.restoreAllMocks())

describe('ListingDocuments', () => {
  it('shows nothing when the listing has no documents', () => {
    asSeeker()
    show(view(false, []))
    expect(screen.queryByRole('heading', { name: T.heading })).toBeNull()
  })

  it('lists name, kind and size before the unlock, with "Unlock to download" and no download', () => {
    asSeeker()
    show(view(false))
    expect(screen.getByRole('heading', { name: T.heading })).toBeInTheDocument()
    expect(screen.getByText(T.locked)).toBeInTheDocument()
    const row = within(screen.getByRole('list', { name: T.heading })).getByRole('listitem')
    expect(row).toHaveTextContent('Layout planPDF · 240 KB')
    expect(row).toHaveTextContent(T.lockedBadge)
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('does not invite an account that cannot unlock to do so', () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 7 })
    show(view(false))
    expect(screen.getByText('Layout plan')).toBeInTheDocument()
    expect(screen.queryByText(T.locked)).toBeNull()
  })

  it('offers the download once unlocked, and says why when the server refuses', async () => {
    asSeeker()
    const api = mockApi({
      'GET property/document/6': {
        status: 403,
        body: { success: false, code: 'FORBIDDEN', message: T.locked },
      },
    })
    show(view(true))
    expect(screen.queryByText(T.lockedBadge)).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: T.downloadLabel('Layout plan') }))
    expect(await screen.findByText(T.locked)).toBeInTheDocument()
    expect(sentTo(api, 'GET property/document/6')).toHaveLength(1)
  })
})
