import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { paymentOrders, users } from '../../src/db/schema/index'
import { createSession } from '../../src/lib/sessions'
import { createTestApp } from './app'
import { get, post } from './auth'
import type { ManualClock } from './clock'
import { seedPlaces } from './listings'

/*
 * Buyers who pay for credits through the sandbox checkout, for the tests of what a payment
 * leaves behind: tax invoices and account statements.
 */

const DAY = 24 * 60 * 60 * 1000
const SESSION_TTL = 400 * DAY

export type TestApp = Awaited<ReturnType<typeof createTestApp>>

export const moveTo = (clock: ManualClock, at: Date) =>
  clock.advance(at.getTime() - clock.now().getTime())

let people = 0

/** A user with a session that outlives every move of the test's clock. */
export async function person(t: TestApp, clock: ManualClock, userType = 1) {
  people++
  const [user] = await t.app.db
    .insert(users)
    .values({
      firstName: `Buyer ${people}`,
      email: `buyer.${people}@example.in`,
      phoneNumber: `7${String(people).padStart(9, '0')}`,
      passwordHash: 'not-used',
      userType,
    })
    .returning({ id: users.id })
  const token = await createSession(
    t.app.db,
    user!.id,
    { ip: '127.0.0.1' },
    clock.now(),
    SESSION_TTL,
  )
  return { id: user!.id, token }
}

export type SessionUser = Awaited<ReturnType<typeof person>>

/** A top-up through the sandbox checkout: order, pay (or fail), confirm. Answers the order's id. */
export async function topUp(
  t: TestApp,
  who: SessionUser,
  credits: number,
  options: {
    stateId?: number
    outcome?: 'success' | 'failure' | 'none'
    buyer?: { gstin?: string; legal_name: string; billing_address: string }
    method?: 'upi' | 'card' | 'netbanking' | 'wallet'
  } = {},
) {
  const opts = { token: who.token }
  const order = await post(
    t.app,
    '/api/wallet/order',
    { credits, ...(options.stateId ? { state_id: options.stateId } : {}), ...options.buyer },
    opts,
  )
  expect(order.statusCode, order.body).toBe(200)
  const orderId = order.json().order_id as string
  const outcome = options.outcome ?? 'success'
  if (outcome !== 'none') {
    const paid = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: orderId, outcome, ...(options.method ? { method: options.method } : {}) },
      opts,
    )
    expect(paid.statusCode, paid.body).toBe(200)
    if (outcome === 'success') {
      const verified = await post(t.app, '/api/wallet/verify', paid.json().data, opts)
      expect(verified.statusCode, verified.body).toBe(200)
    }
  }
  const [row] = await t.app.db
    .select({ id: paymentOrders.id, invoiceNumber: paymentOrders.invoiceNumber })
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, orderId))
  return row!
}

export const invoiceOf = (t: TestApp, id: number, who: SessionUser) =>
  get(t.app, `/api/transactions/${id}/invoice`, { token: who.token })

/** An app on the clock's time with the places seeded, and a buyer. */
export async function appWithBuyer(clock: ManualClock) {
  const t = await createTestApp({ clock })
  await seedPlaces(t.app.db)
  return { t, buyer: await person(t, clock) }
}

export type Scene = Awaited<ReturnType<typeof appWithBuyer>>
