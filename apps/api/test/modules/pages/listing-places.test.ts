import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'

describe('GET listing-places', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
    const db = t.database.db
    await seedPlaces(db)
    const owner = await makeUser(db, 2)
    for (let i = 0; i < 3; i++) await listing(db, owner.id, { city: PLACES.bhiwandi })
    await listing(db, owner.id, { city: PLACES.chakan })
    await listing(db, owner.id, { city: PLACES.sanand })
    // Not published: none of these count.
    await listing(db, owner.id, { city: PLACES.kalyan, hidden: true })
    await listing(db, owner.id, { city: PLACES.kalyan, steps: 3 })
  })
  afterAll(() => t.close())

  it('counts published listings per state and per city, busiest city first, for visitors', async () => {
    const res = await t.app.inject('/api/listing-places')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: {
        states: [
          { id: PLACES.gujarat.id, name: 'Gujarat', code: 'GJ', count: 1 },
          { id: PLACES.maharashtra.id, name: 'Maharashtra', code: 'MH', count: 4 },
        ],
        cities: [
          {
            id: PLACES.bhiwandi.id,
            name: 'Bhiwandi',
            district_id: PLACES.thane.id,
            state_id: PLACES.maharashtra.id,
            state_name: 'Maharashtra',
            count: 3,
          },
          {
            id: PLACES.chakan.id,
            name: 'Chakan',
            district_id: PLACES.pune.id,
            state_id: PLACES.maharashtra.id,
            state_name: 'Maharashtra',
            count: 1,
          },
          {
            id: PLACES.sanand.id,
            name: 'Sanand',
            district_id: PLACES.ahmedabad.id,
            state_id: PLACES.gujarat.id,
            state_name: 'Gujarat',
            count: 1,
          },
        ],
      },
    })
  })
})
