import { randomUUID } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { UPLOAD_KINDS, OWNER_TEXTS, type UploadKind } from '@app/contract/owner-texts'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { users } from '../../db/schema/index'
import { AppError } from '../../lib/app-error'
import { sniffFile } from '../../lib/file-kind'
import { imagePaths, isStoredImagePath, storeImage } from '../../lib/images'
import type { FormFile } from '../../lib/multipart'
import type { Storage } from '../../lib/storage'

/** An upload as stored: what a row records (`path`, `contentType`) and what the quota counts. */
export interface StoredUpload {
  /** The path a row keeps: `images/<uuid>.jpg|png` or `files/<uuid>.<ext>`. */
  path: string
  /** Every stored file of it: the original and, for images, its WebP copies. */
  paths: string[]
  /** MIME type of the stored file (an image's after re-encoding: JPEG or PNG). */
  contentType: string
  /** Bytes of all `paths`: what the owner's quota is charged. */
  sizeBytes: number
}

export const invalidFileType = (filename: string) =>
  new AppError({
    code: 'UNSUPPORTED_MEDIA_TYPE',
    status: 415,
    message: OWNER_TEXTS.invalidFileType(filename || 'The file'),
    errors: { file: [OWNER_TEXTS.invalidFileType(filename || 'The file')] },
  })

export interface StoreOptions {
  /** Anything but JPEG/PNG/GIF is refused (cover images). */
  imagesOnly?: boolean
  /** Only these kinds are taken (the fire NOC certificate: PDF, JPEG, PNG). */
  only?: readonly UploadKind[]
  /** Whose quota it counts against: an owner's pictures are decoded one at a time (lib/images). */
  owner?: number
}

/**
 * Checks a received file by its content and stores it under a generated name: images
 * re-encoded (metadata dropped) with their WebP copies, everything else byte for byte, streamed
 * from the temporary file. 415 for a kind we do not take (with `imagesOnly`, anything but
 * JPEG/PNG/GIF; with `only`, anything else than those). Slow work: never call it inside a
 * transaction.
 */
export async function storeUpload(
  storage: Storage,
  file: FormFile,
  { imagesOnly = false, only, owner }: StoreOptions = {},
): Promise<StoredUpload> {
  const kind: UploadKind | undefined = await sniffFile(file.tmpPath)
  if (!kind || (only && !only.includes(kind))) throw invalidFileType(file.filename)
  const spec = UPLOAD_KINDS[kind]
  if (spec.image) {
    let image
    try {
      image = await storeImage(storage, file.tmpPath, { owner })
    } catch (err) {
      // A file that starts like a picture but does not decode is not one.
      if (err instanceof AppError && err.code === 'UNSUPPORTED_MEDIA_TYPE') {
        throw invalidFileType(file.filename)
      }
      throw err
    }
    return {
      path: image.path,
      paths: imagePaths(image.path),
      contentType: image.contentType,
      sizeBytes: image.totalBytes,
    }
  }
  if (imagesOnly) throw invalidFileType(file.filename)
  const path = `files/${randomUUID()}.${spec.ext}`
  await storage.write(path, createReadStream(file.tmpPath), { contentType: spec.mime })
  return { path, paths: [path], contentType: spec.mime, sizeBytes: file.size }
}

/** The files a stored path stands for (an image's WebP copies too). */
export function storedPaths(path: string): string[] {
  return isStoredImagePath(path) ? imagePaths(path) : [path]
}

/** The files of a stored path and their bytes as the store has them (missing ones count 0). */
export async function storedBytes(storage: Storage, path: string) {
  const paths = storedPaths(path)
  const sizes = await Promise.all(paths.map((p) => storage.size(p)))
  return { paths, bytes: sizes.reduce<number>((sum, n) => sum + (n ?? 0), 0) }
}

/** Removes stored files; missing ones are fine. */
export async function removeStored(storage: Storage, paths: string[]): Promise<void> {
  await storage.remove(paths)
}

/** "2 GB", "500 MB": the quota in the words of the message. */
export function formatQuota(bytes: number): string {
  const gb = bytes / 1024 ** 3
  if (gb >= 1 && Number.isInteger(gb * 10)) return `${gb} GB`
  return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`
}

export const quotaExceeded = (quotaBytes: number) =>
  new AppError({
    code: 'QUOTA_EXCEEDED',
    status: 413,
    message: OWNER_TEXTS.quotaExceeded(formatQuota(quotaBytes)),
  })

/**
 * The only code that changes users.storage_bytes (as the ledger is for credits). A positive
 * `bytes` reserves them when they fit under the quota, in one statement, so concurrent uploads
 * cannot both take the last room; otherwise 413 QUOTA_EXCEEDED and nothing changed. A negative
 * one gives bytes back (never below 0: files stored before the counter existed were not counted).
 * Call it in the transaction that records or forgets the file.
 */
export async function moveStorageBytes(
  tx: Tx,
  userId: number,
  bytes: number,
  quotaBytes: number,
): Promise<void> {
  if (!Number.isSafeInteger(bytes)) throw new Error(`Not a byte count: ${bytes}`)
  if (bytes === 0) return
  if (bytes < 0) {
    await tx
      .update(users)
      .set({ storageBytes: sql`greatest(${users.storageBytes} + ${bytes}, 0)` })
      .where(eq(users.id, userId))
    return
  }
  const [row] = await tx
    .update(users)
    .set({ storageBytes: sql`${users.storageBytes} + ${bytes}` })
    .where(and(eq(users.id, userId), sql`${users.storageBytes} + ${bytes} <= ${quotaBytes}`))
    .returning({ storageBytes: users.storageBytes })
  if (!row) throw quotaExceeded(quotaBytes)
}

/**
 * Refuses work for an owner already at the quota before any file is processed. The exact
 * check is moveStorageBytes' when the file is recorded.
 */
export async function assertUnderQuota(db: Tx, userId: number, quotaBytes: number) {
  const [row] = await db
    .select({ storageBytes: users.storageBytes })
    .from(users)
    .where(eq(users.id, userId))
  if (row && row.storageBytes >= quotaBytes) throw quotaExceeded(quotaBytes)
}
