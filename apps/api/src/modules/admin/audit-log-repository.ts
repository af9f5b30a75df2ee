import type { AuditQuery, AuditTargetType } from '@app/contract/admin'
import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { auditLog } from '../../db/schema/index'

/** The audit log, newest first, by actor and target. */
export async function auditPage(
  db: Tx,
  query: Omit<AuditQuery, 'target'> & { target?: { type: AuditTargetType; id: number } },
) {
  const conditions: SQL[] = []
  if (query.actor !== undefined) conditions.push(eq(auditLog.actorId, query.actor))
  if (query.target) {
    conditions.push(
      eq(auditLog.targetType, query.target.type),
      eq(auditLog.targetId, query.target.id),
    )
  }
  const where = and(...conditions)
  const rows = await db
    .select()
    .from(auditLog)
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where)
  return { rows, total: count!.n }
}
