import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { unlocks, users, walletLedger } from '../../../src/db/schema/index'
import { unlockMany } from '../../../src/modules/wallet/repository'
import { createTestApp } from '../../helpers/app'
import { post } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

/**
 * Unlocks grouped into one statement (wallet/unlock-batch.ts, repository.unlockMany): each is
 * charged, refused or answered free exactly as it would be alone, under concurrency too.
 */
const COST = 99

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { id: number; token: string }

beforeAll(async () => {
  t = await createTestApp({ env: { UNLOCK_COST: String(COST) } })
  await seedPlaces(t.database.db)
  owner = await makeUser(t.database.db, 2)
})
afterAll(() => t.close())

const db = () => t.database.db
const unlock = (id: number, token: string) =>
  post(t.app, '/api/property/unlock', { property_id: id }, { token })
const balanceOf = async (id: number) =>
  (await db().select({ c: users.credits }).from(users).where(eq(users.id, id)))[0]!.c
const entriesOf = (userId: number) =>
  db().select().from(walletLedger).where(eq(walletLedger.userId, userId))
const unlocksOf = (userId: number) => db().select().from(unlocks).where(eq(unlocks.userId, userId))

describe('unlockMany: several users in one statement', () => {
  it('pays, refuses and answers free each attempt as it would be alone', async () => {
    const rich = await makeUser(db(), 1, 500)
    const poor = await makeUser(db(), 1, COST - 1)
    const admin = await makeUser(db(), 99, 7)
    const again = await makeUser(db(), 1, COST * 2)
    const nobody = await makeUser(db(), 1, 500)
    const hiddenSeeker = await makeUser(db(), 1, 500)
    const place = await listing(db(), owner.id, { name: 'Grouped godown' })
    const hidden = await listing(db(), owner.id, { name: 'Hidden godown', hidden: true })
    expect((await unlock(place, again.token)).statusCode).toBe(200)
    const attempt = (userId: number, propertyId: number, isAdmin = false) => ({
      userId,
      propertyId,
      isAdmin,
      cost: COST,
    })
    const out = await unlockMany(db(), [
      attempt(rich.id, place),
      attempt(poor.id, place),
      attempt(admin.id, place, true),
      attempt(owner.id, place),
      attempt(again.id, place),
      attempt(nobody.id, 2_000_000_000),
      attempt(hiddenSeeker.id, hidden),
    ])
    const outcome = (n: number) => out.get(n)?.outcome
    expect(outcome(0)).toMatchObject({ free: false, paid: 500 - COST, balance: 500 })
    expect(outcome(0)!.unlockId).toEqual(expect.any(Number))
    expect(outcome(1)).toMatchObject({ free: false, unlockId: null, paid: null, balance: COST - 1 })
    expect(outcome(2)).toMatchObject({ free: true, unlockId: null, paid: null, balance: 7 })
    expect(outcome(3)).toMatchObject({ free: true, unlockId: null, paid: null })
    expect(outcome(4)).toMatchObject({ unlockId: null, paid: null, balance: COST, unlocked: true })
    expect(out.has(5)).toBe(false)
    expect(outcome(6)).toMatchObject({ free: null, unlockId: null, paid: null })
    expect(out.get(0)!.record.property.id).toBe(place)
    expect([await balanceOf(rich.id), await balanceOf(poor.id), await balanceOf(admin.id)]).toEqual(
      [500 - COST, COST - 1, 7],
    )
    expect(await balanceOf(again.id)).toBe(COST)
    expect(await balanceOf(hiddenSeeker.id)).toBe(500)
    const [entry] = await entriesOf(rich.id)
    expect(entry).toMatchObject({
      delta: -COST,
      balanceAfter: 500 - COST,
      reason: 'unlock',
      reference: `unlock:${outcome(0)!.unlockId}`,
      unlockId: outcome(0)!.unlockId,
    })
    expect(await entriesOf(poor.id)).toEqual([])
    expect(await entriesOf(again.id)).toHaveLength(1)
    expect(await unlocksOf(admin.id)).toEqual([])
  })

  it('refuses two attempts of one user: one debit would pay for both', async () => {
    const seeker = await makeUser(db(), 1, 500)
    const a = await listing(db(), owner.id, { name: 'Twice A' })
    const b = await listing(db(), owner.id, { name: 'Twice B' })
    const attempt = (propertyId: number) => ({
      userId: seeker.id,
      propertyId,
      isAdmin: false,
      cost: COST,
    })
    await expect(unlockMany(db(), [attempt(a), attempt(b)])).rejects.toThrow(/two attempts/)
    expect(await balanceOf(seeker.id)).toBe(500)
  })
})

describe('POST property/unlock under concurrency, grouped', () => {
  it('charges each seeker exactly once per listing it gets, never past its credits', async () => {
    const places: number[] = []
    for (let i = 0; i < 6; i++) places.push(await listing(db(), owner.id, { name: `Busy ${i}` }))
    // Seeker s can pay for s of the six listings; each asks for all six, twice over.
    const seekers: { id: number; token: string }[] = []
    for (let s = 0; s < 8; s++) seekers.push(await makeUser(db(), 1, COST * s))
    const requests = seekers.flatMap((seeker) =>
      [...places, ...places].map((place) => ({ seeker, place })),
    )
    // Mixed so that every group holds several seekers.
    requests.sort((x, y) => x.place - y.place || x.seeker.id - y.seeker.id)
    const answers = await Promise.all(requests.map((r) => unlock(r.place, r.seeker.token)))
    for (const [s, seeker] of seekers.entries()) {
      const mine = answers.filter((_, i) => requests[i]!.seeker === seeker)
      const asked = requests.filter((r) => r.seeker === seeker).map((r) => r.place)
      const got = await unlocksOf(seeker.id)
      expect(got).toHaveLength(Math.min(s, places.length))
      expect(new Set(got.map((u) => u.propertyId)).size).toBe(got.length)
      expect(await balanceOf(seeker.id)).toBe(COST * s - COST * got.length)
      const entries = await entriesOf(seeker.id)
      expect(entries).toHaveLength(got.length)
      expect(entries.map((e) => e.unlockId).sort()).toEqual(got.map((u) => u.id).sort())
      // An answer is 200 for a listing the seeker holds, 402 for one it could not pay.
      const held = new Set(got.map((u) => u.propertyId))
      for (const [i, res] of mine.entries()) {
        expect(res.statusCode).toBe(held.has(asked[i]!) ? 200 : 402)
      }
      // The balances every answer gave never went below zero and end where the wallet is.
      const credits = mine.filter((r) => r.statusCode === 200).map((r) => r.json().data.credits)
      for (const c of credits) expect(c).toBeGreaterThanOrEqual(0)
      if (got.length > 0) expect(Math.min(...credits)).toBe(COST * s - COST * got.length)
    }
    const all = await db().select().from(unlocks).where(inArray(unlocks.propertyId, places))
    expect(all).toHaveLength(seekers.reduce((n, _, s) => n + Math.min(s, places.length), 0))
    // Grouped indeed on PostgreSQL, where statements overlap: some unlocks were made by one
    // transaction (one statement) together. PGlite runs one statement at a time, so quickly that
    // the requests may never find four running (the first test groups on it directly).
    if (t.database.kind !== 'postgres') return
    const [made] = await queryRows<{ unlocks: number; transactions: number }>(
      db(),
      sql`select count(*)::int as unlocks, count(distinct xmin::text)::int as transactions
        from ${unlocks} where ${inArray(unlocks.propertyId, places)}`,
    )
    expect(made!.transactions).toBeLessThan(made!.unlocks)
  })
})
