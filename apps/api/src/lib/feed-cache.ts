import type { ChangeChannel, ChangeFeed } from '../db/change-feed'
import { countCacheLookup } from './metrics'

export interface FeedCacheOptions<V> {
  /** Names the cache in the hit and miss metrics (lib/metrics): from a fixed set. */
  name: string
  /** The notifications that drop every entry. */
  channel: ChangeChannel | ChangeChannel[]
  /** The most entries kept; the least recently used goes first. */
  maxEntries: number
  /**
   * A safety net: an entry is read again once this old even if no notification came (give or
   * take TTL_JITTER, so that entries filled together do not lapse together). See `load`.
   */
  ttlMs: number
  /** With `maxWeight`: what an entry weighs (e.g. its length), to bound memory as well. */
  weigh?: (value: V) => number
  maxWeight?: number
  /** The spread of lifetimes (TTL_JITTER unless given; 0: every entry lives exactly ttlMs). */
  jitter?: number
  now?: () => number
  random?: () => number
}

/**
 * Each entry's lifetime is ttlMs times a factor drawn from 1 ± TTL_JITTER / 2: entries filled in
 * the same burst (a start, a flood of new searches) would otherwise lapse in the same instant and
 * be read again all at once.
 */
export const TTL_JITTER = 0.4

/**
 * A bounded LRU of answers read from the database, kept by the rule of the change feed
 * (docs/decisions/013): it serves and keeps entries only while the feed is live, and drops
 * everything on a notification of its channel and on a reset. `load(key, read)` is the usual
 * way in: it reads once however many ask together, and keeps what it read unless something was
 * dropped meanwhile (what it read may predate the change). Callers that keep more than a value
 * (browse marks) use `get`, and take `version()` before they read the database and hand it to
 * `set`, which keeps nothing read before a drop.
 */
export function createFeedCache<V>(feed: ChangeFeed, options: FeedCacheOptions<V>) {
  const { maxEntries, ttlMs, weigh, maxWeight = Infinity, jitter = TTL_JITTER } = options
  const { now = Date.now, random = Math.random } = options
  type Entry = { value: V; until: number; weight: number }
  const entries = new Map<string, Entry>()
  /** Reads under way by `load`, each with the generation it began in. */
  const reading = new Map<string, { value: Promise<V>; generation: number }>()
  let weight = 0
  let generation = 0
  const lifetime = () => ttlMs * (1 - jitter / 2 + random() * jitter)

  const clear = () => {
    entries.clear()
    reading.clear()
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

  /** A hit: the entry becomes the most recently used (eviction takes the first) and is counted. */
  const hit = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    countCacheLookup(options.name, true)
    return entry.value
  }

  /** Keeps `value` unless the feed is deaf or the cache was dropped since `version`. */
  function set(key: string, value: V, version: number) {
    if (!feed.live || version !== generation) return false
    remove(key)
    const w = weigh?.(value) ?? 0
    if (w > maxWeight) return false
    entries.set(key, { value, until: now() + lifetime(), weight: w })
    weight += w
    while (entries.size > maxEntries || weight > maxWeight) remove(entries.keys().next().value!)
    return true
  }

  /** `read` for `key`, shared with whoever asks meanwhile; what it reads is kept (see `set`). */
  function readOnce(key: string, read: () => Promise<V>): Promise<V> {
    const under = reading.get(key)
    if (under && under.generation === generation) return under.value
    const version = generation
    const value = read().then((v) => {
      set(key, v, version)
      return v
    })
    const entry = { value, generation: version }
    reading.set(key, entry)
    const done = () => {
      if (reading.get(key) === entry) reading.delete(key)
    }
    value.then(done, done)
    return value
  }

  return {
    /**
     * The value for `key`: kept, or read by `read` and kept. Those who ask while it is being read
     * share that one read, unless a change was heard since it began. An entry past its lifetime
     * that no notification dropped is answered once more for as long again while one read
     * replaces it, so that nobody waits on the safety net; a notification drops it at once.
     * While the feed is deaf every call reads and nothing is kept.
     */
    load(key: string, read: () => Promise<V>): Promise<V> {
      if (!feed.live) return read()
      const entry = entries.get(key)
      const at = now()
      if (entry && at < entry.until + ttlMs) {
        // A failed refresh leaves the entry as it was; the next call tries again.
        if (at >= entry.until) readOnce(key, read).catch(() => undefined)
        return Promise.resolve(hit(key, entry))
      }
      if (entry) remove(key)
      countCacheLookup(options.name, false)
      return readOnce(key, read)
    },
    get(key: string): V | undefined {
      const entry = feed.live ? entries.get(key) : undefined
      if (!entry || entry.until <= now()) {
        if (entry) remove(key)
        countCacheLookup(options.name, false)
        return undefined
      }
      return hit(key, entry)
    },
    /** Taken before reading the database; see `set`. */
    version: () => generation,
    /** Whether anything was dropped since `version` was taken. */
    changedSince: (version: number) => version !== generation,
    set,
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
