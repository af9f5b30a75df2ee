import type { AuditAction } from '@app/contract/admin-texts'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties } from '../../db/schema/index'
import { recordAudit, type AuditActor } from './audit'

export interface HideListing {
  propertyId: number
  reason: string
  actor: AuditActor
  /** 'property.hide' for an admin's hide, 'report.hide' or 'property.auto_hide' for the reports'. */
  action: Extract<AuditAction, 'property.hide' | 'report.hide' | 'property.auto_hide'>
}

/**
 * Takes a listing off the public listing and detail (the listing policy's `published` needs
 * `hidden_at is null`), with the reason its owner sees, and records it in the audit log, all in
 * the caller's transaction. The one way a listing is hidden: by an admin, by an admin resolving
 * a report, or by refunded reports. Answers 'hidden', 'already' (nothing changed) or 'missing'.
 */
export async function hideListing(
  tx: Tx,
  hide: HideListing,
  now: Date,
): Promise<'hidden' | 'already' | 'missing'> {
  const [row] = await tx
    .select({ hiddenAt: properties.hiddenAt, hiddenReason: properties.hiddenReason })
    .from(properties)
    .where(eq(properties.id, hide.propertyId))
    .for('update')
  if (!row) return 'missing'
  if (row.hiddenAt) return 'already'
  await tx
    .update(properties)
    .set({ hiddenAt: now, hiddenReason: hide.reason, updatedAt: now })
    .where(eq(properties.id, hide.propertyId))
  await recordAudit(
    tx,
    {
      actor: hide.actor,
      action: hide.action,
      target: { type: 'property', id: hide.propertyId },
      reason: hide.reason,
      before: { hidden: false },
      after: { hidden: true, hidden_reason: hide.reason },
    },
    now,
  )
  return 'hidden'
}

/** Puts a hidden listing back (an admin's unhide), audited. Answers like hideListing. */
export async function unhideListing(
  tx: Tx,
  unhide: { propertyId: number; actor: AuditActor; reason?: string | undefined },
  now: Date,
): Promise<'shown' | 'already' | 'missing'> {
  const [row] = await tx
    .select({ hiddenAt: properties.hiddenAt, hiddenReason: properties.hiddenReason })
    .from(properties)
    .where(eq(properties.id, unhide.propertyId))
    .for('update')
  if (!row) return 'missing'
  if (!row.hiddenAt) return 'already'
  await tx
    .update(properties)
    .set({ hiddenAt: null, hiddenReason: null, updatedAt: now })
    .where(eq(properties.id, unhide.propertyId))
  await recordAudit(
    tx,
    {
      actor: unhide.actor,
      action: 'property.unhide',
      target: { type: 'property', id: unhide.propertyId },
      reason: unhide.reason ?? null,
      before: { hidden: true, hidden_reason: row.hiddenReason },
      after: { hidden: false },
    },
    now,
  )
  return 'shown'
}
