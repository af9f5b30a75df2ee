import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows, type Database } from '../../src/db/client'
import { seedDemoAccounts } from '../../src/demo/accounts'
import { DEMO_LISTINGS, seedDemoListings } from '../../src/demo/listings'
import { seedGeography } from '../../src/db/geography'
import { imagePaths } from '../../src/lib/images'
import { localStorage, type Storage } from '../../src/lib/storage'
import { freshDatabase, testConfig } from '../helpers/app'

let database: Database
let dir: string
let storage: Storage
let added: number

beforeAll(async () => {
  database = await freshDatabase()
  await seedGeography(database.db, testConfig().geoDir)
  await seedDemoAccounts(database.db)
  dir = await mkdtemp(path.join(tmpdir(), 'demo-listings-'))
  storage = localStorage(dir)
  added = await seedDemoListings(database.db, storage)
}, 120_000)
afterAll(async () => {
  await database.close()
  await rm(dir, { recursive: true, force: true })
})

describe('the demo marketplace', () => {
  it('has about 60 complete listings over at least 12 states', async () => {
    expect(added).toBe(DEMO_LISTINGS)
    const [row] = await queryRows<{
      n: number
      states: number
      complete: number
      sale: number
      lease: number
    }>(
      database.db,
      sql`select count(*)::int as n, count(distinct state_id)::int as states,
        count(*) filter (where completion_level = 4)::int as complete,
        count(*) filter (where purchase_type = 1)::int as sale,
        count(*) filter (where purchase_type = 3)::int as lease
        from properties`,
    )
    expect(row).toMatchObject({ n: DEMO_LISTINGS, complete: DEMO_LISTINGS })
    expect(row!.states).toBeGreaterThanOrEqual(12)
    expect(row!.sale).toBeGreaterThanOrEqual(3)
    expect(row!.lease).toBeGreaterThanOrEqual(3)
  })

  it('puts every listing at a real PIN code of its own town', async () => {
    const [row] = await queryRows<{ mismatched: number }>(
      database.db,
      sql`select count(*)::int as mismatched from property_addresses a
        left join pin_codes p on p.pin = a.pin_code and p.city_id = a.city_id and p.district_id = a.district_id
        where p.pin is null`,
    )
    expect(row!.mismatched).toBe(0)
  })

  it('asks believable money: rents and deposits by size, sales in crores', async () => {
    const rows = await queryRows<{
      purchase_type: number
      price: number
      deposit: number | null
      area: number
    }>(
      database.db,
      sql`select pp.purchase_type, pp.price::float8 as price, pp.security_deposit::float8 as deposit,
        (p.length * p.width)::float8 as area
        from properties p join property_prices pp on pp.property_id = p.id`,
    )
    for (const r of rows) {
      const perSqft = r.price / r.area
      if (r.purchase_type === 1) expect(perSqft).toBeGreaterThan(1_500)
      else {
        expect(perSqft).toBeGreaterThan(8)
        expect(perSqft).toBeLessThan(45)
        expect(r.deposit).toBeGreaterThan(r.price)
      }
    }
  })

  it('gives every listing its own stored pictures in every size', async () => {
    const rows = await queryRows<{ image: string; img_url: string }>(
      database.db,
      sql`select p.image, a.img_url from properties p join attachments a on a.property_id = p.id`,
    )
    const images = new Set(rows.flatMap((r) => [r.image, r.img_url]))
    expect(images.size).toBe(DEMO_LISTINGS * 3)
    for (const image of images) {
      for (const file of imagePaths(image)) expect(await storage.exists(file)).toBe(true)
    }
  })

  it('states warehouse specifications, some verified, so filters and badges have something to show', async () => {
    const [newest] = await queryRows<Record<string, unknown>>(
      database.db,
      sql`select p.height, p.docks, p.floor_load, p.power_kva, p.flooring, p.fire_noc,
        p.verified_at is not null as verified, c.name as town
        from properties p join cities c on c.id = p.city_id order by p.created_at desc limit 1`,
    )
    expect(newest).toEqual({
      height: 32,
      docks: 6,
      floor_load: 5,
      power_kva: 250,
      flooring: 'fm2',
      fire_noc: true,
      verified: true,
      town: 'Bhiwandi',
    })
    const [row] = await queryRows<{
      verified: number
      fire_noc: number
      no_docks: number
      warehouse_min_docks: number
      godown_max_power: number
    }>(
      database.db,
      sql`select count(*) filter (where verified_at is not null)::int as verified,
        count(*) filter (where fire_noc)::int as fire_noc,
        count(*) filter (where docks is null)::int as no_docks,
        min(docks) filter (where type = 2)::int as warehouse_min_docks,
        max(power_kva) filter (where type = 1)::int as godown_max_power
        from properties`,
    )
    expect(row!.verified).toBeGreaterThanOrEqual(5)
    expect(row!.verified).toBeLessThan(DEMO_LISTINGS / 2)
    expect(row!.fire_noc).toBeGreaterThan(row!.verified)
    expect(row!.no_docks).toBeGreaterThan(0)
    expect(row!.warehouse_min_docks).toBeGreaterThanOrEqual(2)
    expect(row!.godown_max_power).toBeLessThan(100)
  })

  it('adds nothing on the next start', async () => {
    expect(await seedDemoListings(database.db, storage)).toBe(0)
  })
})
