import { ATTACHMENTS_PER_PROPERTY_MAX } from '@app/contract/limits'
import { COMPLETION_LEVEL } from '@app/contract/listing-texts'
import type { Attachment } from '@app/contract/listing'
import {
  CreateAttachmentBodySchema,
  OWNER_TEXTS,
  type CreateAttachmentBody,
} from '@app/contract/owner'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound, validationFailed } from '../../lib/app-error'
import type { FormFile } from '../../lib/multipart'
import type { AuthUser } from '../../lib/sessions'
import { managedProperty } from './access'
import * as repo from './attachments-repository'
import {
  assertUnderQuota,
  moveStorageBytes,
  removeStored,
  storedPaths,
  storeUpload,
  type StoredUpload,
} from './stored-files'
import type { UploadDeps } from './uploads'

/**
 * Step 3's files (spec 001 section 7): one file per call, any kind UPLOAD_KINDS names, checked
 * by content. Files are stored before the transaction (sharp and storage I/O never run inside
 * one) and removed again when it fails; files of a row that is gone are removed after commit.
 */

export interface AttachmentDeps extends UploadDeps {
  db: Db
  log: FastifyBaseLogger
}

type Asker = Pick<AuthUser, 'id' | 'permissions'>

const tooMany = () => validationFailed({ img_url: [OWNER_TEXTS.tooManyAttachments] })

/**
 * POST propertyAttachment, before its file streams in: when `property_id` came before the file
 * (as browsers send it), a property the asker may not manage (403/404), one already full, or an
 * owner at the quota is refused before a byte of the file is read. Without it, addAttachment
 * decides once the whole form is in.
 */
export async function precheckAttachment(
  deps: AttachmentDeps,
  user: Asker,
  fields: Record<string, unknown>,
) {
  const parsed = PropertyIdFieldSchema.safeParse(fields)
  if (!parsed.success) return
  const property = await managedProperty(deps.db, user, parsed.data.property_id)
  if ((await repo.countAttachments(deps.db, property.id)) >= ATTACHMENTS_PER_PROPERTY_MAX) {
    throw tooMany()
  }
  await assertUnderQuota(deps.db, property.userId, deps.quotaBytes)
}
const PropertyIdFieldSchema = CreateAttachmentBodySchema.pick({ property_id: true })

/** POST propertyAttachment: a new file on a property its owner (or an admin) manages. */
export async function addAttachment(
  deps: AttachmentDeps,
  user: Asker,
  body: CreateAttachmentBody,
  file: FormFile | undefined,
): Promise<Attachment> {
  if (!file) throw validationFailed({ img_url: [OWNER_TEXTS.filesRequired] })
  // Cheap refusals before any file work; each is checked again under the lock below.
  const property = await managedProperty(deps.db, user, body.property_id)
  if ((await repo.countAttachments(deps.db, property.id)) >= ATTACHMENTS_PER_PROPERTY_MAX) {
    throw tooMany()
  }
  await assertUnderQuota(deps.db, property.userId, deps.quotaBytes)

  const upload = await storeUpload(deps.storage, file, { owner: property.userId })
  try {
    const row = await deps.db.transaction(async (tx) => {
      const locked = await managedProperty(tx, user, body.property_id, { lock: true })
      if ((await repo.countAttachments(tx, locked.id)) >= ATTACHMENTS_PER_PROPERTY_MAX) {
        throw tooMany()
      }
      // The quota is the owner's, whoever uploads.
      await moveStorageBytes(tx, locked.userId, upload.sizeBytes, deps.quotaBytes)
      return repo.insertAttachment(tx, {
        propertyId: locked.id,
        imgUrl: upload.path,
        name: body.name,
        orderNumber: body.order_number,
        description: body.description ?? null,
        attachmentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
      })
    })
    return repo.toAttachment(row)
  } catch (err) {
    await discard(deps, upload)
    throw err
  }
}

/** 404 unless the attachment exists, 403 unless the asker manages its property. */
export async function assertManagesAttachment(db: Tx, user: Asker, id: number) {
  const row = await repo.attachmentById(db, id)
  if (!row) throw notFound(OWNER_TEXTS.attachmentNotFound)
  await managedProperty(db, user, row.propertyId)
}

/** POST propertyAttachment/{id}: the same attachment, a new file (the old one goes after commit). */
export async function replaceAttachment(
  deps: AttachmentDeps,
  user: Asker,
  id: number,
  file: FormFile | undefined,
): Promise<Attachment> {
  if (!file) throw validationFailed({ image: [OWNER_TEXTS.filesRequired] })
  const before = await repo.attachmentById(deps.db, id)
  if (!before) throw notFound(OWNER_TEXTS.attachmentNotFound)
  const property = await managedProperty(deps.db, user, before.propertyId)
  await assertUnderQuota(deps.db, property.userId, deps.quotaBytes)

  const upload = await storeUpload(deps.storage, file, { owner: property.userId })
  let replaced: { row: repo.AttachmentRow; oldPath: string }
  try {
    replaced = await deps.db.transaction(async (tx) => {
      const locked = await managedProperty(tx, user, before.propertyId, { lock: true })
      // Read again under the property's lock: a concurrent replace or delete has finished.
      const current = await repo.attachmentById(tx, id)
      if (!current || current.propertyId !== locked.id) {
        throw notFound(OWNER_TEXTS.attachmentNotFound)
      }
      // The owner ends up holding the new file instead of the old one.
      await moveStorageBytes(
        tx,
        locked.userId,
        upload.sizeBytes - current.sizeBytes,
        deps.quotaBytes,
      )
      const row = await repo.replaceAttachmentFile(tx, id, {
        imgUrl: upload.path,
        attachmentType: upload.contentType,
        sizeBytes: upload.sizeBytes,
      })
      return { row: row!, oldPath: current.imgUrl }
    })
  } catch (err) {
    await discard(deps, upload)
    throw err
  }
  await removeFiles(deps, storedPaths(replaced.oldPath))
  return repo.toAttachment(replaced.row)
}

/**
 * DELETE propertyAttachment/{id}. A complete listing keeps at least one file (409): removing
 * the last would silently take it off the market.
 */
export async function deleteAttachment(deps: AttachmentDeps, user: Asker, id: number) {
  const before = await repo.attachmentById(deps.db, id)
  if (!before) throw notFound(OWNER_TEXTS.attachmentNotFound)
  const removed = await deps.db.transaction(async (tx) => {
    const locked = await managedProperty(tx, user, before.propertyId, { lock: true })
    const current = await repo.attachmentById(tx, id)
    if (!current || current.propertyId !== locked.id) {
      throw notFound(OWNER_TEXTS.attachmentNotFound)
    }
    const complete = (await repo.completionLevelOf(tx, locked.id)) >= COMPLETION_LEVEL.complete
    if (complete && (await repo.countAttachments(tx, locked.id)) <= 1) {
      throw conflict(OWNER_TEXTS.lastAttachment)
    }
    await repo.deleteAttachmentRow(tx, id, locked.id)
    await moveStorageBytes(tx, locked.userId, -current.sizeBytes, deps.quotaBytes)
    return current
  })
  // The row is gone: nothing names these files any more.
  await removeFiles(deps, storedPaths(removed.imgUrl))
}

/** GET getAll-attachments/{propertyId}: all of them, in order; an empty list when none. */
export async function listAttachments(
  deps: AttachmentDeps,
  user: Asker,
  propertyId: number,
): Promise<Attachment[]> {
  await managedProperty(deps.db, user, propertyId)
  return (await repo.attachmentsOf(deps.db, propertyId)).map(repo.toAttachment)
}

/** Files stored for a row that was never written. */
async function discard(deps: AttachmentDeps, upload: StoredUpload) {
  await removeFiles(deps, upload.paths)
}

/**
 * Files no row names (any more). A failure leaves an orphan file in storage, never a row
 * pointing at nothing, and is not the request's failure: it is logged for the operator.
 */
async function removeFiles(deps: AttachmentDeps, paths: string[]) {
  try {
    await removeStored(deps.storage, paths)
  } catch (err) {
    deps.log.error({ err, paths }, 'stored files could not be removed')
  }
}
