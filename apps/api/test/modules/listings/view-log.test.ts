import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../../src/db/client'
import { properties, propertyViews } from '../../../src/db/schema/index'
import { ViewLog } from '../../../src/modules/listings/view-log'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { listing, makeUser, seedPlaces } from '../../helpers/listings'

let t: Awaited<ReturnType<typeof createTestApp>>
let owner: { id: number; token: string }

beforeAll(async () => {
  t = await createTestApp()
  await seedPlaces(t.database.db)
  owner = await makeUser(t.database.db, 2)
})
afterAll(() => t.close())

const db = () => t.database.db
const viewsOf = async (id: number) =>
  (await db().select().from(propertyViews).where(eq(propertyViews.propertyId, id))).length
const open = (id: number, token: string) =>
  get(t.app, `/api/property/view?property_id=${id}`, { token })

describe('the view log', () => {
  it('writes nothing while a person opens a listing, and counts each person once a day on flush', async () => {
    const id = await listing(db(), owner.id, { name: 'Counted godown' })
    const seekers = await Promise.all(Array.from({ length: 5 }, () => makeUser(db(), 1)))
    for (const s of seekers) {
      expect((await open(id, s.token)).statusCode).toBe(200)
      expect((await open(id, s.token)).statusCode).toBe(200)
    }
    // The owner's look is not an audience.
    expect((await open(id, owner.token)).statusCode).toBe(200)
    expect(await viewsOf(id)).toBe(0)
    expect(t.app.views.size).toBe(6)
    await t.app.views.flush()
    expect(await viewsOf(id)).toBe(5)
    expect(t.app.views.size).toBe(0)
  })

  it('writes what is pending within a second on its own', async () => {
    const id = await listing(db(), owner.id, { name: 'Timed godown' })
    const seeker = await makeUser(db(), 1)
    await open(id, seeker.token)
    await expect.poll(() => viewsOf(id), { timeout: 5_000, interval: 50 }).toBe(1)
  })

  it('records the other looks of a batch when one listing is deleted before it is written', async () => {
    const log = new ViewLog(db(), t.app.log, 60_000)
    const [kept, gone] = [await listing(db(), owner.id), await listing(db(), owner.id)]
    const seeker = await makeUser(db(), 1)
    for (const propertyId of [kept, gone]) {
      log.record({ propertyId, userId: seeker.id, isAdmin: false, day: '2026-11-23' })
    }
    await db().delete(properties).where(eq(properties.id, gone))
    await log.flush()
    expect(await viewsOf(kept)).toBe(1)
    expect(await viewsOf(gone)).toBe(0)
  })

  it('writes at once when a batch is full', async () => {
    const log = new ViewLog(db(), t.app.log, 60_000, 3)
    const id = await listing(db(), owner.id)
    const seekers = await Promise.all(Array.from({ length: 3 }, () => makeUser(db(), 1)))
    for (const s of seekers)
      log.record({ propertyId: id, userId: s.id, isAdmin: false, day: '2026-11-23' })
    expect(log.size).toBe(0)
    await log.flush()
    expect(await viewsOf(id)).toBe(3)
  })

  it('writes pending looks when the app closes', async () => {
    const other = await createTestApp()
    await seedPlaces(other.database.db)
    const ownerThere = await makeUser(other.database.db, 2)
    const seeker = await makeUser(other.database.db, 1)
    const id = await listing(other.database.db, ownerThere.id)
    const res = await get(other.app, `/api/property/view?property_id=${id}`, {
      token: seeker.token,
    })
    expect(res.statusCode).toBe(200)
    await other.app.close()
    const [row] = await queryRows<{ n: number }>(
      other.database.db,
      sql`select count(*)::int as n from ${propertyViews} where property_id = ${id}`,
    )
    expect(row!.n).toBe(1)
    await other.database.close()
  })
})
