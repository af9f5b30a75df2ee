import { ADMIN_TEXTS as T, type AdminProperty, type AdminPropertyQuery } from '@app/contract/admin'
import type { Tx } from '../../db/client'
import { conflict, notFound } from '../../lib/app-error'
import { pageOf } from '../../lib/page'
import type { AuthUser } from '../../lib/sessions'
import { recordAudit } from './audit'
import { actorOf, iso, type AdminDeps } from './deps'
import * as repo from './listings-repository'
import { hideListing, unhideListing } from './moderation'

/* The admin console's listings: every one, hidden or shown, and the specs badge. */

/** GET admin/properties. */
export async function properties(db: Tx, query: AdminPropertyQuery) {
  const { rows, total } = await repo.propertiesPage(db, query)
  const data = rows.map((r): AdminProperty => ({
    id: r.id,
    name: r.name,
    image: r.image,
    owner: r.owner,
    completion_level: r.completionLevel,
    status: r.status,
    hidden_reason: r.hiddenReason,
    hidden_at: iso(r.hiddenAt),
    verified: r.verifiedAt !== null,
    price: r.price,
    purchase_type: r.purchaseType,
    location: r.location,
    unlocks: r.unlocks,
    open_reports: r.openReports,
    created_at: r.createdAt.toISOString(),
  }))
  return { data, pagination: pageOf(query, rows.length, total) }
}

/** POST admin/properties/{id}/hide: off the public listing and detail, with the owner's reason. */
export async function hide(deps: AdminDeps, admin: AuthUser, propertyId: number, reason: string) {
  const now = deps.clock.now()
  const outcome = await deps.db.transaction((tx) =>
    hideListing(tx, { propertyId, reason, actor: actorOf(admin), action: 'property.hide' }, now),
  )
  if (outcome === 'missing') throw notFound(T.propertyNotFound)
  if (outcome === 'already') throw conflict(T.alreadyHidden)
}

/** POST admin/properties/{id}/unhide. */
export async function unhide(deps: AdminDeps, admin: AuthUser, propertyId: number) {
  const now = deps.clock.now()
  const outcome = await deps.db.transaction((tx) =>
    unhideListing(tx, { propertyId, actor: actorOf(admin) }, now),
  )
  if (outcome === 'missing') throw notFound(T.propertyNotFound)
  if (outcome === 'already') throw conflict(T.notHidden)
}

/** POST admin/properties/{id}/verify: the specs badge on or off; asking for what is, changes nothing. */
export async function verify(
  deps: AdminDeps,
  admin: AuthUser,
  propertyId: number,
  verified: boolean,
) {
  const now = deps.clock.now()
  await deps.db.transaction(async (tx) => {
    const row = await repo.lockVerification(tx, propertyId)
    if (!row) throw notFound(T.propertyNotFound)
    const was = row.verifiedAt !== null
    if (was === verified) return
    await repo.setVerified(tx, propertyId, verified ? now : null, now)
    await recordAudit(
      tx,
      {
        actor: actorOf(admin),
        action: 'property.verify',
        target: { type: 'property', id: propertyId },
        before: { verified: was },
        after: { verified },
      },
      now,
    )
  })
}
