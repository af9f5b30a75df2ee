import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock'
import type { Messenger } from '../../lib/messenger/types'
import type { RateLimiter } from '../../lib/rate-limit'
import type { Background } from '../../lib/background'

/** What the auth calls work with besides the database. */
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
