import { INSIGHT_TEXTS, RatesResponseSchema } from '@app/contract/insights'
import { ListingPageSchema, PropertyViewResponseSchema } from '@app/contract/listing'
import { inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Tx } from '../../../src/db/client'
import { properties } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'
import { heardListings } from '../listings/feed'

/**
 * Where a listing stands (the detail's insight line, the cards' "Below median" mark) and the
 * trend by month. Every listing of the helper is 5,000 sq.ft: a monthly rent of ₹P is P / 5,000
 * per sq.ft a month.
 */
let t: Awaited<ReturnType<typeof createTestApp>>
let ownerId: number
let seeker: string
const AREA = 5_000
const SALE = 1
const RENT = 2
const YEARLY = 7

/** Listing ids by their rate, per place. */
const thane = new Map<number, number>()
let puneAt30: number
let sanandAt40: number
let saleAt3000: number

beforeAll(async () => {
  t = await createTestApp()
  const db = t.database.db
  await seedPlaces(db)
  ownerId = (await makeUser(db, 2)).id
  seeker = (await makeUser(db, 1)).token
  // Thane: 10 12 15 20 25 31, median (15 + 20) / 2 = 17.5.
  for (const rate of [10, 12, 15, 20, 25, 31]) {
    thane.set(rate, await listing(db, ownerId, { name: `Thane ${rate}`, price: rate * AREA }))
  }
  // Pune: 30 32 34 36, too few; Maharashtra's ten: median (25 + 30) / 2 = 27.5.
  for (const rate of [30, 32, 34, 36]) {
    const id = await listing(db, ownerId, {
      name: `Pune ${rate}`,
      price: rate * AREA,
      city: PLACES.chakan,
    })
    if (rate === 30) puneAt30 = id
  }
  // Gujarat: one listing, no group to stand in.
  sanandAt40 = await listing(db, ownerId, {
    name: 'Sanand 40',
    price: 40 * AREA,
    city: PLACES.sanand,
  })
  // Thane sales at 2000 2400 3000 4000 5000 a sq.ft (a yearly recurrence left on the price).
  for (const rate of [2_000, 2_400, 3_000, 4_000, 5_000]) {
    const id = await listing(db, ownerId, {
      name: `Sale ${rate}`,
      price: rate * AREA,
      purchaseType: SALE,
      recuringType: YEARLY,
    })
    if (rate === 3_000) saleAt3000 = id
  }
})
afterAll(() => t?.close())

const insightOf = async (id: number) => {
  const res = await get(t.app, `/api/property/view?property_id=${id}`, { token: seeker })
  expect(res.statusCode).toBe(200)
  return PropertyViewResponseSchema.parse(res.json()).data.insight
}

describe("the detail's insight line", () => {
  it('measures a listing against its district', async () => {
    const insight = await insightOf(thane.get(15)!)
    // 15 / 17.5 − 1 = −0.142857…: 14% below.
    expect(insight).toEqual({
      rate: 15,
      unit: 'per_sqft_month',
      purchase_type: RENT,
      median_rate: 17.5,
      listings: 6,
      percent: -14,
      place: 'district',
      place_name: 'Thane',
      state_id: PLACES.maharashtra.id,
      district_id: PLACES.thane.id,
    })
    expect(INSIGHT_TEXTS.line(insight!)).toBe(
      '₹15.00 per sq.ft a month, 14% below the median of Thane district (6 listings)',
    )
    // 20 / 17.5 − 1 = 0.142857…: 14% above.
    expect(INSIGHT_TEXTS.line((await insightOf(thane.get(20)!))!)).toBe(
      '₹20.00 per sq.ft a month, 14% above the median of Thane district (6 listings)',
    )
  })

  it('names the state when the district has fewer than 5 listings', async () => {
    // 30 / 27.5 − 1 = 0.0909…: 9% above Maharashtra's median.
    expect(INSIGHT_TEXTS.line((await insightOf(puneAt30))!)).toBe(
      '₹30.00 per sq.ft a month, 9% above the median of Maharashtra (10 listings)',
    )
  })

  it('says nothing when neither the district nor the state has 5 listings', async () => {
    expect(await insightOf(sanandAt40)).toBeNull()
  })

  it('gives a sale per sq.ft, without "a month"', async () => {
    expect(INSIGHT_TEXTS.line((await insightOf(saleAt3000))!)).toBe(
      '₹3,000.00 per sq.ft, at the median of Thane district (5 listings)',
    )
  })
})

describe("the cards' Below median mark", () => {
  it('marks the cards the detail says are below, on browse and the home page', async () => {
    const res = await get(t.app, `/api/agents-propertys?purchase_type=${RENT}&limit=50`, {
      token: seeker,
    })
    const page = ListingPageSchema.parse(res.json())
    const below = page.data.filter((c) => c.below_median).map((c) => c.name)
    expect(below.sort()).toEqual(['Thane 10', 'Thane 12', 'Thane 15'])
    expect(page.data.filter((c) => c.below_median === false)).toEqual([])
    const latest = (await post(t.app, '/api/properties', { limit: 12, purchase_type: RENT })).json()
    const marked = (latest.data as { name: string; below_median?: boolean }[])
      .filter((c) => c.below_median)
      .map((c) => c.name)
    expect(marked.sort()).toEqual(
      ['Thane 10', 'Thane 12', 'Thane 15'].filter((n) =>
        (latest.data as { name: string }[]).some((c) => c.name === n),
      ),
    )
  })
})

/** `YYYY-MM` of the month `back` months before this one, India time. */
function monthBefore(back: number) {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Kolkata',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date())
    .split('-')
    .map(Number)
  const d = new Date(Date.UTC(year!, month! - 1 - back, 1))
  return d.toISOString().slice(0, 7)
}

/** Moves listings' publication to the 10th of the month `back` months ago, India time. */
async function publishedMonthsAgo(db: Tx, ids: number[], back: number) {
  await db
    .update(properties)
    .set({
      publishedAt: sql`(date_trunc('month', now() at time zone 'Asia/Kolkata') - ${sql.raw(`interval '${back} months'`)} + interval '9 days') at time zone 'Asia/Kolkata'`,
    })
    .where(inArray(properties.id, ids))
}

describe('the trend by month', () => {
  it('comes once three months each have 5 listings, the median of each month', async () => {
    const rates = async (query: string) =>
      RatesResponseSchema.parse((await get(t.app, `/api/insights/rates?${query}`)).json()).data
    const add = async (db: Tx, rates: number[]) => {
      const ids: number[] = []
      for (const rate of rates) {
        ids.push(
          await listing(db, ownerId, {
            name: `Trend ${rate}`,
            price: rate * AREA,
            city: PLACES.sanand,
          }),
        )
      }
      return ids
    }
    // Ahmedabad: two months ago 10 12 14 16 18 (median 14), last month 20 22 24 26 28 (24),
    // this month 30 32 34 36 (4: not a month of data yet), one 13 months ago (outside the
    // window), and the first Sanand listing moved out of it too.
    const setUp = heardListings(t.app.changes)
    await t.database.db.transaction(async (tx) => {
      await publishedMonthsAgo(tx, await add(tx, [10, 12, 14, 16, 18]), 2)
      await publishedMonthsAgo(tx, await add(tx, [20, 22, 24, 26, 28]), 1)
      await add(tx, [30, 32, 34, 36])
      await publishedMonthsAgo(tx, [...(await add(tx, [99])), sanandAt40], 13)
    })
    await setUp
    const gujarat = `purchase_type=${RENT}&state_id=${PLACES.gujarat.id}`
    expect((await rates(gujarat)).trend).toEqual([])

    const heard = heardListings(t.app.changes)
    await t.database.db.transaction((tx) => add(tx, [38]))
    await heard
    const { trend } = await rates(gujarat)
    expect(trend).toEqual([
      { purchase_type: RENT, month: monthBefore(2), listings: 5, median_rate: 14 },
      { purchase_type: RENT, month: monthBefore(1), listings: 5, median_rate: 24 },
      // 30 32 34 36 38: 34.
      { purchase_type: RENT, month: monthBefore(0), listings: 5, median_rate: 34 },
    ])
    // The district asked (Ahmedabad is Gujarat's only one) gives the same months.
    expect((await rates(`purchase_type=${RENT}&district_id=${PLACES.ahmedabad.id}`)).trend).toEqual(
      trend,
    )
    // Maharashtra's listings were all published this month: one month, no trend.
    expect((await rates(`purchase_type=${RENT}&state_id=${PLACES.maharashtra.id}`)).trend).toEqual(
      [],
    )
  })
})

describe('after listings change', () => {
  it('the detail answers with the last rates while the new ones are read, then with the new', async () => {
    // Thane before: 10 12 15 20 25 31, median 17.5. After a listing at 50: median 20 of 7.
    const heard = heardListings(t.app.changes)
    await listing(t.database.db, ownerId, { name: 'Thane 50', price: 50 * AREA })
    await heard
    // The change dropped the kept table: this answer does not wait for the new read.
    expect(INSIGHT_TEXTS.line((await insightOf(thane.get(15)!))!)).toBe(
      '₹15.00 per sq.ft a month, 14% below the median of Thane district (6 listings)',
    )
    // The rates page waits for the read the detail started (the same one), and then the detail
    // follows it: 15 / 20 − 1 = −25%.
    await get(t.app, `/api/insights/rates?purchase_type=${RENT}`)
    expect(INSIGHT_TEXTS.line((await insightOf(thane.get(15)!))!)).toBe(
      '₹15.00 per sq.ft a month, 25% below the median of Thane district (7 listings)',
    )
  })
})
