import {
  AUTH_ERRORS,
  type ChangePasswordSchema,
  type ForgotPasswordSchema,
  type ResetPasswordSchema,
} from '@app/contract/auth'
import type { z } from 'zod'
import type { Tx } from '../../db/client'
import { rateLimited, validationFailed } from '../../lib/app-error'
import { hashPassword, verifyPassword } from '../../lib/password'
import { revokeUserSessions, type SessionMeta } from '../../lib/sessions'
import type { AuthDeps } from './deps'
import { accountKey } from './login'
import { issueOtp, checkOtp } from './otp'
import { claimOtpMessage, deliverOtp, limitOtpSends, otpRoutes } from './otp-delivery'
import { LOGIN_BACKOFF } from './policy'
import * as repo from './repository'

/* A forgotten password reset by a mailed code, and a known one changed. */

export type ForgotPasswordData = z.output<typeof ForgotPasswordSchema>
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>
export type ChangePasswordData = z.output<typeof ChangePasswordSchema>

/** change-password's source: its caller already holds a session of the account, from anywhere. */
const CHANGE_PASSWORD_SOURCE = 'change-password'

/**
 * Sends a reset code when the account exists; the caller answers the same either way. Only the
 * requester's share is checked while the client waits: looking the account up, the address's
 * cap, issuing the code and delivering it run after the answer, so a real account's answer is
 * not slower (or, when its cap is full or delivery fails, different) from an unknown address's.
 */
export async function forgotPassword(
  db: Tx,
  input: ForgotPasswordData,
  meta: SessionMeta,
  deps: AuthDeps,
) {
  await limitOtpSends(deps, 'reset_password', meta.ip, [input.email])
  const now = deps.clock.now()
  deps.background.run(deps.log, 'sending a password reset code', async () => {
    const user = await repo.findAccount(db, { email: input.email })
    if (!user) return
    const slot = await claimOtpMessage(db, deps, 'reset_password', {
      accountId: user.id,
      ip: meta.ip,
      recipients: [input.email],
    })
    if (!slot.allowed) {
      deps.log.info('reset code not sent: the address has had its codes for now')
      return
    }
    const routes = otpRoutes(deps.messenger, { email: input.email, phone: user.phoneNumber })
    const code = await issueOtp(
      db,
      { purpose: 'reset_password', target: input.email, ip: meta.ip },
      now,
    )
    await deliverOtp(deps, routes, code)
  })
}

export async function resetPassword(db: Tx, input: ResetPasswordData, deps: AuthDeps) {
  const now = deps.clock.now()
  const code = { purpose: 'reset_password', target: input.email, code: input.otp } as const
  // The code is checked before hashing, so a wrong one costs no Argon2 time, and the hash is
  // made outside the transaction that uses the code up.
  const precheck = await db.transaction((tx) => checkOtp(tx, code, now))
  if (!precheck.ok) throw validationFailed({ otp: [AUTH_ERRORS.otpInvalid] })
  const passwordHash = await hashPassword(input.password)
  const userId = await db.transaction(async (tx) => {
    // Again, locked: a parallel reset may have used the code meanwhile.
    const check = await checkOtp(tx, code, now)
    if (!check.ok) return null
    const user = await repo.findAccount(tx, { email: input.email })
    if (!user) return null
    await repo.updateOtp(tx, check.id, { consumedAt: now })
    await repo.setPasswordHash(tx, user.id, passwordHash, now)
    await revokeUserSessions(tx, user.id, now)
    return user.id
  })
  if (userId === null) throw validationFailed({ otp: [AUTH_ERRORS.otpInvalid] })
  deps.forgetSessions(userId)
  // Whoever reads the account's mail is its owner: nothing may keep slowing their logins.
  await deps.rateLimit.forgetFailures(accountKey(userId))
}

export async function changePassword(
  db: Tx,
  userId: number,
  input: ChangePasswordData,
  deps: AuthDeps,
) {
  // A stolen session must not become an unlimited oracle for the account's password: the same
  // progressive delay as logins, per account, since the caller may come from any address.
  const account = accountKey(userId)
  const attempt = await deps.rateLimit.beginAttempt(account, CHANGE_PASSWORD_SOURCE, LOGIN_BACKOFF)
  if (!attempt.allowed) throw rateLimited(AUTH_ERRORS.tooManyFailures, attempt.retryAfterSec)
  const user = await repo.findAccountById(db, userId)
  if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw validationFailed({ old_password: [AUTH_ERRORS.wrongOldPassword] })
  }
  const passwordHash = await hashPassword(input.new_password)
  const now = deps.clock.now()
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, userId, passwordHash, now)
    await revokeUserSessions(tx, userId, now)
  })
  deps.forgetSessions(userId)
  await deps.rateLimit.forgetFailures(account)
}
