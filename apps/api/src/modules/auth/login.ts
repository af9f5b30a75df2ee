import { AUTH_ERRORS, type LoginInput } from '@app/contract/auth'
import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import type { Tx } from '../../db/client'
import { AppError, rateLimited } from '../../lib/app-error'
import { verifyDummyPassword, verifyPassword } from '../../lib/password'
import { createSession, revokeSession, type SessionMeta } from '../../lib/sessions'
import type { AuthDeps } from './deps'
import { LOGIN_BACKOFF, LOGIN_FAILURES_PER_IP } from './policy'
import * as repo from './repository'
import type { LoginIdentifier } from './repository'

/* Logging in (with the limits on failed passwords) and out. */

/** 'someone@example.in' -> e-mail; anything else -> its digits, without +91 or a leading 0. */
export function loginIdentifier(value: string): LoginIdentifier {
  const v = value.trim()
  if (v.includes('@')) return { email: v.toLowerCase() }
  const digits = v.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return { phone: digits.slice(2) }
  if (digits.length === 11 && digits.startsWith('0')) return { phone: digits.slice(1) }
  return { phone: digits }
}

/** Whose password is being guessed: failures are kept per account and source. */
export const accountKey = (userId: number) => `user:${userId}`
const ipBudgetKey = (ip: string) => `login:ip:${ip}`

/**
 * Counts a login's password check before it runs, so parallel guesses cannot overtake the
 * limits: against the client IP's budget of failures across all accounts, then against the
 * progressive delay of this account and IP. A request refused by either counts nowhere.
 */
async function beginLoginAttempt(deps: AuthDeps, account: string, ip: string) {
  const perIp = await deps.rateLimit.take(ipBudgetKey(ip), LOGIN_FAILURES_PER_IP)
  if (!perIp.allowed) throw rateLimited(AUTH_ERRORS.tooManyAttempts, perIp.retryAfterSec)
  const pair = await deps.rateLimit.beginAttempt(account, ip, LOGIN_BACKOFF)
  if (!pair.allowed) {
    await deps.rateLimit.release(ipBudgetKey(ip))
    throw rateLimited(AUTH_ERRORS.tooManyFailures, pair.retryAfterSec)
  }
}

export async function login(db: Tx, input: LoginInput, meta: SessionMeta, deps: AuthDeps) {
  const who = loginIdentifier(input.email_or_phone)
  // The hash and the credential version come from one read: the session carries that version.
  const user = await repo.findAccount(db, who)
  // Unknown identifiers are slowed down the same way, so a delay never tells whether one exists.
  const account = user ? accountKey(user.id) : `unknown:${Object.values(who)[0]}`
  await beginLoginAttempt(deps, account, meta.ip)
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDummyPassword(input.password)
  if (!user || !ok)
    throw new AppError({
      code: 'INVALID_CREDENTIALS',
      status: 401,
      message: AUTH_ERRORS.invalidCredentials,
    })

  // Only failures count: a success clears the pair and gives the IP its attempt back.
  await deps.rateLimit.forgetFailures(account, meta.ip)
  await deps.rateLimit.release(ipBudgetKey(meta.ip))
  // Told only to someone who knows the password: to anyone else a blocked account answers as
  // every wrong guess does.
  if (user.blockedAt) {
    throw new AppError({ code: 'FORBIDDEN', status: 403, message: ADMIN_TEXTS.accountBlocked })
  }
  const token = await createSession(
    db,
    user.id,
    meta,
    deps.clock.now(),
    deps.sessionTtlMs,
    user.credentialVersion,
  )
  return { token, id: user.id, name: user.name, user_type: user.userType }
}

export async function logout(db: Tx, session: { id: number; userId: number }, deps: AuthDeps) {
  await revokeSession(db, session.id, deps.clock.now())
  deps.forgetSessions(session.userId)
}
