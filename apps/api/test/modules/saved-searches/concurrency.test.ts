import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows, type Database } from '../../../src/db/client'
import { createTestApp } from '../../helpers/app'
import { ManualClock } from '../../helpers/clock'
import { seedPlaces } from '../../helpers/listings'
import { MINUTE, world, type TestApp } from './world'

/**
 * Two API instances' alert rounds at the same moment, each on its own pool (PostgreSQL only:
 * PGlite runs one statement at a time): every search still gets one message per new listing.
 */
const url = process.env.DATABASE_URL
const ROUNDS = 10

describe.skipIf(!url)('alert rounds of two instances at once (PostgreSQL)', () => {
  let t: TestApp
  let second: Database
  const clock = new ManualClock('2026-03-10T05:00:00.000Z')
  const w = world(() => t, clock)

  beforeAll(async () => {
    t = await createTestApp({ clock })
    await seedPlaces(w.db())
    const [row] = await queryRows<{ name: string }>(w.db(), sql`select current_database() as name`)
    const target = new URL(url!)
    target.pathname = `/${row!.name}`
    second = await openDatabase({ url: target.toString(), poolSize: 4 })
  })
  afterAll(async () => {
    await second?.close()
    await t?.close()
  })

  it(`sends each alert once, ${ROUNDS} times over`, { timeout: 60_000 }, async () => {
    const owner = (await w.owner()).id
    const seekers = [await w.seeker(), await w.seeker()]
    for (const seeker of seekers) {
      await w.save(seeker.token, { name: 'Race', filters: { q: 'racewordzz' } })
    }
    for (let round = 0; round < ROUNDS; round++) {
      clock.advance(MINUTE)
      await w.published(owner, { name: `Racewordzz bay ${round}` })
      const outcomes = await Promise.all([w.round(), w.round(second.db), w.round(second.db)])
      expect(outcomes.filter((o) => o.ran).length).toBeGreaterThanOrEqual(1)
      for (const seeker of seekers) {
        expect(await w.mail(seeker.email), `round ${round}`).toHaveLength(round + 1)
      }
    }
  })
})
