import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client'
import type { Clock } from '../../lib/clock'
import type { AuthUser } from '../../lib/sessions'
import { managedProperty } from './access'
import type { UploadDeps } from './uploads'

/**
 * The owner's side of a listing (spec 001; API.md "Owners"): the wizard's four steps, the edit
 * modal, My Properties, leads and market status. Every call on an existing property goes through
 * access.ts (404 missing, 403 someone else's, admins excepted); writes lock the property row so
 * concurrent changes to one listing queue up. Slow work (re-encoding images, storage deletes) runs
 * outside transactions: images are stored before and discarded when the transaction fails; the
 * files a change forgets are removed after it commits.
 */

export interface OwnerDeps {
  db: Db
  uploads: UploadDeps
  clock: Clock
  log: FastifyBaseLogger
}

export type Asker = AuthUser

/** 404/403 before a form is read: nobody streams a file at a property they may not change. */
export async function assertManages(db: Tx, user: Asker, propertyId: number) {
  await managedProperty(db, user, propertyId)
}
