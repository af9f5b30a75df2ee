import { RatesResponseSchema } from '@app/contract/insights'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'
import { get } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { heardListings } from '../listings/feed'

/**
 * GET insights/rates (issue 30, decision 065). Every listing of the helper is 100 × 50 ft (5,000
 * sq.ft), so a monthly rent of ₹P has the rate P / 5,000 per sq.ft a month.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let ownerId: number

const AREA = 5_000
const GODOWN = 1
const WAREHOUSE = 2
const SALE = 1
const RENT = 2
const YEARLY = 7

/** Thane (Bhiwandi, Kalyan) rents: ₹10, 12, 15 (godowns), 20, 25, 31 (warehouses) a sq.ft. */
const THANE_RENTS = [
  { rate: 10, type: GODOWN, city: PLACES.bhiwandi },
  { rate: 12, type: GODOWN, city: PLACES.kalyan },
  { rate: 15, type: GODOWN, city: PLACES.bhiwandi },
  { rate: 20, type: WAREHOUSE, city: PLACES.kalyan },
  { rate: 25, type: WAREHOUSE, city: PLACES.bhiwandi },
  { rate: 31, type: WAREHOUSE, city: PLACES.kalyan },
]
/** Pune (Chakan) rents, godowns: four, one short of being shown on their own. */
const PUNE_RENTS = [30, 32, 34, 36]
/** Ahmedabad (Sanand): three rents, so Gujarat itself has too few to be shown. */
const SANAND_RENTS = [40, 41, 42]
/**
 * Thane sales, ₹ per sq.ft: each price carries a yearly recurrence (the form may leave one on a
 * sale), which must not turn it into a twelfth.
 */
const THANE_SALES = [2_000, 2_400, 3_000, 4_000, 5_000]

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  ownerId = (await makeUser(db, 2)).id
  for (const { rate, type, city } of THANE_RENTS) {
    await listing(db, ownerId, { price: rate * AREA, type, city, purchaseType: RENT })
  }
  for (const rate of PUNE_RENTS) {
    await listing(db, ownerId, { price: rate * AREA, city: PLACES.chakan, purchaseType: RENT })
  }
  for (const rate of SANAND_RENTS) {
    await listing(db, ownerId, { price: rate * AREA, city: PLACES.sanand, purchaseType: RENT })
  }
  for (const rate of THANE_SALES) {
    await listing(db, ownerId, {
      price: rate * AREA,
      purchaseType: SALE,
      recuringType: YEARLY,
      city: PLACES.bhiwandi,
    })
  }
  // Not counted: unfinished, hidden, and a rent without a price above 0.
  await listing(db, ownerId, { price: 90 * AREA, steps: 3, purchaseType: RENT })
  await listing(db, ownerId, { price: 90 * AREA, hidden: true, purchaseType: RENT })
  await listing(db, ownerId, { price: 0, purchaseType: RENT })
})
afterAll(() => t?.close())

/** Public: no token. */
const rates = async (query = '') => {
  const res = await get(t.app, `/api/insights/rates${query ? `?${query}` : ''}`)
  expect(res.statusCode).toBe(200)
  return RatesResponseSchema.parse(res.json()).data
}
const row = (g: { state_name: string; district_name: string | null }) =>
  g.district_name ? `${g.state_name} / ${g.district_name}` : g.state_name

describe('GET insights/rates', () => {
  it('gives the percentiles of a district and of its state, computed by the database', async () => {
    const { groups } = await rates(`purchase_type=${RENT}`)
    expect(groups.map(row)).toEqual(['Maharashtra', 'Maharashtra / Thane'])
    // Thane, 6 rates sorted: 10 12 15 20 25 31. percentile_cont(f) sits at position f × (n − 1)
    // = f × 5, between the rates around it:
    //   p25: 1.25 -> 12 + 0.25 × (15 − 12) = 12.75
    //   p50: 2.5  -> 15 + 0.5 × (20 − 15)  = 17.5
    //   p75: 3.75 -> 20 + 0.75 × (25 − 20) = 23.75
    expect(groups[1]).toEqual({
      state_id: PLACES.maharashtra.id,
      state_name: 'Maharashtra',
      district_id: PLACES.thane.id,
      district_name: 'Thane',
      purchase_type: RENT,
      type: null,
      unit: 'per_sqft_month',
      listings: 6,
      p25_rate: 12.75,
      median_rate: 17.5,
      p75_rate: 23.75,
    })
    // Maharashtra counts Thane's 6 and Pune's 4: 10 12 15 20 25 30 31 32 34 36; f × 9:
    //   p25: 2.25 -> 15 + 0.25 × (20 − 15) = 16.25
    //   p50: 4.5  -> 25 + 0.5 × (30 − 25)  = 27.5
    //   p75: 6.75 -> 31 + 0.75 × (32 − 31) = 31.75
    expect(groups[0]).toMatchObject({
      district_id: null,
      district_name: null,
      listings: 10,
      p25_rate: 16.25,
      median_rate: 27.5,
      p75_rate: 31.75,
      other_listings: 4,
    })
  })

  it('reads a sale per sq.ft as it is, whatever recurrence its price carries', async () => {
    const { groups } = await rates(`purchase_type=${SALE}`)
    expect(groups.map(row)).toEqual(['Maharashtra', 'Maharashtra / Thane'])
    // 2000 2400 3000 4000 5000: p25 at 1 -> 2400, p50 at 2 -> 3000, p75 at 3 -> 4000.
    expect(groups[1]).toMatchObject({
      unit: 'per_sqft',
      listings: 5,
      p25_rate: 2_400,
      median_rate: 3_000,
      p75_rate: 4_000,
    })
  })

  it('keeps each kind of deal apart when none is asked for', async () => {
    const { groups } = await rates()
    expect(groups.map((g) => `${g.purchase_type} ${row(g)} ${g.listings}`)).toEqual([
      `${SALE} Maharashtra 5`,
      `${SALE} Maharashtra / Thane 5`,
      `${RENT} Maharashtra 10`,
      `${RENT} Maharashtra / Thane 6`,
    ])
  })

  it('counts only the asked property type', async () => {
    // Godown rents: Thane 10 12 15 and Pune 30 32 34 36, neither district shown (3 and 4);
    // Maharashtra's 7 sorted, f × 6: p25 at 1.5 -> 12 + 0.5 × 3 = 13.5, p50 at 3 -> 30,
    // p75 at 4.5 -> 32 + 0.5 × 2 = 33.
    const { groups } = await rates(`purchase_type=${RENT}&type=${GODOWN}`)
    expect(groups).toEqual([
      expect.objectContaining({
        state_name: 'Maharashtra',
        district_id: null,
        type: GODOWN,
        listings: 7,
        p25_rate: 13.5,
        median_rate: 30,
        p75_rate: 33,
        other_listings: 7,
      }),
    ])
    // Warehouse rents: Thane's 3 only, too few even for the state.
    expect((await rates(`purchase_type=${RENT}&type=${WAREHOUSE}`)).groups).toEqual([])
  })

  it('narrows to a state or a district, which comes with its state', async () => {
    expect((await rates(`state_id=${PLACES.gujarat.id}`)).groups).toEqual([])
    const maharashtra = await rates(`purchase_type=${RENT}&state_id=${PLACES.maharashtra.id}`)
    expect(maharashtra.groups.map(row)).toEqual(['Maharashtra', 'Maharashtra / Thane'])
    const thane = await rates(`purchase_type=${RENT}&district_id=${PLACES.thane.id}`)
    expect(thane.groups.map(row)).toEqual(['Maharashtra', 'Maharashtra / Thane'])
    // Pune is too small: its state's row stands for it.
    const pune = await rates(`purchase_type=${RENT}&district_id=${PLACES.pune.id}`)
    expect(pune.groups.map(row)).toEqual(['Maharashtra'])
    // A district of another state than the one asked: nothing.
    const mismatch = await rates(`state_id=${PLACES.gujarat.id}&district_id=${PLACES.thane.id}`)
    expect(mismatch).toEqual({ groups: [], trend: [] })
  })

  it('refuses bad filters with a 422 naming the field', async () => {
    for (const [query, field, message] of [
      ['purchase_type=9', 'purchase_type', 'Purchase type must be 1 (Sale), 2 (Rent) or 3 (Lease)'],
      ['type=0', 'type', 'Type must be 1 (Godown) or 2 (Warehouse)'],
      ['state_id=abc', 'state_id', undefined],
      ['district_id=-1', 'district_id', undefined],
      ['district_id=99999999999', 'district_id', undefined],
    ] as const) {
      const res = await get(t.app, `/api/insights/rates?${query}`)
      expect(res.statusCode, query).toBe(422)
      const errors = res.json().errors as Record<string, string[]>
      expect(Object.keys(errors), query).toEqual([field])
      if (message) expect(errors[field]).toEqual([message])
    }
  })

  it('follows a new listing: a fifth in Pune shows Pune on its own', async () => {
    const before = await rates(`purchase_type=${RENT}`)
    expect(t.app.insights.size).toBeGreaterThan(0)
    expect(await rates(`purchase_type=${RENT}`)).toEqual(before)
    const heard = heardListings(t.app.changes)
    await t.database.db.transaction((tx) =>
      listing(tx, ownerId, { price: 38 * AREA, city: PLACES.chakan, purchaseType: RENT }),
    )
    await heard
    const { groups } = await rates(`purchase_type=${RENT}`)
    expect(groups.map(row)).toEqual(['Maharashtra', 'Maharashtra / Pune', 'Maharashtra / Thane'])
    // Pune 30 32 34 36 38, f × 4: p25 at 1 -> 32, p50 at 2 -> 34, p75 at 3 -> 36.
    expect(groups[1]).toMatchObject({ listings: 5, p25_rate: 32, median_rate: 34, p75_rate: 36 })
    // Maharashtra 10 12 15 20 25 30 31 32 34 36 38, f × 10: p25 at 2.5 -> 15 + 0.5 × 5 = 17.5,
    // p50 at 5 -> 30, p75 at 7.5 -> 32 + 0.5 × 2 = 33; every listing now in a shown district.
    expect(groups[0]).toMatchObject({
      listings: 11,
      p25_rate: 17.5,
      median_rate: 30,
      p75_rate: 33,
      other_listings: 0,
    })
  })
})
