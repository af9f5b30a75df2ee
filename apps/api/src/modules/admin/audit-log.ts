import type { AuditEntry, AuditQuery, AuditTargetType } from '@app/contract/admin'
import type { Tx } from '../../db/client'
import { pageOf } from '../../lib/page'
import * as repo from './audit-log-repository'

/* The audit log as the admin console reads it (audit.ts writes it). */

function parseTarget(target: string) {
  const [type, id] = target.split(':') as [AuditTargetType, string]
  return { type, id: Number(id) }
}

/** GET admin/audit. */
export async function audit(db: Tx, query: AuditQuery) {
  const { target, ...rest } = query
  const { rows, total } = await repo.auditPage(db, {
    ...rest,
    ...(target ? { target: parseTarget(target) } : {}),
  })
  const data = rows.map((r): AuditEntry => ({
    id: r.id,
    actor: r.actorId === null ? null : { id: r.actorId, name: r.actorName ?? '' },
    action: r.action,
    target: `${r.targetType}:${r.targetId}`,
    reason: r.reason,
    before: r.before,
    after: r.after,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}
