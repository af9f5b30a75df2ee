import { OWNER_TEXTS } from '@app/contract/owner'
import { describe, expect, it } from 'vitest'
import * as fixture from '../../helpers/upload-fixtures'
import { uploadTests, type TestApp, type User } from './uploads-world'

const QUOTA = 2 * 1024 ** 3

/** Owner uploads: the storage quota. */
describe.each(['local', 's3'] as const)('owner uploads on %s storage', (driver) => {
  let t: TestApp
  let owner: User
  let admin: User
  let propertyId: number
  const { fileOf, rowsOf, setStorageBytes, snapshot, storageBytes, stored, temporary, upload } =
    uploadTests(driver, (w) => ({ t, owner, admin, propertyId } = w))

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
})
