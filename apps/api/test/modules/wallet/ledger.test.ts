import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users, walletLedger } from '../../../src/db/schema/index'
import { balanceOf, moveCredits } from '../../../src/modules/wallet/ledger'
import { createTestApp } from '../../helpers/app'
import { makeUser } from '../../helpers/listings'

describe('the ledger: every credit movement goes through moveCredits', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const entries = (userId: number) =>
    t.app.db
      .select({
        delta: walletLedger.delta,
        balanceAfter: walletLedger.balanceAfter,
        reason: walletLedger.reason,
        reference: walletLedger.reference,
      })
      .from(walletLedger)
      .where(eq(walletLedger.userId, userId))
      .orderBy(walletLedger.id)

  it('credits and debits the balance and records each entry with the balance it left', async () => {
    const user = await makeUser(t.app.db)
    const db = t.app.db
    expect(
      await moveCredits(db, { userId: user.id, credits: 499, kind: 'top_up', reference: 't:1' }),
    ).toBe(499)
    expect(
      await moveCredits(db, { userId: user.id, credits: -99, kind: 'unlock', reference: 't:2' }),
    ).toBe(400)
    expect(await balanceOf(db, user.id)).toBe(400)
    expect(await entries(user.id)).toEqual([
      { delta: 499, balanceAfter: 499, reason: 'top_up', reference: 't:1' },
      { delta: -99, balanceAfter: 400, reason: 'unlock', reference: 't:2' },
    ])
  })

  it('refuses a debit the balance does not cover, changing nothing', async () => {
    const user = await makeUser(t.app.db)
    const db = t.app.db
    await moveCredits(db, { userId: user.id, credits: 50, kind: 'top_up', reference: 'u:1' })
    expect(
      await moveCredits(db, { userId: user.id, credits: -51, kind: 'unlock', reference: 'u:2' }),
    ).toBeUndefined()
    expect(await balanceOf(db, user.id)).toBe(50)
    expect(await entries(user.id)).toHaveLength(1)
  })

  it('the database refuses a second entry for the same reference, rolling the move back', async () => {
    const user = await makeUser(t.app.db)
    const db = t.app.db
    await moveCredits(db, { userId: user.id, credits: 10, kind: 'top_up', reference: 'order:x' })
    await expect(
      db.transaction((tx) =>
        moveCredits(tx, { userId: user.id, credits: 10, kind: 'top_up', reference: 'order:x' }),
      ),
    ).rejects.toThrow()
    expect(await balanceOf(db, user.id)).toBe(10)
    expect(await entries(user.id)).toHaveLength(1)
  })

  it('the database refuses a negative balance whoever writes it', async () => {
    const user = await makeUser(t.app.db, 1, 5)
    await expect(
      t.app.db
        .update(users)
        .set({ credits: sql`${users.credits} - 6` })
        .where(eq(users.id, user.id)),
    ).rejects.toThrow()
    expect(await balanceOf(t.app.db, user.id)).toBe(5)
  })

  it('a zero movement is a programming error', async () => {
    const user = await makeUser(t.app.db)
    await expect(
      moveCredits(t.app.db, { userId: user.id, credits: 0, kind: 'adjustment', reference: 'z' }),
    ).rejects.toThrow(/Not a credit movement/)
  })

  it('concurrent debits never overdraw: 20 debits of 30 from 500 leave exactly 16 through', async () => {
    const user = await makeUser(t.app.db)
    await moveCredits(t.app.db, { userId: user.id, credits: 500, kind: 'top_up', reference: 'c:0' })
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.app.db.transaction((tx) =>
          moveCredits(tx, {
            userId: user.id,
            credits: -30,
            kind: 'unlock',
            reference: `c:${i + 1}`,
          }),
        ),
      ),
    )
    expect(results.filter((r) => r !== undefined)).toHaveLength(16)
    expect(await balanceOf(t.app.db, user.id)).toBe(20)
    const rows = await entries(user.id)
    expect(rows.reduce((sum, r) => sum + r.delta, 0)).toBe(20)
  })
})
