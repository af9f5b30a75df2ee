import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../../src/app'
import { queryRows, type Tx } from '../../../src/db/client'
import { paymentOrders } from '../../../src/db/schema/index'
import { get, post } from '../../helpers/auth'

/** POST wallet/order as `token`; the answer's body when 200. */
export async function openOrder(app: App, token: string, credits: number) {
  const res = await post(app, '/api/wallet/order', { credits }, { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as { order_id: string; amount: number; provider: string; razorpay_key: string }
}

export const verify = (
  app: App,
  token: string,
  confirmation: {
    razorpay_order_id: string
    razorpay_payment_id: string
    razorpay_signature: string
  },
) => post(app, '/api/wallet/verify', confirmation, { token })

export async function balance(app: App, token: string) {
  const res = await get(app, '/api/wallet', { token })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.credits as number
}

export async function orderRow(db: Tx, providerOrderId: string) {
  const [row] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, providerOrderId))
  return row!
}

/**
 * Every user's balance is the sum of their ledger entries and the last entry's balance_after:
 * the ledger explains every credit. Answers the users where it does not (none, hopefully).
 */
export async function ledgerMismatches(db: Tx) {
  return queryRows<{ id: number; credits: number; sum: number; last: number | null }>(
    db,
    sql`select u.id, u.credits, coalesce(sum(l.delta), 0)::int as sum,
          (select balance_after from wallet_ledger where user_id = u.id order by id desc limit 1) as last
        from users u left join wallet_ledger l on l.user_id = u.id
        group by u.id
        having u.credits <> coalesce(sum(l.delta), 0)
          or u.credits <> coalesce((select balance_after from wallet_ledger
                                    where user_id = u.id order by id desc limit 1), 0)`,
  )
}

/** Top-up credits of a user in the ledger (entries of kind top_up). */
export async function topUpEntries(db: Tx, userId: number) {
  return queryRows<{ delta: number; reference: string }>(
    db,
    sql`select delta, reference from wallet_ledger
        where user_id = ${userId} and reason = 'top_up' order by id`,
  )
}
