import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect } from 'vitest'
import { attachments, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'
import { multipart, type FilePart } from '../../helpers/multipart'
import { startLocalS3, type LocalS3 } from '../../helpers/s3'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
export type User = Awaited<ReturnType<typeof makeUser>>

/** Who and what an upload test works with: two owners with a listing each, and an admin. */
export interface UploadWorld {
  t: TestApp
  owner: User
  otherOwner: User
  admin: User
  propertyId: number
  otherPropertyId: number
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

/**
 * An upload test file's app on `driver` storage (a local S3 for 's3'), started before the file
 * with its people and listings (handed to `started`) and removed after it; and the calls and
 * checks the upload tests share.
 */
export function uploadTests(driver: 'local' | 's3', started: (w: UploadWorld) => void) {
  let w: UploadWorld | undefined
  let s3: LocalS3 | undefined
  let dataDir: string
  const app = () => w!.t.app

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'))
    s3 = driver === 's3' ? await startLocalS3() : undefined
    const t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3?.env } })
    await seedPlaces(t.app.db)
    const owner = await makeUser(t.app.db, 2)
    const otherOwner = await makeUser(t.app.db, 2)
    const admin = await makeUser(t.app.db, 99)
    const propertyId = await listing(t.app.db, owner.id, { steps: 2 })
    const otherPropertyId = await listing(t.app.db, otherOwner.id, { steps: 2 })
    w = { t, owner, otherOwner, admin, propertyId, otherPropertyId }
    started(w)
  })
  afterAll(async () => {
    await w?.t.close()
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })
  /** What the store holds, whichever driver. */
  const stored = async () => (s3 ? s3.keys() : filesUnder(path.join(dataDir, 'uploads')))
  const temporary = () => filesUnder(w!.t.config.storage.tmpDir)
  const storageBytes = async (userId: number) => {
    const [row] = await app()
      .db.select({ bytes: users.storageBytes })
      .from(users)
      .where(eq(users.id, userId))
    return row!.bytes
  }
  const rowsOf = (id: number) =>
    app().db.select().from(attachments).where(eq(attachments.propertyId, id))
  const setStorageBytes = (userId: number, bytes: number) =>
    app().db.update(users).set({ storageBytes: bytes }).where(eq(users.id, userId))

  function upload(
    token: string | undefined,
    file: FilePart | undefined,
    fields: Record<string, string | number> = {},
  ) {
    const form = multipart(
      { property_id: w!.propertyId, name: 'Front view', order_number: 1, ...fields },
      file,
    )
    return app().inject({
      method: 'POST',
      url: '/api/propertyAttachment',
      payload: form.payload,
      headers: { ...form.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    })
  }
  const fileOf = (data: Buffer, filename = 'upload.bin', type?: string): FilePart => ({
    field: 'img_url',
    filename,
    data,
    ...(type ? { type } : {}),
  })

  /** Nothing of a refused upload anywhere: store, temporary folder, rows, quota counter. */
  async function expectNothingLeft(before: { files: string[]; rows: number; bytes: number }) {
    expect(await stored()).toEqual(before.files)
    expect(await temporary()).toEqual([])
    expect(await rowsOf(w!.propertyId)).toHaveLength(before.rows)
    expect(await storageBytes(w!.owner.id)).toBe(before.bytes)
  }
  const snapshot = async () => ({
    files: await stored(),
    rows: (await rowsOf(w!.propertyId)).length,
    bytes: await storageBytes(w!.owner.id),
  })

  return {
    stored,
    temporary,
    storageBytes,
    rowsOf,
    setStorageBytes,
    upload,
    fileOf,
    expectNothingLeft,
    snapshot,
  }
}
