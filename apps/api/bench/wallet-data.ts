import { randomUUID } from 'node:crypto'
import { inArray, like, sql } from 'drizzle-orm'
import type { Config } from '../src/config'
import { queryRows, type Db } from '../src/db/client'
import {
  paymentOrders,
  rateLimits,
  sandboxOrders,
  sandboxPayments,
  sessions,
  users,
  walletLedger,
} from '../src/db/schema/index'
import { randomToken, sha256Hex } from '../src/lib/crypto'
import { isPublished } from '../src/domain/listing-policy'
import { razorpayLikeId } from '../src/modules/wallet/providers/sandbox'
import { sandboxSecret } from '../src/modules/wallet/providers/sandbox-secret'
import { paymentSignature } from '../src/modules/wallet/providers/signature'
import { VERIFICATIONS_PER_USER } from '../src/modules/wallet/policy'
import type { FeedItem } from './feed'

/** The wallet cases' data, written straight into the database in bulk (see wallet.ts). */

/** Bench accounts end in this domain: removed afterwards, and before a run (a crashed run's). */
const EMAIL_DOMAIN = '@wallet.bench.godownhub.invalid'
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1_000
/**
 * Orders per buyer: the first-time run sends each once and the replay run once more, so a buyer
 * sends at most twice this many confirmations, within the verify limit (30 per 10 minutes).
 */
const ORDERS_PER_BUYER = Math.floor(VERIFICATIONS_PER_USER.limit / 2)
/** The unlock case's seekers (the "50 seekers each unlocking new listings"). */
export const UNLOCK_SEEKERS = 50

export interface Seeker {
  id: number
  phone: string
  authorization: string
}

/**
 * Fresh statistics for the tables the wallet's requests read and write, taken after each bulk
 * insert here, so before every measured run. This machine's PostgreSQL runs with autovacuum off;
 * in production its analyze follows a table as it grows (after 50 rows and 10%). Without it, a
 * table is planned as it was when last analyzed, or as empty: the API's prepared statements keep
 * the plans made then, and a plan made while `unlocks` was empty scans the whole table for each
 * unlock (an open loop on a newly seeded database waited 14 s per unlock). An ANALYZE makes
 * PostgreSQL plan those statements again.
 */
async function analyzeWalletTables(db: Db) {
  await db.execute(
    sql`analyze users, sessions, wallet_ledger, unlocks, payment_orders, sandbox_orders, sandbox_payments, rate_limits`,
  )
}

/** Splits rows into INSERT-sized chunks. */
async function inChunks<T>(rows: T[], write: (chunk: T[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await write(rows.slice(i, i + CHUNK))
}

/**
 * Puts items in turn across users (user 0's first, user 1's first, ...), so the 50 requests
 * in flight at any moment belong to different users, as in real traffic.
 */
function interleave<T>(perUser: T[][]): T[] {
  const out: T[] = []
  const longest = Math.max(0, ...perUser.map((items) => items.length))
  for (let k = 0; k < longest; k++) {
    for (const items of perUser) if (k < items.length) out.push(items[k]!)
  }
  return out
}

let phoneSerial = 0

/**
 * `count` seekers with a live session each, and `credits` each granted through a ledger entry
 * (so the books stay explained). Phone numbers start with 6 (the other bench accounts use 7 and
 * 9) and a random base, so two runs never collide.
 */
export async function createSeekers(db: Db, count: number, credits: number): Promise<Seeker[]> {
  const seekers = await insertSeekers(db, count, credits)
  await analyzeWalletTables(db)
  return seekers
}

/** createSeekers without the analyze, for callers that insert more before theirs. */
async function insertSeekers(db: Db, count: number, credits: number): Promise<Seeker[]> {
  const tag = randomUUID().slice(0, 8)
  const base = Math.floor(Math.random() * 900_000_000)
  const rows = Array.from({ length: count }, () => {
    const n = phoneSerial++
    return {
      firstName: 'Bench Wallet',
      email: `${tag}-${n}${EMAIL_DOMAIN}`,
      phoneNumber: `6${String((base + n) % 1_000_000_000).padStart(9, '0')}`,
      // Not an Argon2 hash: nobody can log in as these accounts, they only hold sessions.
      passwordHash: '!bench-wallet-no-login',
      userType: 1,
      credits,
    }
  })
  const made: { id: number; phone: string }[] = []
  await inChunks(rows, async (chunk) =>
    made.push(
      ...(await db
        .insert(users)
        .values(chunk)
        .returning({ id: users.id, phone: users.phoneNumber })),
    ),
  )
  const tokens = made.map(() => randomToken())
  const now = new Date()
  await inChunks(
    made.map((u, i) => ({
      userId: u.id,
      tokenHash: sha256Hex(tokens[i]!),
      expiresAt: new Date(now.getTime() + 86_400_000),
      ip: '127.0.0.1',
      userAgent: 'bench',
    })),
    (chunk) => db.insert(sessions).values(chunk),
  )
  if (credits > 0) {
    await inChunks(
      made.map((u) => ({
        userId: u.id,
        delta: credits,
        balanceAfter: credits,
        reason: 'demo_grant' as const,
        reference: `demo_grant:${u.id}`,
      })),
      (chunk) => db.insert(walletLedger).values(chunk),
    )
  }
  return made.map((u, i) => ({ ...u, authorization: `Bearer ${tokens[i]}` }))
}

/** The secret the running app's sandbox signs checkout confirmations with. */
async function signingSecret(db: Db, config: Config): Promise<string> {
  return (
    config.payments.razorpay.keySecret ?? sandboxSecret(db, config.payments.sandboxSecretFile)()
  )
}

/**
 * `count` sandbox orders, paid at the sandbox and not yet confirmed (pending with us), as
 * POST wallet/order and the sandbox's Pay button leave them; answers one signed confirmation
 * per order for POST wallet/verify, in turn across ORDERS_PER_BUYER orders per new buyer.
 */
export async function paidOrders(db: Db, config: Config, count: number): Promise<FeedItem[]> {
  const secret = await signingSecret(db, config)
  const buyers = await insertSeekers(db, Math.ceil(count / ORDERS_PER_BUYER), 0)
  const now = new Date()
  const orders = Array.from({ length: count }, (_, i) => {
    const buyer = buyers[Math.floor(i / ORDERS_PER_BUYER)]!
    const credits = 100 + (i % 400)
    return {
      buyer,
      k: i % ORDERS_PER_BUYER,
      credits,
      orderId: razorpayLikeId('order'),
      paymentId: razorpayLikeId('pay'),
      receipt: `rcpt_${randomUUID().replaceAll('-', '')}`,
    }
  })
  await inChunks(orders, (chunk) =>
    db.insert(sandboxOrders).values(
      chunk.map((o) => ({
        id: o.orderId,
        amountPaise: o.credits * 100,
        receipt: o.receipt,
        notes: { user_id: String(o.buyer.id), credits: String(o.credits) },
        createdAt: now,
      })),
    ),
  )
  await inChunks(orders, (chunk) =>
    db.insert(sandboxPayments).values(
      chunk.map((o) => ({
        id: o.paymentId,
        orderId: o.orderId,
        status: 'captured' as const,
        amountPaise: o.credits * 100,
        createdAt: now,
      })),
    ),
  )
  await inChunks(orders, (chunk) =>
    db.insert(paymentOrders).values(
      chunk.map((o) => ({
        userId: o.buyer.id,
        provider: 'sandbox' as const,
        providerOrderId: o.orderId,
        receipt: o.receipt,
        amountPaise: o.credits * 100,
        credits: o.credits,
        phoneNumber: o.buyer.phone,
        createdAt: now,
      })),
    ),
  )
  await analyzeWalletTables(db)
  const perBuyer: FeedItem[][] = buyers.map(() => [])
  orders.forEach((o, i) => {
    perBuyer[Math.floor(i / ORDERS_PER_BUYER)]![o.k] = {
      authorization: o.buyer.authorization,
      body: JSON.stringify({
        razorpay_order_id: o.orderId,
        razorpay_payment_id: o.paymentId,
        razorpay_signature: paymentSignature(secret, o.orderId, o.paymentId),
      }),
    }
  })
  return interleave(perBuyer)
}

/** Published listings to unlock, a spread sample (up to `max`). */
export async function unlockableListings(db: Db, max: number): Promise<number[]> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from properties where ${isPublished} order by random() limit ${max}`,
  )
  return rows.map((r) => r.id)
}

/**
 * `count` unlocks by UNLOCK_SEEKERS new seekers, each of listings it has not unlocked, in turn
 * across the seekers (so the requests in flight at any moment belong to different seekers); each
 * seeker is given exactly the credits for its unlocks.
 */
export async function freshUnlocks(
  db: Db,
  listings: number[],
  count: number,
  cost: number,
): Promise<FeedItem[]> {
  const seekers = Math.min(UNLOCK_SEEKERS, count)
  const perSeeker = Math.ceil(count / seekers)
  if (perSeeker > listings.length) {
    throw new Error(`${perSeeker} unlocks per seeker, but only ${listings.length} listings`)
  }
  const people = await createSeekers(db, seekers, perSeeker * cost)
  // Each seeker starts somewhere else in the sample, so concurrent unlocks spread over it.
  const items = people.map((person) => {
    const start = Math.floor(Math.random() * listings.length)
    return Array.from({ length: perSeeker }, (_, k) => ({
      authorization: person.authorization,
      body: JSON.stringify({ property_id: listings[(start + k) % listings.length] }),
    }))
  })
  return interleave(items).slice(0, count)
}

/** Every bench wallet account and what it made (orders, the sandbox's rows, limits, unlocks). */
export async function removeWalletAccounts(db: Db) {
  const accounts = db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%${EMAIL_DOMAIN}`))
  const orderIds = db
    .select({ id: paymentOrders.providerOrderId })
    .from(paymentOrders)
    .where(inArray(paymentOrders.userId, accounts))
  await db.delete(sandboxOrders).where(inArray(sandboxOrders.id, orderIds))
  const ids = (await accounts).map((a) => a.id)
  for (let i = 0; i < ids.length; i += CHUNK) {
    const chunk = ids.slice(i, i + CHUNK)
    await db.delete(rateLimits).where(
      inArray(
        rateLimits.key,
        chunk.map((id) => `wallet:verify:user:${id}`),
      ),
    )
    // Their sessions, orders, ledger entries and unlocks go with them (on delete cascade).
    await db.delete(users).where(inArray(users.id, chunk))
  }
  return ids.length
}
