import { LISTING_TEXTS } from '@app/contract/listing-texts'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { properties } from '../../db/schema/index'
import { forbidden, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { canManage } from '../../domain/listing-policy'

type Asker = Pick<AuthUser, 'id' | 'permissions'>

/** Adding listings needs `create-properties` (owners and admins; seekers are offered the upgrade). */
export function assertMayCreate(user: Asker) {
  if (!user.permissions.includes('create-properties')) throw forbidden(OWNER_TEXTS.cannotCreate)
}

/**
 * The property an owner call works on: 404 when there is none, 403 when the asker does not
 * manage it (its owner and admins do; domain/listing-policy decides). With `lock`, the row is locked
 * for the rest of the caller's transaction, so concurrent changes to one listing queue up.
 */
export async function managedProperty(
  db: Tx,
  user: Asker,
  propertyId: number,
  { lock = false } = {},
) {
  const query = db
    .select({ id: properties.id, userId: properties.userId, image: properties.image })
    .from(properties)
    .where(eq(properties.id, propertyId))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound(LISTING_TEXTS.detailNotFound)
  if (!canManage(user, row)) throw forbidden(OWNER_TEXTS.notYours)
  return row
}
