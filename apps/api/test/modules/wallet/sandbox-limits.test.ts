import { TOP_UP_MAX_CREDITS, WALLET_MAX_BALANCE } from '@app/contract/limits'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { RULE_46E_MIN_RUPEES } from '@app/contract/gst'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { paymentOrders } from '../../../src/db/schema/index'
import { moveCredits } from '../../../src/modules/wallet/ledger'
import { createTestApp } from '../../helpers/app'
import { sandboxPay, sandboxTests, type TestApp } from './sandbox-app'
import { post } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'
import { razorpayEnv } from '../../helpers/razorpay-stub'
import { openOrder, verify } from './payments-helpers'

/** The sandbox: the amounts an order may have, and where there is no sandbox. */
describe('top-ups in the sandbox (PAYMENTS=sandbox)', () => {
  let t: TestApp
  const { paidOrder } = sandboxTests((s) => ({ t } = s))

  it('refuses amounts outside 1 to 100000 credits with 422 and the spec message', async () => {
    const seeker = await makeUser(t.app.db)
    for (const credits of [0, -5, 'abc', '']) {
      const res = await post(t.app, '/api/wallet/order', { credits }, { token: seeker.token })
      expect(res.statusCode, String(credits)).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: 'Please enter a valid credit amount.',
        errors: { credits: ['Please enter a valid credit amount.'] },
      })
    }
    const tooMany = await post(
      t.app,
      '/api/wallet/order',
      { credits: TOP_UP_MAX_CREDITS + 1 },
      { token: seeker.token },
    )
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json().message).toBe(WALLET_TEXTS.tooManyCredits)
    expect((await openOrder(t.app, seeker.token, 1)).amount).toBe(100)
    expect((await openOrder(t.app, seeker.token, RULE_46E_MIN_RUPEES - 1)).amount).toBe(5_899_900)
    // From ₹59,000 the invoice needs the buyer's name and address (rule 46(e), decision 046).
    const largest = await post(
      t.app,
      '/api/wallet/order',
      { credits: TOP_UP_MAX_CREDITS },
      { token: seeker.token },
    )
    expect(largest.statusCode).toBe(422)
    expect(Object.keys(largest.json().errors)).toEqual([
      'legal_name',
      'billing_address',
      'state_id',
    ])
  })

  it(`refuses an order that would take the balance past ${WALLET_MAX_BALANCE} credits, bonus included (422 on credits); an order opened before is credited in full`, async () => {
    const seeker = await makeUser(t.app.db)
    let grants = 0
    const grant = (credits: number) =>
      t.app.db.transaction((tx) =>
        moveCredits(tx, {
          userId: seeker.id,
          credits,
          kind: 'demo_grant',
          reference: `ceiling-test:${seeker.id}:${++grants}`,
        }),
      )
    await grant(WALLET_MAX_BALANCE - 1_000)
    const orders = async () =>
      (await t.app.db.select().from(paymentOrders).where(eq(paymentOrders.userId, seeker.id)))
        .length
    for (const body of [
      { credits: 1_001 },
      // Business: 999 credits and 100 free, which count too.
      { credits: 999, packs: [{ pack_id: 'business', quantity: 1 }] },
    ]) {
      const res = await post(t.app, '/api/wallet/order', body, { token: seeker.token })
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: WALLET_TEXTS.walletFull,
        errors: { credits: [WALLET_TEXTS.walletFull] },
      })
    }
    expect(await orders()).toBe(0)

    // Up to the ceiling is fine; what is paid for is credited even if the balance grew since.
    const confirmation = await paidOrder(seeker.token, 1_000)
    await grant(500)
    const verified = await verify(t.app, seeker.token, confirmation)
    expect(verified.statusCode, verified.body).toBe(200)
    expect(verified.json().data).toEqual({ credits: WALLET_MAX_BALANCE + 500 })
    const refused = await post(t.app, '/api/wallet/order', { credits: 1 }, { token: seeker.token })
    expect(refused.json().message).toBe(WALLET_TEXTS.walletFull)
  })
})

describe('where there is no sandbox', () => {
  it('POST /api/sandbox/pay answers 404 with PAYMENTS=razorpay and in production', async () => {
    for (const env of [
      razorpayEnv(),
      {
        ...razorpayEnv(),
        NODE_ENV: 'production',
        OTP_DELIVERY: 'smtp',
        SMTP_URL: 'smtp://127.0.0.1:9',
        // The seller on tax invoices, which production also demands.
        SELLER_LEGAL_NAME: 'Godown Hub Private Limited',
        SELLER_GSTIN: '27AAAAA0000A1Z2',
      },
    ]) {
      const t = await createTestApp({ env })
      try {
        const seeker = await makeUser(t.app.db)
        const res = await sandboxPay(t, seeker.token, 'order_Anything000001', 'success')
        expect(res.statusCode).toBe(404)
        expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
      } finally {
        await t.close()
      }
    }
  })
})
