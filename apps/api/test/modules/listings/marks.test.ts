import { describe, expect, it } from 'vitest'
import { manualChangeFeed } from '../../../src/db/change-feed'
import type { Tx } from '../../../src/db/client'
import { createMarks, markSpacing, MARK_EVERY } from '../../../src/modules/listings/marks'
import type { Mark } from '../../../src/modules/listings/order'

const EVERY = 10
/** Rows 0..ROWS-1 of some order: mark n (from 1) stands at row n * EVERY - 1. */
const ROWS = 1_000
const db = {} as Tx

/** A walk over ROWS rows that the test settles by hand, one call at a time. */
function walks() {
  const calls: { from: Mark | undefined; count: number; settle: () => void }[] = []
  const walk = (
    _db: Tx,
    _filter: unknown,
    _sort: unknown,
    from: Mark | undefined,
    every: number,
    count: number,
  ) =>
    new Promise<Mark[]>((resolve) => {
      const start = from ? from.id + 1 : 0
      const found: Mark[] = []
      for (let row = start + every - 1; row < ROWS && found.length < count; row += every) {
        found.push({ key: String(row), id: row })
      }
      calls.push({ from, count, settle: () => resolve(found) })
    })
  return { walk, calls }
}

const settled = () => new Promise((r) => setTimeout(r, 0))

describe('browse marks', () => {
  it('walks twice for a burst of deep pages, however many ask, each page after its own mark', async () => {
    const { walk, calls } = walks()
    const marks = createMarks(manualChangeFeed(), EVERY, walk)
    const offsets = [35, 61, 500, 990, 720, 999, 250]
    const starts = offsets.map((offset) => marks.locate(db, {}, 'newest', offset))
    await settled()
    // The first asker walks to its mark; everyone else waits for that walk.
    expect(calls).toHaveLength(1)
    expect(calls[0]!.count).toBe(3)
    calls[0]!.settle()
    await settled()
    // Then one walk goes as far as the deepest of them, from where the first one stopped.
    expect(calls).toHaveLength(2)
    expect(calls[1]).toMatchObject({ from: { id: 29 }, count: 96 })
    calls[1]!.settle()
    const found = await Promise.all(starts)
    expect(calls).toHaveLength(2)
    for (const [i, offset] of offsets.entries()) {
      const n = Math.floor(offset / EVERY)
      expect(found[i]).toMatchObject({ from: { id: n * EVERY - 1 }, skip: offset - n * EVERY })
    }
  })

  it('finds the matches complete when a walk comes back short', async () => {
    const { walk, calls } = walks()
    const marks = createMarks(manualChangeFeed(), EVERY, walk)
    const past = marks.locate(db, {}, 'newest', 5_000)
    await settled()
    calls[0]!.settle()
    expect(await past).toMatchObject({ from: { id: ROWS - 1 }, skip: 5_000 - ROWS })
    // Known complete: no walk for another deep page.
    expect(await marks.locate(db, {}, 'newest', 4_000)).toMatchObject({ from: { id: ROWS - 1 } })
    expect(calls).toHaveLength(1)
  })

  it("spaces a filter's marks by its matches: about as many index entries a page, whatever the filter", async () => {
    // The unfiltered browse of 100,000 listings: the widest spacing.
    expect(markSpacing(100_060)).toBe(MARK_EVERY)
    expect(markSpacing(1_000_000)).toBe(MARK_EVERY)
    // 13,710 matches: 14 between marks, up to 980 marks over them.
    expect(markSpacing(13_710)).toBe(14)
    // Few matches: never closer than 10.
    expect(markSpacing(4_928)).toBe(10)
    expect(markSpacing(0)).toBe(10)

    const { walk, calls } = walks()
    const marks = createMarks(manualChangeFeed(), MARK_EVERY, walk)
    const start = marks.locate(db, {}, 'newest', 500, Promise.resolve(13_710))
    await settled()
    expect(calls).toHaveLength(1)
    // Walked 14 at a time up to mark 35 (row 489), and the page skips 10 from there.
    expect(calls[0]).toMatchObject({ count: 35 })
    calls[0]!.settle()
    expect(await start).toMatchObject({ from: { id: 14 * 35 - 1 }, skip: 500 - 14 * 35 })
    // A page before the first mark is read by plain offset, with no walk.
    expect(await marks.locate(db, {}, 'newest', 9, Promise.resolve(13_710))).toEqual({
      skip: 9,
      version: expect.any(Number),
    })
    expect(calls).toHaveLength(1)
  })
})
