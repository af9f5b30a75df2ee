import {
  AUTH_ERRORS,
  type ChangePasswordSchema,
  type ForgotPasswordSchema,
  type LoginInput,
  type RegisterInput,
  type ResetPasswordSchema,
  type SendOtpSchema,
  type SessionUser,
  type VerifyOtpInput,
} from '@app/contract/auth'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Tx } from '../../db/client'
import { AppError, conflict, unavailable, validationFailed } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import type { Message, Messenger } from '../../lib/messenger/types'
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/password'
import type { RateLimiter } from '../../lib/rate-limit'
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionMeta,
} from '../../lib/sessions'
import { checkOtp, issueOtp, otpMessageText, registrationTarget } from './otp'
import {
  LOGIN_FAILURES_PER_ACCOUNT,
  LOGIN_FAILURES_PER_IP,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_RECIPIENT,
} from './policy'
import * as repo from './repository'
import type { LoginIdentifier, OtpPurpose } from './repository'

const alreadyRegisteredError = () =>
  new AppError({ code: 'ALREADY_REGISTERED', status: 409, message: AUTH_ERRORS.alreadyRegistered })

export interface AuthDeps {
  clock: Clock
  rateLimit: RateLimiter
  messenger: Messenger
  log: FastifyBaseLogger
  siteName: string
  sessionTtlMs: number
}

export type SendOtpData = z.output<typeof SendOtpSchema>
export type ForgotPasswordData = z.output<typeof ForgotPasswordSchema>
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>
export type ChangePasswordData = z.output<typeof ChangePasswordSchema>

// Our wording for situations the contract has no message for (yet).

/* ---------------------------------------------------------------- OTP delivery */

interface Recipient {
  email: string | null
  phone: string
}

type Route = Pick<Message, 'channel' | 'to'>

/**
 * E-mail when the person has an address and the driver can e-mail; SMS to the phone when the
 * driver can text and e-mail is not an option (MSG91 always; the outbox for owners without
 * e-mail). Empty when the driver can reach this person on no channel.
 */
function otpRoutes(messenger: Messenger, to: Recipient): Route[] {
  const canEmail = messenger.channels.has('email')
  const canSms = messenger.channels.has('sms')
  const routes: Route[] = []
  if (to.email && canEmail) routes.push({ channel: 'email', to: to.email })
  if (canSms && (!to.email || !canEmail)) routes.push({ channel: 'sms', to: to.phone })
  return routes
}

async function deliverOtp(deps: AuthDeps, routes: Route[], code: string) {
  const subject = `Your ${deps.siteName} verification code`
  const text = otpMessageText(code, deps.siteName)
  try {
    for (const route of routes) await deps.messenger.send({ ...route, subject, text, code })
  } catch (err) {
    deps.log.error({ err }, 'OTP delivery failed')
    throw unavailable(AUTH_ERRORS.otpDeliveryFailed)
  }
}

/** Counts one OTP send against the client's IP and against every address it goes to. */
function limitOtpSends(deps: AuthDeps, purpose: OtpPurpose, ip: string, recipients: string[]) {
  return deps.rateLimit.enforce(
    [
      [`otp-send:ip:${ip}`, OTP_SENDS_PER_IP],
      // Per purpose: registering and then asking for a reset must not share one budget.
      ...recipients.map((r) => [`otp-send:${purpose}:${r}`, OTP_SENDS_PER_RECIPIENT] as const),
    ],
    AUTH_ERRORS.tooManyOtpSends,
  )
}

/* ---------------------------------------------------------------- registration */

export async function sendRegistrationOtp(
  db: Tx,
  input: SendOtpData,
  meta: SessionMeta,
  deps: AuthDeps,
) {
  const to: Recipient = { email: input.email ?? null, phone: input.phone_number }
  await limitOtpSends(deps, 'register', meta.ip, to.email ? [to.email, to.phone] : [to.phone])
  if (await repo.accountExists(db, to.email, to.phone)) {
    throw alreadyRegisteredError()
  }
  const routes = otpRoutes(deps.messenger, to)
  if (routes.length === 0) throw validationFailed({ email: [AUTH_ERRORS.smsUnavailable] })
  const code = await issueOtp(
    db,
    { purpose: 'register', target: registrationTarget(to.email, to.phone), ip: meta.ip },
    deps.clock.now(),
  )
  await deliverOtp(deps, routes, code)
}

/** Step 2: marks the code verified without using it up; step 3 (register) consumes it. */
export async function verifyRegistrationOtp(db: Tx, input: VerifyOtpInput, deps: AuthDeps) {
  const now = deps.clock.now()
  const target = registrationTarget(input.email ?? null, input.phone_number)
  const verified = await db.transaction(async (tx) => {
    const check = await checkOtp(
      tx,
      { purpose: 'register', target, code: input.verification_otp },
      now,
    )
    if (check.ok) await repo.updateOtp(tx, check.id, { verifiedAt: now })
    return check.ok
  })
  if (!verified) throw validationFailed({ verification_otp: [AUTH_ERRORS.otpInvalid] })
}

export async function register(db: Tx, input: RegisterInput, deps: AuthDeps): Promise<SessionUser> {
  const now = deps.clock.now()
  const email = input.email ?? null
  if (await repo.accountExists(db, email, input.phone_number)) throw alreadyRegisteredError()

  const target = registrationTarget(email, input.phone_number)
  let outcome: { user: SessionUser } | { error: string }
  try {
    outcome = await db.transaction(async (tx) => {
      const check = await checkOtp(
        tx,
        { purpose: 'register', target, code: input.verification_otp },
        now,
      )
      if (!check.ok) return { error: AUTH_ERRORS.otpInvalid }
      if (!check.verified) return { error: AUTH_ERRORS.otpNotVerified }
      await repo.updateOtp(tx, check.id, { consumedAt: now })
      const passwordHash = await hashPassword(input.password)
      const user = await repo.insertUser(
        tx,
        { firstName: input.first_name, email, phoneNumber: input.phone_number, passwordHash },
        input.user_type,
        now,
      )
      return { user }
    })
  } catch (err) {
    // Two registrations raced past the check above: the unique index lets only one through.
    if (isUniqueViolation(err)) throw alreadyRegisteredError()
    throw err
  }
  if ('error' in outcome) throw validationFailed({ verification_otp: [outcome.error] })
  return outcome.user
}

/* ---------------------------------------------------------------- login and sessions */

/** 'someone@example.in' -> e-mail; anything else -> its digits, without +91 or a leading 0. */
export function loginIdentifier(value: string): LoginIdentifier {
  const v = value.trim()
  if (v.includes('@')) return { email: v.toLowerCase() }
  const digits = v.replace(/\D/g, '')
  if (digits.length === 12 && digits.startsWith('91')) return { phone: digits.slice(2) }
  if (digits.length === 11 && digits.startsWith('0')) return { phone: digits.slice(1) }
  return { phone: digits }
}

const accountKey = (userId: number) => `login:user:${userId}`

export async function login(db: Tx, input: LoginInput, meta: SessionMeta, deps: AuthDeps) {
  const who = loginIdentifier(input.email_or_phone)
  const user = await repo.findAccount(db, who)
  // Unknown identifiers get their own counter, so a lockout never tells whether one exists.
  const account = user ? accountKey(user.id) : `login:unknown:${Object.values(who)[0]}`
  const ip = `login:ip:${meta.ip}`
  // Counted before the password is checked: concurrent guesses cannot overshoot the limit.
  await deps.rateLimit.enforce(
    [
      [account, LOGIN_FAILURES_PER_ACCOUNT],
      [ip, LOGIN_FAILURES_PER_IP],
    ],
    AUTH_ERRORS.tooManyAttempts,
  )
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyDummyPassword(input.password)
  if (!user || !ok)
    throw new AppError({
      code: 'INVALID_CREDENTIALS',
      status: 401,
      message: AUTH_ERRORS.invalidCredentials,
    })

  // Only failures count: a success clears the account and gives the IP its attempt back.
  await deps.rateLimit.reset(account)
  await deps.rateLimit.release(ip)
  const token = await createSession(db, user.id, meta, deps.clock.now(), deps.sessionTtlMs)
  return { token, id: user.id, name: user.name, user_type: user.userType }
}

export function logout(db: Tx, sessionId: number, deps: AuthDeps) {
  return revokeSession(db, sessionId, deps.clock.now())
}

/* ---------------------------------------------------------------- passwords */

/** Sends a reset code only when the account exists; the caller answers the same either way. */
export async function forgotPassword(
  db: Tx,
  input: ForgotPasswordData,
  meta: SessionMeta,
  deps: AuthDeps,
) {
  await limitOtpSends(deps, 'reset_password', meta.ip, [input.email])
  const user = await repo.findAccount(db, { email: input.email })
  if (!user) return
  const routes = otpRoutes(deps.messenger, { email: input.email, phone: user.phoneNumber })
  const code = await issueOtp(
    db,
    { purpose: 'reset_password', target: input.email, ip: meta.ip },
    deps.clock.now(),
  )
  try {
    await deliverOtp(deps, routes, code)
  } catch {
    // Already logged. A 503 here would tell a stranger that the account exists.
  }
}

export async function resetPassword(db: Tx, input: ResetPasswordData, deps: AuthDeps) {
  const now = deps.clock.now()
  const done = await db.transaction(async (tx) => {
    const check = await checkOtp(
      tx,
      { purpose: 'reset_password', target: input.email, code: input.otp },
      now,
    )
    if (!check.ok) return false
    const user = await repo.findAccount(tx, { email: input.email })
    if (!user) return false
    await repo.updateOtp(tx, check.id, { consumedAt: now })
    await repo.setPasswordHash(tx, user.id, await hashPassword(input.password), now)
    await revokeUserSessions(tx, user.id, now)
    return true
  })
  if (!done) throw validationFailed({ otp: [AUTH_ERRORS.otpInvalid] })
}

export async function changePassword(
  db: Tx,
  userId: number,
  input: ChangePasswordData,
  deps: AuthDeps,
) {
  // A stolen session must not become an unlimited oracle for the account's password.
  const account = accountKey(userId)
  await deps.rateLimit.enforce([[account, LOGIN_FAILURES_PER_ACCOUNT]], AUTH_ERRORS.tooManyAttempts)
  const user = await repo.findAccountById(db, userId)
  if (!user || !(await verifyPassword(user.passwordHash, input.old_password))) {
    throw validationFailed({ old_password: [AUTH_ERRORS.wrongOldPassword] })
  }
  await deps.rateLimit.reset(account)
  const passwordHash = await hashPassword(input.new_password)
  const now = deps.clock.now()
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx, userId, passwordHash, now)
    await revokeUserSessions(tx, userId, now)
  })
}

/* ---------------------------------------------------------------- account type */

export async function upgradeToOwner(db: Tx, userId: number, deps: AuthDeps) {
  if (!(await repo.upgradeSeekerToOwner(db, userId, deps.clock.now()))) {
    throw conflict(AUTH_ERRORS.upgradeOnlySeekers)
  }
}
