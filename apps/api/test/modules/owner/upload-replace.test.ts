import { OWNER_TEXTS } from '@app/contract/owner'
import { describe, expect, it } from 'vitest'
import { listing } from '../../helpers/listings'
import { multipart } from '../../helpers/multipart'
import * as fixture from '../../helpers/upload-fixtures'
import { uploadTests, type TestApp, type User } from './uploads-world'

/** Owner uploads: replacing and deleting a file. */
describe.each(['local', 's3'] as const)('owner uploads on %s storage', (driver) => {
  let t: TestApp
  let owner: User
  const { fileOf, rowsOf, snapshot, storageBytes, stored, upload } = uploadTests(
    driver,
    (w) => ({ t, owner } = w),
  )

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
})
