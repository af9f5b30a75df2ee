import { MAX_OFFSET, type ListingSort } from '@app/contract/listing'
import { SEARCH_FILTER_KEYS } from '@app/contract/search-texts'
import type { ChangeFeed } from '../../db/change-feed'
import type { Tx } from '../../db/client'
import { createFeedCache } from '../../lib/feed-cache'
import { searchQuery, type BrowseFilter } from './filters'
import type { Mark } from './order'
import * as repo from './repository'

/**
 * Deep pages without walking the index up to them (docs/decisions/014). For each filter and
 * sort, the place (sort key, id) of every `every`-th match is remembered: mark n is the match at
 * position n * every - 1. A page at offset O seeks after mark floor(O / every) and skips the
 * rest, fewer than `every` matches, so a page costs about the same at any depth while the answer
 * stays exactly that of OFFSET O. Marks are found lazily, hopping on from the last one known
 * (repository walkMarks), and dropped whenever listings change.
 *
 * A filter's matches are spread through the browse index, and skipping one match walks past the
 * entries that fail the filter too (1 / the share that passes). So a filter's marks stand closer
 * the fewer its matches (markSpacing, decision 079): each set spreads up to MARKS_PER_SET marks
 * over the matches a page can reach, and a page walks about as many index entries whatever the
 * filter.
 */
export const MARK_EVERY = 100
/** The most marks a set holds: MAX_OFFSET / MARK_EVERY, those of the unfiltered browse. */
export const MARKS_PER_SET = MAX_OFFSET / MARK_EVERY
/**
 * The closest marks stand: a page reads PAGE_SIZE + 1 matches anyway, so skipping fewer than
 * this many saves little, and closer marks would only cost walks.
 */
export const MARK_EVERY_MIN = 10

/**
 * Matches between marks for a filter with `matches` of them: up to MARKS_PER_SET marks over the
 * matches a page can reach, never closer than MARK_EVERY_MIN nor further apart than `widest`.
 */
export const markSpacing = (matches: number, widest = MARK_EVERY) =>
  Math.min(
    widest,
    Math.max(MARK_EVERY_MIN, Math.ceil(Math.min(matches, MAX_OFFSET) / MARKS_PER_SET)),
  )
/**
 * Filter and sort combinations whose marks are kept (each at most MAX_OFFSET / MARK_EVERY, 1,000
 * marks). With issue 15's filters a page skips index entries that fail them too (1 / the share
 * that passes, times the rows skipped), so marks stand every 100 rows rather than 500; the sets
 * kept are fewer in step, so the marks kept in all stay at most 100,000 (decision 031).
 */
const MARK_SETS_MAX = 100
/** A safety net only: notifications drop the marks as soon as listings change. */
const MARK_TTL_MS = 60_000

interface MarkSet {
  /** Matches between two marks (markSpacing). */
  every: number
  list: Mark[]
  /** The matches end before the next mark: there is none to find. */
  complete: boolean
  /** The walk under way, which the others wait for instead of walking too. */
  walking?: Promise<void> | undefined
  /** The most marks asked for so far: the next walk goes that far for all who wait. */
  wanted: number
}

/** Where a page starts: `skip` rows after the mark `from`, or from the first row without one. */
export interface PageStart {
  from?: Mark | undefined
  skip: number
  /** The marks' version: if they changedSince it by the time the page is read, read it by offset. */
  version: number
}

/** Every filter (the search as its normalized words), in a fixed order. */
export const filterKey = (f: BrowseFilter) =>
  JSON.stringify([
    f.purchase_type,
    f.type,
    f.state_id,
    f.district_id,
    f.city_id,
    searchQuery(f.q),
    ...SEARCH_FILTER_KEYS.filter((k) => k !== 'q').map((k) => f[k]),
  ])

/** How marks are found: repository walkMarks (a test may count the walks). */
type Walk = typeof repo.walkMarks

/** `widest`: the spacing of a set whose matches are not given (MARK_EVERY; a test's own). */
export function createMarks(feed: ChangeFeed, widest = MARK_EVERY, walk: Walk = repo.walkMarks) {
  const sets = createFeedCache<MarkSet>(feed, {
    name: 'browse_marks',
    channel: 'listings',
    maxEntries: MARK_SETS_MAX,
    ttlMs: MARK_TTL_MS,
  })

  /** Makes sure `set` has its first `wanted` marks, or all there are (one walk at a time). */
  async function extend(
    db: Tx,
    set: MarkSet,
    filter: BrowseFilter,
    sort: ListingSort,
    wanted: number,
    version: number,
  ) {
    set.wanted = Math.max(set.wanted, wanted)
    while (set.list.length < wanted && !set.complete && !sets.changedSince(version)) {
      if (!set.walking) {
        const known = set.list.length
        // As far as anyone waiting wants: a burst of deep pages takes two walks, not one each.
        const missing = set.wanted - known
        set.walking = walk(db, filter, sort, set.list.at(-1), set.every, missing)
          .then((found) => {
            // Found before a change was heard: they may stand where rows no longer do.
            if (sets.changedSince(version) || set.list.length !== known) return
            set.list.push(...found)
            if (found.length < missing) set.complete = true
          })
          .finally(() => (set.walking = undefined))
      }
      await set.walking
    }
  }

  return {
    /**
     * Where the page at `offset` starts: after the nearest mark at or below it, found first if
     * need be. Without a mark (a first page, the feed deaf, listings changed meanwhile) the
     * page is read by plain offset. `matches`: how many the filter has (its count, which a new
     * set's spacing is made from); the widest spacing without it.
     */
    async locate(
      db: Tx,
      filter: BrowseFilter,
      sort: ListingSort,
      offset: number,
      matches?: Promise<number>,
    ): Promise<PageStart> {
      const version = sets.version()
      const plain = { skip: offset, version }
      // A relevance page ranks every match anyway (order.ts, RANK): a mark would save nothing.
      if (offset < Math.min(MARK_EVERY_MIN, widest) || !feed.live || sort === 'relevance') {
        return plain
      }
      const key = `${sort}|${filterKey(filter)}`
      let set = sets.get(key)
      if (!set) {
        const every = matches ? markSpacing(await matches, widest) : widest
        // Another page of the filter may have made it while the count was awaited.
        set = sets.get(key)
        if (!set) {
          set = { every, list: [], complete: false, wanted: 0 }
          sets.set(key, set, version)
        }
      }
      const wanted = Math.floor(offset / set.every)
      if (wanted === 0) return plain
      await extend(db, set, filter, sort, wanted, version)
      const n = Math.min(wanted, set.list.length)
      if (n === 0 || sets.changedSince(version)) return plain
      return { from: set.list[n - 1], skip: offset - n * set.every, version }
    },
    changedSince: (version: number) => sets.changedSince(version),
    close: () => sets.close(),
  }
}

export type Marks = ReturnType<typeof createMarks>
