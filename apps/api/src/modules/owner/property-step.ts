import { COMPLETION_LEVEL } from '@app/contract/listing-texts'
import type { CreatePropertyBody, UpdatePropertyBody } from '@app/contract/owner'
import { OWNER_TEXTS } from '@app/contract/owner-texts'
import { conflict } from '../../lib/app-error'
import type { FormFile } from '../../lib/multipart'
import { assertMayCreate, managedProperty } from './access'
import type { Asker, OwnerDeps } from './deps'
import { discardAll, releaseAll, storeAll } from './form-files'
import { definedOnly } from './form-values'
import * as repo from './repository'
import { SPEC_COLUMNS } from './repository'
import { chargeUpload } from './uploads'

/* Wizard step 1, the property itself (also the edit modal), and deleting a draft. */

/**
 * Step 1: a new property with its cover image (required here; 422 under `image` otherwise) and,
 * optionally, its warehouse specifications and fire NOC certificate (a certificate means a fire
 * NOC unless the form says otherwise).
 */
export async function createProperty(
  deps: OwnerDeps,
  user: Asker,
  body: CreatePropertyBody,
  image: FormFile,
  certificate?: FormFile,
) {
  assertMayCreate(user)
  const uploads = await storeAll(deps, user.id, image, certificate)
  try {
    const id = await deps.db.transaction(async (tx) => {
      for (const upload of uploads.all) await chargeUpload(tx, deps.uploads, user.id, upload)
      return repo.insertProperty(tx, {
        userId: user.id,
        name: body.name,
        type: body.type,
        length: body.length ?? null,
        width: body.width ?? null,
        description: body.description ?? null,
        ...definedOnly(specValues(body, uploads.certificate !== undefined)),
        image: uploads.image!.path,
        fireNocFile: uploads.certificate?.path ?? null,
      })
    })
    return { id, name: body.name }
  } catch (err) {
    await discardAll(deps, uploads.all)
    throw err
  }
}

/**
 * Step 1 again or the edit modal: the given fields change, the rest stay. A new `image` replaces
 * the cover, a new certificate the old one; the replaced files go after the change commits
 * (unless something still shows them). Changing a specification (to another value) or the
 * certificate of a verified listing clears its verification in the same transaction: the badge
 * stands for documents an admin checked, and these are no longer the ones checked.
 */
export async function updateProperty(
  deps: OwnerDeps,
  user: Asker,
  propertyId: number,
  body: UpdatePropertyBody,
  image: FormFile | undefined,
  certificate?: FormFile,
) {
  // The quota files count against is the owner's, also when an admin uploads them.
  const uploads =
    image || certificate
      ? await storeAll(
          deps,
          (await managedProperty(deps.db, user, propertyId)).userId,
          image,
          certificate,
        )
      : { all: [] }
  let changed: { ownerId: number; forgotten: string[] }
  try {
    changed = await deps.db.transaction(async (tx) => {
      const property = await managedProperty(tx, user, propertyId, { lock: true })
      for (const upload of uploads.all)
        await chargeUpload(tx, deps.uploads, property.userId, upload)
      const before = await repo.specState(tx, propertyId)
      const specs = definedOnly(specValues(body, uploads.certificate !== undefined))
      const specChanged =
        uploads.certificate !== undefined ||
        SPEC_COLUMNS.some((k) => specs[k] !== undefined && specs[k] !== before[k])
      await repo.updateProperty(
        tx,
        propertyId,
        {
          ...definedOnly({
            name: body.name,
            type: body.type,
            length: body.length,
            width: body.width,
            description: body.description,
            image: uploads.image?.path,
            fireNocFile: uploads.certificate?.path,
          }),
          ...specs,
          ...(specChanged && before.verifiedAt ? { verifiedAt: null } : {}),
        },
        deps.clock.now(),
      )
      const replaced = [
        uploads.image && property.image,
        uploads.certificate && before.fireNocFile,
      ].filter((p): p is string => typeof p === 'string')
      return { ownerId: property.userId, forgotten: await repo.unreferenced(tx, replaced) }
    })
  } catch (err) {
    await discardAll(deps, uploads.all)
    throw err
  }
  await releaseAll(deps, changed.ownerId, changed.forgotten)
}

/**
 * DELETE properties/{id}: only an unfinished draft that nobody unlocked (a listing that was on
 * the market is marked let / sold instead, and unlockers keep what they paid for). Its files go
 * after the delete commits, and their bytes return to the owner's quota.
 */
export async function deleteDraft(deps: OwnerDeps, user: Asker, propertyId: number) {
  const { ownerId, forgotten } = await deps.db.transaction(async (tx) => {
    const property = await managedProperty(tx, user, propertyId, { lock: true })
    const state = await repo.marketState(tx, propertyId)
    if (state.completionLevel === COMPLETION_LEVEL.complete || state.unlocked) {
      throw conflict(OWNER_TEXTS.onlyDraftsDeleted)
    }
    const files = await repo.filesOf(tx, propertyId)
    await repo.deleteProperty(tx, propertyId)
    return { ownerId: property.userId, forgotten: await repo.unreferenced(tx, files) }
  })
  await releaseAll(deps, ownerId, forgotten)
}

/**
 * The specifications a form gives, as columns (left-out ones undefined: kept on an update). A
 * certificate sent with the form means a fire NOC, unless the form says there is none.
 */
function specValues(body: CreatePropertyBody | UpdatePropertyBody, certificate: boolean) {
  return {
    height: body.height,
    docks: body.docks,
    floorLoad: body.floor_load,
    powerKva: body.power_kva,
    flooring: body.flooring,
    fireNoc: body.fire_noc ?? (certificate ? true : undefined),
    security24x7: body.security_24x7,
    highwayKm: body.highway_km,
  }
}
