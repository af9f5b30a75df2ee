import { randomUUID } from 'node:crypto'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { OWNER_TEXTS } from '@app/contract/owner'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../../src/db/schema/index'
import type { FormFile } from '../../../src/lib/multipart'
import {
  chargeUpload,
  discardUpload,
  releaseUpload,
  storeCoverImage,
  uploadDeps,
  type UploadDeps,
} from '../../../src/modules/owner/uploads'
import { createTestApp } from '../../helpers/app'
import { makeUser } from '../../helpers/listings'
import * as fixture from '../../helpers/upload-fixtures'

/** The cover image functions the property calls use (step 1, the edit modal). */
describe('cover images', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let dataDir: string
  let deps: UploadDeps
  let ownerId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'cover-test-'))
    t = await createTestApp({ env: { DATA_DIR: dataDir } })
    deps = uploadDeps(t.app)
    ownerId = (await makeUser(t.app.db, 2)).id
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  async function received(data: Buffer, filename: string): Promise<FormFile> {
    await mkdir(deps.tmpDir, { recursive: true })
    const tmpPath = path.join(deps.tmpDir, `${randomUUID()}.upload`)
    await writeFile(tmpPath, data)
    return { field: 'image', filename, tmpPath, size: data.length }
  }
  const stored = async () =>
    (await readdir(path.join(dataDir, 'uploads'), { recursive: true }).catch(() => [])).filter(
      (f) => f.includes('.'),
    )
  const bytesOf = async () =>
    (await t.app.db.select().from(users).where(eq(users.id, ownerId)))[0]!.storageBytes

  it('stores a picture with its copies, charges them, and releases them when replaced', async () => {
    const upload = await storeCoverImage(
      deps,
      t.app.db,
      ownerId,
      await received(await fixture.png(), 'cover.png'),
    )
    expect(upload.path).toMatch(/^images\/[0-9a-f-]{36}\.png$/)
    expect(upload.paths).toHaveLength(4)
    const sizes = await Promise.all(upload.paths.map((p) => deps.storage.size(p)))
    expect(upload.sizeBytes).toBe(sizes.reduce((a, b) => a! + b!, 0))

    await t.app.db.transaction((tx) => chargeUpload(tx, deps, ownerId, upload))
    expect(await bytesOf()).toBe(upload.sizeBytes)

    await releaseUpload(deps, t.app.db, ownerId, upload.path)
    expect(await bytesOf()).toBe(0)
    expect(await stored()).toEqual([])
  })

  it.each([
    ['a PDF', fixture.pdf, 'brochure.pdf'],
    ['an SVG', fixture.svg, 'logo.svg'],
    ['a program named .jpg', fixture.exe, 'cover.jpg'],
  ])('refuses %s as a cover (415) and stores nothing', async (_, make, filename) => {
    const attempt = storeCoverImage(deps, t.app.db, ownerId, await received(await make(), filename))
    await expect(attempt).rejects.toMatchObject({
      statusCode: 415,
      message: OWNER_TEXTS.invalidFileType(filename),
    })
    expect(await stored()).toEqual([])
  })

  it('refuses an owner at the quota before any work, and one whose file does not fit', async () => {
    await t.app.db.update(users).set({ storageBytes: deps.quotaBytes }).where(eq(users.id, ownerId))
    const atLimit = storeCoverImage(
      deps,
      t.app.db,
      ownerId,
      await received(await fixture.png(), 'a.png'),
    )
    await expect(atLimit).rejects.toMatchObject({ statusCode: 413, code: 'QUOTA_EXCEEDED' })
    expect(await stored()).toEqual([])

    await t.app.db
      .update(users)
      .set({ storageBytes: deps.quotaBytes - 10 })
      .where(eq(users.id, ownerId))
    const upload = await storeCoverImage(
      deps,
      t.app.db,
      ownerId,
      await received(await fixture.png(), 'a.png'),
    )
    const charge = t.app.db.transaction((tx) => chargeUpload(tx, deps, ownerId, upload))
    await expect(charge).rejects.toMatchObject({ statusCode: 413, code: 'QUOTA_EXCEEDED' })
    await discardUpload(deps, upload)
    expect(await stored()).toEqual([])
    expect(await bytesOf()).toBe(deps.quotaBytes - 10)
  })
})
