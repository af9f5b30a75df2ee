import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { seedGeography } from '../../src/db/geography'
import { createTestApp } from '../helpers/app'

describe('the geography at start-up', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('loads once, then reports what the database holds without loading the files again', async () => {
    const first = await seedGeography(t.database.db, t.config.geoDir)
    expect(first.loaded).toBe(true)
    expect(first.counts.pincodes).toBeGreaterThan(19_000)
    const again = await seedGeography(t.database.db, t.config.geoDir)
    expect(again).toEqual({ loaded: false, counts: first.counts })
  })
})
