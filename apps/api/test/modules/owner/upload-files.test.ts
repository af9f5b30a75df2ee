import type { AddressInfo } from 'node:net'
import { MAX_UPLOAD_BYTES } from '@app/contract/constants'
import { OWNER_TEXTS } from '@app/contract/owner'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { attachments } from '../../../src/db/schema/index'
import { generatedBytes, streamUpload } from '../../helpers/multipart'
import * as fixture from '../../helpers/upload-fixtures'
import { uploadTests, type TestApp, type User } from './uploads-world'

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}'

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

/** Owner uploads: which files are taken, how they are stored and served, and the size limit. */
describe.each(['local', 's3'] as const)('owner uploads on %s storage', (driver) => {
  let t: TestApp
  let owner: User
  let otherOwner: User
  let propertyId: number
  const { expectNothingLeft, fileOf, snapshot, storageBytes, temporary, upload } = uploadTests(
    driver,
    (w) => ({ t, owner, otherOwner, propertyId } = w),
  )

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
})
