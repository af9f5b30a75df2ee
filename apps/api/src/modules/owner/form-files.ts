import type { FormFile } from '../../lib/multipart'
import type { OwnerDeps } from './deps'
import {
  discardUpload,
  releaseUpload,
  storeCoverImage,
  storeFireNocCertificate,
  type StoredUpload,
} from './uploads'

/*
 * A wizard form's files: stored before the transaction that records them, discarded when it
 * fails, and the files a change forgets released after it commits.
 */

/**
 * After a commit: the files nothing refers to any more leave storage and the owner's quota. The
 * change stands whatever happens here, so a failure is logged (the file is left over), not
 * answered.
 */
export async function releaseAll(deps: OwnerDeps, ownerId: number, paths: string[]) {
  for (const path of paths) {
    try {
      await releaseUpload(deps.uploads, deps.db, ownerId, path)
    } catch (err) {
      deps.log.warn({ err, path }, 'could not remove a stored file after its change')
    }
  }
}

/**
 * Stores the cover and the certificate a form brought, outside any transaction; when the second
 * is refused, the first goes again.
 */
export async function storeAll(
  deps: OwnerDeps,
  ownerId: number,
  image: FormFile | undefined,
  certificate: FormFile | undefined,
) {
  const stored: { image?: StoredUpload; certificate?: StoredUpload; all: StoredUpload[] } = {
    all: [],
  }
  try {
    if (image) {
      stored.image = await storeCoverImage(deps.uploads, deps.db, ownerId, image)
      stored.all.push(stored.image)
    }
    if (certificate) {
      stored.certificate = await storeFireNocCertificate(
        deps.uploads,
        deps.db,
        ownerId,
        certificate,
      )
      stored.all.push(stored.certificate)
    }
  } catch (err) {
    await discardAll(deps, stored.all)
    throw err
  }
  return stored
}

export async function discardAll(deps: OwnerDeps, uploads: StoredUpload[]) {
  for (const upload of uploads) await discardUpload(deps.uploads, upload)
}
