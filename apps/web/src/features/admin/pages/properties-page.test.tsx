import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { mockApi, polyfillDialog, sentTo } from '../../../test/test-utils'
import { ok, page, propertyFixture, renderAdmin } from '../admin-test-kit'

beforeAll(polyfillDialog)
afterEach(() => vi.restoreAllMocks())

const table = () => within(screen.getByRole('table', { name: 'Listings' }))

describe('/admin/properties', () => {
  it('lists every listing with its owner, status, hidden reason, unlocks and open reports', async () => {
    mockApi({
      'GET admin/properties': page(
        [
          propertyFixture(),
          propertyFixture({
            id: 13,
            name: 'Nagpur Cold Store',
            status: 'hidden',
            hidden_reason: 'Duplicate of #9',
            open_reports: 2,
          }),
          propertyFixture({ id: 14, name: 'Draft in Pune', status: 'draft', completion_level: 2 }),
        ],
        42,
      ),
    })
    renderAdmin('/admin/properties')
    await screen.findByRole('table', { name: 'Listings' })
    expect(screen.getByText(/Showing/)).toHaveTextContent('Showing 3 of 42 listings')
    const rows = table().getAllByRole('row').slice(1)
    expect(
      within(rows[0]!).getByRole('link', { name: 'Bhiwandi Logistics Park Unit 4' }),
    ).toHaveAttribute('href', '/property/12')
    expect(within(rows[0]!).getByRole('link', { name: 'Ravi Kumar' })).toHaveAttribute(
      'href',
      '/admin/users/7',
    )
    expect(rows[0]).toHaveTextContent('9876543210')
    expect(rows[0]).toHaveTextContent('On the market')
    expect(
      within(rows[0]!).getByRole('link', { name: 'Open Bhiwandi Logistics Park Unit 4' }),
    ).toBeVisible()
    expect(
      within(rows[0]!).getByRole('button', { name: 'Hide Bhiwandi Logistics Park Unit 4' }),
    ).toBeVisible()

    expect(rows[1]).toHaveTextContent('Hidden by admin')
    expect(rows[1]).toHaveTextContent('Reason: Duplicate of #9')
    expect(
      within(rows[1]!).getByRole('link', { name: '2 open reports on Nagpur Cold Store' }),
    ).toHaveAttribute('href', '/admin/reports?property_id=13')
    expect(within(rows[1]!).getByRole('button', { name: 'Unhide Nagpur Cold Store' })).toBeVisible()
    expect(rows[2]).toHaveTextContent('Draft · step 2 of 4')
    expect(screen.getByRole('button', { name: 'View More' })).toBeVisible()
  })

  it('keeps the search and filters in the URL and sends them', async () => {
    const api = mockApi({ 'GET admin/properties': page([propertyFixture()]) })
    const router = renderAdmin('/admin/properties?visibility=hidden')
    await screen.findByRole('table', { name: 'Listings' })
    expect(screen.getByRole('combobox', { name: 'Visibility' })).toHaveValue('hidden')

    const user = userEvent.setup()
    await user.type(screen.getByRole('searchbox', { name: 'Search listings' }), 'bhiwandi{Enter}')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Completion' }), 'Complete')
    await waitFor(() =>
      expect(router.state.location.search).toBe('?visibility=hidden&q=bhiwandi&completion=4'),
    )
    const last = new URL(String(api.mock.calls.at(-1)![0]), 'http://x').searchParams
    expect(Object.fromEntries(last)).toEqual({
      q: 'bhiwandi',
      completion: '4',
      visibility: 'hidden',
      offset: '0',
      limit: '20',
    })

    await user.click(screen.getByRole('button', { name: 'Clear' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    expect(screen.getByRole('searchbox', { name: 'Search listings' })).toHaveValue('')
  })

  it('hides a listing only with a reason, posts the reason, and says so', async () => {
    let hidden = false
    const api = mockApi({
      'GET admin/properties': () =>
        page([
          propertyFixture(
            hidden ? { status: 'hidden', hidden_reason: 'Photos are of another site' } : {},
          ),
        ]),
      'POST admin/properties/12/hide': () => {
        hidden = true
        return ok({ hidden: true }, 'Listing hidden.')
      },
    })
    renderAdmin('/admin/properties')
    const user = userEvent.setup()
    await user.click(
      await screen.findByRole('button', { name: 'Hide Bhiwandi Logistics Park Unit 4' }),
    )
    const dialog = screen.getByRole('dialog', { name: 'Hide “Bhiwandi Logistics Park Unit 4”?' })

    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(await within(dialog).findByText(ADMIN_TEXTS.reasonRequired)).toBeVisible()
    expect(within(dialog).getByRole('textbox', { name: /Reason/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    // Spaces alone are no reason either.
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), '   ')
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(await within(dialog).findByText(ADMIN_TEXTS.reasonRequired)).toBeVisible()
    expect(sentTo(api, 'POST admin/properties/12/hide')).toEqual([])

    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason/ }),
      'Photos are of another site',
    )
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(await screen.findByText('Listing hidden.')).toBeVisible()
    expect(sentTo(api, 'POST admin/properties/12/hide')).toEqual([
      { reason: 'Photos are of another site' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // The list is asked again and shows the hide.
    expect(await screen.findByText('Photos are of another site', { exact: false })).toBeVisible()
    expect(
      screen.getByRole('button', { name: 'Unhide Bhiwandi Logistics Park Unit 4' }),
    ).toBeVisible()
  })

  it("shows the server's refusal in the hide dialog", async () => {
    mockApi({
      'GET admin/properties': page([propertyFixture()]),
      'POST admin/properties/12/hide': {
        status: 409,
        body: { success: false, code: 'CONFLICT', message: ADMIN_TEXTS.alreadyHidden },
      },
    })
    renderAdmin('/admin/properties')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Hide / }))
    const dialog = screen.getByRole('dialog')
    await user.type(within(dialog).getByRole('textbox', { name: /Reason/ }), 'Spam')
    await user.click(within(dialog).getByRole('button', { name: 'Hide listing' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(ADMIN_TEXTS.alreadyHidden)
  })

  it('unhides after a confirmation, and toggles the specs verification', async () => {
    const api = mockApi({
      'GET admin/properties': page([propertyFixture({ status: 'hidden', hidden_reason: 'Spam' })]),
      'POST admin/properties/12/unhide': ok({ hidden: false }),
      'POST admin/properties/12/verify': ok({ verified: true }),
    })
    renderAdmin('/admin/properties')
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: /^Unhide / }))
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Unhide listing' }),
    )
    expect(await screen.findByText('Listing visible again.')).toBeVisible()
    expect(sentTo(api, 'POST admin/properties/12/unhide')).toHaveLength(1)

    const toggle = screen.getByRole('switch', { name: /Specs verified/ })
    expect(toggle).toHaveAttribute('aria-checked', 'false')
    await user.click(toggle)
    expect(await screen.findByText('Specs marked as verified.')).toBeVisible()
    expect(sentTo(api, 'POST admin/properties/12/verify')).toEqual([{ verified: true }])
  })
})
