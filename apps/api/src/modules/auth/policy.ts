import type { BackoffRule, RateRule } from '../../lib/rate-limit'

const SECOND = 1000
const MINUTE = 60 * SECOND
const HOUR = 60 * MINUTE

/** How long an OTP code can be used. The message text says "10 minutes": keep them together. */
export const OTP_TTL_MINUTES = 10
export const OTP_TTL_MS = OTP_TTL_MINUTES * MINUTE
/** Wrong guesses after which a code is dead; matches the otp_codes_attempts_range check. */
export const OTP_MAX_ATTEMPTS = 5

/**
 * OTP requests from one client IP for one address (e-mail or phone), per purpose: the requester's
 * own share, so a stranger who uses theirs up blocks only themselves (decision 035).
 */
export const OTP_SENDS_PER_RECIPIENT_AND_IP: RateRule = { limit: 3, windowMs: 15 * MINUTE }
/** OTP requests per client IP, for any addresses: slows account discovery and SMS-cost abuse. */
export const OTP_SENDS_PER_IP: RateRule = { limit: 10, windowMs: 15 * MINUTE }
/**
 * OTP messages one address receives per purpose, however many IPs ask: protects people from
 * being spammed. More than one IP's share can reach in an hour (15, as windows do not line up),
 * so no single stranger can fill it; requests from a place the account has signed in from are
 * not capped at all (their share still is), so no flood can starve the owner (decision 035).
 */
export const OTP_MESSAGES_PER_RECIPIENT: RateRule = { limit: 20, windowMs: HOUR }

/**
 * "Already registered" answers (send-otp and register) per client IP: each one tells a stranger
 * that an account exists, so they are rationed; once used up, every answer is a 429, whether
 * the next address is taken or not.
 */
export const TAKEN_ANSWERS_PER_IP: RateRule = { limit: 10, windowMs: HOUR }
/** "Already registered" answers per e-mail address or phone number, from any IP. */
export const TAKEN_ANSWERS_PER_IDENTIFIER: RateRule = { limit: 5, windowMs: HOUR }

/**
 * Failed password checks per account and client IP: 5 free, then the next attempt from that
 * pair waits 1 s, 2 s, 4 s ... up to 15 minutes. Failures from one address never slow the owner
 * on another, so nobody can lock anyone out. Forgotten a day after the last attempt, at once
 * after a successful login from the pair, a password reset or a password change.
 */
export const LOGIN_BACKOFF: BackoffRule = {
  free: 5,
  firstDelayMs: SECOND,
  maxDelayMs: 15 * MINUTE,
  forgetAfterMs: 24 * HOUR,
}
/** Failed password checks per client IP across all accounts (password spraying). */
export const LOGIN_FAILURES_PER_IP: RateRule = { limit: 20, windowMs: 15 * MINUTE }
