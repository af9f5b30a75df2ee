import { ADMIN_TEXTS } from '@app/contract/admin'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, walletLedger } from '../../../src/db/schema/index'
import { post } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'
import { ledgerMismatches } from '../wallet/payments-helpers'
import { adminGet, adminPost, adminTestApp, creditsOf, person } from './admin-calls'

/**
 * Credit adjustments at once (meant for PostgreSQL, where they truly run in parallel; PGlite runs
 * them one after another): the balance never goes below zero, exactly the covered ones go
 * through, and the ledger and the audit log hold one entry for each of those and nothing else.
 */

let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: { id: number; token: string }

beforeAll(async () => {
  t = await adminTestApp()
  admin = await person(t.db, 99)
  // Its session is kept in memory before the burst.
  await adminGet(t.app, 'admin/users', admin.token)
})
afterAll(() => t.close())

describe('concurrent credit adjustments', () => {
  it('20 debits of 10 from a balance of 100 at once: exactly 10 go through, the balance ends at 0, never below', async () => {
    const seeker = await makeUser(t.db, 1)
    await adminPost(t.app, `admin/users/${seeker.id}/credits`, admin.token, {
      credits: 100,
      reason: 'Opening balance',
    })
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          t.app,
          `/api/admin/users/${seeker.id}/credits`,
          { credits: -10, reason: `Debit ${i + 1}` },
          { token: admin.token },
        ),
      ),
    )
    const statuses = answers.map((res) => res.statusCode)
    expect(statuses.filter((s) => s === 200)).toHaveLength(10)
    expect(statuses.filter((s) => s === 409)).toHaveLength(10)
    for (const res of answers.filter((r) => r.statusCode === 409)) {
      expect(res.json()).toMatchObject({
        code: 'INSUFFICIENT_CREDITS',
        message: ADMIN_TEXTS.belowZero,
        data: { credits: 0 },
      })
    }
    // Each accepted debit answered a different balance, from 90 down to 0.
    const balances = answers.filter((r) => r.statusCode === 200).map((r) => r.json().data.credits)
    expect([...balances].sort((a, b) => b - a)).toEqual([90, 80, 70, 60, 50, 40, 30, 20, 10, 0])
    expect(await creditsOf(t.db, seeker.id)).toBe(0)

    const entries = await t.db
      .select({
        delta: walletLedger.delta,
        balanceAfter: walletLedger.balanceAfter,
        reference: walletLedger.reference,
      })
      .from(walletLedger)
      .where(eq(walletLedger.userId, seeker.id))
      .orderBy(walletLedger.id)
    expect(entries).toHaveLength(11)
    expect(entries.reduce((sum, e) => sum + e.delta, 0)).toBe(0)
    expect(entries.map((e) => e.balanceAfter)).toEqual([100, 90, 80, 70, 60, 50, 40, 30, 20, 10, 0])
    expect(entries.every((e) => e.balanceAfter >= 0)).toBe(true)

    // One audit entry per accepted move, each named by its ledger entry; the refused left none.
    const audited = await t.db
      .select({ id: auditLog.id, before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'user.credits'),
          eq(auditLog.targetType, 'user'),
          eq(auditLog.targetId, seeker.id),
        ),
      )
      .orderBy(auditLog.id)
    expect(audited).toHaveLength(11)
    expect(entries.map((e) => e.reference)).toEqual(audited.map((a) => `adjustment:${a.id}`))
    expect(audited.map((a) => [a.before!.credits, a.after!.credits])).toEqual(
      entries.map((e) => [e.balanceAfter - e.delta, e.balanceAfter]),
    )
    expect(await ledgerMismatches(t.db)).toEqual([])
  })
})
