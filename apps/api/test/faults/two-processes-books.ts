import { sql } from 'drizzle-orm'
import { queryRows, type Tx } from '../../src/db/client'

/** The books as the database keeps them, read after the traffic of two-processes.test.ts. */

/** Each user's balance beside what the ledger, the paid orders and the unlocks say of it. */
export const userBooks = (db: Tx) =>
  queryRows<{
    id: number
    credits: number
    ledger_sum: number
    last_balance: number | null
    negative_entries: number
    top_ups: number
    unlock_entries: number
    unlocks: number
  }>(
    db,
    sql`select u.id, u.credits,
          (select coalesce(sum(delta), 0)::int from wallet_ledger where user_id = u.id) as ledger_sum,
          (select balance_after from wallet_ledger where user_id = u.id order by id desc limit 1) as last_balance,
          (select count(*)::int from wallet_ledger where user_id = u.id and balance_after < 0) as negative_entries,
          (select coalesce(sum(credits), 0)::int from payment_orders
            where user_id = u.id and status = 1) as top_ups,
          (select count(*)::int from wallet_ledger where user_id = u.id and reason = 'unlock') as unlock_entries,
          (select count(*)::int from unlocks where user_id = u.id) as unlocks
        from users u order by u.id`,
  )

/** Each payment order with its ledger entries. */
export const orderBooks = (db: Tx) =>
  queryRows<{
    provider_order_id: string
    status: number
    credits: number
    entries: number
    credited: number
    reference: string | null
    invoice_number: string | null
  }>(
    db,
    sql`select o.provider_order_id, o.status, o.credits, o.invoice_number,
          (select count(*)::int from wallet_ledger l where l.payment_order_id = o.id) as entries,
          (select coalesce(sum(delta), 0)::int from wallet_ledger l where l.payment_order_id = o.id) as credited,
          (select min(reference) from wallet_ledger l where l.payment_order_id = o.id) as reference
        from payment_orders o`,
  )

export async function topUpEntries(db: Tx) {
  const [topUps] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from wallet_ledger where reason = 'top_up'`,
  )
  return topUps!.n
}

/** Each unlock with its ledger entries. */
export const unlockBooks = (db: Tx) =>
  queryRows<{ user_id: number; property_id: number; entries: number; debited: number }>(
    db,
    sql`select un.user_id, un.property_id,
          (select count(*)::int from wallet_ledger l where l.unlock_id = un.id) as entries,
          (select coalesce(sum(delta), 0)::int from wallet_ledger l where l.unlock_id = un.id) as debited
        from unlocks un`,
  )

/** The webhook events recorded, and how many distinct ids among them. */
export async function recordedEvents(db: Tx) {
  const [events] = await queryRows<{ n: number; distinct: number }>(
    db,
    sql`select count(*)::int as n, count(distinct event_id)::int as distinct from payment_events`,
  )
  return events
}
