import { NEWSLETTER_TEXTS, type Newsletter } from '@app/contract/content'
import type { Tx } from '../../db/client'
import type { RateLimiter, RateRule } from '../../lib/rate-limit'
import * as repo from './repository'

/**
 * Newsletter sign-ups per client IP: a household or office signs up a few addresses; a script
 * filling the table with made-up ones gets a 429.
 */
export const NEWSLETTER_SIGNUPS_PER_IP: RateRule = { limit: 10, windowMs: 60 * 60_000 }

/** Stored once per address; a repeat is still a success (and says nothing about who signed up). */
export async function subscribeToNewsletter(
  db: Tx,
  rateLimit: RateLimiter,
  input: Newsletter,
  ip: string,
) {
  await rateLimit.enforce(
    [[`newsletter:ip:${ip}`, NEWSLETTER_SIGNUPS_PER_IP]],
    NEWSLETTER_TEXTS.tooMany,
  )
  await repo.addNewsletterSubscription(db, input.email)
}
