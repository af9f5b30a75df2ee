import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { AuthUser } from '../../lib/sessions'
import type { PaymentProvider } from '../wallet'
import type { AuditActor } from './audit'

/**
 * The admin console's rules (API.md "Admin"); the routes let only admins in. Every change is
 * recorded in the audit log in the change's own transaction (audit.ts).
 */

export interface AdminDeps {
  db: Db
  clock: Clock
  payments: PaymentProvider
  /**
   * Drops a user's sessions from this instance's session cache once a change to them has
   * committed (the change feed tells the other instances).
   */
  forgetSessions(userId: number): void
}

/** Who did it, as the audit log keeps it. */
export const actorOf = (admin: AuthUser): AuditActor => ({ id: admin.id, name: admin.name })

export const iso = (at: Date | null) => (at ? at.toISOString() : null)
