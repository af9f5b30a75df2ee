import { DOCUMENT_TEXTS as T } from '@app/contract/listing-texts'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { fullDetails } from '../full-details.fixture'
import { OwnerDocuments } from './owner-documents'

const details = fullDetails()
const show = (attachments = details.attachments) =>
  renderRoutes([
    { path: '/', element: <OwnerDocuments propertyId={details.id} attachments={attachments} /> },
  ])

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 3, name: 'Ravi', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe('OwnerDocuments', () => {
  it('lists the documents, not the photos, with their kind and size the Indian way', () => {
    mockApi({})
    show([
      ...details.attachments,
      {
        id: 7,
        img_url: 'files/4d9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.docx',
        name: 'Lease draft',
        order_number: 3,
        description: null,
        attachment_type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size_bytes: 1_536_000_000,
      },
    ])
    const list = screen.getByRole('list', { name: T.heading })
    const rows = within(list).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Floor planPDF · 1.2 MB'),
      expect.stringContaining('Lease draftWord · 1,464.8 MB'),
    ])
    expect(screen.queryByText('Loading dock')).toBeNull()
    expect(screen.getByRole('button', { name: T.downloadLabel('Floor plan') })).toBeEnabled()
  })

  it('says so when the listing has no documents', () => {
    mockApi({})
    show(details.attachments.filter((a) => a.id === 5))
    expect(screen.getByText(T.ownerEmpty)).toBeInTheDocument()
    expect(screen.queryByRole('list')).toBeNull()
  })

  it('deletes a document after the confirmation, and says it did', async () => {
    const api = mockApi({
      'DELETE propertyAttachment/6': { body: { success: true, message: 'Attachment deleted' } },
    })
    show()
    await userEvent.click(screen.getByRole('button', { name: T.deleteLabel('Floor plan') }))
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle })
    expect(dialog).toHaveTextContent(T.deleteBody('Floor plan'))
    expect(sentTo(api, 'DELETE propertyAttachment/6')).toHaveLength(0)
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }))
    expect(await screen.findByText(T.deleted)).toBeInTheDocument()
    expect(sentTo(api, 'DELETE propertyAttachment/6')).toHaveLength(1)
  })

  it('keeps the document when Cancel is pressed', async () => {
    const api = mockApi({})
    show()
    await userEvent.click(screen.getByRole('button', { name: T.deleteLabel('Floor plan') }))
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(sentTo(api, 'DELETE propertyAttachment/6')).toHaveLength(0)
  })

  it("shows the server's refusal in the dialog (the last file of a listing on the market)", async () => {
    mockApi({
      'DELETE propertyAttachment/6': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: 'A listing keeps at least one file.' },
      },
    })
    show()
    await userEvent.click(screen.getByRole('button', { name: T.deleteLabel('Floor plan') }))
    const dialog = screen.getByRole('dialog', { name: T.deleteTitle })
    await userEvent.click(within(dialog).getByRole('button', { name: T.delete }))
    expect(await within(dialog).findByText('A listing keeps at least one file.')).toBeVisible()
  })

  it('downloads through the guarded document call with the token, saving the named file', async () => {
    const api = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('%PDF-1.4', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename*=UTF-8''Floor%20plan.pdf; filename="Floor plan.pdf"`,
        },
      }),
    )
    const objectUrl = vi.fn(() => 'blob:doc')
    URL.createObjectURL = objectUrl
    URL.revokeObjectURL = vi.fn()
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Floor plan.pdf')
    })
    show()
    await userEvent.click(screen.getByRole('button', { name: T.downloadLabel('Floor plan') }))
    await vi.waitFor(() => expect(clicked).toHaveBeenCalled())
    const [input, init] = api.mock.calls[0]!
    expect(String(input)).toBe('/api/property/document/6')
    expect((init?.headers as Record<string, string>).authorization).toBe('Bearer tok')
  })
})
