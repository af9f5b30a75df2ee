import { ATTACHMENTS_PER_PROPERTY_MAX } from '@app/contract/limits'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { OWNER_TEXTS } from '@app/contract/owner'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { attachments, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'
import { generatedBytes, multipart, streamUpload, type FilePart } from '../../helpers/multipart'
import { startLocalS3, type LocalS3 } from '../../helpers/s3'
import * as fixture from '../../helpers/upload-fixtures'

type TestApp = Awaited<ReturnType<typeof createTestApp>>
type User = Awaited<ReturnType<typeof makeUser>>

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'
const QUOTA = 2 * 1024 ** 3

/** Every kind the spec lists, made for real, and what it is stored as. */
const KINDS: { kind: string; make: () => Buffer | Promise<Buffer>; type: string; path: RegExp }[] =
  [
    { kind: 'JPEG', make: fixture.jpegWithGps, type: 'image/jpeg', path: /^images\/.+\.jpg$/ },
    { kind: 'PNG', make: fixture.png, type: 'image/png', path: /^images\/.+\.png$/ },
    { kind: 'GIF', make: fixture.gif, type: 'image/jpeg', path: /^images\/.+\.jpg$/ },
    { kind: 'SVG', make: fixture.svg, type: 'image/svg+xml', path: /^files\/.+\.svg$/ },
    { kind: 'PDF', make: fixture.pdf, type: 'application/pdf', path: /^files\/.+\.pdf$/ },
    { kind: 'DOC', make: fixture.doc, type: 'application/msword', path: /^files\/.+\.doc$/ },
    {
      kind: 'DOCX',
      make: fixture.docx,
      type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      path: /^files\/.+\.docx$/,
    },
    { kind: 'TXT', make: fixture.txt, type: 'text/plain', path: /^files\/.+\.txt$/ },
    { kind: 'MP4', make: fixture.mp4, type: 'video/mp4', path: /^files\/.+\.mp4$/ },
    { kind: 'WebM', make: fixture.webm, type: 'video/webm', path: /^files\/.+\.webm$/ },
    { kind: 'Ogg', make: fixture.ogg, type: 'video/ogg', path: /^files\/.+\.ogg$/ },
    { kind: 'MOV', make: fixture.mov, type: 'video/quicktime', path: /^files\/.+\.mov$/ },
    { kind: 'AVI', make: fixture.avi, type: 'video/x-msvideo', path: /^files\/.+\.avi$/ },
  ]

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => [])
  return entries
    .filter((e) => e.isFile())
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
    .sort()
}

describe.each(['local', 's3'] as const)('owner uploads on %s storage', (driver) => {
  let t: TestApp
  let s3: LocalS3 | undefined
  let dataDir: string
  let owner: User
  let otherOwner: User
  let admin: User
  let propertyId: number
  let otherPropertyId: number

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'uploads-test-'))
    s3 = driver === 's3' ? await startLocalS3() : undefined
    t = await createTestApp({ env: { DATA_DIR: dataDir, ...s3?.env } })
    await seedPlaces(t.app.db)
    owner = await makeUser(t.app.db, 2)
    otherOwner = await makeUser(t.app.db, 2)
    admin = await makeUser(t.app.db, 99)
    propertyId = await listing(t.app.db, owner.id, { steps: 2 })
    otherPropertyId = await listing(t.app.db, otherOwner.id, { steps: 2 })
  })
  afterAll(async () => {
    await t.close()
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** What the store holds, whichever driver. */
  const stored = async () => (s3 ? s3.keys() : filesUnder(path.join(dataDir, 'uploads')))
  const temporary = () => filesUnder(t.config.storage.tmpDir)
  const storageBytes = async (userId: number) => {
    const [row] = await t.app.db
      .select({ bytes: users.storageBytes })
      .from(users)
      .where(eq(users.id, userId))
    return row!.bytes
  }
  const rowsOf = (id: number) =>
    t.app.db.select().from(attachments).where(eq(attachments.propertyId, id))
  const setStorageBytes = (userId: number, bytes: number) =>
    t.app.db.update(users).set({ storageBytes: bytes }).where(eq(users.id, userId))

  function upload(
    token: string | undefined,
    file: FilePart | undefined,
    fields: Record<string, string | number> = {},
  ) {
    const form = multipart(
      { property_id: propertyId, name: 'Front view', order_number: 1, ...fields },
      file,
    )
    return t.app.inject({
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
    expect(await rowsOf(propertyId)).toHaveLength(before.rows)
    expect(await storageBytes(owner.id)).toBe(before.bytes)
  }
  const snapshot = async () => ({
    files: await stored(),
    rows: (await rowsOf(propertyId)).length,
    bytes: await storageBytes(owner.id),
  })

  it.each(KINDS)('accepts a $kind by its content, whatever its name says', async (k) => {
    const before = await storageBytes(owner.id)
    const res = await upload(owner.token, fileOf(await k.make(), 'no-extension'), {
      attachment_type: 'whatever the browser guessed',
    })
    expect(res.statusCode, res.body).toBe(201)
    const body = res.json()
    expect(body).toMatchObject({ success: true, message: OWNER_TEXTS.attachmentSaved })
    expect(body.data).toMatchObject({
      name: 'Front view',
      order_number: 1,
      attachment_type: k.type,
    })
    expect(body.data.img_url).toMatch(k.path)
    expect(body.data.img_url).toMatch(new RegExp(UUID))

    const served = await t.app.inject(`/storage/${body.data.img_url}`)
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-security-policy']).toContain('sandbox')
    const [row] = await t.app.db.select().from(attachments).where(eq(attachments.id, body.data.id))
    // The quota counts every stored byte (an image's WebP copies too).
    expect(await storageBytes(owner.id)).toBe(before + row!.sizeBytes)
    if (k.type.startsWith('image/') && k.kind !== 'SVG') {
      expect(served.headers['content-disposition']).toBeUndefined()
      expect(row!.sizeBytes).toBeGreaterThan(served.rawPayload.length)
    } else {
      expect(served.headers['content-disposition']).toBe('attachment')
      expect(served.rawPayload.equals(await k.make())).toBe(true)
      expect(row!.sizeBytes).toBe(served.rawPayload.length)
    }
    expect(await temporary()).toEqual([])
  })

  it.each([
    ['an ELF program', fixture.elf],
    ['a Windows program', fixture.exe],
    ['an HTML page', fixture.html],
    ['an XML document that is not SVG', () => Buffer.from('<?xml version="1.0"?><note>x</note>')],
    ['text with NUL bytes', () => Buffer.from('plain\0text')],
    ['a zip archive that is not a Word document', () => fixture.zip({ 'a.txt': 'x' })],
  ])('refuses %s named photo.png (415) and keeps nothing', async (_, make) => {
    const before = await snapshot()
    const res = await upload(owner.token, fileOf(await make(), 'photo.png', 'image/png'))
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({
      success: false,
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: OWNER_TEXTS.invalidFileType('photo.png'),
      errors: { file: [OWNER_TEXTS.invalidFileType('photo.png')] },
    })
    await expectNothingLeft(before)
  })

  it('stores a photo without its GPS position or any other metadata', async () => {
    const photo = await fixture.jpegWithGps(800, 600)
    expect((await sharp(photo).metadata()).exif).toBeDefined()
    const res = await upload(owner.token, fileOf(photo, 'IMG_0001.jpg', 'image/jpeg'))
    expect(res.statusCode).toBe(201)
    const stored = res.json().data.img_url as string
    for (const file of [stored, stored.replace('.jpg', '-400.webp')]) {
      const served = await t.app.inject(`/storage/${file}`)
      expect(served.statusCode, file).toBe(200)
      const meta = await sharp(served.rawPayload).metadata()
      expect(meta.exif, file).toBeUndefined()
      expect(meta.xmp, file).toBeUndefined()
      expect(served.rawPayload.includes(Buffer.from('PhoneCam')), file).toBe(false)
    }
  })

  it('serves an uploaded SVG only as a sandboxed download', async () => {
    const res = await upload(owner.token, fileOf(fixture.svg(), 'plan.svg', 'image/svg+xml'))
    expect(res.statusCode).toBe(201)
    const served = await t.app.inject(`/storage/${res.json().data.img_url}`)
    expect(served.statusCode).toBe(200)
    expect(served.headers).toMatchObject({
      'content-type': 'image/svg+xml',
      'content-disposition': 'attachment',
      'x-content-type-options': 'nosniff',
    })
    expect(served.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/)
  })

  /** The app on a real port, for uploads streamed as browsers send them. */
  async function listening() {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' })
    return (t.app.server.address() as AddressInfo).port
  }

  it('refuses a file one byte over 100 MB while it streams in (413) and keeps nothing', async () => {
    const port = await listening()
    const before = await snapshot()
    const res = await streamUpload(
      `http://127.0.0.1:${port}/api/propertyAttachment`,
      owner.token,
      { property_id: propertyId, name: 'Walkthrough', order_number: 2 },
      {
        field: 'img_url',
        filename: 'walkthrough.mp4',
        bytes: generatedBytes(MAX_UPLOAD_BYTES + 1, fixture.mp4()),
      },
    )
    expect(res.status).toBe(413)
    expect(res.body).toMatchObject({
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: OWNER_TEXTS.fileTooLarge('walkthrough.mp4'),
    })
    await expectNothingLeft(before)
  })

  it("refuses a file for someone else's property before reading it (403, not 413)", async () => {
    const port = await listening()
    const before = await snapshot()
    const res = await streamUpload(
      `http://127.0.0.1:${port}/api/propertyAttachment`,
      otherOwner.token,
      { property_id: propertyId, name: 'Walkthrough', order_number: 2 },
      {
        field: 'img_url',
        filename: 'walkthrough.mp4',
        bytes: generatedBytes(MAX_UPLOAD_BYTES + 1, fixture.mp4()),
      },
    )
    // Had the file been read first, its size would have answered 413.
    expect(res.status).toBe(403)
    expect(res.body).toMatchObject({ code: 'FORBIDDEN', message: OWNER_TEXTS.notYours })
    await expectNothingLeft(before)
  })

  describe('storage quota', () => {
    it('refuses an owner at the limit (413 QUOTA_EXCEEDED) and stores nothing', async () => {
      const before = await snapshot()
      await setStorageBytes(owner.id, QUOTA)
      const res = await upload(owner.token, fileOf(fixture.pdf(), 'lease.pdf'))
      expect(res.statusCode).toBe(413)
      expect(res.json()).toEqual({
        success: false,
        code: 'QUOTA_EXCEEDED',
        message: OWNER_TEXTS.quotaExceeded('2 GB'),
      })
      expect(await stored()).toEqual(before.files)
      expect(await temporary()).toEqual([])
      expect(await rowsOf(propertyId)).toHaveLength(before.rows)
      expect(await storageBytes(owner.id)).toBe(QUOTA)
      await setStorageBytes(owner.id, before.bytes)
    })

    it('refuses a file that does not fit in the room left, removing what it had stored', async () => {
      const before = await snapshot()
      const pdf = fixture.pdf()
      await setStorageBytes(owner.id, QUOTA - pdf.length + 1)
      const res = await upload(owner.token, fileOf(pdf, 'lease.pdf'))
      expect(res.statusCode).toBe(413)
      expect(res.json().code).toBe('QUOTA_EXCEEDED')
      expect(await stored()).toEqual(before.files)
      expect(await rowsOf(propertyId)).toHaveLength(before.rows)
      expect(await storageBytes(owner.id)).toBe(QUOTA - pdf.length + 1)

      // Exactly the room left fits.
      await setStorageBytes(owner.id, QUOTA - pdf.length)
      const fits = await upload(owner.token, fileOf(pdf, 'lease.pdf'))
      expect(fits.statusCode).toBe(201)
      expect(await storageBytes(owner.id)).toBe(QUOTA)
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/propertyAttachment/${fits.json().data.id}`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
      expect(deleted.statusCode).toBe(200)
      await setStorageBytes(owner.id, before.bytes)
    })

    it('charges the property owner when an admin uploads', async () => {
      const [ownerBefore, adminBefore] = [
        await storageBytes(owner.id),
        await storageBytes(admin.id),
      ]
      const res = await upload(admin.token, fileOf(fixture.txt(), 'notes.txt'))
      expect(res.statusCode).toBe(201)
      expect(await storageBytes(owner.id)).toBe(ownerBefore + fixture.txt().length)
      expect(await storageBytes(admin.id)).toBe(adminBefore)
    })
  })

  describe('replacing and deleting', () => {
    const del = (token: string | undefined, id: number) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/propertyAttachment/${id}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      })
    const replace = (token: string, id: number, data: Buffer, filename = 'new.png') => {
      const form = multipart({}, { field: 'image', filename, data })
      return t.app.inject({
        method: 'POST',
        url: `/api/propertyAttachment/${id}`,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${token}` },
      })
    }

    it('deleting gives the bytes back and removes every stored file of it', async () => {
      const before = await snapshot()
      const res = await upload(owner.token, fileOf(await fixture.png(), 'plan.png'))
      expect(res.statusCode).toBe(201)
      const { id, img_url } = res.json().data
      expect(await storageBytes(owner.id)).toBeGreaterThan(before.bytes)
      // The original and its WebP copies.
      expect((await stored()).length).toBe(before.files.length + 4)

      const deleted = await del(owner.token, id)
      expect(deleted.statusCode).toBe(200)
      expect(deleted.json()).toEqual({ success: true, message: OWNER_TEXTS.attachmentDeleted })
      expect(await storageBytes(owner.id)).toBe(before.bytes)
      expect(await stored()).toEqual(before.files)
      expect((await t.app.inject(`/storage/${img_url}`)).statusCode).toBe(404)
      expect((await del(owner.token, id)).statusCode).toBe(404)
    })

    it('replacing swaps the file and its bytes, and removes the old file', async () => {
      const first = await upload(owner.token, fileOf(fixture.pdf(), 'lease.pdf'))
      const { id, img_url: oldPath } = first.json().data
      const bytesBefore = await storageBytes(owner.id)

      const res = await replace(owner.token, id, fixture.docx(), 'lease.docx')
      expect(res.statusCode, res.body).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({
        success: true,
        message: OWNER_TEXTS.attachmentReplaced,
        data: {
          id,
          name: 'Front view',
          attachment_type:
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        },
      })
      expect(body.data.img_url).toMatch(/^files\/.+\.docx$/)
      expect(await storageBytes(owner.id)).toBe(
        bytesBefore - fixture.pdf().length + fixture.docx().length,
      )
      expect((await t.app.inject(`/storage/${oldPath}`)).statusCode).toBe(404)
      expect((await t.app.inject(`/storage/${body.data.img_url}`)).statusCode).toBe(200)

      const refused = await replace(owner.token, id, fixture.html(), 'x.png')
      expect(refused.statusCode).toBe(415)
      expect((await t.app.inject(`/storage/${body.data.img_url}`)).statusCode).toBe(200)
    })

    it('keeps the last file of a complete listing (409)', async () => {
      const complete = await listing(t.app.db, owner.id)
      const [only] = await rowsOf(complete)
      const res = await del(owner.token, only!.id)
      expect(res.statusCode).toBe(409)
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message: OWNER_TEXTS.lastAttachment })
      expect(await rowsOf(complete)).toHaveLength(1)
    })
  })

  describe('who may', () => {
    it('needs a login (401)', async () => {
      expect((await upload(undefined, fileOf(fixture.txt()))).statusCode).toBe(401)
      expect((await t.app.inject(`/api/getAll-attachments/${propertyId}`)).statusCode).toBe(401)
    })

    it("refuses another owner's property (403) and a missing one (404), storing nothing", async () => {
      const before = await snapshot()
      const theirs = await upload(otherOwner.token, fileOf(fixture.txt()))
      expect(theirs.statusCode).toBe(403)
      expect(theirs.json().message).toBe(OWNER_TEXTS.notYours)
      const missing = await upload(owner.token, fileOf(fixture.txt()), { property_id: 999_999 })
      expect(missing.statusCode).toBe(404)
      await expectNothingLeft(before)

      const list = await t.app.inject({
        url: `/api/getAll-attachments/${propertyId}`,
        headers: { authorization: `Bearer ${otherOwner.token}` },
      })
      expect(list.statusCode).toBe(403)
      const [row] = await rowsOf(propertyId)
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/propertyAttachment/${row!.id}`,
        headers: { authorization: `Bearer ${otherOwner.token}` },
      })
      expect(deleted.statusCode).toBe(403)
      const form = multipart({}, { field: 'image', filename: 'x.txt', data: fixture.txt() })
      const replaced = await t.app.inject({
        method: 'POST',
        url: `/api/propertyAttachment/${row!.id}`,
        payload: form.payload,
        headers: { ...form.headers, authorization: `Bearer ${otherOwner.token}` },
      })
      expect(replaced.statusCode).toBe(403)
      const unknown = await t.app.inject({
        method: 'DELETE',
        url: '/api/propertyAttachment/999999',
        headers: { authorization: `Bearer ${owner.token}` },
      })
      expect(unknown.statusCode).toBe(404)
      expect(unknown.json().message).toBe(OWNER_TEXTS.attachmentNotFound)
      expect(await stored()).toEqual(before.files)
    })

    it('lets an admin list and manage any property', async () => {
      const list = await t.app.inject({
        url: `/api/getAll-attachments/${propertyId}`,
        headers: { authorization: `Bearer ${admin.token}` },
      })
      expect(list.statusCode).toBe(200)
      expect(list.json().data.length).toBe((await rowsOf(propertyId)).length)
    })

    it('lists none as an empty list, in order otherwise', async () => {
      const none = await t.app.inject({
        url: `/api/getAll-attachments/${otherPropertyId}`,
        headers: { authorization: `Bearer ${otherOwner.token}` },
      })
      expect(none.statusCode).toBe(200)
      expect(none.json()).toEqual({ success: true, data: [] })
      const list = await t.app.inject({
        url: `/api/getAll-attachments/${propertyId}`,
        headers: { authorization: `Bearer ${owner.token}` },
      })
      const orders = (list.json().data as { order_number: number }[]).map((a) => a.order_number)
      expect(orders).toEqual([...orders].sort((a, b) => a - b))
    })
  })

  describe('the form', () => {
    it('names each bad field (422)', async () => {
      const res = await upload(owner.token, fileOf(fixture.txt()), { name: '', order_number: 0 })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toMatchObject({
        name: [OWNER_TEXTS.attachmentNameRequired],
        order_number: [OWNER_TEXTS.attachmentOrderMin],
      })
      const noFile = await upload(owner.token, undefined)
      expect(noFile.statusCode).toBe(422)
      expect(noFile.json().errors).toEqual({ img_url: [OWNER_TEXTS.filesRequired] })
      expect(await temporary()).toEqual([])
    })

    it(`takes at most ${ATTACHMENTS_PER_PROPERTY_MAX} files per property`, async () => {
      const full = await listing(t.app.db, otherOwner.id, { steps: 2 })
      await t.app.db.insert(attachments).values(
        Array.from({ length: ATTACHMENTS_PER_PROPERTY_MAX }, (_, i) => ({
          propertyId: full,
          imgUrl: `files/00000000-0000-4000-8000-${String(i).padStart(12, '0')}.pdf`,
          name: `File ${i}`,
          attachmentType: 'application/pdf',
          sizeBytes: 0,
        })),
      )
      const before = await stored()
      const res = await upload(otherOwner.token, fileOf(fixture.txt()), { property_id: full })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({ img_url: [OWNER_TEXTS.tooManyAttachments] })
      expect(await stored()).toEqual(before)
    })
  })
})
