import {
  AUTH_ERRORS,
  type RegisterInput,
  type SendOtpSchema,
  type SessionUser,
  type VerifyOtpInput,
} from '@app/contract/auth'
import type { z } from 'zod'
import type { Tx } from '../../db/client'
import { AppError, conflict, rateLimited, unavailable, validationFailed } from '../../lib/app-error'
import { isUniqueViolation } from '../../lib/db-errors'
import { hashPassword } from '../../lib/password'
import type { SessionMeta } from '../../lib/sessions'
import type { AuthDeps } from './deps'
import { checkOtp, issueOtp, registrationTarget } from './otp'
import {
  claimOtpMessage,
  deliverOtp,
  limitOtpSends,
  otpRoutes,
  type Recipient,
} from './otp-delivery'
import { TAKEN_ANSWERS_PER_IDENTIFIER, TAKEN_ANSWERS_PER_IP } from './policy'
import * as repo from './repository'

/* Registration in three steps (send a code, verify it, register); a seeker becoming an owner. */

const alreadyRegisteredError = () =>
  new AppError({ code: 'ALREADY_REGISTERED', status: 409, message: AUTH_ERRORS.alreadyRegistered })

export type SendOtpData = z.output<typeof SendOtpSchema>

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

export async function upgradeToOwner(db: Tx, userId: number, deps: AuthDeps) {
  if (!(await repo.upgradeSeekerToOwner(db, userId, deps.clock.now()))) {
    throw conflict(AUTH_ERRORS.upgradeOnlySeekers)
  }
  deps.forgetSessions(userId)
}
