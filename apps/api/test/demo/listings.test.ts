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

  it('adds nothing on the next start', async () => {
    expect(await seedDemoListings(database.db, storage)).toBe(0)
  })
})
