import { TOP_UP_MAX_CREDITS, WALLET_MAX_BALANCE } from '@app/contract/limits'
import { createHmac } from 'node:crypto'
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { RULE_46E_MIN_RUPEES } from '@app/contract/gst'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { appSecrets, paymentOrders } from '../../../src/db/schema/index'
import { buildApp } from '../../../src/app'
import { SANDBOX_SECRET_NAME } from '../../../src/modules/wallet/providers/sandbox-secret'
import { moveCredits } from '../../../src/modules/wallet/ledger'
import { SANDBOX_KEY_ID } from '../../../src/modules/wallet/policy'
import { reconcilePayments } from '../../../src/modules/wallet/reconcile'
import { createTestApp, testConfig } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import { razorpayEnv, webhookEvent, webhookSignature } from '../../helpers/razorpay-stub'
import {
  balance,
  ledgerMismatches,
  openOrder,
  orderRow,
  topUpEntries,
  verify,
} from './payments-helpers'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** The sandbox on its own: no Razorpay keys at all, its secret made in DATA_DIR. */
const SANDBOX_ENV = {
  PAYMENTS: 'sandbox',
  RAZORPAY_KEY_ID: '',
  RAZORPAY_KEY_SECRET: '',
  RAZORPAY_WEBHOOK_SECRET: '',
}

const sandboxPay = (t: TestApp, token: string, orderId: string, outcome: 'success' | 'failure') =>
  post(t.app, '/api/sandbox/pay', { order_id: orderId, outcome }, { token })

describe('top-ups in the sandbox (PAYMENTS=sandbox)', () => {
  let t: TestApp
  let dataDir: string
  const clock = new ManualClock()
  const secret = async () => {
    const [row] = await t.app.db
      .select()
      .from(appSecrets)
      .where(eq(appSecrets.name, SANDBOX_SECRET_NAME))
    return row!.value
  }
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'sandbox-payments-'))
    t = await createTestApp({ env: { ...SANDBOX_ENV, DATA_DIR: dataDir }, clock })
  })
  afterAll(async () => {
    await t?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** Opens an order and pays it in the sandbox; the signed confirmation. */
  async function paidOrder(token: string, credits: number) {
    const order = await openOrder(t.app, token, credits)
    const res = await sandboxPay(t, token, order.order_id, 'success')
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as {
      razorpay_order_id: string
      razorpay_payment_id: string
      razorpay_signature: string
    }
  }

  it("opens an order shaped like Razorpay's, with no network", async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 99)
    expect(order).toMatchObject({
      provider: 'sandbox',
      razorpay_key: SANDBOX_KEY_ID,
      amount: 9_900,
      order_id: expect.stringMatching(/^order_[A-Za-z0-9]{14}$/),
    })
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      provider: 'sandbox',
      status: PAYMENT_STATUS.pending,
      credits: 99,
    })
  })

  it('pays with a confirmation signed as Razorpay signs; verify credits it once, even replayed 3 times at once', async () => {
    const seeker = await makeUser(t.app.db)
    const confirmation = await paidOrder(seeker.token, 500)
    expect(confirmation).toEqual({
      razorpay_order_id: expect.stringMatching(/^order_/),
      razorpay_payment_id: expect.stringMatching(/^pay_[A-Za-z0-9]{14}$/),
      razorpay_signature: createHmac('sha256', await secret())
        .update(`${confirmation.razorpay_order_id}|${confirmation.razorpay_payment_id}`)
        .digest('hex'),
    })
    const answers = await Promise.all(
      [1, 2, 3].map(() => verify(t.app, seeker.token, confirmation)),
    )
    for (const res of answers) {
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toEqual({ credits: 500 })
    }
    expect(await balance(t.app, seeker.token)).toBe(500)
    const row = await orderRow(t.app.db, confirmation.razorpay_order_id)
    expect(row).toMatchObject({
      status: PAYMENT_STATUS.success,
      providerPaymentId: confirmation.razorpay_payment_id,
    })
    expect(await topUpEntries(t.app.db, seeker.id)).toEqual([
      { delta: 500, reference: `order:${row.id}` },
    ])
    // Paying the same order again answers the same payment: an order is paid once.
    const again = await sandboxPay(t, seeker.token, confirmation.razorpay_order_id, 'success')
    expect(again.json().data).toEqual(confirmation)
  })

  it('keeps its signing secret in the database, the same for every app on it; writes no file', async () => {
    expect(await secret()).toMatch(/^[0-9a-f]{64}$/)
    await expect(stat(path.join(dataDir, 'sandbox-secret'))).rejects.toThrow(/ENOENT/)
    // A second app on the same database (another instance) signs with the same secret.
    const other = await buildApp({
      config: testConfig({ ...SANDBOX_ENV, DATA_DIR: await mkdtemp(path.join(tmpdir(), 'b-')) }),
      database: t.database,
      logger: false,
    })
    try {
      const seeker = await makeUser(t.app.db)
      const order = await openOrder(t.app, seeker.token, 5)
      const paid = await sandboxPay(t, seeker.token, order.order_id, 'success')
      expect(paid.statusCode, paid.body).toBe(200)
      const confirmation = paid.json().data
      expect(confirmation.razorpay_signature).toBe(
        createHmac('sha256', await secret())
          .update(`${order.order_id}|${confirmation.razorpay_payment_id}`)
          .digest('hex'),
      )
      const verified = await verify(other, seeker.token, confirmation)
      expect(verified.statusCode, verified.body).toBe(200)
      expect(verified.json().data).toEqual({ credits: 5 })
    } finally {
      await other.close()
    }
  })

  it('adopts the secret an older install kept in DATA_DIR/sandbox-secret, so its signatures still verify', async () => {
    const oldDir = await mkdtemp(path.join(tmpdir(), 'sandbox-old-'))
    const old = 'ab'.repeat(32)
    await writeFile(path.join(oldDir, 'sandbox-secret'), `${old}\n`, { mode: 0o600 })
    const upgraded = await createTestApp({ env: { ...SANDBOX_ENV, DATA_DIR: oldDir } })
    try {
      const seeker = await makeUser(upgraded.app.db)
      const order = await openOrder(upgraded.app, seeker.token, 5)
      const paymentId = 'pay_OldInstall0001'
      const signature = createHmac('sha256', old).update(`${order.order_id}|${paymentId}`)
      const res = await verify(upgraded.app, seeker.token, {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: paymentId,
        razorpay_signature: signature.digest('hex'),
      })
      expect(res.statusCode, res.body).toBe(200)
      const [row] = await upgraded.app.db.select().from(appSecrets)
      expect(row).toMatchObject({ name: SANDBOX_SECRET_NAME, value: old })
    } finally {
      await upgraded.close()
      await rm(oldDir, { recursive: true, force: true })
    }
  })

  it('a failed payment fails the order and credits nothing; a later success on it still counts', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 80)
    const res = await sandboxPay(t, seeker.token, order.order_id, 'failure')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      message: WALLET_TEXTS.sandboxFailed,
      data: {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: expect.stringMatching(/^pay_/),
      },
    })
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.failed)
    expect(await balance(t.app, seeker.token)).toBe(0)

    const retried = await sandboxPay(t, seeker.token, order.order_id, 'success')
    const verified = await verify(t.app, seeker.token, retried.json().data)
    expect(verified.json().data).toEqual({ credits: 80 })
    // A failure reported after the payment went through does not undo it.
    await sandboxPay(t, seeker.token, order.order_id, 'failure')
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.success)
    expect(await balance(t.app, seeker.token)).toBe(80)
  })

  it('a cancelled checkout leaves the order pending and credits nothing', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 60)
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.pending)
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it('refuses a tampered signature with 400 and changes nothing', async () => {
    const seeker = await makeUser(t.app.db)
    const confirmation = await paidOrder(seeker.token, 40)
    const s = confirmation.razorpay_signature
    for (const razorpay_signature of [
      (s[0] === '0' ? '1' : '0') + s.slice(1),
      s.slice(0, -1) + (s.endsWith('a') ? 'b' : 'a'),
      '0'.repeat(64),
    ]) {
      const res = await verify(t.app, seeker.token, { ...confirmation, razorpay_signature })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: WALLET_TEXTS.verificationFailed,
      })
    }
    const otherPayment = await verify(t.app, seeker.token, {
      ...confirmation,
      razorpay_payment_id: 'pay_SomeoneElse0001',
    })
    expect(otherPayment.statusCode).toBe(400)
    expect(await orderRow(t.app.db, confirmation.razorpay_order_id)).toMatchObject({
      status: PAYMENT_STATUS.pending,
      providerPaymentId: null,
    })
    expect(await balance(t.app, seeker.token)).toBe(0)
  })

  it("answers 404 to someone else's order, to pay and to verify, and changes nothing", async () => {
    const buyer = await makeUser(t.app.db)
    const other = await makeUser(t.app.db)
    const confirmation = await paidOrder(buyer.token, 70)
    const verified = await verify(t.app, other.token, confirmation)
    expect(verified.statusCode).toBe(404)
    expect(verified.json()).toMatchObject({
      code: 'NOT_FOUND',
      message: WALLET_TEXTS.orderNotFound,
    })
    const paid = await sandboxPay(t, other.token, confirmation.razorpay_order_id, 'failure')
    expect(paid.statusCode).toBe(404)
    const unknown = await verify(t.app, buyer.token, {
      ...confirmation,
      razorpay_order_id: 'order_NoSuchOrder000',
    })
    expect(unknown.statusCode).toBe(404)
    expect(await balance(t.app, other.token)).toBe(0)
    expect(await balance(t.app, buyer.token)).toBe(0)
    expect((await orderRow(t.app.db, confirmation.razorpay_order_id)).status).toBe(
      PAYMENT_STATUS.pending,
    )
  })

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

  it('takes the webhook signed with the sandbox secret', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 45)
    const paid = await sandboxPay(t, seeker.token, order.order_id, 'success')
    const body = JSON.stringify(
      webhookEvent('payment.captured', {
        id: paid.json().data.razorpay_payment_id,
        order_id: order.order_id,
        amount: order.amount,
      }),
    )
    const deliver = (signature: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/razorpay/webhook',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': signature,
          'x-razorpay-event-id': 'evt_Sandbox000000001',
        },
        payload: body,
      })
    expect((await deliver(webhookSignature(body, 'a-guessed-secret'))).statusCode).toBe(400)
    const res = await deliver(webhookSignature(body, await secret()))
    expect(res.statusCode, res.body).toBe(200)
    expect(await balance(t.app, seeker.token)).toBe(45)
  })

  it('reconciliation credits a sandbox order that was paid but never confirmed', async () => {
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 65)
    await sandboxPay(t, seeker.token, order.order_id, 'success')
    clock.advance(16 * MINUTE)
    const outcome = await reconcilePayments(t.app.db, t.app.payments, clock.now())
    // Earlier tests left paid orders unconfirmed too (a tampered confirmation, a stranger's try).
    expect(outcome).toMatchObject({ ran: true, summary: { errors: 0 } })
    expect((await orderRow(t.app.db, order.order_id)).status).toBe(PAYMENT_STATUS.success)
    expect(await balance(t.app, seeker.token)).toBe(65)
  })

  it('keeps Razorpay out of the page policy', async () => {
    const csp = String((await get(t.app, '/api/health')).headers['content-security-policy'])
    expect(csp).not.toContain('razorpay')
    expect(csp).toContain("script-src 'self';")
  })

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.app.db)).toEqual([])
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
