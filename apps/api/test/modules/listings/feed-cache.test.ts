import { describe, expect, it } from 'vitest'
import { manualChangeFeed } from '../../../src/db/change-feed'
import { createFeedCache } from '../../../src/lib/feed-cache'

function setup(options: { maxEntries?: number; maxWeight?: number; jitter?: number } = {}) {
  const feed = manualChangeFeed()
  let clock = 0
  let draw = 0.5
  const cache = createFeedCache<string>(feed, {
    name: 'test',
    channel: 'listings',
    maxEntries: options.maxEntries ?? 10,
    maxWeight: options.maxWeight,
    weigh: (s) => s.length,
    ttlMs: 1_000,
    jitter: options.jitter ?? 0,
    now: () => clock,
    random: () => draw,
  })
  return {
    feed,
    cache,
    tick: (ms: number) => (clock += ms),
    drawing: (value: number) => (draw = value),
  }
}

/** A read the test settles by hand, counting how often it was asked. */
function deferredReads() {
  const pending: { resolve: (v: string) => void; reject: (e: Error) => void }[] = []
  const read = () =>
    new Promise<string>((resolve, reject) => {
      pending.push({ resolve, reject })
    })
  return { read, pending }
}

describe('the listing caches (fed by the change feed)', () => {
  it('keeps an answer until listings change, then drops every entry', () => {
    const { feed, cache } = setup()
    cache.set('a', 'page a', cache.version())
    cache.set('b', 'page b', cache.version())
    expect(cache.get('a')).toBe('page a')
    feed.notify('auth')
    expect(cache.get('a')).toBe('page a')
    feed.notify('listings')
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeUndefined()
  })

  it('does not keep what was read before a change it heard meanwhile', () => {
    const { feed, cache } = setup()
    const version = cache.version()
    feed.notify('listings')
    expect(cache.changedSince(version)).toBe(true)
    expect(cache.set('a', 'read before the change', version)).toBe(false)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.set('a', 'read after it', cache.version())).toBe(true)
  })

  it('neither serves nor keeps while the feed is deaf, and starts empty when it hears again', () => {
    const { feed, cache } = setup()
    cache.set('a', 'page a', cache.version())
    feed.setLive(false)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.set('b', 'page b', cache.version())).toBe(false)
    feed.setLive(true)
    expect(cache.get('a')).toBeUndefined()
    expect(cache.get('b')).toBeUndefined()
  })

  it('serves an entry no longer than its lifetime', () => {
    const { cache, tick } = setup()
    cache.set('a', 'page a', cache.version())
    tick(999)
    expect(cache.get('a')).toBe('page a')
    tick(1)
    expect(cache.get('a')).toBeUndefined()
  })

  it('drops the least recently used beyond its size and its weight', () => {
    const { cache } = setup({ maxEntries: 2, maxWeight: 10 })
    cache.set('a', 'aaa', cache.version())
    cache.set('b', 'bbb', cache.version())
    cache.get('a')
    cache.set('c', 'ccc', cache.version())
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaa', undefined, 'ccc'])
    cache.set('d', 'dddddddd', cache.version())
    // 3 + 8 > 10: the older one goes.
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual([
      undefined,
      undefined,
      'dddddddd',
    ])
    expect(cache.set('e', 'e'.repeat(11), cache.version())).toBe(false)
  })

  it('stops listening when closed', () => {
    const { feed, cache } = setup()
    cache.close()
    const version = cache.version()
    feed.notify('listings')
    expect(cache.changedSince(version)).toBe(false)
  })

  it('spreads lifetimes by the jitter, so entries filled together lapse apart', () => {
    const { cache, tick, drawing } = setup({ jitter: 0.4 })
    drawing(0)
    cache.set('short', 'a', cache.version())
    drawing(1)
    cache.set('long', 'b', cache.version())
    tick(799)
    expect([cache.get('short'), cache.get('long')]).toEqual(['a', 'b'])
    tick(1)
    expect([cache.get('short'), cache.get('long')]).toEqual([undefined, 'b'])
    tick(398)
    expect(cache.get('long')).toBe('b')
    tick(3)
    expect(cache.get('long')).toBeUndefined()
  })

  describe('load', () => {
    it('reads once for everyone who asks while the read is under way, and keeps it', async () => {
      const { cache } = setup()
      const { read, pending } = deferredReads()
      const first = cache.load('a', read)
      const second = cache.load('a', read)
      expect(pending).toHaveLength(1)
      pending[0]!.resolve('page a')
      expect(await Promise.all([first, second])).toEqual(['page a', 'page a'])
      expect(await cache.load('a', read)).toBe('page a')
      expect(pending).toHaveLength(1)
    })

    it('does not share a read that began before a change, nor keep what it read', async () => {
      const { feed, cache } = setup()
      const { read, pending } = deferredReads()
      const before = cache.load('a', read)
      feed.notify('listings')
      const after = cache.load('a', read)
      expect(pending).toHaveLength(2)
      pending[0]!.resolve('read before the change')
      pending[1]!.resolve('read after it')
      expect(await before).toBe('read before the change')
      expect(await after).toBe('read after it')
      expect(await cache.load('a', read)).toBe('read after it')
      expect(pending).toHaveLength(2)
    })

    it('answers a lapsed entry once more while one read replaces it, for one lifetime at most', async () => {
      const { cache, tick } = setup()
      const { read, pending } = deferredReads()
      cache.set('a', 'old page', cache.version())
      tick(1_000)
      expect(await cache.load('a', read)).toBe('old page')
      expect(await cache.load('a', read)).toBe('old page')
      expect(pending).toHaveLength(1)
      pending[0]!.resolve('new page')
      await Promise.resolve()
      expect(await cache.load('a', read)).toBe('new page')
      // Past a second lifetime with nobody asking, it is read again before answering.
      tick(2_000)
      const late = cache.load('a', read)
      expect(pending).toHaveLength(2)
      pending[1]!.resolve('newest page')
      expect(await late).toBe('newest page')
    })

    it('keeps the lapsed entry when its refresh fails, and tries again next time', async () => {
      const { cache, tick } = setup()
      const { read, pending } = deferredReads()
      cache.set('a', 'old page', cache.version())
      tick(1_000)
      expect(await cache.load('a', read)).toBe('old page')
      pending[0]!.reject(new Error('connection lost'))
      await new Promise((r) => setTimeout(r, 0))
      expect(await cache.load('a', read)).toBe('old page')
      expect(pending).toHaveLength(2)
    })

    it('drops a lapsed entry at once on a notification', async () => {
      const { feed, cache, tick } = setup()
      const { read, pending } = deferredReads()
      cache.set('a', 'old page', cache.version())
      tick(1_000)
      feed.notify('listings')
      const answer = cache.load('a', read)
      pending[0]!.resolve('page after the change')
      expect(await answer).toBe('page after the change')
    })

    it('hands a failed read to everyone who waited on it and keeps nothing', async () => {
      const { cache } = setup()
      const { read, pending } = deferredReads()
      const first = cache.load('a', read)
      const second = cache.load('a', read)
      pending[0]!.reject(new Error('connection lost'))
      await expect(first).rejects.toThrow('connection lost')
      await expect(second).rejects.toThrow('connection lost')
      const again = cache.load('a', read)
      expect(pending).toHaveLength(2)
      pending[1]!.resolve('page a')
      expect(await again).toBe('page a')
    })

    it('reads every time while the feed is deaf', async () => {
      const { feed, cache } = setup()
      feed.setLive(false)
      let reads = 0
      const read = async () => `read ${++reads}`
      expect(await cache.load('a', read)).toBe('read 1')
      expect(await cache.load('a', read)).toBe('read 2')
    })
  })
})
