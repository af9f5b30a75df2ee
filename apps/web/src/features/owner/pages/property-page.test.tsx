import { SEARCH_TEXTS, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import type { Lead } from '@app/contract/owner'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, polyfillDialog, renderRoutes } from '../../../test/test-utils'
import { detailsBody, fullDetails } from '../full-details.fixture'
import { OwnerPropertyPage } from './property-page'

const routes = [
  {
    path: '/property/:id',
    element: <OwnerPropertyPage readOnly={<h1>Read-only listing view</h1>} />,
  },
]

function lead(n: number): Lead {
  return {
    user_name: `Seeker ${n}`,
    phone_number: `90000000${String(n).padStart(2, '0')}`,
    email: n % 2 ? `seeker${n}@example.in` : null,
    unlocked_at: `2026-03-${String(10 + n).padStart(2, '0')}T09:30:00Z`,
  }
}
const leadsPage = (data: Lead[], offset = 0, total = data.length) => ({
  success: true,
  data,
  pagination: { offset, limit: 6, total, has_more: offset + data.length < total },
})

const section = (name: string) =>
  within(screen.getByRole('heading', { level: 2, name }).parentElement!)
const leadsPanel = () => within(screen.getByRole('region', { name: 'Leads' }))

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 3, name: 'Ravi Patil', user_type: 2 }))
afterEach(() => vi.restoreAllMocks())

describe('owner view of /property/{id}', () => {
  it('shows the whole listing with Edit Property', async () => {
    mockApi({
      'GET agents-properties-FullDetails': { body: detailsBody(fullDetails()) },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    expect(screen.getByText('Loading property details...')).toBeVisible()
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Chakan Logistics Park' }),
    ).toBeVisible()
    expect(screen.getByRole('button', { name: 'Edit Property' })).toBeVisible()
    expect(screen.getByText('Dock-level loading, 24 h security.')).toBeVisible()
    const specs = section('Specifications')
    expect(specs.getByText('Warehouse')).toBeVisible()
    expect(specs.getByText('100 ft')).toBeVisible()
    expect(specs.getByText('120 ft')).toBeVisible()
    expect(specs.getByText('30 ft')).toBeVisible()
    expect(specs.getByText('12,000 sq.ft')).toBeVisible()
    // The warehouse specifications (issue 15), not verified yet.
    for (const [label, value] of [
      ['Docks', '4'],
      ['Floor load', '5 t/m²'],
      ['Power', '200 kVA'],
      ['Flooring', 'FM2'],
      ['Fire NOC', 'Yes'],
      ['24×7 security', 'N/A'],
      ['Distance to national highway', '1.5 km'],
    ] as const)
      expect(specs.getByText(label).nextElementSibling).toHaveTextContent(value)
    expect(specs.getByText(SPEC_FORM_TEXTS.notVerified)).toBeVisible()
    expect(specs.getByText(SPEC_FORM_TEXTS.changeClearsVerified)).toBeVisible()
    const pricing = section('Pricing Info')
    expect(pricing.getByText('₹2,50,000')).toBeVisible()
    expect(pricing.getByText('/ Monthly')).toBeVisible()
    expect(pricing.getByText('Rent')).toBeVisible()
    expect(pricing.getByText('₹5,00,000')).toBeVisible()
    const contact = section('Contact Details')
    for (const text of ['Maharashtra', 'Pune', 'Chakan', '410501', 'Plot 7, MIDC Phase II'])
      expect(contact.getByText(text)).toBeVisible()
    expect(contact.getByRole('link', { name: '9876543210' })).toHaveAttribute(
      'href',
      'tel:9876543210',
    )
    expect(contact.getByText('Ravi Patil')).toBeVisible()
    // The cover and the png; the pdf is not a picture.
    expect(screen.getAllByRole('button', { name: /Show image/ })).toHaveLength(2)
    expect(screen.getByRole('button', { name: 'Mark as let / sold' })).toBeVisible()
  })

  it('reads N/A for every missing field, and the description fallback', async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        body: detailsBody(
          fullDetails({
            description: null,
            length: null,
            width: null,
            height: null,
            price: null,
            prices: [],
            address: null,
            attachments: [],
            image: null,
            completion_level: 1,
            status: 'draft',
          }),
        ),
      },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('No description available for this property.')).toBeVisible()
    // Length, width, height, area, 24×7 security and the certificate.
    expect(section('Specifications').getAllByText('N/A')).toHaveLength(6)
    expect(section('Pricing Info').getAllByText('N/A')).toHaveLength(4)
    expect(section('Contact Details').getAllByText('N/A')).toHaveLength(6)
    expect(screen.getByRole('link', { name: 'Continue Creating' })).toHaveAttribute(
      'href',
      '/add-new-listing?continue=12',
    )
    expect(screen.getByRole('button', { name: 'Delete draft' })).toBeVisible()
    // No photos: the placeholder, no carousel controls.
    expect(screen.queryByRole('button', { name: /Show image/ })).toBeNull()
  })

  it("shows 'Verified specs' and the fire NOC certificate as a download", async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        body: detailsBody(
          fullDetails({
            verified: true,
            fire_noc_file: 'files/4d9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.pdf',
          }),
        ),
      },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    const specs = within(
      (await screen.findByRole('heading', { level: 2, name: 'Specifications' })).parentElement!,
    )
    expect(specs.getByText(SEARCH_TEXTS.verified)).toBeVisible()
    expect(specs.queryByText(SPEC_FORM_TEXTS.notVerified)).toBeNull()
    const link = specs.getByRole('link', { name: SPEC_FORM_TEXTS.certificateDownload })
    expect(link).toHaveAttribute('href', '/storage/files/4d9f5a52-7d4c-4e36-9d0e-2f7c4c1c2a11.pdf')
    expect(link).toHaveAttribute('download')
  })
  it("shows the read-only listing view for someone else's listing (403)", async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        status: 403,
        body: {
          success: false,
          code: 'FORBIDDEN',
          message: 'You can only manage your own properties.',
        },
      },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('heading', { name: 'Read-only listing view' })).toBeVisible()
    expect(screen.queryByRole('button', { name: 'Edit Property' })).toBeNull()
  })

  it("says 'Property not found' on a 404", async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Property not found' },
      },
    })
    renderRoutes(routes, '/property/999')
    expect(await screen.findByRole('heading', { name: 'Property not found' })).toBeVisible()
  })

  it("shows the server's message, or 'Failed to fetch property data' offline", async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        status: 503,
        body: { success: false, code: 'UNAVAILABLE', message: 'Service is busy.' },
      },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Service is busy.')).toBeVisible()
    vi.restoreAllMocks()

    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'))
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('Failed to fetch property data')).toBeVisible()
  })
})

describe('leads panel', () => {
  it('shows views and unlocks, and who unlocked it with phone and e-mail links, 6 at a time', async () => {
    const fetch = mockApi({
      'GET agents-properties-FullDetails': { body: detailsBody(fullDetails({ unlocks: 7 })) },
    })
    fetch.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/agents-properties-FullDetails')
        return new Response(JSON.stringify(detailsBody(fullDetails({ unlocks: 7 }))))
      const offset = Number(url.searchParams.get('offset'))
      const ns = offset === 0 ? [7, 6, 5, 4, 3, 2] : [1]
      return new Response(JSON.stringify(leadsPage(ns.map(lead), offset, 7)))
    })
    renderRoutes(routes, '/property/12')
    const list = await screen.findByRole('list', { name: 'People who unlocked this property' })
    const panel = leadsPanel()
    expect(panel.getByText('Views').closest('div')).toHaveTextContent('42')
    expect(panel.getByText('Unlocks').closest('div')).toHaveTextContent('7')
    const rows = within(list).getAllByRole('listitem')
    expect(rows).toHaveLength(6)
    const first = within(rows[0]!)
    expect(first.getByText('Seeker 7')).toBeVisible()
    expect(first.getByRole('link', { name: '9000000007' })).toHaveAttribute(
      'href',
      'tel:9000000007',
    )
    expect(first.getByRole('link', { name: 'seeker7@example.in' })).toHaveAttribute(
      'href',
      'mailto:seeker7@example.in',
    )
    expect(first.getByText(/17 Mar 2026/)).toBeVisible()
    // No e-mail given: no mail link.
    expect(within(rows[1]!).queryByRole('link', { name: /@/ })).toBeNull()
    await userEvent.setup().click(panel.getByRole('button', { name: 'View More' }))
    await vi.waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(7))
    expect(panel.queryByRole('button', { name: 'View More' })).toBeNull()
    const asked = fetch.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((u) => u.pathname === '/api/property-leads')
      .map((u) => [u.searchParams.get('property_id'), u.searchParams.get('offset')])
    expect(asked).toEqual([
      ['12', '0'],
      ['12', '6'],
    ])
  })

  it('says so when no one has unlocked it yet', async () => {
    mockApi({
      'GET agents-properties-FullDetails': { body: detailsBody(fullDetails({ unlocks: 0 })) },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByText('No one has unlocked this property yet.')).toBeVisible()
  })

  it('is shown to admins looking at any listing', async () => {
    authStore.login('tok', { id: 1, name: 'Admin', user_type: 99 })
    mockApi({
      'GET agents-properties-FullDetails': { body: detailsBody(fullDetails()) },
      'GET property-leads': { body: leadsPage([lead(1)]) },
    })
    renderRoutes(routes, '/property/12')
    expect(await leadsPanelFind('Seeker 1')).toBeVisible()
    // Not theirs: the trail leads back to the listings, not to My Properties.
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent('Property')
    expect(screen.queryByRole('link', { name: 'My Properties' })).toBeNull()
  })
})

async function leadsPanelFind(text: string) {
  await screen.findByRole('region', { name: 'Leads' })
  return leadsPanel().findByText(text)
}

describe('owner view of /property/{id}: moderation', () => {
  it("says 'Hidden by the moderators: {reason}' at the top of a hidden listing", async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        body: detailsBody(fullDetails({ hidden_reason: 'Photos of another building' })),
      },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Hidden by the moderators: Photos of another building',
    )
  })

  it('says nothing of the moderators on a listing they did not hide', async () => {
    mockApi({
      'GET agents-properties-FullDetails': {
        body: detailsBody(fullDetails({ hidden_reason: null })),
      },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(routes, '/property/12')
    expect(await screen.findByRole('button', { name: 'Edit Property' })).toBeVisible()
    expect(screen.queryByText(/Hidden by the moderators/)).toBeNull()
  })

  it('shows the reports panel the app hands in', async () => {
    mockApi({
      'GET agents-properties-FullDetails': { body: detailsBody(fullDetails()) },
      'GET property-leads': { body: leadsPage([]) },
    })
    renderRoutes(
      [
        {
          path: '/property/:id',
          element: (
            <OwnerPropertyPage
              readOnly={<h1>Read-only listing view</h1>}
              renderReports={(id, canAnswer) => (
                <section aria-label="Reports">{`Reports on ${id}, answerable: ${canAnswer}`}</section>
              )}
            />
          ),
        },
      ],
      '/property/12',
    )
    expect(await screen.findByRole('region', { name: 'Reports' })).toHaveTextContent(
      'Reports on 12, answerable: true',
    )
  })
})
