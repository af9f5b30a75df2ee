import {
  ADMIN_TEXTS as T,
  PROFILE_LIST_MAX,
  type AdminUser,
  type AdminUserProfile,
  type AdminUserQuery,
  type BlockBody,
  type CreditAdjustmentBody,
} from '@app/contract/admin'
import type { Tx } from '../../db/client'
import { AppError, conflict, notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import { revokeUserSessions, type AuthUser } from '../../lib/sessions'
import { ledger, moveCredits } from '../wallet'
import { recordAudit } from './audit'
import { actorOf, type AdminDeps } from './deps'
import * as repo from './users-repository'

/* The admin console's users: found, looked at, blocked, retyped and credited. */

type UserRow = NonNullable<Awaited<ReturnType<typeof repo.userById>>>

const toUser = (r: UserRow): AdminUser => ({
  id: r.id,
  name: r.name,
  email: r.email,
  phone_number: r.phoneNumber,
  user_type: r.userType,
  credits: r.credits,
  blocked: r.blockedAt !== null,
  blocked_reason: r.blockedReason,
  listings: r.listings,
  unlocks: r.unlocks,
  created_at: r.createdAt.toISOString(),
})

/** GET admin/users. */
export async function users(db: Tx, query: AdminUserQuery) {
  const { rows, total } = await repo.usersPage(db, query)
  return { data: rows.map(toUser), pagination: pageOf(query, rows.length, total) }
}

/** GET admin/users/{id}: the user with their latest listings, unlocks and ledger entries. */
export async function profile(db: Tx, userId: number): Promise<AdminUserProfile> {
  const user = await repo.userById(db, userId)
  if (!user) throw notFound(T.userNotFound)
  const listings = await repo.listingsOf(db, userId, PROFILE_LIST_MAX)
  const unlocked = await repo.unlocksOf(db, userId, PROFILE_LIST_MAX)
  const entries = await ledger(db, { id: userId }, { offset: 0, limit: PROFILE_LIST_MAX })
  return {
    user: toUser(user),
    listings: listings.map((l) => ({
      id: l.id,
      name: l.name,
      status: l.status,
      completion_level: l.completionLevel,
      created_at: l.createdAt.toISOString(),
    })),
    unlocks: unlocked.map((u) => ({
      id: u.id,
      property_id: u.propertyId,
      property_name: u.propertyName,
      credits_spent: u.creditsSpent,
      created_at: u.createdAt.toISOString(),
    })),
    ledger: entries.data,
  }
}

/**
 * Admins act on others' accounts only: blocking, retyping or crediting oneself is refused alike
 * (409), so no admin locks themselves out, demotes themselves or pays themselves.
 */
function refuseOwnAccount(admin: AuthUser, userId: number) {
  if (admin.id === userId) throw conflict(T.notOwnAccount)
}

/** The user's row, locked for the transaction, or 404. */
async function lockedUser(tx: Tx, userId: number) {
  const user = await repo.lockUser(tx, userId)
  if (!user) throw notFound(T.userNotFound)
  return user
}

/**
 * POST admin/users/{id}/block. Blocking ends every session of the user at once (revoked, and the
 * credential version moved on) and login then refuses the account; unblocking lets them log in
 * again. Asking for what already is changes nothing (the first reason stands).
 */
export async function block(deps: AdminDeps, admin: AuthUser, userId: number, body: BlockBody) {
  refuseOwnAccount(admin, userId)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    if ((user.blockedAt !== null) === body.blocked) return
    await repo.setBlocked(tx, userId, body.blocked ? { at: now, reason: body.reason } : null, now)
    if (body.blocked) await revokeUserSessions(tx, userId, now)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: body.blocked ? 'user.block' : 'user.unblock',
        target: { type: 'user', id: userId },
        reason: body.reason ?? null,
        before: { blocked: !body.blocked, blocked_reason: user.blockedReason },
        after: { blocked: body.blocked, blocked_reason: body.blocked ? body.reason : null },
      },
      now,
    )
  })
  deps.forgetSessions(userId)
}

/** POST admin/users/{id}/type: the user's permissions change with their next request. */
export async function setType(deps: AdminDeps, admin: AuthUser, userId: number, userType: number) {
  refuseOwnAccount(admin, userId)
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    if (user.userType === userType) return
    await repo.setUserType(tx, userId, userType, now)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'user.type',
        target: { type: 'user', id: userId },
        before: { user_type: user.userType },
        after: { user_type: userType },
      },
      now,
    )
  })
  deps.forgetSessions(userId)
}

/**
 * POST admin/users/{id}/credits: a signed adjustment of another user's balance through the
 * ledger, whose reference names the audit entry written with it (`adjustment:<audit id>`), all
 * in one transaction. The user's row is locked first, so the balance before and after recorded
 * are exact however many adjustments run at once; one that would take the balance below zero or
 * past WALLET_MAX_BALANCE is refused (409) and leaves nothing behind, its audit entry included.
 * Answers the new balance.
 */
export async function adjustCredits(
  deps: AdminDeps,
  admin: AuthUser,
  userId: number,
  body: CreditAdjustmentBody,
) {
  refuseOwnAccount(admin, userId)
  const now = deps.clock.now()
  return deps.db.transaction(async (tx) => {
    const user = await lockedUser(tx, userId)
    const auditId = await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'user.credits',
        target: { type: 'user', id: userId },
        reason: body.reason,
        before: { credits: user.credits },
        after: { credits: user.credits + body.credits },
      },
      now,
    )
    const balance = await moveCredits(tx, {
      userId,
      credits: body.credits,
      kind: 'adjustment',
      reference: `adjustment:${auditId}`,
    })
    if (balance === undefined) {
      const debit = body.credits < 0
      throw new AppError({
        code: debit ? 'INSUFFICIENT_CREDITS' : 'CONFLICT',
        status: 409,
        message: debit ? T.belowZero : T.aboveCeiling,
        data: { credits: user.credits },
      })
    }
    return balance
  })
}
