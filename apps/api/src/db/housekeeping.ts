import { and, isNotNull, lt, or } from 'drizzle-orm'
import type { Tx } from './client'
import { otpCodes, passwordFailures, paymentEvents, rateLimits, sessions } from './schema/index'

const DAY = 24 * 60 * 60 * 1000
/** Ended sessions and used codes are kept a while for support questions, then dropped. */
export const KEEP_ENDED_FOR_MS = 30 * DAY

/**
 * Deletes what can no longer matter: rate-limit windows that have closed, password failures
 * that are forgotten, and past the keeping period: OTP codes that expired or were used, sessions
 * that expired or were revoked, and the ids of handled webhook events (Razorpay redelivers for a
 * day at most). Idempotent; runs under an advisory lock, one instance at a time.
 */
export async function purgeExpired(db: Tx, now: Date) {
  const cutoff = new Date(now.getTime() - KEEP_ENDED_FOR_MS)
  const limits = await db
    .delete(rateLimits)
    .where(lt(rateLimits.resetAt, now))
    .returning({ key: rateLimits.key })
  const failures = await db
    .delete(passwordFailures)
    .where(lt(passwordFailures.expiresAt, now))
    .returning({ account: passwordFailures.account })
  const codes = await db
    .delete(otpCodes)
    .where(
      or(
        lt(otpCodes.expiresAt, cutoff),
        and(isNotNull(otpCodes.consumedAt), lt(otpCodes.consumedAt, cutoff)),
      ),
    )
    .returning({ id: otpCodes.id })
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, cutoff),
        and(isNotNull(sessions.revokedAt), lt(sessions.revokedAt, cutoff)),
      ),
    )
    .returning({ id: sessions.id })
  const events = await db
    .delete(paymentEvents)
    .where(lt(paymentEvents.receivedAt, cutoff))
    .returning({ id: paymentEvents.eventId })
  return {
    rateLimits: limits.length,
    paymentEvents: events.length,
    passwordFailures: failures.length,
    otpCodes: codes.length,
    sessions: ended.length,
  }
}
