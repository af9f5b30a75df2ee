import type { AuditAction, AuditTargetType } from '@app/contract/admin-texts'
import type { Tx } from '../../db/client'
import { auditLog } from '../../db/schema/index'

/** Who did it: an admin (id and name as they were), or null for the system's own rules. */
export type AuditActor = { id: number; name: string } | null

export interface AuditEntry {
  actor: AuditActor
  action: AuditAction
  target: { type: AuditTargetType; id: number }
  reason?: string | null | undefined
  /** The fields the action changed, as they were and as they became. */
  before?: Record<string, unknown> | null | undefined
  after?: Record<string, unknown> | null | undefined
}

/**
 * Records an admin's (or an automatic rule's) action. Call it in the action's own transaction, so
 * the entry exists exactly when the action does; the table refuses changes and deletions.
 * Answers the entry's id (a credit adjustment's ledger reference names it).
 */
export async function recordAudit(tx: Tx, entry: AuditEntry, now: Date): Promise<number> {
  const [row] = await tx
    .insert(auditLog)
    .values({
      actorId: entry.actor?.id ?? null,
      actorName: entry.actor?.name ?? null,
      action: entry.action,
      targetType: entry.target.type,
      targetId: entry.target.id,
      reason: entry.reason ?? null,
      before: entry.before ?? null,
      after: entry.after ?? null,
      createdAt: now,
    })
    .returning({ id: auditLog.id })
  if (!row) throw new Error('audit entry not written')
  return row.id
}
