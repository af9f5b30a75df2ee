/**
 * Uploads for the owner calls: checking a file by its content, storing it under a generated name
 * and counting it against its owner's storage quota (users.storage_bytes).
 *
 * Usage (a cover image, e.g. POST properties-create-byagent or properties/{id} with `image`):
 *   const deps = uploadDeps(app)
 *   const form = await readForm(req, { tmpDir: deps.tmpDir, fileFields: ['image'] })
 *   try {
 *     const file = form.files[0]
 *     // 1. Outside any transaction (sharp and storage I/O): 415 unless JPEG/PNG/GIF by content,
 *     //    413 QUOTA_EXCEEDED when the owner is already at the quota. Nothing is stored on failure.
 *     const upload = file ? await storeCoverImage(deps, app.db, ownerId, file) : undefined
 *     let oldImage: string | null = null
 *     try {
 *       await app.db.transaction(async (tx) => {
 *         // 2. In the transaction that records upload.path: reserves the bytes or throws 413.
 *         if (upload) await chargeUpload(tx, deps, ownerId, upload)
 *         ... write properties.image = upload.path, remember the old one in oldImage ...
 *       })
 *     } catch (err) {
 *       // 3. The row was not written: the stored files go (the reservation rolled back with it).
 *       if (upload) await discardUpload(deps, upload)
 *       throw err
 *     }
 *     // 4. After commit: the replaced image's files go and its bytes are given back.
 *     if (upload && oldImage) await releaseUpload(deps, app.db, ownerId, oldImage)
 *   } finally {
 *     await form.cleanup()
 *   }
 * `ownerId` is the property's owner (properties.user_id), also when an admin uploads: the quota is
 * the owner's. A missing file is not an error here; callers decide whether `image` is required.
 */
import { FIRE_NOC_FILE_KINDS, FIRE_NOC_FILE_MAX_BYTES } from '@app/contract/upload-limits'
import { FIRE_NOC_FILE_FIELD, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import type { FastifyInstance } from 'fastify'
import type { Tx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { FormFile } from '../../lib/multipart'
import type { Storage } from '../../lib/storage'
import {
  assertUnderQuota,
  moveStorageBytes,
  removeStored,
  storedBytes,
  storeUpload,
  type StoredUpload,
} from './stored-files'

export type { StoredUpload } from './stored-files'

/** What the upload functions need from the app. */
export interface UploadDeps {
  storage: Storage
  /** Bytes one owner may keep (STORAGE_QUOTA_BYTES). */
  quotaBytes: number
  /** Where readForm puts files while they are checked (outside the served storage). */
  tmpDir: string
}

export function uploadDeps(app: FastifyInstance): UploadDeps {
  return {
    storage: app.storage,
    quotaBytes: app.config.storage.quotaBytes,
    tmpDir: app.config.storage.tmpDir,
  }
}

/**
 * A cover image (step 1, the edit modal): JPEG, PNG or GIF by content, else 415 with
 * OWNER_TEXTS.invalidFileType(filename). Re-encoded without metadata, with its WebP copies.
 * 413 QUOTA_EXCEEDED when the owner is already at the quota (the exact check is chargeUpload's).
 */
export async function storeCoverImage(
  deps: UploadDeps,
  db: Tx,
  ownerId: number,
  file: FormFile,
): Promise<StoredUpload> {
  await assertUnderQuota(db, ownerId, deps.quotaBytes)
  return storeUpload(deps.storage, file, { imagesOnly: true, owner: ownerId })
}

/**
 * A fire NOC certificate (step 1, the edit modal; the form field FIRE_NOC_FILE_FIELD): a PDF,
 * JPEG or PNG by content, else 415; at most FIRE_NOC_FILE_MAX_BYTES, else 413; both named under
 * the field. A PDF is stored byte for byte (served only as a download), a picture re-encoded
 * without its metadata (a phone's photo of the certificate carries where it was taken).
 * 413 QUOTA_EXCEEDED when the owner is already at the quota.
 */
export async function storeFireNocCertificate(
  deps: UploadDeps,
  db: Tx,
  ownerId: number,
  file: FormFile,
): Promise<StoredUpload> {
  if (file.size > FIRE_NOC_FILE_MAX_BYTES) {
    throw new AppError({
      code: 'PAYLOAD_TOO_LARGE',
      status: 413,
      message: SPEC_FORM_TEXTS.certificateTooLarge,
      errors: { [FIRE_NOC_FILE_FIELD]: [SPEC_FORM_TEXTS.certificateTooLarge] },
    })
  }
  await assertUnderQuota(db, ownerId, deps.quotaBytes)
  try {
    return await storeUpload(deps.storage, file, { only: FIRE_NOC_FILE_KINDS, owner: ownerId })
  } catch (err) {
    if (err instanceof AppError && err.code === 'UNSUPPORTED_MEDIA_TYPE') {
      throw new AppError({
        code: 'UNSUPPORTED_MEDIA_TYPE',
        status: 415,
        message: SPEC_FORM_TEXTS.certificateType,
        errors: { [FIRE_NOC_FILE_FIELD]: [SPEC_FORM_TEXTS.certificateType] },
      })
    }
    throw err
  }
}

/**
 * Reserves the upload's bytes against the owner's quota, in the transaction that records the
 * file: 413 QUOTA_EXCEEDED (the transaction should then roll back) when they do not fit.
 */
export async function chargeUpload(
  tx: Tx,
  deps: UploadDeps,
  ownerId: number,
  upload: StoredUpload,
): Promise<void> {
  await moveStorageBytes(tx, ownerId, upload.sizeBytes, deps.quotaBytes)
}

/** Removes a stored upload that was never recorded (its transaction failed). Never throws. */
export async function discardUpload(deps: UploadDeps, upload: StoredUpload): Promise<void> {
  await removeStored(deps.storage, upload.paths).catch(() => undefined)
}

/**
 * After the transaction that forgot `path` (a replaced or deleted cover image) committed: removes
 * its files and gives their bytes back to the owner's quota.
 */
export async function releaseUpload(
  deps: UploadDeps,
  db: Tx,
  ownerId: number,
  path: string,
): Promise<void> {
  const { paths, bytes } = await storedBytes(deps.storage, path)
  await removeStored(deps.storage, paths)
  if (bytes > 0) await moveStorageBytes(db, ownerId, -bytes, deps.quotaBytes)
}
