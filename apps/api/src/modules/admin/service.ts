import {
  ADMIN_TEXTS as T,
  PROFILE_LIST_MAX,
  type AdminPayment,
  type AdminPaymentQuery,
  type AdminProperty,
  type AdminPropertyQuery,
  type AdminUser,
  type AdminUserProfile,
  type AdminUserQuery,
  type AuditEntry,
  type AuditQuery,
  type AuditTargetType,
  type BlockBody,
  type CreditAdjustmentBody,
  type Enquiry,
  type EnquiryQuery,
  type PaymentStatusName,
} from '@app/contract/admin'
import { PAYMENT_STATUS, WALLET_TEXTS, type PaymentStatus } from '@app/contract/wallet-texts'
import type { Db, Tx } from '../../db/client'
import { AppError, conflict, notFound, unavailable } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { pageOf } from '../../lib/page'
import { revokeUserSessions, type AuthUser } from '../../lib/sessions'
import { ledger } from '../wallet/history'
import { moveCredits } from '../wallet/ledger'
import { ProviderError, type PaymentProvider } from '../wallet/providers/types'
import { settleOrder } from '../wallet/reconcile'
import { recordAudit, type AuditActor } from './audit'
import { hideListing, unhideListing } from './moderation'
import * as repo from './repository'

/**
 * The admin console's rules (API.md "Admin"); the routes let only admins in. Every change is
 * recorded in the audit log in the change's own transaction (audit.ts).
 */

export interface AdminDeps {
  db: Db
  clock: Clock
  payments: PaymentProvider
  /**
   * Drops a user's sessions from this instance's session cache once a change to them has
   * committed (the change feed tells the other instances).
   */
  forgetSessions(userId: number): void
}

/** Who did it, as the audit log keeps it. */
const actorOf = (admin: AuthUser): AuditActor => ({ id: admin.id, name: admin.name })

const iso = (at: Date | null) => (at ? at.toISOString() : null)

/* ---------------------------------------------------------------- listings */

/** GET admin/properties. */
export async function properties(db: Tx, query: AdminPropertyQuery) {
  const { rows, total } = await repo.propertiesPage(db, query)
  const data = rows.map((r): AdminProperty => ({
    id: r.id,
    name: r.name,
    image: r.image,
    owner: r.owner,
    completion_level: r.completionLevel,
    status: r.status,
    hidden_reason: r.hiddenReason,
    hidden_at: iso(r.hiddenAt),
    verified: r.verifiedAt !== null,
    price: r.price,
    purchase_type: r.purchaseType,
    location: r.location,
    unlocks: r.unlocks,
    open_reports: r.openReports,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}

/** POST admin/properties/{id}/hide: off the public listing and detail, with the owner's reason. */
export async function hide(deps: AdminDeps, admin: AuthUser, propertyId: number, reason: string) {
  const now = deps.clock.now()
  const outcome = await deps.db.transaction((tx) =>
    hideListing(tx, { propertyId, reason, actor: actorOf(admin), action: 'property.hide' }, now),
  )
  if (outcome === 'missing') throw notFound(T.propertyNotFound)
  if (outcome === 'already') throw conflict(T.alreadyHidden)
}

/** POST admin/properties/{id}/unhide. */
export async function unhide(deps: AdminDeps, admin: AuthUser, propertyId: number) {
  const now = deps.clock.now()
  const outcome = await deps.db.transaction((tx) =>
    unhideListing(tx, { propertyId, actor: actorOf(admin) }, now),
  )
  if (outcome === 'missing') throw notFound(T.propertyNotFound)
  if (outcome === 'already') throw conflict(T.notHidden)
}

/** POST admin/properties/{id}/verify: the specs badge on or off; asking for what is, changes nothing. */
export async function verify(
  deps: AdminDeps,
  admin: AuthUser,
  propertyId: number,
  verified: boolean,
) {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockVerification(tx, propertyId)
    if (!row) throw notFound(T.propertyNotFound)
    const was = row.verifiedAt !== null
    if (was === verified) return
    await repo.setVerified(tx, propertyId, verified ? now : null, now)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'property.verify',
        target: { type: 'property', id: propertyId },
        before: { verified: was },
        after: { verified },
      },
      now,
    )
  })
}

/* ---------------------------------------------------------------- users */

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

/* ---------------------------------------------------------------- payments */

const STATUS_OF_NAME: Record<PaymentStatusName, PaymentStatus> = {
  pending: PAYMENT_STATUS.pending,
  paid: PAYMENT_STATUS.success,
  failed: PAYMENT_STATUS.failed,
}
const nameOfStatus = (status: number): PaymentStatusName =>
  (Object.keys(STATUS_OF_NAME) as PaymentStatusName[]).find((n) => STATUS_OF_NAME[n] === status)!

type PaymentRow = NonNullable<Awaited<ReturnType<typeof repo.paymentById>>>

const toPayment = (r: PaymentRow): AdminPayment => ({
  id: r.id,
  user: r.user,
  provider: r.provider,
  provider_order_id: r.providerOrderId,
  provider_payment_id: r.providerPaymentId,
  receipt: r.receipt,
  amount_paise: r.amountPaise,
  credits: r.credits + r.bonusCredits,
  bonus_credits: r.bonusCredits,
  status: nameOfStatus(r.status),
  invoice_number: r.invoiceNumber,
  created_at: r.createdAt.toISOString(),
  paid_at: iso(r.paidAt),
  failed_at: iso(r.failedAt),
  checked_at: iso(r.checkedAt),
})

/** GET admin/payments. */
export async function payments(db: Tx, query: AdminPaymentQuery) {
  const { status, ...rest } = query
  const { rows, total } = await repo.paymentsPage(db, {
    ...rest,
    status: status && STATUS_OF_NAME[status],
  })
  return { data: rows.map(toPayment), pagination: pageOf(query, rows.length, total) }
}

/**
 * POST admin/payments/{id}/reconcile: asks the provider about the order now and settles it as
 * reconciliation would (wallet/reconcile settleOrder), recording the check with the status
 * before and after in the settlement's transaction. A paid order is final: the provider is not
 * asked. An order of another provider than the one running cannot be asked (409). Answers the
 * order as it then stands.
 */
export async function reconcile(deps: AdminDeps, admin: AuthUser, paymentId: number) {
  const order = await repo.paymentById(deps.db, paymentId)
  if (!order) throw notFound(T.paymentNotFound)
  const now = deps.clock.now()
  const audit = async (tx: Tx) => {
    const after = await repo.paymentById(tx, paymentId)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'payment.reconcile',
        target: { type: 'payment', id: paymentId },
        before: { status: nameOfStatus(order.status) },
        after: { status: nameOfStatus(after!.status) },
      },
      now,
    )
  }
  if (order.status === PAYMENT_STATUS.success) {
    await deps.db.transaction(audit)
  } else {
    if (order.provider !== deps.payments.name) throw conflict(T.otherProvider)
    try {
      await settleOrder(deps.db, deps.payments, order, now, audit)
    } catch (err) {
      if (err instanceof ProviderError) throw unavailable(WALLET_TEXTS.paymentsUnavailable)
      throw err
    }
  }
  return toPayment((await repo.paymentById(deps.db, paymentId))!)
}

/* ---------------------------------------------------------------- audit */

function parseTarget(target: string) {
  const [type, id] = target.split(':') as [AuditTargetType, string]
  return { type, id: Number(id) }
}

/** GET admin/audit. */
export async function audit(db: Tx, query: AuditQuery) {
  const { target, ...rest } = query
  const { rows, total } = await repo.auditPage(db, {
    ...rest,
    ...(target ? { target: parseTarget(target) } : {}),
  })
  const data = rows.map((r): AuditEntry => ({
    id: r.id,
    actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '' },
    action: r.action,
    target: `${r.targetType}:${r.targetId}`,
    reason: r.reason,
    before: r.before,
    after: r.after,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}

/* ---------------------------------------------------------------- enquiries */

/** GET admin/enquiries. */
export async function enquiries(db: Tx, query: EnquiryQuery) {
  const { rows, total } = await repo.enquiriesPage(db, query.kind, query)
  const data = rows.map((r): Enquiry => ({
    id: r.id,
    name: r.name,
    email: r.email,
    phone_number: r.phoneNumber,
    location: r.location,
    state: r.state,
    message: r.message,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}
