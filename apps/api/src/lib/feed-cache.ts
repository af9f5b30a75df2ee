import type { ChangeChannel, ChangeFeed } from '../db/change-feed'
import { countCacheLookup } from './metrics'

export interface FeedCacheOptions<V> {
  /** Names the cache in the hit and miss metrics (lib/metrics): from a fixed set. */
  name: string
  /** The notifications that drop every entry. */
  channel: ChangeChannel | ChangeChannel[]
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number
  /** A safety net: an entry is not served longer than this even if no notification came. */
  ttlMs: number
  /** With `maxWeight`: what an entry weighs (e.g. its length), to bound memory as well. */
  weigh?: (value: V) => number
  maxWeight?: number
  now?: () => number
}

/**
 * A bounded LRU of answers read from the database, kept by the rule of the change feed
 * (docs/decisions/013): it serves and keeps entries only while the feed is live, and drops
 * everything on a notification of its channel and on a reset. A reader takes `version()`
 * before it reads the database and hands it to `set`: if anything was dropped in between,
 * what it read may predate the change, and it is not kept.
 */
export function createFeedCache<V>(feed: ChangeFeed, options: FeedCacheOptions<V>) {
  const { maxEntries, ttlMs, weigh, maxWeight = Infinity, now = Date.now } = options
  const entries = new Map<string, { value: V; until: number; weight: number }>()
  let weight = 0
  let generation = 0

  const clear = () => {
    entries.clear()
    weight = 0
    generation++
  }
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    weight -= entry.weight
  }
  const channels = Array.isArray(options.channel) ? options.channel : [options.channel]
  const stops = [...channels.map((channel) => feed.on(channel, clear)), feed.onReset(clear)]

  return {
    get(key: string): V | undefined {
      const entry = feed.live ? entries.get(key) : undefined
      if (!entry || entry.until <= now()) {
        if (entry) remove(key)
        countCacheLookup(options.name, false)
        return undefined
      }
      // Most recently used goes last: eviction takes the first.
      entries.delete(key)
      entries.set(key, entry)
      countCacheLookup(options.name, true)
      return entry.value
    },
    /** Taken before reading the database; see `set`. */
    version: () => generation,
    /** Whether anything was dropped since `version` was taken. */
    changedSince: (version: number) => version !== generation,
    /** Keeps `value` unless the feed is deaf or the cache was dropped since `version`. */
    set(key: string, value: V, version: number) {
      if (!feed.live || version !== generation) return false
      remove(key)
      const w = weigh?.(value) ?? 0
      if (w > maxWeight) return false
      entries.set(key, { value, until: now() + ttlMs, weight: w })
      weight += w
      while (entries.size > maxEntries || weight > maxWeight) remove(entries.keys().next().value!)
      return true
    },
    /** Entries held right now (for tests and diagnostics). */
    get size() {
      return entries.size
    },
    /** Stops listening to the feed (the app is closing). */
    close() {
      for (const stop of stops) stop()
      clear()
    },
  }
}

export type FeedCache<V> = ReturnType<typeof createFeedCache<V>>
