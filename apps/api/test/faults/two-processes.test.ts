import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { queryRows } from '../../src/db/client'
import { writeListing } from '../../src/demo/write-listing'
import { moveCredits } from '../../src/modules/wallet/ledger'
import { testConfig } from '../helpers/app'
import { makeUser } from '../helpers/listings'
import { webhookEvent } from '../helpers/razorpay-stub'
import { logLines } from '../helpers/server-process'
import { pool, random, shuffle } from '../helpers/shuffle'
import {
  orderBooks,
  recordedEvents,
  topUpEntries,
  unlockBooks,
  userBooks,
} from './two-processes-books'
import {
  COST,
  hmac,
  KEY_SECRET,
  twoProcesses,
  WEBHOOK_SECRET,
  type Server,
} from './two-processes-cluster'

/**
 * Money under real concurrency: two API processes (as behind a load balancer) on one
 * PostgreSQL, driven over HTTP at once with top-ups confirmed by the checkout and by the
 * webhook, every confirmation replayed and split across both, and unlocks that race each other
 * or find too few credits. Nothing in memory can help here: only the row locks, the ledger's
 * unique references and the webhook's event ids keep every credit counted once. Needs
 * DATABASE_URL (PGlite is one process, in ours).
 */
const url = testConfig().databaseUrl

/** Requests in flight at once from the test (both processes together). */
const CONCURRENCY = 32
/** Seeded shuffle, so a failing order of operations can be replayed (printed on failure). */
const SEED = Number(process.env.TWO_PROCESSES_SEED ?? Date.now() % 1_000_000)

/**
 * Top-up buyers: 10 orders each (the order limit is 20 an hour), of which 3 are confirmed by
 * verify alone, 3 by verify and the order.paid webhook, 4 by the payment.captured webhook
 * alone. Each confirmation is sent 4 times: 6 x 4 = 24 verifies, under the 30 per 10 minutes.
 */
const BUYERS = 30
const VERIFY_ONLY = 3
const VERIFY_AND_WEBHOOK = 3
const WEBHOOK_ONLY = 4
const DELIVERIES = 4
/** Each buyer also tries this many different listings while its top-ups land (from 0 credits). */
const BUYER_UNLOCKS = 3
/** 98 credits: never enough. */
const BROKE = 10
/** 150 credits, 3 listings at once: exactly one can be paid for. */
const SHORT = 10
/** 1,000 credits, 8 different listings (one tried 3 times: charged once). */
const RICH = 20
const RICH_LISTINGS = 8
/** One user, one listing, 50 requests at once. */
const HOT_REQUESTS = 50
const LISTINGS = 40

describe.skipIf(!url)('two API processes on one PostgreSQL (needs DATABASE_URL)', () => {
  const cluster = twoProcesses(url)
  const { servers, answers, send } = cluster

  it('counts every credit once across 2,000+ concurrent top-ups, replays and unlocks', async () => {
    const started = performance.now()
    const db = cluster.db()
    const next = random(SEED)
    const [a, b] = servers as [Server, Server]
    const serverFor = (n: number) => (n % 2 === 0 ? a : b)

    // The market and the people, written directly (the API is what is under test).
    const owner = await makeUser(db, 2)
    const [place] = await queryRows<{ city: number; district: number; state: number }>(
      db,
      sql`select c.id as city, d.id as district, d.state_id as state
          from cities c join districts d on d.id = c.district_id order by c.id limit 1`,
    )
    const listings: number[] = []
    for (let i = 0; i < LISTINGS; i++) {
      listings.push(
        await writeListing(db, {
          userId: owner.id,
          name: `Godown ${i}`,
          description: 'Dry storage with a loading bay.',
          type: 1,
          length: 100,
          width: 50,
          height: 20,
          image: 'images/00000000-0000-4000-8000-000000000001.jpg',
          price: { price: 50_000, purchaseType: 2, recuringType: 4, securityDeposit: 150_000 },
          attachments: [
            { imgUrl: 'images/00000000-0000-4000-8000-000000000001.jpg', name: 'Front' },
          ],
          address: {
            address: `Gala ${i}, Warehouse Complex`,
            pinCode: '421302',
            phoneNumber: '9876543210',
            latitude: 19.3,
            longitude: 73.06,
            stateId: place!.state,
            districtId: place!.district,
            cityId: place!.city,
          },
        }),
      )
    }
    /** A seeker whose starting credits are in the ledger, so balance = ledger sum exactly. */
    const seeker = async (grant: number) => {
      const user = await makeUser(db, 1)
      if (grant > 0) {
        await moveCredits(db, {
          userId: user.id,
          credits: grant,
          kind: 'demo_grant',
          reference: `demo_grant:${user.id}`,
        })
      }
      return { ...user, grant }
    }
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => seeker(0)))
    const broke = await Promise.all(Array.from({ length: BROKE }, () => seeker(COST - 1)))
    const short = await Promise.all(Array.from({ length: SHORT }, () => seeker(150)))
    const rich = await Promise.all(Array.from({ length: RICH }, () => seeker(1_000)))
    const hot = await seeker(500)
    const hotListing = listings[0]!

    // Phase 1: every buyer opens its orders and pays them in the sandbox, on either process.
    interface Paid {
      buyer: (typeof buyers)[number]
      /** Which of the buyer's orders: decides how it is confirmed. */
      slot: number
      credits: number
      amount: number
      orderId: string
      paymentId: string
      signature: string
    }
    const paid: Paid[] = []
    const perBuyer = VERIFY_ONLY + VERIFY_AND_WEBHOOK + WEBHOOK_ONLY
    const phase1 = buyers.flatMap((buyer, u) =>
      Array.from({ length: perBuyer }, (_, k) => async () => {
        const credits = 1 + (((u * perBuyer + k) * 37) % 900)
        const order = await send(serverFor(u + k), 'order', '/api/wallet/order', {
          token: buyer.token,
          json: { credits },
        })
        if (order.status !== 200) return
        const orderId = (order.body as { order_id: string }).order_id
        const pay = await send(serverFor(u + k + 1), 'sandbox pay', '/api/sandbox/pay', {
          token: buyer.token,
          json: { order_id: orderId, outcome: 'success' },
        })
        if (pay.status !== 200) return
        const data = pay.body.data as { razorpay_payment_id: string; razorpay_signature: string }
        paid.push({
          buyer,
          slot: k,
          credits,
          amount: credits * 100,
          orderId,
          paymentId: data.razorpay_payment_id,
          signature: data.razorpay_signature,
        })
      }),
    )
    await pool(shuffle(phase1, next), CONCURRENCY)
    expect(paid).toHaveLength(BUYERS * perBuyer)
    // The sandbox signs as Razorpay does, with the key secret both processes were given.
    for (const p of paid) {
      expect(p.signature).toBe(hmac(KEY_SECRET, `${p.orderId}|${p.paymentId}`))
    }

    // Phase 2: every confirmation 4 times, unlocks of every kind, all shuffled together.
    const tasks: (() => Promise<unknown>)[] = []
    const eventOf = new Map<string, string>()
    const confirmationsOf = new Map<number, number>()
    paid.forEach((p, i) => {
      const { slot } = p
      const viaVerify = slot < VERIFY_ONLY + VERIFY_AND_WEBHOOK
      const viaWebhook = slot >= VERIFY_ONLY
      for (let d = 0; d < DELIVERIES; d++) {
        // Deliveries alternate between the processes: each sees every confirmation twice.
        const server = serverFor(i + d)
        if (viaVerify) {
          tasks.push(() =>
            send(server, 'verify', '/api/wallet/verify', {
              token: p.buyer.token,
              json: {
                razorpay_order_id: p.orderId,
                razorpay_payment_id: p.paymentId,
                razorpay_signature: p.signature,
              },
            }),
          )
        }
        if (viaWebhook) {
          const kind = slot < VERIFY_ONLY + VERIFY_AND_WEBHOOK ? 'order.paid' : 'payment.captured'
          const raw = JSON.stringify(
            webhookEvent(kind, { id: p.paymentId, order_id: p.orderId, amount: p.amount }),
          )
          const eventId = `evt_${p.orderId.slice('order_'.length)}`
          eventOf.set(eventId, p.orderId)
          tasks.push(() =>
            send(server, `webhook ${eventId}`, '/api/razorpay/webhook', {
              raw,
              headers: {
                'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw),
                'x-razorpay-event-id': eventId,
              },
            }),
          )
        }
      }
      confirmationsOf.set(p.buyer.id, (confirmationsOf.get(p.buyer.id) ?? 0) + 1)
    })
    const unlock = (n: number, who: { id: number; token: string }, listing: number) =>
      send(serverFor(n), `unlock ${who.id} ${listing}`, '/api/property/unlock', {
        token: who.token,
        json: { property_id: listing },
      })
    buyers.forEach((buyer, u) => {
      for (let k = 0; k < BUYER_UNLOCKS; k++) {
        tasks.push(() => unlock(u + k, buyer, listings[1 + ((u + k) % (LISTINGS - 1))]!))
      }
    })
    broke.forEach((user, u) => {
      tasks.push(() => unlock(u, user, listings[1 + (u % (LISTINGS - 1))]!))
      tasks.push(() => unlock(u + 1, user, listings[2 + (u % (LISTINGS - 2))]!))
    })
    // Each short user's three tries leave together: only one can win.
    short.forEach((user, u) => {
      tasks.push(() =>
        Promise.all([0, 1, 2].map((k) => unlock(u + k, user, listings[1 + ((u + k) % 39)]!))),
      )
    })
    rich.forEach((user, u) => {
      for (let k = 0; k < RICH_LISTINGS; k++) {
        const listing = listings[1 + ((u * 3 + k) % (LISTINGS - 1))]!
        tasks.push(() => unlock(u + k, user, listing))
        // The first listing is asked for twice more: answered, not charged again.
        if (k === 0) {
          tasks.push(() => unlock(u + k + 1, user, listing))
          tasks.push(() => unlock(u + k, user, listing))
        }
      }
    })
    // The hot unlock: 50 requests at once, half on each process, somewhere in the traffic.
    tasks.push(() =>
      Promise.all(Array.from({ length: HOT_REQUESTS }, (_, n) => unlock(n, hot, hotListing))),
    )
    await pool(shuffle(tasks, next), CONCURRENCY)
    const seconds = ((performance.now() - started) / 1000).toFixed(1)
    console.log(
      `two processes: ${answers.length} requests in ${seconds} s (seed ${SEED}, ${CONCURRENCY} in flight)`,
    )

    // Every answer: no 5xx, no rate limit hit (the load is spread over enough users).
    expect(answers.length).toBeGreaterThanOrEqual(2_000)
    const failures = answers.filter((x) => x.status >= 500 || x.status === 429)
    expect(failures, `seed ${SEED}`).toEqual([])
    // Nor did either process log an error (pino level 50 and up) while answering.
    for (const s of servers) expect(logLines(s).filter((line) => line.level >= 50)).toEqual([])
    for (const x of answers.filter((x) => x.what === 'verify')) {
      expect(x.status, JSON.stringify(x)).toBe(200)
    }
    // Each event is processed once; its redeliveries are recognised as such.
    const webhooks = answers.filter((x) => x.what.startsWith('webhook '))
    for (const x of webhooks) expect(x.status, JSON.stringify(x)).toBe(200)
    for (const eventId of eventOf.keys()) {
      const messages = webhooks.filter((x) => x.what === `webhook ${eventId}`)
      expect(messages.map((x) => x.body.message).sort()).toEqual([
        ...Array<string>(DELIVERIES - 1).fill(WALLET_TEXTS.webhookDuplicate),
        WALLET_TEXTS.webhookProcessed,
      ])
    }
    const unlocksOf = (id: number) => answers.filter((x) => x.what.startsWith(`unlock ${id} `))
    for (const x of answers.filter((x) => x.what.startsWith('unlock '))) {
      expect([200, 402], JSON.stringify(x)).toContain(x.status)
      if (x.status === 402) expect(x.body.code).toBe('INSUFFICIENT_CREDITS')
    }
    for (const user of broke) {
      expect(unlocksOf(user.id).map((x) => x.status)).toEqual([402, 402])
    }
    for (const user of short) {
      expect(
        unlocksOf(user.id)
          .map((x) => x.status)
          .sort(),
      ).toEqual([200, 402, 402])
    }
    for (const user of rich) {
      expect(unlocksOf(user.id).every((x) => x.status === 200)).toBe(true)
    }
    const hotAnswers = unlocksOf(hot.id)
    expect(hotAnswers).toHaveLength(HOT_REQUESTS)
    expect(new Set(hotAnswers.map((x) => x.server))).toEqual(new Set(['A', 'B']))
    for (const x of hotAnswers) {
      expect(x.status).toBe(200)
      expect(x.body.data?.credits).toBe(hot.grant - COST)
    }

    // The books, read from the database.
    const books = await userBooks(db)
    const grants = new Map(
      [...buyers, ...broke, ...short, ...rich, hot, { ...owner, grant: 0 }].map((user) => [
        user.id,
        user.grant,
      ]),
    )
    expect(books).toHaveLength(grants.size)
    for (const row of books) {
      const grant = grants.get(row.id)!
      expect(row.credits, `user ${row.id}`).toBeGreaterThanOrEqual(0)
      expect(row.negative_entries).toBe(0)
      expect(row.credits, `user ${row.id}`).toBe(row.ledger_sum)
      expect(row.last_balance ?? 0, `user ${row.id}`).toBe(row.credits)
      expect(row.credits, `user ${row.id}`).toBe(grant + row.top_ups - COST * row.unlocks)
      expect(row.unlock_entries, `user ${row.id}`).toBe(row.unlocks)
    }
    const bookOf = (id: number) => books.find((row) => row.id === id)!
    // Buyers: all their orders credited; unlocks answered 200 are exactly those charged.
    for (const buyer of buyers) {
      const ordered = paid.filter((p) => p.buyer.id === buyer.id)
      expect(confirmationsOf.get(buyer.id)).toBe(perBuyer)
      expect(bookOf(buyer.id).top_ups).toBe(ordered.reduce((n, p) => n + p.credits, 0))
      expect(unlocksOf(buyer.id).filter((x) => x.status === 200)).toHaveLength(
        bookOf(buyer.id).unlocks,
      )
    }
    for (const user of broke) expect(bookOf(user.id)).toMatchObject({ credits: 98, unlocks: 0 })
    for (const user of short) expect(bookOf(user.id)).toMatchObject({ credits: 51, unlocks: 1 })
    for (const user of rich) {
      expect(bookOf(user.id)).toMatchObject({
        credits: 1_000 - RICH_LISTINGS * COST,
        unlocks: RICH_LISTINGS,
      })
    }
    expect(bookOf(hot.id)).toMatchObject({ credits: hot.grant - COST, unlocks: 1 })

    // Each paid order: paid, with exactly one ledger entry of its credits.
    const orders = await orderBooks(db)
    expect(orders).toHaveLength(paid.length)
    for (const order of orders) {
      const p = paid.find((x) => x.orderId === order.provider_order_id)!
      expect(order, order.provider_order_id).toMatchObject({
        status: 1,
        credits: p.credits,
        entries: 1,
        credited: p.credits,
      })
      expect(order.reference).toMatch(/^order:\d+$/)
      expect(order.invoice_number).not.toBeNull()
    }
    expect(await topUpEntries(db)).toBe(paid.length)
    // Each unlock: exactly one debit of the cost, naming it; the hot one once.
    const unlockRows = await unlockBooks(db)
    for (const row of unlockRows) expect(row).toMatchObject({ entries: 1, debited: -COST })
    expect(
      unlockRows.filter((row) => row.user_id === hot.id && row.property_id === hotListing),
    ).toHaveLength(1)
    // Every event id recorded once.
    expect(await recordedEvents(db)).toEqual({ n: eventOf.size, distinct: eventOf.size })
    // Both processes took their share of every kind of request.
    for (const what of ['order', 'sandbox pay', 'verify']) {
      const servedBy = new Set(answers.filter((x) => x.what === what).map((x) => x.server))
      expect(servedBy, what).toEqual(new Set(['A', 'B']))
    }
  }, 120_000)
})
