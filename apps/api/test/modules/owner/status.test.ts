import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { properties } from '../../../src/db/schema/index'
import { isPublished, listingStatus } from '../../../src/domain/listing-policy'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
  await seedPlaces(t.database.db)
})
afterAll(() => t.close())

it('maps completion, an admin’s hide and let/sold to one status, "published" exactly when the listing is on the market', async () => {
  const db = t.database.db
  const owner = await makeUser(db, 2)
  const expected = new Map<number, string>()
  for (const steps of [1, 2, 3, 4]) {
    for (const hidden of [false, true]) {
      for (const off of [false, true]) {
        const id = await listing(db, owner.id, { steps, hidden })
        if (off)
          await db.update(properties).set({ offMarketAt: new Date() }).where(eq(properties.id, id))
        expected.set(id, hidden ? 'hidden' : steps < 4 ? 'draft' : off ? 'let' : 'published')
      }
    }
  }
  const rows = await db
    .select({ id: properties.id, status: listingStatus, published: isPublished })
    .from(properties)
    .where(inArray(properties.id, [...expected.keys()]))
  expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual(
    Object.fromEntries(expected),
  )
  for (const row of rows)
    expect(row.published, `listing ${row.id}`).toBe(row.status === 'published')
})
