import { describe, expect, it } from 'vitest'
import { createCountCache } from '../../../src/modules/listings/service'

describe('the count cache', () => {
  let clock = 0
  const counts = createCountCache(() => clock)
  const everything = {}

  it('asks for a count the first time, keeps a large one and lets one caller refresh it', () => {
    expect(counts.lookup(everything)).toEqual({ total: undefined, recount: true })
    counts.store(everything, 100_000)
    expect(counts.lookup(everything)).toEqual({ total: 100_000, recount: false })
    clock += 30_001
    // Expired: the first caller recounts, the ones after it keep the old figure meanwhile.
    expect(counts.lookup(everything)).toEqual({ total: 100_000, recount: true })
    expect(counts.lookup(everything)).toEqual({ total: 100_000, recount: false })
    counts.store(everything, 100_006)
    expect(counts.lookup(everything)).toEqual({ total: 100_006, recount: false })
  })

  it('never keeps small counts, which are cheap and must be exact', () => {
    const town = { city_id: 7 }
    counts.store(town, 15)
    expect(counts.lookup(town)).toEqual({ total: undefined, recount: true })
  })

  it('keeps one figure per filter and search, whatever the page', () => {
    counts.store({ state_id: 2, q: 'Bhiwandi  godown' }, 5_000)
    expect(counts.lookup({ state_id: 2, q: 'bhiwandi godown' }).total).toBe(5_000)
    expect(counts.lookup({ state_id: 3, q: 'bhiwandi godown' }).total).toBeUndefined()
  })
})
