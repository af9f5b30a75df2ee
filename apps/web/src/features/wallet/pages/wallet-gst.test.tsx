import { DEFAULT_CREDIT_PACKS } from '@app/contract/constants'
import { GST_TEXTS } from '@app/contract/gst'
import type { PaymentOrderResponse } from '@app/contract/wallet'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { authStore } from '../../../lib/auth-storage'
import { label, mockApi, polyfillDialog, renderRoutes, sentTo } from '../../../test/test-utils'
import { WALLET_UI } from '../wallet-texts'
import { Component as WalletPage } from './wallet-page'

/**
 * The buyer on the tax invoice (issue 26, decision 046): a business's GSTIN, legal name and
 * address behind "Claim GST input credit", and rule 46(e)'s name and address from ₹59,000.
 */

const MAHARASHTRA_GSTIN = '27AAPFU0939F1ZV'

const order = (credits: number): PaymentOrderResponse => ({
  success: true,
  message: 'Order created successfully',
  razorpay_key: 'rzp_test_key',
  amount: credits * 100,
  credits,
  bonus_credits: 0,
  currency: 'INR',
  store_name: 'Godown Hub',
  order_id: 'order_test_1',
  user: { name: 'Asha Verma', email: null, phone: '9876543210' },
  provider: 'sandbox',
})

function api() {
  return mockApi({
    'GET wallet': { body: { success: true, data: { credits: 0 } } },
    'GET credit-packs': {
      body: {
        success: true,
        data: { packs: DEFAULT_CREDIT_PACKS, gst_rate_percent: 18, seller_state_id: 14 },
      },
    },
    'GET statesByFilter': {
      body: {
        success: true,
        data: {
          data: [
            { id: 11, name: 'Gujarat' },
            { id: 14, name: 'Maharashtra' },
          ],
        },
      },
    },
    'POST wallet/order': (body) => ({ body: order((body as { credits: number }).credits) }),
  })
}

const user = () => userEvent.setup()
const field = (name: string) => screen.getByLabelText(label(name))
const addCredits = () => user().click(screen.getByRole('button', { name: 'Add Credits' }))
const errorOf = (name: string) => {
  const control = field(name)
  const id = control
    .getAttribute('aria-describedby')
    ?.split(' ')
    .find((d) => d.endsWith('-error'))
  return id ? document.getElementById(id)?.textContent : undefined
}

beforeAll(polyfillDialog)
beforeEach(() => authStore.login('tok', { id: 8, name: 'Asha Verma', user_type: 1 }))
afterEach(() => vi.restoreAllMocks())

// Typing a GSTIN key by key takes a few seconds on a busy machine.
describe('the GST details of a top-up', { timeout: 30_000 }, () => {
  it('the business box reveals GSTIN, legal name and billing address; unticked, none is sent', async () => {
    const fetch = api()
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet')
    const box = await screen.findByRole('checkbox', { name: WALLET_UI.gstBusinessToggle })
    expect(screen.queryByLabelText(label('GSTIN'))).toBeNull()
    await user().click(box)
    expect(field('GSTIN')).toBeVisible()
    expect(field('Legal name')).toBeVisible()
    expect(field('Billing address')).toBeVisible()
    await user().type(field('GSTIN'), MAHARASHTRA_GSTIN)
    await user().click(box)
    expect(screen.queryByLabelText(label('GSTIN'))).toBeNull()
    await user().type(field('Credits'), '499')
    await addCredits()
    await screen.findByRole('dialog', { name: /Test mode/ })
    // The GSTIN chose its state as it was left; the state stays, the GSTIN goes.
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([{ credits: 499, state_id: 14 }])
  })

  it('shows field messages for a missing name and address and a GSTIN with a wrong check character', async () => {
    const fetch = api()
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet')
    await user().click(await screen.findByRole('checkbox', { name: WALLET_UI.gstBusinessToggle }))
    await user().type(field('Credits'), '999')
    await user().type(field('GSTIN'), '27AAPFU0939F1ZW')
    await addCredits()
    expect(errorOf('GSTIN')).toBe(GST_TEXTS.gstinCheck)
    expect(errorOf('Legal name')).toBe(GST_TEXTS.legalNameNeeded)
    expect(errorOf('Billing address')).toBe(GST_TEXTS.addressNeeded)
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])
  })

  it('a GSTIN of another state than the chosen one is refused by name; typed alone, it chooses its state', async () => {
    const fetch = api()
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet')
    await user().click(await screen.findByRole('checkbox', { name: WALLET_UI.gstBusinessToggle }))
    await user().type(field('Credits'), '999')
    await user().selectOptions(field('Your state'), 'Gujarat')
    await user().type(field('GSTIN'), MAHARASHTRA_GSTIN)
    await user().type(field('Legal name'), 'Shree Logistics Private Limited')
    await user().type(field('Billing address'), 'Gala 12, Bhiwandi 421302')
    await addCredits()
    expect(errorOf('GSTIN')).toBe(GST_TEXTS.gstinOtherState('Maharashtra'))
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])

    await user().selectOptions(field('Your state'), '')
    await user().clear(field('GSTIN'))
    await user().type(field('GSTIN'), MAHARASHTRA_GSTIN.toLowerCase())
    await user().tab()
    expect(field('Your state')).toHaveValue('14')
    await addCredits()
    await screen.findByRole('dialog', { name: /Test mode/ })
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([
      {
        credits: 999,
        state_id: 14,
        gstin: MAHARASHTRA_GSTIN,
        legal_name: 'Shree Logistics Private Limited',
        billing_address: 'Gala 12, Bhiwandi 421302',
      },
    ])
  })

  it('from ₹59,000 a consumer is asked for a name, address and state (rule 46(e))', async () => {
    const fetch = api()
    renderRoutes([{ path: '/wallet', element: <WalletPage /> }], '/wallet')
    await user().type(await screen.findByLabelText(label('Credits')), '58999')
    expect(screen.queryByLabelText(label('Billing address'))).toBeNull()
    await user().clear(field('Credits'))
    await user().type(field('Credits'), '60000')
    expect(screen.getByRole('note')).toHaveTextContent(GST_TEXTS.addressRule)
    expect(screen.queryByLabelText(label('GSTIN'))).toBeNull()
    await addCredits()
    expect(errorOf('Name on the invoice')).toBe(GST_TEXTS.nameNeeded)
    expect(errorOf('Billing address')).toBe(GST_TEXTS.addressNeeded)
    expect(errorOf('Your state')).toBe(GST_TEXTS.stateNeeded)
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([])

    await user().type(field('Name on the invoice'), 'Ravi Mehta')
    await user().type(field('Billing address'), '14 Ashram Road, Ahmedabad')
    await user().selectOptions(field('Your state'), 'Gujarat')
    await addCredits()
    await screen.findByRole('dialog', { name: /Test mode/ })
    expect(sentTo(fetch, 'POST wallet/order')).toEqual([
      {
        credits: 60_000,
        state_id: 11,
        legal_name: 'Ravi Mehta',
        billing_address: '14 Ashram Road, Ahmedabad',
      },
    ])
  })
})
