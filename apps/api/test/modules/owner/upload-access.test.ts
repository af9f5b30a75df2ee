import { ATTACHMENTS_PER_PROPERTY_MAX } from '@app/contract/limits'
import { OWNER_TEXTS } from '@app/contract/owner'
import { beforeAll, describe, expect, it } from 'vitest'
import { attachments } from '../../../src/db/schema/index'
import { listing } from '../../helpers/listings'
import { multipart } from '../../helpers/multipart'
import * as fixture from '../../helpers/upload-fixtures'
import { uploadTests, type TestApp, type User } from './uploads-world'

/** Owner uploads: who may upload, and the form. */
describe.each(['local', 's3'] as const)('owner uploads on %s storage', (driver) => {
  let t: TestApp
  let owner: User
  let otherOwner: User
  let admin: User
  let propertyId: number
  let otherPropertyId: number
  const { expectNothingLeft, fileOf, rowsOf, snapshot, stored, temporary, upload } = uploadTests(
    driver,
    (w) => ({ t, owner, otherOwner, admin, propertyId, otherPropertyId } = w),
  )

  // The owner's listing holds files, out of order, as it does after the other upload tests.
  beforeAll(async () => {
    for (const order_number of [2, 1]) {
      const res = await upload(owner.token, fileOf(fixture.txt()), { order_number })
      expect(res.statusCode, res.body).toBe(201)
    }
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
