/**
 * The wallet cases of `npm run bench`: POST /api/wallet/verify (a first-time checkout
 * confirmation per request, and the same confirmations replayed) and POST /api/property/unlock
 * (50 seekers with credits, each unlocking listings it has not unlocked yet, one per request).
 *
 * Each request must carry a different body and token, which autocannon's static requests cannot
 * do, and autocannon reports no 95th percentile: bench/feed-client.cjs, loaded by autocannon in
 * its worker thread, sends prepared items in turn and records every response time. The items are
 * written straight into the database in bulk (through the API, the per-user order limit of 20 an
 * hour would need thousands of accounts and minutes), shaped exactly as the sandbox provider
 * writes them, and signed with the secret the sandbox signs with.
 */
import { randomUUID } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
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

/** The wallet cases' target (issue "Wallet and payments"): p95 under 20 ms at 50 connections. */
export const WALLET_P95_TARGET_MS = 20

/** Bench accounts end in this domain: removed afterwards, and before a run (a crashed run's). */
const EMAIL_DOMAIN = '@wallet.bench.godownhub.invalid'
/** Rows per INSERT: well under PostgreSQL's 65,535 parameters for every table here. */
const CHUNK = 1_000
/**
 * Orders per buyer: the first-time run sends each once and the replay run once more, so a buyer
 * sends at most twice this many confirmations, within the verify limit (30 per 10 minutes).
 */
const ORDERS_PER_BUYER = Math.floor(VERIFICATIONS_PER_USER.limit / 2)
/** The unlock case's seekers (the issue's "50 seekers each unlocking new listings"). */
export const UNLOCK_SEEKERS = 50
/** Response times kept per run (8 bytes each); a run past this is unlikely at 50 connections. */
const LATENCY_CAPACITY = 2_000_000

const FEED_CLIENT = fileURLToPath(new URL('./feed-client.cjs', import.meta.url))

/** One request: its bearer header and JSON body (POST to the run's URL), or a GET of `path`. */
export interface FeedItem {
  method?: 'GET' | 'POST'
  path?: string
  authorization?: string
  body?: string
}

export interface Seeker {
  id: number
  phone: string
  authorization: string
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
  const buyers = await createSeekers(db, Math.ceil(count / ORDERS_PER_BUYER), 0)
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

export interface FeedRun {
  result: autocannon.Result
  /** Every response time in ms, in arrival order. */
  latencies: Float64Array
  /** Items taken (past items.length, the run went round again: replays). */
  taken: number
}

/** Unlocks a mixed feed makes up on its own (see feed-client.cjs). */
export interface FeedUnlocks {
  /** Every this-many-th request is an unlock. */
  every: number
  path: string
  authorizations: string[]
  listings: Int32Array
  /** How far apart in `listings` the seekers start. */
  span: number
}

/**
 * One autocannon run in a worker thread, each request the next of `items` (in turn, going
 * round again if the run outlasts them), or in a mix one of `unlocks`. `next` (when given)
 * counts the requests started while the run goes.
 */
export async function runFeed(
  url: string,
  items: FeedItem[],
  run: { connections: number; duration?: number; amount?: number },
  mix: { unlocks?: FeedUnlocks; next?: Int32Array } = {},
): Promise<FeedRun> {
  const next = mix.next ?? new Int32Array(new SharedArrayBuffer(4))
  const recorded = new Int32Array(new SharedArrayBuffer(4))
  const latencies = new Float64Array(new SharedArrayBuffer(8 * LATENCY_CAPACITY))
  // Extra options reach the worker untouched (autocannon hands its options over as workerData).
  const options: autocannon.Options & { feed: object } = {
    url,
    // Method, path and headers come from each item (feed-client.cjs).
    connections: run.connections,
    workers: 1,
    setupClient: FEED_CLIENT as unknown as autocannon.Options['setupClient'],
    feed: { items, path: new URL(url).pathname, unlocks: mix.unlocks, next, latencies, recorded },
    ...(run.amount ? { amount: run.amount } : { duration: run.duration }),
  }
  const result = await autocannon(options)
  const count = Math.min(Atomics.load(recorded, 0), LATENCY_CAPACITY)
  return { result, latencies: latencies.slice(0, count), taken: Atomics.load(next, 0) }
}

/** Nearest-rank percentiles of response times, in ms. */
export function percentiles(latencies: Float64Array, ps: number[]): number[] {
  const sorted = Float64Array.from(latencies).sort()
  return ps.map((p) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!,
  )
}

export interface WalletMeasured {
  name: string
  /** Held to WALLET_P95_TARGET_MS (the replays are reported only). */
  target: boolean
  rps: number
  p50: number
  p95: number
  p99: number
  /** autocannon's own, to compare with the recorded times. */
  p97_5: number
  mean: number
  serialP50: number | undefined
  requests: number
  /** Requests whose item had not been sent before (first-time confirmations or unlocks). */
  firstTime: number
  failures: number
  detail: string
}

interface WalletBench {
  db: Db
  config: Config
  base: string
  connections: number
  duration: number
  warmup: number
}

/** Sequential requests on one connection: the latency without queueing. */
const SERIAL_REQUESTS = 200
/** Requests per second assumed for the warm-up's items, before anything was measured. */
const WARMUP_RPS_GUESS = 3_000
/** Items for the measured run: the warm-up's rate times the duration, with this much room. */
const HEADROOM = 1.5

const summary = (r: autocannon.Result) =>
  `non-2xx ${r.non2xx}, errors ${r.errors}, timeouts ${r.timeouts} (${Object.entries(
    r.statusCodeStats ?? {},
  )
    .map(([code, s]) => `${code}: ${s.count}`)
    .join(', ')})`

function measured(
  name: string,
  target: boolean,
  run: FeedRun,
  items: number,
  serial: FeedRun | undefined,
): WalletMeasured {
  const [p50, p95, p99] = percentiles(run.latencies, [50, 95, 99])
  const r = run.result
  const failures =
    r.non2xx +
    r.errors +
    r.timeouts +
    (serial ? serial.result.non2xx + serial.result.errors + serial.result.timeouts : 0)
  return {
    name,
    target,
    rps: r.requests.average,
    p50: p50!,
    p95: p95!,
    p99: p99!,
    p97_5: r.latency.p97_5,
    mean: r.latency.mean,
    serialP50: serial ? percentiles(serial.latencies, [50])[0] : undefined,
    requests: r.requests.total,
    firstTime: Math.min(run.taken, items, r.requests.total),
    failures,
    detail: summary(r),
  }
}

const ms = (n: number) => n.toFixed(1)

function report(m: WalletMeasured) {
  console.log(
    `  ${Math.round(m.rps)} req/s, p50 ${ms(m.p50)} ms, p95 ${ms(m.p95)} ms, p99 ${ms(m.p99)} ms (autocannon p97.5 ${m.p97_5} ms), mean ${m.mean.toFixed(1)} ms` +
      `${m.serialP50 === undefined ? '' : `; one connection p50 ${ms(m.serialP50)} ms`}; ` +
      `${m.firstTime} of ${m.requests} first-time; ${m.detail}`,
  )
}

/** One request through fetch before the runs: the case works at all. */
async function checked(base: string, path: string, item: FeedItem) {
  const res = await fetch(base + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: item.authorization ?? '' },
    body: item.body,
  })
  const text = await res.text()
  console.log(`  checked request -> ${res.status}`)
  if (res.status !== 200) console.error(`  expected 200: ${text.slice(0, 300)}`)
  return res.status === 200
}

/**
 * Warm-up, measured run and one-connection sample of one case, each on items of its own, made by
 * `make(count)`; the measured run's items are sized from the warm-up's rate so that every
 * measured request is a first-time one.
 */
async function measureCase(
  bench: WalletBench,
  name: string,
  path: string,
  make: (count: number) => Promise<FeedItem[]>,
) {
  const url = bench.base + path
  console.log(`${name}: POST ${path}`)
  const started = performance.now()
  const [first] = await make(1)
  if (!(await checked(bench.base, path, first!))) return undefined
  let rate = WARMUP_RPS_GUESS
  if (bench.warmup > 0) {
    const warmItems = await make(Math.ceil(bench.warmup * WARMUP_RPS_GUESS))
    const warm = await runFeed(url, warmItems, {
      connections: bench.connections,
      duration: bench.warmup,
    })
    rate = Math.max(100, warm.result.requests.average)
  }
  const items = await make(Math.ceil(rate * bench.duration * HEADROOM) + 1_000)
  const serialItems = await make(SERIAL_REQUESTS)
  console.log(
    `  ${items.length.toLocaleString('en')} items prepared for the measured run (${((performance.now() - started) / 1000).toFixed(1)} s with the warm-up)`,
  )
  const run = await runFeed(url, items, {
    connections: bench.connections,
    duration: bench.duration,
  })
  const serial = await runFeed(url, serialItems, { connections: 1, amount: SERIAL_REQUESTS })
  const m = measured(name, true, run, items.length, serial)
  report(m)
  return { m, run, items }
}

/**
 * The wallet cases on the running app: first-time verifies, the same verifies replayed, and
 * first-time unlocks. Their accounts are removed afterwards (and any a crashed run left).
 */
export async function benchWallet(bench: WalletBench): Promise<{
  results: WalletMeasured[]
  expected: number
}> {
  const { db, config } = bench
  const results: WalletMeasured[] = []
  const left = await removeWalletAccounts(db)
  if (left > 0) console.log(`Removed ${left} wallet bench accounts a previous run left behind.`)
  if (config.payments.provider !== 'sandbox') {
    console.log(
      'Wallet cases skipped: they need PAYMENTS=sandbox (the bench signs as the sandbox).',
    )
    return { results, expected: 0 }
  }
  try {
    const verify = await measureCase(bench, 'verify, first-time', '/api/wallet/verify', (n) =>
      paidOrders(db, config, n),
    )
    if (verify) {
      results.push(verify.m)
      // The measured run's confirmations once more: each order is paid by now.
      const again = verify.items.slice(0, verify.m.firstTime)
      console.log(`verify, replayed: the ${again.length.toLocaleString('en')} confirmations again`)
      const replay = await runFeed(bench.base + '/api/wallet/verify', again, {
        connections: bench.connections,
        amount: again.length,
      })
      const m = measured('verify, replayed', false, replay, 0, undefined)
      report(m)
      results.push(m)
    }
    const listings = await unlockableListings(db, 20_000)
    const unlock = await measureCase(bench, 'unlock, first-time', '/api/property/unlock', (n) =>
      freshUnlocks(db, listings, n, config.unlockCost),
    )
    if (unlock) results.push(unlock.m)
  } finally {
    await removeWalletAccounts(db)
  }
  // Three cases when all went well: a missing one failed its checked request.
  return { results, expected: 3 }
}
