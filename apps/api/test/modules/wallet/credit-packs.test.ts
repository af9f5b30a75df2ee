import { DEFAULT_CREDIT_PACKS } from '@app/contract/constants'
import { PAYMENT_STATUS, WALLET_TEXTS } from '@app/contract/wallet-texts'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseConfig } from '../../../src/config'
import { queryRows } from '../../../src/db/client'
import { reconcilePayments } from '../../../src/modules/wallet/reconcile'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import {
  checkoutSignature,
  RAZORPAY_KEYS,
  razorpayEnv,
  startRazorpayStub,
  webhookEvent,
  webhookSignature,
  type RazorpayStub,
} from '../../helpers/razorpay-stub'
import { balance, ledgerMismatches, orderRow, verify } from './payments-helpers'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A cart of the default packs: one Business (999 + 100) and two Pro (2,499 + 400 each). */
const CART = [
  { pack_id: 'business', quantity: 1 },
  { pack_id: 'pro', quantity: 2 },
]
const CART_CREDITS = 999 + 2 * 2_499
const CART_BONUS = 100 + 2 * 400

let events = 0
const eventId = () => `evt_Pack${String(++events).padStart(12, '0')}`

function deliver(t: TestApp, event: object) {
  const body = JSON.stringify(event)
  return t.app.inject({
    method: 'POST',
    url: '/api/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': webhookSignature(body, RAZORPAY_KEYS.webhookSecret),
      'x-razorpay-event-id': eventId(),
    },
    payload: body,
  })
}

/** A user's ledger entries, oldest first. */
function entries(t: TestApp, userId: number) {
  return queryRows<{ reason: string; delta: number; balance_after: number; reference: string }>(
    t.app.db,
    sql`select reason, delta, balance_after, reference from wallet_ledger
        where user_id = ${userId} order by id`,
  )
}

describe('the CREDIT_PACKS setting', () => {
  it('defaults to the three packs and accepts a JSON list', () => {
    expect(parseConfig({}).creditPacks).toEqual(DEFAULT_CREDIT_PACKS)
    const packs = [{ id: 'tiny', name: 'Tiny', credits: 99, bonus_credits: 1 }]
    expect(parseConfig({ CREDIT_PACKS: JSON.stringify(packs) }).creditPacks).toEqual(packs)
  })

  it('refuses packs that are not JSON, repeat an id or are too large', () => {
    expect(() => parseConfig({ CREDIT_PACKS: 'starter=499' })).toThrow(/CREDIT_PACKS/)
    const twice = { id: 'a', name: 'A', credits: 10, bonus_credits: 0 }
    expect(() => parseConfig({ CREDIT_PACKS: JSON.stringify([twice, twice]) })).toThrow(/distinct/)
    const huge = [{ id: 'huge', name: 'Huge', credits: 100_000, bonus_credits: 1 }]
    expect(() => parseConfig({ CREDIT_PACKS: JSON.stringify(huge) })).toThrow(/CREDIT_PACKS/)
  })
})

describe('credit packs in the sandbox', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t?.close())

  it("names the seller's state for the checkout's GST split", async () => {
    const geo = await createTestApp({ geography: true })
    try {
      const data = (await get(geo.app, '/api/credit-packs')).json().data
      const states = (await get(geo.app, '/api/statesByFilter')).json().data.data as {
        id: number
        name: string
      }[]
      // The sample seller's GSTIN starts 27: Maharashtra.
      expect(states.find((s) => s.id === data.seller_state_id)?.name).toBe('Maharashtra')
    } finally {
      await geo.close()
    }
  })

  it('lists the packs on sale to anyone', async () => {
    const res = await get(t.app, '/api/credit-packs')
    expect(res.statusCode, res.body).toBe(200)
    // No geography seeded here: the seller's state is not among ours.
    expect(res.json()).toEqual({
      success: true,
      data: { packs: DEFAULT_CREDIT_PACKS, gst_rate_percent: 18, seller_state_id: null },
    })
  })

  it('refuses a cart whose packs are unknown, repeated or do not add up to its credits', async () => {
    const seeker = await makeUser(t.app.db)
    const order = (body: object) => post(t.app, '/api/wallet/order', body, { token: seeker.token })
    const unknown = await order({ credits: 499, packs: [{ pack_id: 'gold', quantity: 1 }] })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().errors).toEqual({ packs: [WALLET_TEXTS.unknownPack] })
    const mismatch = await order({ credits: 500, packs: [{ pack_id: 'starter', quantity: 1 }] })
    expect(mismatch.statusCode).toBe(422)
    expect(mismatch.json().errors).toEqual({ credits: [WALLET_TEXTS.packCreditsMismatch] })
    const repeated = await order({
      credits: 998,
      packs: [
        { pack_id: 'starter', quantity: 1 },
        { pack_id: 'starter', quantity: 1 },
      ],
    })
    expect(repeated.statusCode).toBe(422)
    const tooMany = await order({
      credits: 499 * 11,
      packs: [{ pack_id: 'starter', quantity: 11 }],
    })
    expect(tooMany.statusCode).toBe(422)
    expect(Object.values(tooMany.json().errors).flat()).toContain(WALLET_TEXTS.packQuantity)
  })

  it('pays a cart through the sandbox checkout: the credits and the bonus as two entries', async () => {
    const seeker = await makeUser(t.app.db)
    const res = await post(
      t.app,
      '/api/wallet/order',
      { credits: CART_CREDITS, packs: CART },
      { token: seeker.token },
    )
    expect(res.statusCode, res.body).toBe(200)
    const order = res.json() as {
      order_id: string
      amount: number
      credits: number
      bonus_credits: number
    }
    // The bill is the packs' price: the bonus is free.
    expect(order.amount).toBe(CART_CREDITS * 100)
    // The checkout names what the order brings: the packs' credits and their bonus.
    expect(order.credits).toBe(CART_CREDITS + CART_BONUS)
    expect(order.bonus_credits).toBe(CART_BONUS)
    expect(await orderRow(t.app.db, order.order_id)).toMatchObject({
      credits: CART_CREDITS,
      bonusCredits: CART_BONUS,
      packs: CART,
    })
    const paid = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: order.order_id, outcome: 'success' },
      { token: seeker.token },
    )
    expect(paid.statusCode, paid.body).toBe(200)
    const confirmed = await verify(t.app, seeker.token, paid.json().data)
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().data.credits).toBe(CART_CREDITS + CART_BONUS)
    // A replayed confirmation answers the balance and credits nothing.
    expect((await verify(t.app, seeker.token, paid.json().data)).json().data.credits).toBe(
      CART_CREDITS + CART_BONUS,
    )
    const row = await orderRow(t.app.db, order.order_id)
    expect(await entries(t, seeker.id)).toEqual([
      {
        reason: 'top_up',
        delta: CART_CREDITS,
        balance_after: CART_CREDITS,
        reference: `order:${row.id}`,
      },
      {
        reason: 'bonus',
        delta: CART_BONUS,
        balance_after: CART_CREDITS + CART_BONUS,
        reference: `bonus:${row.id}`,
      },
    ])
    const ledger = await get(t.app, '/api/ledger', { token: seeker.token })
    expect(ledger.json().data.map((e: { kind: string }) => e.kind)).toEqual(['bonus', 'top_up'])
    // The transaction and the admin's payment show the credits the purchase brought, not its
    // price: 1 Business (999 + 100) and 2 Pro (2,499 + 400) came to 6,897 credits for ₹5,997.
    const transactions = await get(t.app, '/api/transactions', { token: seeker.token })
    expect(transactions.json().data[0]).toMatchObject({
      amount: CART_CREDITS,
      credits: CART_CREDITS + CART_BONUS,
      bonus_credits: CART_BONUS,
    })
    const admin = await makeUser(t.app.db, 99)
    const payments = await get(t.app, `/api/admin/payments?q=${order.order_id}`, {
      token: admin.token,
    })
    expect(payments.statusCode, payments.body).toBe(200)
    expect(payments.json().data[0]).toMatchObject({
      amount_paise: CART_CREDITS * 100,
      credits: CART_CREDITS + CART_BONUS,
      bonus_credits: CART_BONUS,
    })
  })

  it('a plain top-up has no bonus entry', async () => {
    const seeker = await makeUser(t.app.db)
    const res = await post(t.app, '/api/wallet/order', { credits: 250 }, { token: seeker.token })
    const order = res.json() as { order_id: string }
    const paid = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: order.order_id, outcome: 'success' },
      { token: seeker.token },
    )
    await verify(t.app, seeker.token, paid.json().data)
    expect((await entries(t, seeker.id)).map((e) => e.reason)).toEqual(['top_up'])
    expect((await orderRow(t.app.db, order.order_id)).bonusCredits).toBe(0)
    const [row] = (await get(t.app, '/api/transactions', { token: seeker.token })).json().data
    expect(row).toMatchObject({ amount: 250, credits: 250, bonus_credits: 0 })
  })
})

describe('a pack order through Razorpay: confirmation, webhooks and reconciliation race', () => {
  let stub: RazorpayStub
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    stub = await startRazorpayStub()
    t = await createTestApp({ env: razorpayEnv(stub.url), clock })
  })
  afterAll(async () => {
    await t?.close()
    await stub?.close()
  })

  it('credits the packs and their bonus exactly once each, however the settlements interleave', async () => {
    const seekers = await Promise.all([1, 2, 3].map(() => makeUser(t.app.db)))
    for (const seeker of seekers) {
      const res = await post(
        t.app,
        '/api/wallet/order',
        { credits: CART_CREDITS, packs: CART },
        { token: seeker.token },
      )
      expect(res.statusCode, res.body).toBe(200)
      const order = res.json() as { order_id: string }
      const payment = stub.pay(order.order_id)
      const confirmation = {
        razorpay_order_id: order.order_id,
        razorpay_payment_id: payment.id,
        razorpay_signature: checkoutSignature(order.order_id, payment.id, RAZORPAY_KEYS.keySecret),
      }
      // Old enough for reconciliation to ask Razorpay about it too.
      clock.advance(16 * MINUTE)
      const answers = await Promise.all([
        verify(t.app, seeker.token, confirmation),
        deliver(t, webhookEvent('order.paid', payment)),
        deliver(t, webhookEvent('payment.captured', payment)),
        reconcilePayments(t.app.db, t.app.payments, clock.now()),
        verify(t.app, seeker.token, confirmation),
        deliver(t, webhookEvent('payment.captured', payment)),
      ])
      for (const answer of answers) {
        if ('statusCode' in answer) expect(answer.statusCode, answer.body).toBe(200)
      }
      const row = await orderRow(t.app.db, order.order_id)
      expect(row.status).toBe(PAYMENT_STATUS.success)
      expect(await balance(t.app, seeker.token)).toBe(CART_CREDITS + CART_BONUS)
      expect((await entries(t, seeker.id)).map((e) => [e.reason, e.delta, e.reference])).toEqual([
        ['top_up', CART_CREDITS, `order:${row.id}`],
        ['bonus', CART_BONUS, `bonus:${row.id}`],
      ])
    }
    expect(await ledgerMismatches(t.app.db)).toEqual([])
  })
})
