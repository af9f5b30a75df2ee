import { ADMIN_TEXTS } from '@app/contract/admin'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { paymentOrders } from '../../../src/db/schema/index'
import { ABANDON_AFTER_MS } from '../../../src/modules/wallet/policy'
import { ProviderError } from '../../../src/modules/wallet/providers/types'
import { get, post } from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'
import { makeUser } from '../../helpers/listings'
import { ledgerMismatches, openOrder } from '../wallet/payments-helpers'
import { adminGet, adminPost, adminTestApp, creditsOf, person, rowCount } from './admin-calls'

/**
 * Payment orders for the admin (API.md "Admin"): the list, reconciling one order now with the
 * provider (as the timer would, audited), and its invoice.
 */

const clock = new ManualClock()
let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: { id: number; token: string }

beforeAll(async () => {
  t = await adminTestApp({ clock })
  admin = await person(t.db, 99)
})
afterAll(() => t.close())

/** An order the buyer opened; with `pay`, paid in the sandbox but never confirmed. */
async function order(token: string, credits: number, pay?: 'success' | 'failure') {
  const opened = await openOrder(t.app, token, credits)
  if (pay) {
    const res = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: opened.order_id, outcome: pay },
      { token },
    )
    expect(res.statusCode, res.body).toBe(200)
  }
  const [row] = (await adminGet(t.app, `admin/payments?q=${opened.order_id}`, admin.token))
    .data as { id: number }[]
  return { providerOrderId: opened.order_id, id: row!.id }
}

const reconcile = (id: number) =>
  post(t.app, `/api/admin/payments/${id}/reconcile`, {}, { token: admin.token })

describe('GET admin/payments', () => {
  it('lists orders newest first with buyer, provider ids, amounts and status; by status, provider id, receipt or phone', async () => {
    const buyer = await person(t.db, 1)
    const paid = await order(buyer.token, 40, 'success')
    // Settled now, so the list holds one order of each status.
    await reconcile(paid.id)
    clock.advance(MINUTE)
    const failed = await order(buyer.token, 30, 'failure')
    clock.advance(MINUTE)
    const pending = await order(buyer.token, 20)

    const page = await adminGet(t.app, `admin/payments?q=${buyer.phone}`, admin.token)
    expect(page.pagination).toEqual({ offset: 0, limit: 6, total: 3, has_more: false })
    expect(page.data.map((p: { id: number }) => p.id)).toEqual([pending.id, failed.id, paid.id])
    expect(page.data[0]).toEqual({
      id: pending.id,
      user: {
        id: buyer.id,
        name: expect.any(String),
        phone_number: buyer.phone,
        email: buyer.email,
      },
      provider: 'sandbox',
      provider_order_id: pending.providerOrderId,
      provider_payment_id: null,
      receipt: expect.stringMatching(/^rcpt_/),
      amount_paise: 2_000,
      credits: 20,
      bonus_credits: 0,
      status: 'pending',
      invoice_number: null,
      created_at: clock.now().toISOString(),
      paid_at: null,
      failed_at: null,
      checked_at: null,
    })
    expect(page.data[1]).toMatchObject({ status: 'failed', failed_at: expect.any(String) })
    expect(page.data[2]).toMatchObject({
      status: 'paid',
      provider_payment_id: expect.stringMatching(/^pay_/),
      invoice_number: expect.any(String),
    })

    const ids = async (query: string) =>
      (await adminGet(t.app, `admin/payments?${query}`, admin.token)).data.map(
        (p: { id: number }) => p.id,
      )
    expect(await ids(`q=${buyer.phone}&status=failed`)).toEqual([failed.id])
    expect(await ids(`q=${buyer.phone}&status=paid`)).toEqual([paid.id])
    expect(await ids(`q=${page.data[2].provider_payment_id}`)).toEqual([paid.id])
    expect(await ids(`q=${page.data[0].receipt}`)).toEqual([pending.id])
    expect(await ids(`q=${buyer.phone}&limit=1&offset=2`)).toEqual([paid.id])
    await adminGet(t.app, 'admin/payments?status=refunded', admin.token, 422)
  })
})

describe('POST admin/payments/{id}/reconcile', () => {
  it('credits a sandbox order that was paid but never confirmed, once however often it is asked, each check audited', async () => {
    const buyer = await makeUser(t.db, 1)
    const { id } = await order(buyer.token, 120, 'success')
    const res = await reconcile(id)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toMatchObject({
      id,
      status: 'paid',
      credits: 120,
      provider_payment_id: expect.stringMatching(/^pay_/),
      paid_at: clock.now().toISOString(),
      invoice_number: expect.any(String),
    })
    expect(await creditsOf(t.db, buyer.id)).toBe(120)

    // Paid is final: asked again, it answers the order and credits nothing more.
    const again = await reconcile(id)
    expect(again.json().data).toMatchObject({ id, status: 'paid' })
    expect(await creditsOf(t.db, buyer.id)).toBe(120)
    const log = await adminGet(t.app, `admin/audit?target=payment:${id}`, admin.token)
    expect(log.data).toMatchObject([
      { action: 'payment.reconcile', before: { status: 'paid' }, after: { status: 'paid' } },
      {
        actor: { id: admin.id },
        action: 'payment.reconcile',
        before: { status: 'pending' },
        after: { status: 'paid' },
      },
    ])
    const ledger = (await get(t.app, '/api/ledger', { token: buyer.token })).json().data
    expect(ledger).toMatchObject([{ kind: 'top_up', credits: 120, reference: `order:${id}` }])
  })

  it('leaves an order nobody paid pending, and fails it once it is abandoned', async () => {
    const buyer = await makeUser(t.db, 1)
    const { id } = await order(buyer.token, 60)
    expect((await reconcile(id)).json().data).toMatchObject({ status: 'pending' })
    clock.advance(ABANDON_AFTER_MS)
    expect((await reconcile(id)).json().data).toMatchObject({
      status: 'failed',
      failed_at: clock.now().toISOString(),
    })
    const log = await adminGet(t.app, `admin/audit?target=payment:${id}`, admin.token)
    expect(log.data).toMatchObject([
      { before: { status: 'pending' }, after: { status: 'failed' } },
      { before: { status: 'pending' }, after: { status: 'pending' } },
    ])
    expect(await creditsOf(t.db, buyer.id)).toBe(0)
  })

  it('answers 503 and records nothing when the provider cannot be asked', async () => {
    const buyer = await makeUser(t.db, 1)
    const { id } = await order(buyer.token, 10, 'success')
    const audited = await rowCount(t.db, 'audit_log')
    const down = vi
      .spyOn(t.app.payments, 'fetchOrderPayments')
      .mockRejectedValueOnce(new ProviderError('timed out'))
    try {
      const res = await reconcile(id)
      expect(res.statusCode).toBe(503)
      expect(res.json().message).toBe(WALLET_TEXTS.paymentsUnavailable)
    } finally {
      down.mockRestore()
    }
    expect(await rowCount(t.db, 'audit_log')).toBe(audited)
    expect((await reconcile(id)).json().data.status).toBe('paid')
  })

  it("answers 409 for another provider's order and 404 for no such order", async () => {
    const buyer = await makeUser(t.db, 1)
    const [row] = await t.db
      .insert(paymentOrders)
      .values({
        userId: buyer.id,
        provider: 'razorpay',
        providerOrderId: 'order_OtherProvider01',
        amountPaise: 5_000,
        credits: 50,
      })
      .returning({ id: paymentOrders.id })
    const other = await reconcile(row!.id)
    expect(other.statusCode).toBe(409)
    expect(other.json().message).toBe(ADMIN_TEXTS.otherProvider)
    const missing = await reconcile(2_000_000_000)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().message).toBe(ADMIN_TEXTS.paymentNotFound)
  })
})

describe("a paid order's invoice", () => {
  it('downloads for the buyer and for an admin, and for nobody else', async () => {
    const buyer = await makeUser(t.db, 1)
    const stranger = await makeUser(t.db, 1)
    const { id } = await order(buyer.token, 75, 'success')
    await adminPost(t.app, `admin/payments/${id}/reconcile`, admin.token)
    for (const token of [buyer.token, admin.token]) {
      const res = await get(t.app, `/api/transactions/${id}/invoice`, { token })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    }
    expect(
      (await get(t.app, `/api/transactions/${id}/invoice`, { token: stranger.token })).statusCode,
    ).toBe(404)
  })

  it('the ledger explains every balance afterwards', async () => {
    expect(await ledgerMismatches(t.db)).toEqual([])
  })
})
