import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { unlocks, users, walletLedger } from '../../../src/db/schema/index'
import { isUnmovedCredit, moveCreditsWith } from '../../../src/modules/wallet/ledger'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

/**
 * The one-statement unlock (wallet/repository.ts) at its edges; the ordinary cases (402, once
 * per pair under concurrency, no overdraft, the owner, 404) are in listings/detail.test.ts.
 */
const COST = 99

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { id: number; token: string }
let published: number

beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: String(COST) } })
  await seedPlaces(t.database.db)
  owner = await makeUser(t.database.db, 2)
  published = await listing(t.database.db, owner.id, { name: 'Kalyan godown' })
})
afterAll(() => t.close())

const db = () => t.database.db
const unlock = (id: number, token: string) =>
  post(t.app, '/api/property/unlock', { property_id: id }, { token })
const balance = async (id: number) =>
  (await db().select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c
const entries = (userId: number) =>
  db().select().from(walletLedger).where(eq(walletLedger.userId, userId))

describe('POST property/unlock in one statement', () => {
  it('answers an unlock paid with the last credits again, without charging, once they are gone', async () => {
    const seeker = await makeUser(db(), 1, COST)
    expect((await unlock(published, seeker.token)).json().data.credits).toBe(0)
    const again = await unlock(published, seeker.token)
    expect(again.statusCode).toBe(200)
    expect(again.json().data).toMatchObject({ credits: 0, property: { pass: true } })
    expect(await entries(seeker.id)).toHaveLength(1)
  })

  it('charges once when ten requests race with exactly the cost in credits', async () => {
    // The losers find no credits left once the winner's statement commits; they must see the
    // unlock it made (a fresh read) rather than answer 402.
    const seeker = await makeUser(db(), 1, COST)
    const place = await listing(db(), owner.id, { name: 'Race godown' })
    const answers = await Promise.all(Array.from({ length: 10 }, () => unlock(place, seeker.token)))
    expect(answers.map((r) => r.statusCode)).toEqual(Array(10).fill(200))
    for (const r of answers) expect(r.json().data.property.pass).toBe(true)
    expect(await balance(seeker.id)).toBe(0)
    expect(await entries(seeker.id)).toHaveLength(1)
  })

  it.skipIf(!process.env.DATABASE_URL)(
    'debits a top-up that committed while the unlock waited for the balance (PostgreSQL)',
    async () => {
      // The seeker has nothing when the unlock's statement begins; a top-up holds the row and
      // commits while the statement waits for it. The statement's snapshot balance (0) would fail
      // the non-negative check, though the locked balance covers the cost.
      const seeker = await makeUser(db(), 1, 0)
      const place = await listing(db(), owner.id, { name: 'Top-up race godown' })
      let answer: ReturnType<typeof unlock> | undefined
      await db().transaction(async (tx) => {
        await tx
          .update(users)
          .set({ credits: sql`${users.credits} + ${COST}` })
          .where(eq(users.id, seeker.id))
        answer = unlock(place, seeker.token)
        // Commit only once the unlock is waiting for this transaction's row lock.
        await vi.waitFor(
          async () => {
            const [row] = await queryRows<{ n: number }>(
              db(),
              sql`select count(*)::int as n from pg_stat_activity
                where datname = current_database() and wait_event_type = 'Lock'
                  and query like '%"balance" as%'`,
            )
            expect(row!.n).toBe(1)
          },
          { timeout: 10_000, interval: 20 },
        )
      })
      const res = await answer!
      expect(res.statusCode).toBe(200)
      expect(res.json().data).toMatchObject({ credits: 0, property: { pass: true } })
      expect(await balance(seeker.id)).toBe(0)
      expect(await entries(seeker.id)).toHaveLength(1)
    },
  )

  it('lets an admin see the contact details without paying or claiming', async () => {
    const admin = await makeUser(db(), 99, 500)
    const res = await unlock(published, admin.token)
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ credits: 500, property: { pass: true } })
    const claimed = await db().select().from(unlocks).where(eq(unlocks.userId, admin.id))
    expect(claimed).toEqual([])
    expect(await balance(admin.id)).toBe(500)
  })

  it('answers 404 for a listing that does not exist, charging nothing', async () => {
    const seeker = await makeUser(db(), 1, 500)
    expect((await unlock(2_000_000_000, seeker.token)).statusCode).toBe(404)
    expect(await balance(seeker.id)).toBe(500)
  })
})

describe("the ledger's statement form", () => {
  it('undoes the whole statement, the cause included, when the move does not happen', async () => {
    const seeker = await makeUser(db(), 1, 10)
    const place = await listing(db(), owner.id, { name: 'Undone godown' })
    // A claim whose debit the balance does not cover: the entry would have no balance.
    const claim = db()
      .$with('claim', { id: unlocks.id })
      .as(
        sql`insert into ${unlocks} (user_id, property_id, credits_spent)
          values (${seeker.id}, ${place}, 50) returning id`,
      )
    const { moved, entry } = moveCreditsWith(db(), claim, {
      kind: 'unlock',
      userId: sql`${seeker.id}::int`,
      credits: sql`-50`,
      reference: sql`'unlock:' || ${claim.id}`,
      unlockId: sql`${claim.id}`,
    })
    const error = await db()
      .with(claim, moved, entry)
      .select({ id: claim.id })
      .from(claim)
      .then(
        () => undefined,
        (err: unknown) => err,
      )
    expect(isUnmovedCredit(error)).toBe(true)
    const claimed = await db()
      .select()
      .from(unlocks)
      .where(and(eq(unlocks.userId, seeker.id), eq(unlocks.propertyId, place)))
    expect(claimed).toEqual([])
    expect(await balance(seeker.id)).toBe(10)
    expect(await entries(seeker.id)).toEqual([])
  })
})
