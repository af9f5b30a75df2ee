import { DEFAULT_CREDIT_PACKS } from '@app/contract/constants'
import { GST_TEXTS } from '@app/contract/gst'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { cartStore } from '../cart'
import { Component as CartPage } from './cart-page'
import { Component as CheckoutPage } from './checkout-page'

const SIGNATURE = 'cd'.repeat(32)
const MAHARASHTRA = 27
const KARNATAKA = 29

/** The API a checkout sees: the default packs, the seller in Maharashtra, a sandbox payment. */
function checkoutApi() {
  let credits = 40
  let ordered: { credits: number; packs: { pack_id: string; quantity: number }[] } | null = null
  return mockApi({
    'GET credit-packs': {
      body: {
        success: true,
        data: { packs: DEFAULT_CREDIT_PACKS, gst_rate_percent: 18, seller_state_id: MAHARASHTRA },
      },
    },
    'GET statesByFilter': {
      body: {
        success: true,
        data: {
          data: [
            { id: KARNATAKA, name: 'Karnataka' },
            { id: MAHARASHTRA, name: 'Maharashtra' },
          ],
        },
      },
    },
    'POST wallet/order': (body) => {
      ordered = body as typeof ordered
      // The server answers the credits the order brings: the packs' credits and their bonus.
      const bonus = ordered!.packs.reduce(
        (sum, line) =>
          sum +
          DEFAULT_CREDIT_PACKS.find((p) => p.id === line.pack_id)!.bonus_credits * line.quantity,
        0,
      )
      return {
        body: {
          success: true,
          message: 'Order created successfully',
          razorpay_key: 'rzp_test_key',
          amount: ordered!.credits * 100,
          credits: ordered!.credits + bonus,
          bonus_credits: bonus,
          currency: 'INR',
          store_name: 'Godown Hub',
          order_id: 'order_pack_1',
          user: { name: 'Asha Verma', email: null, phone: '9876543210' },
          provider: 'sandbox',
        },
      }
    },
    'POST sandbox/pay': {
      body: {
        success: true,
        data: {
          razorpay_order_id: 'order_pack_1',
          razorpay_payment_id: 'pay_pack_1',
          razorpay_signature: SIGNATURE,
        },
      },
    },
    'POST wallet/verify': () => {
      // The server credits the packs and their bonus (1 Business + 2 Pro: 5,997 + 900).
      credits += 5_997 + 900
      return { body: { success: true, message: 'ok', data: { credits } } }
    },
  })
}

const routes = [
  { path: '/cart', element: <CartPage /> },
  { path: '/checkout', element: <CheckoutPage /> },
  { path: '/wallet', element: <h1>Wallet page</h1> },
  { path: '/user-transactions', element: <h1>Transactions page</h1> },
]

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime })

/** The value beside a label in a summary list. */
function valueOf(list: HTMLElement, term: string) {
  const dt = within(list).getByText(term, { selector: 'dt' })
  return dt.nextElementSibling?.textContent
}

beforeAll(polyfillDialog)
beforeEach(() => {
  authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 })
  cartStore.clear()
  vi.useFakeTimers({ shouldAdvanceTime: true })
})
afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('/cart', () => {
  it('adds up the packs, their bonus and the price as quantities change and lines go', async () => {
    checkoutApi()
    cartStore.add('business')
    cartStore.add('pro')
    renderRoutes(routes, '/cart')
    const list = await screen.findByLabelText('Cart totals')
    expect(valueOf(list, 'Credits')).toBe('3,498')
    expect(valueOf(list, 'Bonus credits (free)')).toBe('+500')
    expect(valueOf(list, 'Credits you get')).toBe('3,998')
    expect(valueOf(list, 'Price incl. GST')).toBe('₹3,498.00')

    await user().click(screen.getByRole('button', { name: 'One more Pro' }))
    expect(within(screen.getByRole('group', { name: 'Pro quantity' })).getByText('2')).toBeVisible()
    expect(valueOf(list, 'Credits')).toBe('5,997')
    expect(valueOf(list, 'Bonus credits (free)')).toBe('+900')
    expect(valueOf(list, 'Price incl. GST')).toBe('₹5,997.00')
    // Kept in local storage: a reload finds the same cart.
    expect(JSON.parse(localStorage.getItem('creditCart')!)).toEqual([
      { pack_id: 'business', quantity: 1 },
      { pack_id: 'pro', quantity: 2 },
    ])

    await user().click(screen.getByRole('button', { name: 'Remove Business pack' }))
    expect(valueOf(list, 'Credits')).toBe('4,998')
    expect(valueOf(list, 'Bonus credits (free)')).toBe('+800')
    await user().click(screen.getByRole('button', { name: 'One less Pro' }))
    expect(screen.getByRole('button', { name: 'One less Pro' })).toBeDisabled()
    expect(valueOf(list, 'Price incl. GST')).toBe('₹2,499.00')

    await user().click(screen.getByRole('button', { name: 'Remove Pro pack' }))
    expect(await screen.findByText(/Your cart is empty/)).toBeVisible()
    expect(localStorage.getItem('creditCart')).toBeNull()
  })

  it('leaves out a pack that is no longer on sale and says so', async () => {
    checkoutApi()
    localStorage.setItem(
      'creditCart',
      JSON.stringify([
        { pack_id: 'starter', quantity: 2 },
        { pack_id: 'gold', quantity: 1 },
      ]),
    )
    cartStore.reload()
    renderRoutes(routes, '/cart')
    const list = await screen.findByLabelText('Cart totals')
    expect(valueOf(list, 'Credits')).toBe('998')
    expect(valueOf(list, 'Bonus credits (free)')).toBe('0')
    expect(screen.getByText(/no longer on sale/)).toBeVisible()
  })
})

describe('/checkout', () => {
  it('shows the bill with CGST and SGST in the seller’s state, IGST elsewhere', async () => {
    checkoutApi()
    cartStore.add('business')
    cartStore.add('pro')
    cartStore.add('pro')
    renderRoutes(routes, '/checkout')
    const gst = await screen.findByLabelText('GST breakdown')
    // ₹5,997 with 18% GST inside: taxable 5,997 x 100 / 118 = 5,082.20, the tax split in half.
    expect(valueOf(gst, 'Taxable value')).toBe('₹5,082.20')
    expect(valueOf(gst, 'CGST @ 9%')).toBe('₹457.40')
    expect(valueOf(gst, 'SGST @ 9%')).toBe('₹457.40')
    expect(valueOf(gst, 'Total payable')).toBe('₹5,997.00')
    const bill = screen.getByLabelText('Bill totals')
    expect(valueOf(bill, 'Bonus credits (free)')).toBe('+900')
    expect(valueOf(bill, 'Credits you get')).toBe('6,897')
    const rows = within(screen.getByRole('table')).getAllByRole('row')
    expect(rows[2]).toHaveTextContent(/^Pro × 2.*4,998\+800₹4,998\.00$/)

    await user().selectOptions(await screen.findByLabelText('Your state'), 'Karnataka')
    expect(valueOf(gst, 'IGST @ 18%')).toBe('₹914.80')
    expect(within(gst).queryByText('CGST @ 9%')).toBeNull()
    await user().selectOptions(screen.getByLabelText('Your state'), 'Maharashtra')
    expect(valueOf(gst, 'CGST @ 9%')).toBe('₹457.40')
  })

  it('pays the cart as one order with its packs, then empties the cart', async () => {
    const fetch = checkoutApi()
    cartStore.add('business')
    cartStore.add('pro')
    cartStore.add('pro')
    renderRoutes(routes, '/checkout')
    await user().selectOptions(await screen.findByLabelText('Your state'), 'Karnataka')
    await user().click(screen.getByRole('button', { name: 'Pay ₹5,997.00' }))
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([
      {
        credits: 5_997,
        state_id: KARNATAKA,
        packs: [
          { pack_id: 'business', quantity: 1 },
          { pack_id: 'pro', quantity: 2 },
        ],
      },
    ])
    const sheet = await screen.findByRole('dialog', { name: /Test mode/ })
    // The sheet names the credits the packs bring, bonus included, not the price in rupees.
    expect(within(sheet).getByTestId('checkout-amount')).toHaveTextContent('₹5,997.00')
    expect(within(sheet).getByTestId('checkout-credits')).toHaveTextContent(
      '6,897 wallet credits (5,997 + 900 bonus) · INR',
    )
    await user().click(within(sheet).getByRole('button', { name: /^Pay/ }))
    const notice = await screen.findByRole('dialog', { name: 'Payment Successful' })
    expect(notice).toHaveTextContent(
      '6,897 credits (900 of them bonus) were added to your wallet. You now have 6,937 credits.',
    )
    expect(cartStore.get()).toEqual([])
    await user().click(within(notice).getByRole('button', { name: 'View transactions' }))
    expect(await screen.findByRole('heading', { name: 'Transactions page' })).toBeVisible()
  })

  it('a business adds its GSTIN, legal name and address; a GSTIN of another state is refused', async () => {
    const fetch = checkoutApi()
    cartStore.add('business')
    renderRoutes(routes, '/checkout')
    await user().click(
      await screen.findByRole('checkbox', { name: 'Claim GST input credit (business purchase)' }),
    )
    await user().selectOptions(screen.getByLabelText(label('Your state')), 'Karnataka')
    await user().type(screen.getByLabelText(label('GSTIN')), '27AAPFU0939F1ZV')
    await user().type(screen.getByLabelText(label('Legal name')), 'Peenya Storage LLP')
    await user().type(screen.getByLabelText(label('Billing address')), 'Peenya, Bengaluru')
    await user().click(screen.getByRole('button', { name: 'Pay ₹999.00' }))
    expect(await screen.findByText(GST_TEXTS.gstinOtherState('Maharashtra'))).toBeVisible()
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])

    await user().clear(screen.getByLabelText(label('GSTIN')))
    await user().type(screen.getByLabelText(label('GSTIN')), '29AAGCB7383J1Z4')
    await user().click(screen.getByRole('button', { name: 'Pay ₹999.00' }))
    await screen.findByRole('dialog', { name: /Test mode/ })
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([
      {
        credits: 999,
        state_id: KARNATAKA,
        gstin: '29AAGCB7383J1Z4',
        legal_name: 'Peenya Storage LLP',
        billing_address: 'Peenya, Bengaluru',
        packs: [{ pack_id: 'business', quantity: 1 }],
      },
    ])
  }, 30_000)

  it('an empty cart has nothing to pay', async () => {
    checkoutApi()
    renderRoutes(routes, '/checkout')
    expect(await screen.findByText(/Your cart is empty/)).toBeVisible()
    expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull()
  })
})
