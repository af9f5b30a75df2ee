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
