import { WALLET_MAX_BALANCE } from '@app/contract/limits'
import { ADMIN_TEXTS } from '@app/contract/admin'
import { AUTH_ERRORS } from '@app/contract/auth'
import { ID_MAX } from '@app/contract/input'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import { get, post } from '../../helpers/auth'
import { listing, makeUser } from '../../helpers/listings'
import {
  adminGet,
  adminPost,
  adminTestApp,
  creditsOf,
  person,
  rowCount,
  type Person,
} from './admin-calls'

/**
 * An admin's hand on accounts (API.md "Admin"): blocking ends every session at once and login
 * then refuses the account; a type change takes effect on the next request; a credit adjustment
 * goes through the ledger with the audit entry that explains it and never below zero.
 */

let t: Awaited<ReturnType<typeof adminTestApp>>
let admin: Person

beforeAll(async () => {
  t = await adminTestApp()
  admin = await person(t.db, 99)
})
afterAll(() => t.close())

const login = (who: Person, password = who.password) =>
  post(t.app, '/api/login', { email_or_phone: who.phone, password })
const me = (token: string) => get(t.app, '/api/me', { token })
const block = (userId: number, body: object, token = admin.token) =>
  post(t.app, `/api/admin/users/${userId}/block`, body, { token })
const adjust = (userId: number, credits: number, reason = 'Goodwill') =>
  post(t.app, `/api/admin/users/${userId}/credits`, { credits, reason }, { token: admin.token })
const ledger = async (token: string) => (await get(t.app, '/api/ledger?limit=50', { token })).json()
const auditOf = async (target: string) =>
  (await adminGet(t.app, `admin/audit?target=${target}&limit=50`, admin.token)).data

describe('blocking a user', () => {
  it('ends their sessions at once; login then answers 403 to the right password only; unblocking lets them in again', async () => {
    const owner = await person(t.db, 2)
    const token = (await login(owner)).json().data.token as string
    // Both sessions are in use, so this instance keeps them in memory.
    expect((await me(token)).statusCode).toBe(200)
    expect((await me(owner.token)).statusCode).toBe(200)

    const res = await block(owner.id, { blocked: true, reason: 'Posted fake listings' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { blocked: true } })

    for (const dead of [token, owner.token]) {
      const refused = await me(dead)
      expect(refused.statusCode).toBe(401)
      expect(refused.json().code).toBe('UNAUTHENTICATED')
    }
    const refused = await login(owner)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      success: false,
      code: 'FORBIDDEN',
      message: 'This account is blocked',
    })
    expect(refused.json().message).toBe(ADMIN_TEXTS.accountBlocked)
    // Without the password, a blocked account looks like any other.
    const guess = await login(owner, 'not-the-password')
    expect(guess.statusCode).toBe(401)
    expect(guess.json().message).toBe(AUTH_ERRORS.invalidCredentials)

    const list = await adminGet(t.app, `admin/users?q=${owner.phone}`, admin.token)
    expect(list.data).toMatchObject([
      { id: owner.id, blocked: true, blocked_reason: 'Posted fake listings' },
    ])

    const unblocked = await block(owner.id, { blocked: false, reason: 'Appeal accepted' })
    expect(unblocked.json()).toEqual({ success: true, data: { blocked: false } })
    const back = await login(owner)
    expect(back.statusCode, back.body).toBe(200)
    expect((await me(back.json().data.token)).statusCode).toBe(200)
    // Sessions that ended with the block stay ended.
    expect((await me(token)).statusCode).toBe(401)

    expect(await auditOf(`user:${owner.id}`)).toMatchObject([
      {
        actor: { id: admin.id },
        action: 'user.unblock',
        reason: 'Appeal accepted',
        before: { blocked: true, blocked_reason: 'Posted fake listings' },
        after: { blocked: false, blocked_reason: null },
      },
      {
        actor: { id: admin.id },
        action: 'user.block',
        reason: 'Posted fake listings',
        before: { blocked: false },
        after: { blocked: true, blocked_reason: 'Posted fake listings' },
      },
    ])
  })

  it('needs a reason to block; an unblock may go without one; asking again changes nothing', async () => {
    const seeker = await person(t.db, 1)
    const noReason = await block(seeker.id, { blocked: true })
    expect(noReason.statusCode).toBe(422)
    expect(noReason.json().message).toBe(ADMIN_TEXTS.reasonRequired)
    expect((await block(seeker.id, { blocked: 'maybe', reason: 'x' })).statusCode).toBe(422)
    expect((await block(seeker.id, { blocked: true, reason: 'Spam' })).statusCode).toBe(200)
    const audited = await rowCount(t.db, 'audit_log')
    expect((await block(seeker.id, { blocked: true, reason: 'Spam again' })).statusCode).toBe(200)
    expect(await rowCount(t.db, 'audit_log')).toBe(audited)
    const [row] = await t.db
      .select({ reason: users.blockedReason })
      .from(users)
      .where(eq(users.id, seeker.id))
    expect(row!.reason).toBe('Spam')
    expect((await block(seeker.id, { blocked: false })).statusCode).toBe(200)
    expect((await login(seeker)).statusCode).toBe(200)
  })

  it('refuses to block, retype or credit the admin’s own account alike, and answers 404 for no such user', async () => {
    const before = {
      credits: await creditsOf(t.db, admin.id),
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }
    for (const res of [
      await block(admin.id, { blocked: true, reason: 'Oops' }),
      await post(
        t.app,
        `/api/admin/users/${admin.id}/type`,
        { user_type: 1 },
        { token: admin.token },
      ),
      await adjust(admin.id, 50, 'A little something for me'),
    ]) {
      expect(res.statusCode, res.body).toBe(409)
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: ADMIN_TEXTS.notOwnAccount })
    }
    expect((await me(admin.token)).json().data.user_type).toBe(99)
    expect({
      credits: await creditsOf(t.db, admin.id),
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }).toEqual(before)
    const missing = 2_000_000_000
    for (const res of [
      await block(missing, { blocked: true, reason: 'x' }),
      await post(
        t.app,
        `/api/admin/users/${missing}/type`,
        { user_type: 2 },
        { token: admin.token },
      ),
      await adjust(missing, 5),
      await get(t.app, `/api/admin/users/${missing}`, { token: admin.token }),
    ]) {
      expect(res.statusCode).toBe(404)
      expect(res.json().message).toBe(ADMIN_TEXTS.userNotFound)
    }
  })
})

describe("changing a user's type", () => {
  it('changes their permissions with their next request, recorded with before and after', async () => {
    const owner = await person(t.db, 2)
    const created = () => get(t.app, '/api/created-properties', { token: owner.token })
    expect((await created()).statusCode).toBe(200)
    const res = await adminPost(t.app, `admin/users/${owner.id}/type`, admin.token, {
      user_type: 1,
    })
    expect(res).toEqual({ success: true, data: { user_type: 1 } })
    const denied = await created()
    expect(denied.statusCode).toBe(403)
    expect(denied.json().message).toBe(OWNER_TEXTS.accessDenied)
    expect((await me(owner.token)).json().data).toMatchObject({
      user_type: 1,
      permissions: ['unlock-properties'],
    })
    await adminPost(t.app, `admin/users/${owner.id}/type`, admin.token, { user_type: '99' })
    expect((await me(owner.token)).json().data.permissions).toContain('admin')
    expect(await auditOf(`user:${owner.id}`)).toMatchObject([
      { action: 'user.type', before: { user_type: 1 }, after: { user_type: 99 } },
      { action: 'user.type', before: { user_type: 2 }, after: { user_type: 1 } },
    ])
    await adminPost(t.app, `admin/users/${owner.id}/type`, admin.token, { user_type: 5 }, 422)
  })
})

describe('credit adjustments', () => {
  it('credits through the ledger as an adjustment, recorded in the audit log with the reason, before and after', async () => {
    const seeker = await person(t.db, 1, 20)
    const res = await adjust(seeker.id, 50, 'Refund for a dead contact')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ success: true, data: { credits: 70 } })
    const [entry] = await auditOf(`user:${seeker.id}`)
    expect(entry).toMatchObject({
      actor: { id: admin.id, name: expect.any(String) },
      action: 'user.credits',
      target: `user:${seeker.id}`,
      reason: 'Refund for a dead contact',
      before: { credits: 20 },
      after: { credits: 70 },
    })
    expect((await ledger(seeker.token)).data[0]).toMatchObject({
      kind: 'adjustment',
      credits: 50,
      balance_after: 70,
      reference: `adjustment:${entry.id}`,
    })

    const down = await adjust(seeker.id, -30, 'Credited twice by mistake')
    expect(down.json().data).toEqual({ credits: 40 })
    expect((await ledger(seeker.token)).data[0]).toMatchObject({
      kind: 'adjustment',
      credits: -30,
      balance_after: 40,
    })
  })

  it('refuses one that would take the balance below zero (409) and changes nothing: balance, ledger and audit log', async () => {
    const seeker = await person(t.db, 1)
    await adjust(seeker.id, 25)
    const before = {
      credits: await creditsOf(t.db, seeker.id),
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }
    const res = await adjust(seeker.id, -26, 'Too much')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_CREDITS',
      message: ADMIN_TEXTS.belowZero,
      data: { credits: 25 },
    })
    expect({
      credits: await creditsOf(t.db, seeker.id),
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }).toEqual(before)
    // Down to exactly zero is allowed.
    expect((await adjust(seeker.id, -25)).json().data).toEqual({ credits: 0 })
  })

  it(`refuses one that would take the balance past ${WALLET_MAX_BALANCE} credits (409, nothing changed); up to it, and debits from above it, go through`, async () => {
    const seeker = await person(t.db, 1, WALLET_MAX_BALANCE - 10)
    const before = {
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }
    const res = await adjust(seeker.id, 11, 'One too many')
    expect(res.statusCode, res.body).toBe(409)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'CONFLICT',
      message: ADMIN_TEXTS.aboveCeiling,
      data: { credits: WALLET_MAX_BALANCE - 10 },
    })
    expect({
      credits: await creditsOf(t.db, seeker.id),
      ledger: await rowCount(t.db, 'wallet_ledger'),
      audit: await rowCount(t.db, 'audit_log'),
    }).toEqual({ credits: WALLET_MAX_BALANCE - 10, ...before })
    expect((await adjust(seeker.id, 10)).json().data).toEqual({ credits: WALLET_MAX_BALANCE })

    // A balance already near the database's integer limit (paid orders are credited in full):
    // a credit is a 409, never the column's overflow; a debit still goes.
    const rich = await person(t.db, 1, ID_MAX - 5)
    const overflow = await adjust(rich.id, 10)
    expect(overflow.statusCode, overflow.body).toBe(409)
    expect(overflow.json().message).toBe(ADMIN_TEXTS.aboveCeiling)
    expect((await adjust(rich.id, -5)).json().data).toEqual({ credits: ID_MAX - 10 })
  })

  it('takes only whole numbers other than 0, within the limit, with a reason', async () => {
    const seeker = await person(t.db, 1)
    for (const credits of [0, 1.5, 'ten', 100_001, -100_001]) {
      const res = await adjust(seeker.id, credits as number)
      expect(res.statusCode, String(credits)).toBe(422)
    }
    const noReason = await post(
      t.app,
      `/api/admin/users/${seeker.id}/credits`,
      { credits: 5 },
      { token: admin.token },
    )
    expect(noReason.json().message).toBe(ADMIN_TEXTS.reasonRequired)
    expect(await creditsOf(t.db, seeker.id)).toBe(0)
  })
})

describe('GET admin/users and a user profile', () => {
  it('filters by a type an admin can set only: any other value is a 422 on the field, never a query', async () => {
    for (const value of ['32768', '2147483647', '2147483648', '5', '0', '-1', '1.5', 'abc']) {
      const res = await get(t.app, `/api/admin/users?user_type=${value}`, { token: admin.token })
      expect(res.statusCode, `${value}: ${res.body}`).toBe(422)
      expect(res.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: ADMIN_TEXTS.userTypeInvalid,
        errors: { user_type: [ADMIN_TEXTS.userTypeInvalid] },
      })
    }
    // An empty value is no filter.
    expect(
      (await adminGet(t.app, 'admin/users?user_type=', admin.token)).data.length,
    ).toBeGreaterThan(0)
  })

  it('finds users by name, e-mail or phone (pattern characters as themselves), filters by type, newest first, with credits and counts', async () => {
    const owner = await person(t.db, 2, 15)
    const seeker = await makeUser(t.db, 1, 200)
    const id = await listing(t.db, owner.id, { name: 'Profile godown' })
    await listing(t.db, owner.id, { name: 'Profile draft', steps: 1 })
    await post(t.app, '/api/property/unlock', { property_id: id }, { token: seeker.token })

    const find = async (query: string) =>
      (await adminGet(t.app, `admin/users?${query}`, admin.token)).data
    expect(await find(`q=${encodeURIComponent(owner.email.toUpperCase())}`)).toEqual([
      expect.objectContaining({
        id: owner.id,
        email: owner.email,
        phone_number: owner.phone,
        user_type: 2,
        credits: 15,
        blocked: false,
        blocked_reason: null,
        listings: 2,
        unlocks: 0,
      }),
    ])
    expect(await find(`q=${owner.phone}`)).toMatchObject([{ id: owner.id }])
    const [name] = await t.db
      .select({ name: users.firstName })
      .from(users)
      .where(eq(users.id, owner.id))
    expect(await find(`q=${encodeURIComponent(name!.name)}`)).toMatchObject([{ id: owner.id }])
    expect(await find('q=%25')).toEqual([])
    expect(await find('q=_')).toEqual([])
    const admins = await find('user_type=99&limit=50')
    expect(admins.map((u: { id: number }) => u.id)).toContain(admin.id)
    const seekers = await find('user_type=1&limit=50')
    expect(seekers.every((u: { user_type: number }) => u.user_type === 1)).toBe(true)
    expect(seekers[0]).toMatchObject({ id: seeker.id, credits: 101, unlocks: 1 })
    const all = await adminGet(t.app, 'admin/users?limit=2', admin.token)
    expect(all.pagination).toMatchObject({ offset: 0, limit: 2, has_more: true })
    expect(all.data[0].id).toBeGreaterThan(all.data[1].id)

    const profile = await adminGet(t.app, `admin/users/${owner.id}`, admin.token)
    expect(profile.data).toMatchObject({
      user: { id: owner.id, listings: 2 },
      listings: [
        { name: 'Profile draft', status: 'draft', completion_level: 1 },
        { id, name: 'Profile godown', status: 'published', completion_level: 4 },
      ],
      unlocks: [],
      ledger: [],
    })
    const seekerProfile = await adminGet(t.app, `admin/users/${seeker.id}`, admin.token)
    expect(seekerProfile.data).toMatchObject({
      unlocks: [{ property_id: id, property_name: 'Profile godown', credits_spent: 99 }],
      ledger: [{ kind: 'unlock', credits: -99, property_id: id, property_name: 'Profile godown' }],
    })
  })
})
