import type { LedgerEntry, Transaction } from '@app/contract/wallet'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { mockApi, renderRoutes } from '../../../test/test-utils'
import { Component as TransactionsPage } from './transactions-page'

const routes = [{ path: '/user-transactions', element: <TransactionsPage /> }]

function transaction(
  id: number,
  status: number,
  overrides: Partial<Transaction> = {},
): Transaction {
  return {
    id,
    amount: 124_999,
    credits: 124_999,
    bonus_credits: 0,
    phone_number: '9876543210',
    created_at: '2026-03-05T08:37:45Z',
    status,
    invoice_number: status === 1 ? `GH/26-27/00000${id}` : null,
    ...overrides,
  }
}

const page = <T,>(data: T[], offset: number, total: number) => ({
  body: {
    success: true,
    data,
    pagination: { offset, limit: 10, total, has_more: offset + data.length < total },
  },
})

function entry(id: number, overrides: Partial<LedgerEntry>): LedgerEntry {
  return {
    id,
    kind: 'top_up',
    credits: 499,
    balance_after: 499,
    reference: `ref-${id}`,
    property_id: null,
    property_name: null,
    created_at: '2026-03-05T08:37:45Z',
    ...overrides,
  }
}

const table = () => within(screen.getByRole('table', { name: 'Your transactions' }))

beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

describe('/user-transactions', () => {
  it('lists the transactions with the spec columns, rupees in Indian grouping and the status', async () => {
    mockApi({
      'GET transactions': page(
        [
          transaction(3, 1),
          transaction(2, 0, { amount: 99, credits: 99 }),
          transaction(1, 2, { amount: 499, credits: 499, phone_number: null }),
        ],
        0,
        3,
      ),
    })
    renderRoutes(routes, '/user-transactions')
    expect(await screen.findByRole('table', { name: 'Your transactions' })).toBeVisible()
    expect(
      table()
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Serial No.', 'Amount', 'Credits', 'Phone', 'Date', 'Status', 'Invoice'])
    const rows = table().getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    expect(cells(0).slice(0, 4)).toEqual(['1', '₹1,24,999.00', '1,24,999', '9876543210'])
    expect(cells(0)[4]).toMatch(/5 Mar 2026/)
    expect(cells(0)[5]).toBe('Success')
    expect(cells(1)[5]).toBe('Pending')
    expect(cells(2)[5]).toBe('Failed')
    expect(cells(2)[3]).toBe('—')
    // Only the paid row has an invoice.
    expect(within(rows[0]!).getByRole('button', { name: 'Invoice GH/26-27/000003' })).toBeVisible()
    expect(within(rows[1]!).queryByRole('button')).toBeNull()
    expect(within(rows[2]!).queryByRole('button')).toBeNull()
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull()
  })

  it('View More appends the next page while there is more', async () => {
    const more = mockApi({})
    more.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost')
      const offset = Number(url.searchParams.get('offset'))
      const rows =
        offset === 0
          ? Array.from({ length: 10 }, (_, i) => transaction(20 - i, 1))
          : [transaction(10, 1), transaction(9, 1)]
      return new Response(JSON.stringify(page(rows, offset, 12).body), { status: 200 })
    })
    renderRoutes(routes, '/user-transactions')
    await screen.findByRole('table', { name: 'Your transactions' })
    expect(table().getAllByRole('row')).toHaveLength(11)
    await userEvent.setup().click(screen.getByRole('button', { name: 'View More' }))
    await vi.waitFor(() => expect(table().getAllByRole('row')).toHaveLength(13))
    expect(within(table().getAllByRole('row')[12]!).getAllByRole('cell')[0]).toHaveTextContent('12')
    expect(screen.queryByRole('button', { name: 'View More' })).toBeNull()
  })

  it('says so when there are no transactions', async () => {
    mockApi({ 'GET transactions': page([], 0, 0) })
    renderRoutes(routes, '/user-transactions')
    expect(
      await screen.findByText('No transactions found. Your transaction history will appear here.'),
    ).toBeVisible()
  })

  it('downloads the invoice with the bearer token and saves it under its own name', async () => {
    const spy = mockApi({ 'GET transactions': page([transaction(3, 1)], 0, 1) })
    const list = spy.getMockImplementation()!
    spy.mockImplementation(async (input, init) => {
      if (String(input).endsWith('/api/transactions/3/invoice'))
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Invoice-GH-26-27-000003.pdf"',
          },
        })
      return list(input, init)
    })
    const createObjectURL = vi.fn(() => 'blob:invoice')
    const revokeObjectURL = vi.fn()
    Object.assign(URL, { createObjectURL, revokeObjectURL })
    let saved: { href: string; download: string } | null = null
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved = { href: this.href, download: this.download }
    })

    renderRoutes(routes, '/user-transactions')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Invoice GH/26-27/000003' }))
    await vi.waitFor(() =>
      expect(saved).toEqual({ href: 'blob:invoice', download: 'Invoice-GH-26-27-000003.pdf' }),
    )
    const call = spy.mock.calls.find(([input]) => String(input).includes('/invoice'))!
    expect(new Headers(call[1]?.headers).get('authorization')).toBe('Bearer tok')
  })

  it('says why an invoice could not be downloaded', async () => {
    mockApi({
      'GET transactions': page([transaction(3, 1)], 0, 1),
      'GET transactions/3/invoice': {
        status: 404,
        body: { success: false, code: 'NOT_FOUND', message: 'Invoice not found.' },
      },
    })
    renderRoutes(routes, '/user-transactions')
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Invoice GH/26-27/000003' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Invoice not found.')
  })

  it('shows the credit history: what each entry was, the change and the balance after it', async () => {
    mockApi({
      'GET transactions': page([], 0, 0),
      'GET ledger': page(
        [
          entry(4, {
            kind: 'refund',
            credits: 99,
            balance_after: 499,
            property_id: 12,
            property_name: 'Chakan Park',
          }),
          entry(3, {
            kind: 'unlock',
            credits: -99,
            balance_after: 400,
            property_id: 12,
            property_name: 'Chakan Park',
          }),
          entry(2, { kind: 'top_up', credits: 499, balance_after: 499 }),
          entry(1, { kind: 'demo_grant', credits: 0, balance_after: 0 }),
        ],
        0,
        4,
      ),
    })
    const user = userEvent.setup()
    renderRoutes(routes, '/user-transactions')
    await user.click(await screen.findByRole('tab', { name: 'Credit history' }))
    const ledger = within(await screen.findByRole('table', { name: 'Your credit history' }))
    const rows = ledger.getAllByRole('row').slice(1)
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent)
    expect(cells(0).slice(1)).toEqual(['Refund for Chakan Park', '+99', '499'])
    expect(cells(1).slice(1)).toEqual(['Unlock of Chakan Park', '−99', '400'])
    expect(cells(2).slice(1)).toEqual(['Top-up', '+499', '499'])
    expect(cells(3)[1]).toBe('Welcome credits')
    expect(within(rows[1]!).getByRole('link', { name: 'Chakan Park' })).toHaveAttribute(
      'href',
      '/property/12',
    )
  })

  it('downloads a statement between two days as CSV or PDF', async () => {
    const spy = mockApi({ 'GET transactions': page([], 0, 0) })
    const list = spy.getMockImplementation()!
    spy.mockImplementation(async (input, init) => {
      if (String(input).includes('/api/transactions/statement'))
        return new Response('%PDF-1.7', {
          status: 200,
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="Statement-2026-03-01-2026-03-05.pdf"',
          },
        })
      return list(input, init)
    })
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() })
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    const user = userEvent.setup()
    renderRoutes(routes, '/user-transactions')
    const form = within(await screen.findByRole('form', { name: 'Account statement' }))
    await user.clear(form.getByLabelText(/^From/))
    await user.type(form.getByLabelText(/^From/), '2026-03-01')
    await user.clear(form.getByLabelText(/^To/))
    await user.type(form.getByLabelText(/^To/), '2026-02-01')
    await user.click(form.getByRole('button', { name: 'Download' }))
    expect(await form.findByText('To must not be before From')).toBeVisible()

    await user.clear(form.getByLabelText(/^To/))
    await user.type(form.getByLabelText(/^To/), '2026-03-05')
    await user.selectOptions(form.getByLabelText('Format'), 'PDF')
    await user.click(form.getByRole('button', { name: 'Download' }))
    expect(await form.findByText('Saved Statement-2026-03-01-2026-03-05.pdf.')).toBeVisible()
    const call = spy.mock.calls.find(([input]) => String(input).includes('/statement'))!
    expect(String(call[0])).toBe(
      '/api/transactions/statement?from=2026-03-01&to=2026-03-05&format=pdf',
    )
  })
})
