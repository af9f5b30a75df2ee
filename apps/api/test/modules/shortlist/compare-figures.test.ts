import type { ListingCard, WarehouseSpecs } from '@app/contract/listing'
import { PURCHASE_TYPE, RECURING_TYPE } from '@app/contract/listing-texts'
import { describe, expect, it } from 'vitest'
import { compareFigures, type CompareInput } from '../../../src/modules/shortlist/service'

const UNLOCK = 99

const NO_SPECS: WarehouseSpecs = {
  docks: null,
  floor_load: null,
  power_kva: null,
  flooring: null,
  fire_noc: null,
  security_24x7: null,
  highway_km: null,
}

interface Made {
  id: number
  price?: number | null
  purchaseType?: number
  recuring?: number | null
  deposit?: number | null
  length?: number | null
  width?: number | null
  height?: number | null
  specs?: Partial<WarehouseSpecs>
}

function input(m: Made): CompareInput {
  const length = m.length === undefined ? 50 : m.length
  const width = m.width === undefined ? 40 : m.width
  const purchaseType = m.purchaseType ?? PURCHASE_TYPE.rent
  const card: ListingCard = {
    id: m.id,
    name: `Godown ${m.id}`,
    description: null,
    type: 1,
    image: null,
    length,
    width,
    price:
      m.price === null
        ? null
        : {
            price: m.price ?? 30_000,
            purchase_type: purchaseType,
            recuring_type: m.recuring === undefined ? RECURING_TYPE.monthly : m.recuring,
          },
    purchase_type: m.price === null ? null : purchaseType,
    address: { city_name: 'Bhiwandi', district_name: 'Thane', state_name: 'Maharashtra' },
    created_at: '2026-11-20T00:00:00.000Z',
    area: length && width ? length * width : null,
    height: m.height ?? null,
    docks: m.specs?.docks ?? null,
    power_kva: m.specs?.power_kva ?? null,
    fire_noc: m.specs?.fire_noc ?? null,
    verified: false,
  }
  return {
    card,
    specs: { ...NO_SPECS, ...m.specs },
    deposit: m.deposit === undefined ? 90_000 : m.deposit,
  }
}

const figures = (...made: Made[]) => compareFigures(made.map(input), UNLOCK)

describe('compare figures', () => {
  it('a monthly rent: the rent, the deposit, ₹ per sq.ft per month and the first year', () => {
    const { items } = figures({ id: 1, price: 30_000, deposit: 90_000 })
    expect(items[0]).toMatchObject({
      id: 1,
      recuring_type: RECURING_TYPE.monthly,
      monthly_rent: 30_000,
      deposit: 90_000,
      area: 2_000,
      rate_month: 15,
      first_year_cost: 30_000 * 12 + 90_000 + UNLOCK,
      unlock_cost: UNLOCK,
    })
  })

  it('a yearly lease counts a twelfth a month', () => {
    const { items } = figures({
      id: 2,
      price: 600_000,
      purchaseType: PURCHASE_TYPE.lease,
      recuring: RECURING_TYPE.yearly,
      deposit: 100_000,
      length: 100,
      width: 30,
    })
    expect(items[0]).toMatchObject({
      monthly_rent: 50_000,
      rate_month: 16.67,
      first_year_cost: 600_000 + 100_000 + UNLOCK,
    })
  })

  it('a weekly rent: rounded once, from the unrounded monthly figure', () => {
    const { items } = figures({ id: 3, price: 10_000, recuring: RECURING_TYPE.weekly, deposit: 0 })
    // 10,000 × 52 / 12 = 43,333.33…
    expect(items[0]).toMatchObject({
      monthly_rent: 43_333,
      rate_month: 21.67,
      first_year_cost: 520_000 + UNLOCK,
    })
  })

  it('a rent without a recurrence counts as monthly', () => {
    const { items } = figures({ id: 4, price: 20_000, recuring: null, deposit: null })
    expect(items[0]).toMatchObject({
      recuring_type: null,
      monthly_rent: 20_000,
      deposit: null,
      first_year_cost: 240_000 + UNLOCK,
    })
  })

  it('a sale: no monthly rent, ₹ per sq.ft of the price, the price and the unlock for the first year', () => {
    const { items } = figures({
      id: 5,
      price: 9_000_000,
      purchaseType: PURCHASE_TYPE.sale,
      recuring: RECURING_TYPE.monthly,
      deposit: 500_000,
      length: 60,
      width: 50,
    })
    expect(items[0]).toMatchObject({
      recuring_type: null,
      monthly_rent: null,
      deposit: 500_000,
      rate_month: 3_000,
      first_year_cost: 9_000_000 + UNLOCK,
    })
  })

  it('no area: no rate; no price: no money figures', () => {
    const { items } = figures({ id: 6, length: null }, { id: 7, price: null, deposit: null })
    expect(items[0]).toMatchObject({ area: null, rate_month: null, monthly_rent: 30_000 })
    expect(items[1]).toMatchObject({
      monthly_rent: null,
      rate_month: null,
      first_year_cost: null,
      deposit: null,
    })
  })
})

describe('best values', () => {
  it('lowest money and highest area and specs, ties sharing, per COMPARE_ROWS', () => {
    const { best } = figures(
      { id: 1, price: 30_000, deposit: 90_000, height: 30, specs: { docks: 4, highway_km: 5 } },
      { id: 2, price: 25_000, deposit: 90_000, height: 36, specs: { docks: 4, highway_km: 2.5 } },
      {
        id: 3,
        price: 40_000,
        deposit: 120_000,
        length: 100,
        width: 40,
        height: 36,
        specs: { docks: 2 },
      },
    )
    expect(best).toEqual({
      monthly_rent: [2],
      deposit: [1, 2],
      area: [3],
      // 15.00, 12.50, 10.00
      rate_month: [3],
      first_year_cost: [2],
      height: [2, 3],
      docks: [1, 2],
      highway_km: [2],
    })
  })

  it('no best where fewer than two items have a value', () => {
    const { best } = figures(
      { id: 1, specs: { floor_load: 5, power_kva: 200 } },
      { id: 2, purchaseType: PURCHASE_TYPE.sale, price: 5_000_000, length: 60 },
    )
    expect(best.monthly_rent).toBeUndefined()
    expect(best.floor_load).toBeUndefined()
    expect(best.power_kva).toBeUndefined()
    expect(best.area).toEqual([2])
  })

  it('no best where every item has the same value', () => {
    const { best } = figures(
      { id: 1, height: 32, specs: { docks: 4 } },
      { id: 2, height: 32, specs: { docks: 6 } },
      { id: 3, height: 32 },
    )
    expect(best.height).toBeUndefined()
    expect(best.area).toBeUndefined()
    expect(best.docks).toEqual([2])
  })

  it('₹ per sq.ft compares rents with rents when a sale is beside them, and sales alone', () => {
    const rentAndSale = figures(
      { id: 1, price: 30_000 },
      { id: 2, price: 32_000 },
      { id: 3, purchaseType: PURCHASE_TYPE.sale, price: 10_000 },
    )
    expect(rentAndSale.best.rate_month).toEqual([1])
    const sales = figures(
      { id: 4, purchaseType: PURCHASE_TYPE.sale, price: 8_000_000 },
      { id: 5, purchaseType: PURCHASE_TYPE.sale, price: 6_000_000 },
    )
    expect(sales.best.rate_month).toEqual([5])
  })

  it('one item: no best at all', () => {
    expect(figures({ id: 1 }).best).toEqual({})
  })
})
