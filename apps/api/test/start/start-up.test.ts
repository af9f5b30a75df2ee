import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows } from '../../src/db/client'
import { attachments, cities, pinCodes, properties, states, users } from '../../src/db/schema/index'
import { DEMO_LOGINS } from '../../src/demo/accounts'
import { DEMO_LISTINGS } from '../../src/demo/listings'
import { imagePaths } from '../../src/lib/images'
import { prepareInChild } from '../../src/start'
import { POSTGRES_PASS } from '../helpers/passes'
import { startLocalS3, type LocalS3 } from '../helpers/s3'

/** The preparing child runs start.ts from source, as `npm run dev` does. */
const TSX = ['--import', import.meta.resolve('tsx')]

/** The environment of a preparing child: quiet, demo data on, and `overrides`. */
const childEnv = (overrides: Record<string, string>) => ({
  ...process.env,
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  DEMO_DATA: 'true',
  ...overrides,
})

const prepareChild = (overrides: Record<string, string>) =>
  prepareInChild({ env: childEnv(overrides), execArgv: TSX })

/** Every stored file the demo listings refer to: each picture and its resized copies. */
async function listingPictures(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const covers = await db.select({ path: properties.image }).from(properties)
  const more = await db.select({ path: attachments.imgUrl }).from(attachments)
  const paths = new Set<string>()
  for (const { path: p } of [...covers, ...more]) if (p) for (const f of imagePaths(p)) paths.add(f)
  return [...paths].sort()
}

describe.skipIf(POSTGRES_PASS)('a first start with STORAGE=s3', () => {
  let s3: LocalS3
  let dataDir: string
  beforeAll(async () => {
    s3 = await startLocalS3('demo-pictures')
    dataDir = await mkdtemp(path.join(tmpdir(), 'start-s3-'))
  })
  afterAll(async () => {
    await s3?.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  it('puts every demo listing picture in the bucket, none in the local uploads folder', async () => {
    // On PGlite in its own data folder: the child opens it, prepares and closes it.
    const prepared = await prepareChild({ ...s3.env, DATA_DIR: dataDir, DATABASE_URL: '' })
    expect(prepared.demoListings).toBe(DEMO_LISTINGS)
    const database = await openDatabase({ dataDir })
    try {
      const pictures = await listingPictures(database.db)
      // A cover and two more per listing, each with its resized copies.
      expect(pictures.length).toBeGreaterThanOrEqual(DEMO_LISTINGS * 3)
      const keys = new Set(await s3.keys())
      expect(pictures.filter((p) => !keys.has(p))).toEqual([])
    } finally {
      await database.close()
    }
    await expect(readdir(path.join(dataDir, 'uploads'))).rejects.toThrow(/ENOENT/)
  }, 180_000)
})

const url = process.env.DATABASE_URL

describe.skipIf(!url)(
  'instances started together on an empty PostgreSQL database (needs DATABASE_URL)',
  () => {
    const INSTANCES = 4
    const name = `startup_race_${process.pid}`
    let target: string
    const admin = async (statement: string) => {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        await client.query(statement)
      } finally {
        await client.end()
      }
    }
    beforeAll(async () => {
      await admin(`drop database if exists ${name}`)
      await admin(`create database ${name}`)
      const u = new URL(url!)
      u.pathname = `/${name}`
      target = u.toString()
    })
    afterAll(async () => {
      await admin(`drop database if exists ${name} with (force)`)
    })

    it('prepare once: each migration applied once, the geography and the demo market loaded once, no error', async () => {
      const dataDirs = await Promise.all(
        Array.from({ length: INSTANCES }, () => mkdtemp(path.join(tmpdir(), 'start-race-'))),
      )
      try {
        const results = await Promise.all(
          dataDirs.map((dataDir) => prepareChild({ DATABASE_URL: target, DATA_DIR: dataDir })),
        )
        // One instance loaded the geography and made the listings; the others found them done.
        expect(results.filter((r) => r.geography.loaded)).toHaveLength(1)
        expect(results.map((r) => r.demoListings).sort((a, b) => a - b)).toEqual([
          ...Array<number>(INSTANCES - 1).fill(0),
          DEMO_LISTINGS,
        ])
        const counts = results[0]!.geography.counts
        for (const r of results) expect(r.geography.counts).toEqual(counts)

        const database = await openDatabase({ url: target })
        try {
          const journal = (
            await import('../../drizzle/meta/_journal.json', { with: { type: 'json' } })
          ).default as { entries: { when: number }[] }
          const applied = await queryRows<{ created_at: string; n: number }>(
            database.db,
            sql`select created_at::text, count(*)::int as n from drizzle.__drizzle_migrations
            group by created_at order by created_at`,
          )
          expect(applied).toEqual(
            journal.entries.map((e) => ({ created_at: String(e.when), n: 1 })),
          )
          const [geo] = await queryRows<{ states: number; cities: number; pincodes: number }>(
            database.db,
            sql`select (select count(*)::int from ${states}) as states,
            (select count(*)::int from ${cities}) as cities,
            (select count(*)::int from ${pinCodes}) as pincodes`,
          )
          expect(geo).toEqual({
            states: counts.states,
            cities: counts.cities,
            pincodes: counts.pincodes,
          })
          expect(geo!.pincodes).toBeGreaterThan(0)
          const [listings] = await database.db.select({ n: count() }).from(properties)
          expect(listings!.n).toBe(DEMO_LISTINGS)
          const [people] = await database.db.select({ n: count() }).from(users)
          expect(people!.n).toBe(DEMO_LOGINS.length)
        } finally {
          await database.close()
        }
      } finally {
        await Promise.all(dataDirs.map((d) => rm(d, { recursive: true, force: true })))
      }
    }, 300_000)
  },
)
