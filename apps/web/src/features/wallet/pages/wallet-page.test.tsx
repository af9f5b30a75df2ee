import { DEFAULT_CREDIT_PACKS, NOTICE_LONG_MS } from '@app/contract/constants'
import type { PaymentOrderResponse } from '@app/contract/wallet'
import { act, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import {
  label,
  mockApi,
  polyfillDialog,
  renderRoutes,
  sentTo,
  type Reply,
} from '../../../test/test-utils'
import { cartStore } from '../cart'
import { Component as WalletPage } from './wallet-page'

const SIGNATURE = 'ab'.repeat(32)

function order(
  credits: number,
  provider: 'sandbox' | 'razorpay' = 'sandbox',
): PaymentOrderResponse {
  return {
    success: true,
    message: 'Order created successfully',
    razorpay_key: 'rzp_test_key',
    amount: credits * 100,
    credits,
    bonus_credits: 0,
    currency: 'INR',
    store_name: 'Godown Hub',
    order_id: 'order_test_1',
    user: { name: 'Asha Verma', email: 'asha@example.in', phone: '9876543210' },
    provider,
  }
}

/** The API as a top-up sees it: the balance grows once the payment is verified. */
function walletApi({
  provider = 'sandbox' as 'sandbox' | 'razorpay',
  verify,
}: { provider?: 'sandbox' | 'razorpay'; verify?: Reply } = {}) {
  let credits = 0
  let bought = 0
  return mockApi({
    'GET wallet': () => ({ body: { success: true, data: { credits } } }),
    'GET credit-packs': {
      body: {
        success: true,
        data: { packs: DEFAULT_CREDIT_PACKS, gst_rate_percent: 18, seller_state_id: 27 },
      },
    },
    'GET statesByFilter': {
      body: { success: true, data: { data: [{ id: 27, name: 'Maharashtra' }] } },
    },
    'POST wallet/order': (body) => {
      bought = (body as { credits: number }).credits
      return { body: order(bought, provider) }
    },
    'POST sandbox/pay': (body) => {
      const { outcome } = body as { outcome: string }
      return {
        body: {
          success: true,
          data: {
            razorpay_order_id: 'order_test_1',
            razorpay_payment_id: 'pay_test_1',
            ...(outcome === 'success' ? { razorpay_signature: SIGNATURE } : {}),
          },
        },
      }
    },
    'POST wallet/verify': () => {
      if (verify) return verify
      credits += bought
      return { body: { success: true, message: 'ok', data: { credits } } }
    },
  })
}

const routes = [
  { path: '/wallet', element: <WalletPage /> },
  { path: '/property/:id', element: <h1>Property page</h1> },
  { path: '/', element: <h1>Home page</h1> },
  { path: '/login', element: <h1>Login page</h1> },
]

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
const creditsInput = () => screen.getByLabelText(label('Credits'))
const addCredits = () => user().click(screen.getByRole('button', { name: 'Add Credits' }))
const sheet = () => screen.findByRole('dialog', { name: /Test mode/ })

beforeAll(polyfillDialog)
beforeEach(() => {
  authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 })
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('/wallet', () => {
  it("shows the user's name and available credits", async () => {
    walletApi()
    renderRoutes(routes, '/wallet')
    expect(await screen.findByTestId('wallet-credits')).toHaveTextContent('0')
    expect(screen.getByText('Asha Verma')).toBeVisible()
    expect(screen.getByRole('heading', { name: 'Add Credits' })).toBeVisible()
  })

  it.each([
    ['nothing', ''],
    ['zero', '0'],
    ['a negative number', '-5'],
  ])("refuses %s with 'Invalid Amount' and sends no order", async (_, typed) => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    if (typed) await user().type(creditsInput(), typed)
    await addCredits()
    const notice = await screen.findByRole('dialog', { name: 'Invalid Amount' })
    expect(notice).toHaveTextContent('Please enter a valid credit amount.')
    expect(creditsInput()).toHaveAttribute('aria-invalid', 'true')
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])
  })

  it('refuses a non-number (the number field keeps no letters)', async () => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), 'abc')
    await addCredits()
    expect(await screen.findByRole('dialog', { name: 'Invalid Amount' })).toBeVisible()
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])
  })

  it('refuses more than 1,00,000 credits at a time', async () => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '100001')
    await addCredits()
    expect(await screen.findByText('You can add at most 1,00,000 credits at a time.')).toBeVisible()
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])
  })

  it('quick amounts fill the field, the price shows in rupees, and a fraction is sent whole', async () => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    await user().click(screen.getByRole('button', { name: '2,499 credits' }))
    expect(creditsInput()).toHaveValue(2499)
    expect(screen.getByRole('button', { name: '2,499 credits' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByText('₹2,499.00')).toBeVisible()
    await user().clear(creditsInput())
    await user().type(creditsInput(), '150000.75')
    expect(screen.getByText('₹0.00')).toBeVisible()
    await user().clear(creditsInput())
    await user().type(creditsInput(), '120.9')
    expect(screen.getByText('₹120.00')).toBeVisible()
    await addCredits()
    await sheet()
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([{ credits: 120 }])
  })

  it('pays in the sandbox sheet: verified, credits refresh, the amount clears, then home after 5 s', async () => {
    const fetch = walletApi()
    const router = renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '499')
    await user().selectOptions(screen.getByLabelText('Your state'), 'Maharashtra')
    await addCredits()
    const checkout = await sheet()
    expect(within(checkout).getByText('Godown Hub')).toBeVisible()
    expect(within(checkout).getByTestId('checkout-amount')).toHaveTextContent('₹499.00')
    expect(within(checkout).getByText('Asha Verma')).toBeVisible()
    // The sheet lets the test payer choose how they pay; the invoice prints it.
    await user().selectOptions(within(checkout).getByLabelText('Pay with'), 'Net banking')
    await user().click(within(checkout).getByRole('button', { name: 'Pay ₹499.00' }))

    const success = await screen.findByRole('dialog', { name: 'Payment Successful' })
    expect(success).toHaveTextContent('499 credits were added to your wallet')
    expect(success).toHaveTextContent('Taking you to the home page in 5 seconds.')
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([{ credits: 499, state_id: 27 }])
    expect(sentTo(fetch, 'POST sandbox/pay')).toEqual([
      { order_id: 'order_test_1', outcome: 'success', method: 'netbanking' },
    ])
    expect(sentTo(fetch, 'POST wallet/verify')).toEqual([
      {
        razorpay_order_id: 'order_test_1',
        razorpay_payment_id: 'pay_test_1',
        razorpay_signature: SIGNATURE,
      },
    ])
    expect(await screen.findByTestId('wallet-credits')).toHaveTextContent('499')
    expect(creditsInput()).toHaveValue(null)

    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS - 500))
    expect(router.state.location.pathname).toBe('/wallet')
    act(() => vi.advanceTimersByTime(500))
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeVisible()
  })

  it('goes back to the property with from_wallet=true 5 s after paying when property_id was given', async () => {
    walletApi()
    const router = renderRoutes(routes, '/wallet?property_id=12')
    expect(screen.getByRole('link', { name: 'the property' })).toHaveAttribute(
      'href',
      '/property/12',
    )
    await user().click(screen.getByRole('button', { name: '99 credits' }))
    await addCredits()
    await user().click(within(await sheet()).getByRole('button', { name: /^Pay/ }))
    const success = await screen.findByRole('dialog', { name: 'Payment Successful' })
    expect(success).toHaveTextContent('Taking you back to the property to unlock it')
    act(() => vi.advanceTimersByTime(NOTICE_LONG_MS))
    expect(await screen.findByRole('heading', { name: 'Property page' })).toBeVisible()
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/property/12?from_wallet=true',
    )
  })

  it('Fail in the sandbox sheet says the payment failed and adds no credits', async () => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '999')
    await addCredits()
    await user().click(within(await sheet()).getByRole('button', { name: 'Fail' }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment failed. No credits were added',
    )
    expect(screen.queryByRole('dialog', { name: /Test mode/ })).toBeNull()
    expect(sentTo(fetch, 'POST sandbox/pay')).toEqual([
      { order_id: 'order_test_1', outcome: 'failure' },
    ])
    expect(sentTo(fetch, 'POST wallet/verify')).toEqual([])
    expect(screen.getByTestId('wallet-credits')).toHaveTextContent('0')
    // The amount stays for another try.
    expect(creditsInput()).toHaveValue(999)
  })

  it('Cancel in the sandbox sheet says the payment was cancelled and calls nothing more', async () => {
    const fetch = walletApi()
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '999')
    await addCredits()
    await user().click(within(await sheet()).getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Payment cancelled. No credits were added.')).toBeVisible()
    expect(sentTo(fetch, 'POST sandbox/pay')).toEqual([])
    expect(sentTo(fetch, 'POST wallet/verify')).toEqual([])
  })

  it("the sheet's close button is a cancel too", async () => {
    walletApi()
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '99')
    await addCredits()
    await user().click(within(await sheet()).getByRole('button', { name: 'Close' }))
    expect(await screen.findByText('Payment cancelled. No credits were added.')).toBeVisible()
  })

  it('a refused verification shows the reason and adds no credits', async () => {
    walletApi({
      verify: {
        status: 400,
        body: {
          success: false,
          code: 'BAD_REQUEST',
          message: 'Payment verification failed. No credits were added.',
        },
      },
    })
    renderRoutes(routes, '/wallet')
    await user().type(creditsInput(), '99')
    await addCredits()
    await user().click(within(await sheet()).getByRole('button', { name: /^Pay/ }))
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Payment verification failed. No credits were added.',
    )
    expect(screen.queryByRole('dialog', { name: 'Payment Successful' })).toBeNull()
  })

  it('asks a visitor to login', async () => {
    authStore.clear()
    mockApi({})
    renderRoutes(routes, '/wallet')
    expect(await screen.findByRole('dialog', { name: 'Login Required' })).toHaveTextContent(
      'Please login to view your wallet.',
    )
  })

  it('lists the credit packs with their bonus; Add to cart fills the cart', async () => {
    walletApi()
    cartStore.clear()
    renderRoutes(routes, '/wallet')
    const packs = await screen.findByRole('region', { name: 'Credit packs' })
    expect(await within(packs).findByText('+100 bonus')).toBeVisible()
    expect(within(packs).getByText('999 credits + 100 free = 1,099 credits')).toBeVisible()
    await user().click(within(packs).getByRole('button', { name: 'Add to cart: Business pack' }))
    await user().click(within(packs).getByRole('button', { name: 'Add to cart: Business pack' }))
    await user().click(within(packs).getByRole('button', { name: 'Add to cart: Pro pack' }))
    expect(within(packs).getByRole('link', { name: 'View cart (3)' })).toHaveAttribute(
      'href',
      '/cart',
    )
    expect(within(packs).getByRole('link', { name: '2 in cart' })).toBeVisible()
    expect(cartStore.get()).toEqual([
      { pack_id: 'business', quantity: 2 },
      { pack_id: 'pro', quantity: 1 },
    ])
    cartStore.clear()
  })

  it('tells an account type without a wallet that it has none', async () => {
    authStore.login('tok', { id: 9, name: 'Guest', user_type: 5 })
    const fetch = mockApi({})
    renderRoutes(routes, '/wallet')
    expect(
      await screen.findByRole('heading', { name: 'Not available for this account' }),
    ).toBeVisible()
    expect(screen.queryByRole('heading', { name: 'Add Credits' })).toBeNull()
    expect(sentTo(fetch, 'GET wallet')).toEqual([])
  })

  it('shows the same message when the API refuses the wallet (403)', async () => {
    mockApi({
      'GET wallet': {
        status: 403,
        body: { success: false, code: 'FORBIDDEN', message: 'Access denied.' },
      },
    })
    renderRoutes(routes, '/wallet')
    expect(
      await screen.findByRole('heading', { name: 'Not available for this account' }),
    ).toBeVisible()
  })
})
