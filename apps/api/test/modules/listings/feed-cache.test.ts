import { describe, expect, it } from 'vitest'
import { manualChangeFeed } from '../../../src/db/change-feed'
import { createFeedCache } from '../../../src/lib/feed-cache'

function setup(options: { maxEntries?: number; maxWeight?: number } = {}) {
  const feed = manualChangeFeed()
  let clock = 0
  const cache = createFeedCache<string>(feed, {
    name: 'test',
    channel: 'listings',
    maxEntries: options.maxEntries ?? 10,
    maxWeight: options.maxWeight,
    weigh: (s) => s.length,
    ttlMs: 1_000,
    now: () => clock,
  })
  return { feed, cache, tick: (ms: number) => (clock += ms) }
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
})
