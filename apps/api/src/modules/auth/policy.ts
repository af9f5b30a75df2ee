import type { RateRule } from '../../lib/rate-limit'

const MINUTE = 60_000

/** How long an OTP code can be used. The message text says "10 minutes": keep them together. */
export const OTP_TTL_MINUTES = 10
export const OTP_TTL_MS = OTP_TTL_MINUTES * MINUTE
/** Wrong guesses after which a code is dead; matches the otp_codes_attempts_range check. */
export const OTP_MAX_ATTEMPTS = 5

/** OTP messages per recipient (e-mail address or phone): protects people from being spammed. */
export const OTP_SENDS_PER_RECIPIENT: RateRule = { limit: 3, windowMs: 15 * MINUTE }
/** OTP messages per client IP: slows account discovery and SMS-cost abuse. */
export const OTP_SENDS_PER_IP: RateRule = { limit: 10, windowMs: 15 * MINUTE }

/** Failed password checks per account, then a lockout until the window ends. */
export const LOGIN_FAILURES_PER_ACCOUNT: RateRule = { limit: 5, windowMs: 15 * MINUTE }
/** Failed password checks per client IP (password spraying across accounts). */
export const LOGIN_FAILURES_PER_IP: RateRule = { limit: 20, windowMs: 15 * MINUTE }
