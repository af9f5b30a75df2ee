import { DEFAULT_CREDIT_PACKS } from '@app/contract/constants'
import type { PaymentConfirmation } from '@app/contract/wallet'
import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { RAZORPAY_CHECKOUT_SRC } from '../razorpay-checkout'
import { Component as WalletPage } from './wallet-page'

interface CheckoutOptions {
  key: string
  amount: number
  currency: string
  order_id: string
  name: string
  prefill: { name: string; email: string; contact: string }
  handler: (response: PaymentConfirmation) => void
  modal: { ondismiss: () => void }
}

/** Stands in for Razorpay Checkout: records what it was opened with. */
class FakeRazorpay {
  static last: FakeRazorpay | null = null
  failed: ((response: { error?: { description?: string } }) => void) | null = null
  opened = false
  constructor(readonly options: CheckoutOptions) {
    FakeRazorpay.last = this
  }
  on(_event: string, callback: (response: { error?: { description?: string } }) => void) {
    this.failed = callback
  }
  open() {
    this.opened = true
  }
}

const confirmation: PaymentConfirmation = {
  razorpay_order_id: 'order_live_1',
  razorpay_payment_id: 'pay_live_1',
  razorpay_signature: 'cd'.repeat(32),
}

function api() {
  let credits = 0
  return mockApi({
    'GET wallet': () => ({ body: { success: true, data: { credits } } }),
    'GET credit-packs': {
      body: {
        success: true,
        data: { packs: DEFAULT_CREDIT_PACKS, gst_rate_percent: 18, seller_state_id: 27 },
      },
    },
    'GET statesByFilter': { body: { success: true, data: { data: [] } } },
    'POST wallet/order': {
      body: {
        success: true,
        message: 'Order created successfully',
        razorpay_key: 'rzp_live_key',
        amount: 49_900,
        currency: 'INR',
        store_name: 'Godown Hub',
        order_id: 'order_live_1',
        user: { name: 'Asha Verma', email: null, phone: '9876543210' },
        provider: 'razorpay',
      },
    },
    'POST wallet/verify': () => {
      credits = 499
      return { body: { success: true, message: 'ok', data: { credits } } }
    },
  })
}

const checkoutScripts = () =>
  document.head.querySelectorAll(`script[src="${RAZORPAY_CHECKOUT_SRC}"]`)

async function payFor499() {
  const user = userEvent.setup()
  renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet')
  await user.type(screen.getByLabelText(label('Credits')), '499')
  await user.click(screen.getByRole('button', { name: 'Add Credits' }))
}

beforeAll(polyfillDialog)
beforeEach(() => {
  FakeRazorpay.last = null
  authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 })
})
afterEach(() => vi.restoreAllMocks())

// One file of its own: the checkout script is loaded once per page load, as in the browser.
describe('/wallet with Razorpay', () => {
  it('loads checkout.js once, when paying, and opens Checkout with the order', async () => {
    api()
    expect(checkoutScripts()).toHaveLength(0)
    await payFor499()
    await vi.waitFor(() => expect(checkoutScripts()).toHaveLength(1))
    window.Razorpay = FakeRazorpay
    act(() => checkoutScripts()[0]!.dispatchEvent(new Event('load')))
    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true))
    expect(FakeRazorpay.last!.options).toMatchObject({
      key: 'rzp_live_key',
      amount: 49_900,
      currency: 'INR',
      order_id: 'order_live_1',
      name: 'Godown Hub',
      prefill: { name: 'Asha Verma', email: '', contact: '9876543210' },
    })
    act(() => FakeRazorpay.last!.options.modal.ondismiss())
    expect(await screen.findByText('Payment cancelled. No credits were added.')).toBeVisible()

    // A second try reuses the loaded script.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add Credits' }))
    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true))
    expect(checkoutScripts()).toHaveLength(1)
  })

  it("posts Checkout's three fields to wallet/verify and shows the success popup", async () => {
    const fetch = api()
    window.Razorpay = FakeRazorpay
    await payFor499()
    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true))
    act(() => FakeRazorpay.last!.options.handler(confirmation))
    expect(await screen.findByRole('dialog', { name: 'Payment Successful' })).toBeVisible()
    expect(sentTo(fetch, 'POST wallet/verify')).toEqual([confirmation])
    expect(await screen.findByTestId('wallet-credits')).toHaveTextContent('499')
  })

  it('a refused payment says it failed, and closing Checkout afterwards keeps that message', async () => {
    const fetch = api()
    window.Razorpay = FakeRazorpay
    await payFor499()
    await vi.waitFor(() => expect(FakeRazorpay.last?.opened).toBe(true))
    act(() => FakeRazorpay.last!.failed!({ error: { description: 'Card declined by bank' } }))
    act(() => FakeRazorpay.last!.options.modal.ondismiss())
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed (Card declined by bank). No credits were added; you can try again.',
    )
    expect(screen.queryByText(/Payment cancelled/)).toBeNull()
    expect(sentTo(fetch, 'POST wallet/verify')).toEqual([])
  })
})
