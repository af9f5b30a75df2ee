import { GST_TEXTS } from '@app/contract/gst'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockApi, sentTo } from '../../../test/test-utils'
import { ok, page, paymentFixture, renderAdmin } from '../admin-test-kit'

afterEach(() => vi.restoreAllMocks())

const table = () => within(screen.getByRole('table', { name: 'Payment orders' }))

describe('/admin/payments', () => {
  it('lists orders with provider ids, rupees from paise and status; reconciles an unpaid one', async () => {
    const paid = paymentFixture({
      id: 30,
      status: 'paid',
      provider_payment_id: 'pay_SBX9',
      invoice_number: 'GH/26-27/000030',
      paid_at: '2026-03-05T08:40:00Z',
    })
    let pending = paymentFixture()
    const api = mockApi({
      'GET admin/payments': () => page([pending, paid]),
      'POST admin/payments/31/reconcile': () => {
        pending = { ...pending, status: 'paid', paid_at: '2026-03-05T09:00:00Z' }
        return ok(pending)
      },
    })
    renderAdmin('/admin/payments?status=pending')
    await screen.findByRole('table', { name: 'Payment orders' })
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveValue('pending')
    const [first, second] = table().getAllByRole('row').slice(1)
    expect(first).toHaveTextContent('₹499.00')
    expect(first).toHaveTextContent('order_SBX123')
    expect(first).toHaveTextContent('No payment id yet')
    expect(within(first!).getByRole('button', { name: 'Copy order id order_SBX123' })).toBeVisible()
    expect(within(second!).getByRole('button', { name: 'Invoice GH/26-27/000030' })).toBeVisible()
    expect(within(second!).queryByRole('button', { name: /Reconcile/ })).toBeNull()

    await userEvent.click(within(first!).getByRole('button', { name: 'Reconcile order #31' }))
    expect(
      await screen.findByText('Order #31 is paid: 499 credits are in the wallet.'),
    ).toBeVisible()
    expect(sentTo(api, 'POST admin/payments/31/reconcile')).toHaveLength(1)
  })

  it("shows the server's refusal of a reconciliation", async () => {
    mockApi({
      'GET admin/payments': page([paymentFixture({ provider: 'razorpay' })]),
      'POST admin/payments/31/reconcile': {
        status: 409,
        body: {
          success: false,
          code: 'CONFLICT',
          message: 'This order was made with another payment provider: it cannot be checked now.',
        },
      },
    })
    renderAdmin('/admin/payments')
    await userEvent.click(await screen.findByRole('button', { name: 'Reconcile order #31' }))
    expect(await screen.findByText(/made with another payment provider/)).toBeVisible()
  })
})

describe('/admin/payments: GSTR-1', () => {
  it("downloads a month's b2b and b2cs CSV; a month before GST is refused before asking", async () => {
    const spy = mockApi({ 'GET admin/payments': () => page([]) })
    const list = spy.getMockImplementation()!
    spy.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost')
      if (url.pathname === '/api/admin/gstr1') {
        const name = `GSTR1-${url.searchParams.get('month')}-${url.searchParams.get('section')}.csv`
        return new Response('Type,Place Of Supply\r\n', {
          status: 200,
          headers: {
            'content-type': 'text/csv; charset=utf-8',
            'content-disposition': `attachment; filename="${name}"`,
          },
        })
      }
      return list(input, init)
    })
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:gstr1'), revokeObjectURL: vi.fn() })
    const saved: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download)
    })
    renderAdmin('/admin/payments')
    const region = within(await screen.findByRole('region', { name: 'GSTR-1 export' }))
    const month = region.getByLabelText('Month')
    await userEvent.clear(month)
    await userEvent.type(month, '2017-06')
    await userEvent.click(region.getByRole('button', { name: 'B2B (by GSTIN) CSV' }))
    expect(region.getByText(GST_TEXTS.monthBeforeGst)).toBeVisible()

    await userEvent.clear(month)
    await userEvent.type(month, '2026-11')
    await userEvent.click(region.getByRole('button', { name: 'B2B (by GSTIN) CSV' }))
    await userEvent.click(region.getByRole('button', { name: 'B2C small (by state) CSV' }))
    await vi.waitFor(() =>
      expect(saved).toEqual(['GSTR1-2026-11-b2b.csv', 'GSTR1-2026-11-b2cs.csv']),
    )
    const asked = spy.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/admin/gstr1')
      .map((url) => url.search)
    expect(asked).toEqual(['?month=2026-11&section=b2b', '?month=2026-11&section=b2cs'])
  })
})
