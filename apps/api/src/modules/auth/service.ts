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
import { ADMIN_TEXTS } from '@app/contract/admin-texts'
import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { Tx } from '../../db/client'
import { AppError, conflict, rateLimited, unavailable, validationFailed } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { isUniqueViolation } from '../../lib/db-errors'
import { mailText } from '../../lib/mail/document'
import { mailHtml } from '../../lib/mail/html'
import { otpMail } from '../../lib/mail/templates'
import type { Message, Messenger } from '../../lib/messenger/types'
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/password'
import type { RateLimiter, RateLimitResult } from '../../lib/rate-limit'
import {
  createSession,
  revokeSession,
  revokeUserSessions,
  type SessionMeta,
} from '../../lib/sessions'
import type { Background } from '../../lib/background'
import { checkOtp, issueOtp, registrationTarget } from './otp'
import {
  LOGIN_BACKOFF,
  LOGIN_FAILURES_PER_IP,
  OTP_MESSAGES_PER_RECIPIENT,
  OTP_SENDS_PER_IP,
  OTP_SENDS_PER_RECIPIENT_AND_IP,
  OTP_TTL_MINUTES,
  TAKEN_ANSWERS_PER_IDENTIFIER,
  TAKEN_ANSWERS_PER_IP,
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
  /** The site's public address (the e-mails' footer). */
  publicUrl: string
  sessionTtlMs: number
  /** Work that runs after the answer (forgot-password's message). */
  background: Background
  /**
   * Drops a user's sessions from this instance's session cache once a change to them has
   * committed: the change feed tells every instance too, but the caller's next request must
   * not depend on how soon this one hears it.
   */
  forgetSessions(userId: number): void
}

export type SendOtpData = z.output<typeof SendOtpSchema>
export type ForgotPasswordData = z.output<typeof ForgotPasswordSchema>
export type ResetPasswordData = z.output<typeof ResetPasswordSchema>
export type ChangePasswordData = z.output<typeof ChangePasswordSchema>

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

/** The code by e-mail (text and HTML, lib/mail) or SMS (the text; MSG91 its own template). */
async function deliverOtp(deps: AuthDeps, routes: Route[], code: string) {
  const doc = otpMail(code, deps.siteName, OTP_TTL_MINUTES)
  const text = mailText(doc)
  for (const route of routes) {
    const html =
      route.channel === 'email'
        ? await mailHtml(doc, { name: deps.siteName, publicUrl: deps.publicUrl })
        : undefined
    await deps.messenger.send({ ...route, subject: doc.subject, text, html, code })
  }
}

/*
 * OTP sends have two limits (decision 035). The requester's share is checked while the client
 * waits: per client IP, and per client IP and address, so a stranger who uses theirs up blocks
 * only themselves. The address's cap bounds the messages it receives from everyone else, and
 * passes the account's own places, so no flood can starve the owner.
 */

/** Counts one OTP request against the client's IP and against its pair with every address. */
function limitOtpSends(deps: AuthDeps, purpose: OtpPurpose, ip: string, recipients: string[]) {
  return deps.rateLimit.enforce(
    [
      [`otp-send:ip:${ip}`, OTP_SENDS_PER_IP],
      // Per purpose: registering and then asking for a reset must not share one budget.
      ...recipients.map(
        (r) => [`otp-send:${purpose}:${r}:ip:${ip}`, OTP_SENDS_PER_RECIPIENT_AND_IP] as const,
      ),
    ],
    AUTH_ERRORS.tooManyOtpSends,
  )
}

const ALLOWED: RateLimitResult = { allowed: true, count: 0, retryAfterSec: 0 }

/**
 * Takes one of the messages every address may receive (OTP_MESSAGES_PER_RECIPIENT), unless the
 * request comes from a place where `accountId` has signed in. Nothing is taken for a refusal:
 * when one address is full, the others get theirs back.
 */
async function claimOtpMessage(
  db: Tx,
  deps: AuthDeps,
  purpose: OtpPurpose,
  to: { accountId: number | null; ip: string; recipients: string[] },
): Promise<RateLimitResult> {
  if (to.accountId !== null && (await repo.hasSignedInFrom(db, to.accountId, to.ip))) {
    return ALLOWED
  }
  const taken: string[] = []
  for (const recipient of to.recipients) {
    const key = `otp-inbox:${purpose}:${recipient}`
    const slot = await deps.rateLimit.take(key, OTP_MESSAGES_PER_RECIPIENT)
    if (!slot.allowed) {
      for (const k of taken) await deps.rateLimit.release(k)
      return slot
    }
    taken.push(key)
  }
  return ALLOWED
}

/**
 * 409 when the e-mail or phone number already has an account. Each such answer tells a stranger
 * that an account exists, so they are rationed per client IP and per identifier; once a budget
 * is used up every answer is a 429, taken or not, so the 429 itself tells nothing.
 */
async function refuseTaken(
  db: Tx,
  to: { email: string | null; phone: string },
  ip: string,
  deps: AuthDeps,
) {
  const budgets = [
    [`taken:ip:${ip}`, TAKEN_ANSWERS_PER_IP] as const,
    ...[to.email, to.phone]
      .filter((id) => id !== null)
      .map((id) => [`taken:id:${id}`, TAKEN_ANSWERS_PER_IDENTIFIER] as const),
  ]
  await deps.rateLimit.guard(budgets, AUTH_ERRORS.tooManyRegistrationAttempts)
  if (!(await repo.accountExists(db, to.email, to.phone))) return
  // Counted (atomically) before answering: parallel probes cannot get past the budget.
  await deps.rateLimit.enforce(budgets, AUTH_ERRORS.tooManyRegistrationAttempts)
  throw alreadyRegisteredError()
}

/* ---------------------------------------------------------------- registration */

export async function sendRegistrationOtp(
  db: Tx,
  input: SendOtpData,
  meta: SessionMeta,
  deps: AuthDeps,
) {
  const to: Recipient = { email: input.email ?? null, phone: input.phone_number }
  const recipients = to.email ? [to.email, to.phone] : [to.phone]
  await limitOtpSends(deps, 'register', meta.ip, recipients)
  await refuseTaken(db, to, meta.ip, deps)
  const routes = otpRoutes(deps.messenger, to)
  if (routes.length === 0) throw validationFailed({ email: [AUTH_ERRORS.smsUnavailable] })
  // No account has these addresses yet (refuseTaken), so no place of theirs is known.
  const slot = await claimOtpMessage(db, deps, 'register', {
    accountId: null,
    ip: meta.ip,
    recipients,
  })
  if (!slot.allowed) throw rateLimited(AUTH_ERRORS.tooManyOtpSends, slot.retryAfterSec)
  const code = await issueOtp(
    db,
    { purpose: 'register', target: registrationTarget(to.email, to.phone), ip: meta.ip },
    deps.clock.now(),
  )
  try {
    await deliverOtp(deps, routes, code)
  } catch (err) {
    deps.log.error({ err }, 'OTP delivery failed')
    throw unavailable(AUTH_ERRORS.otpDeliveryFailed)
  }
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

/** The verified registration code's id, or what is wrong with the code. */
async function verifiedRegistrationCode(
  tx: Tx,
  input: { email: string | null; phone: string; code: string },
  now: Date,
): Promise<{ id: number } | { error: string }> {
  const target = registrationTarget(input.email, input.phone)
  const check = await checkOtp(tx, { purpose: 'register', target, code: input.code }, now)
  if (!check.ok) return { error: AUTH_ERRORS.otpInvalid }
  if (!check.verified) return { error: AUTH_ERRORS.otpNotVerified }
  return { id: check.id }
}

export async function register(
  db: Tx,
  input: RegisterInput,
  meta: SessionMeta,
  deps: AuthDeps,
): Promise<SessionUser> {
  const now = deps.clock.now()
  const email = input.email ?? null
  await refuseTaken(db, { email, phone: input.phone_number }, meta.ip, deps)

  const code = { email, phone: input.phone_number, code: input.verification_otp }
  // The code is checked before hashing, so a wrong one costs no Argon2 time, and the hash is
  // made outside the transaction that uses the code up (no connection held for ~20 ms of CPU).
  const precheck = await db.transaction((tx) => verifiedRegistrationCode(tx, code, now))
  if ('error' in precheck) throw validationFailed({ verification_otp: [precheck.error] })
  const passwordHash = await hashPassword(input.password)

  let outcome: { user: SessionUser } | { error: string }
  try {
    outcome = await db.transaction(async (tx) => {
      // Again, locked: a parallel registration with the same code may have used it meanwhile.
      const check = await verifiedRegistrationCode(tx, code, now)
      if ('error' in check) return check
      await repo.updateOtp(tx, check.id, { consumedAt: now })
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

/** Whose password is being guessed: failures are kept per account and source. */
const accountKey = (userId: number) => `user:${userId}`
const ipBudgetKey = (ip: string) => `login:ip:${ip}`
/** change-password's source: its caller already holds a session of the account, from anywhere. */
const CHANGE_PASSWORD_SOURCE = 'change-password'

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

/* ---------------------------------------------------------------- passwords */

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

/* ---------------------------------------------------------------- account type */

export async function upgradeToOwner(db: Tx, userId: number, deps: AuthDeps) {
  if (!(await repo.upgradeSeekerToOwner(db, userId, deps.clock.now()))) {
    throw conflict(AUTH_ERRORS.upgradeOnlySeekers)
  }
  deps.forgetSessions(userId)
}
