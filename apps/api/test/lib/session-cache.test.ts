import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ChangeChannel, ChangeFeed } from '../../src/db/change-feed'
import type { Database } from '../../src/db/client'
import { sessions } from '../../src/db/schema/index'
import { randomToken } from '../../src/lib/crypto'
import { SessionCache } from '../../src/lib/sessions'
import { freshDatabase } from '../helpers/app'
import { makeUser } from '../helpers/listings'

/** A change feed the test drives: `live` set by hand, notifications sent by hand. */
class HandFeed implements ChangeFeed {
  live = true
  private listeners: { channel: ChangeChannel | 'reset'; fn: (payload: string) => void }[] = []
  on(channel: ChangeChannel, fn: (payload: string) => void) {
    const entry = { channel, fn }
    this.listeners.push(entry)
    return () => void (this.listeners = this.listeners.filter((l) => l !== entry))
  }
  onReset(fn: () => void) {
    const entry = { channel: 'reset' as const, fn }
    this.listeners.push(entry)
    return () => void (this.listeners = this.listeners.filter((l) => l !== entry))
  }
  wrote(channel: ChangeChannel, payload = '') {
    this.emit(channel, payload)
  }
  emit(channel: ChangeChannel | 'reset', payload = '') {
    for (const l of this.listeners.filter((l) => l.channel === channel)) l.fn(payload)
  }
  close = async () => {}
}

describe('the session cache', () => {
  let database: Database
  beforeAll(async () => {
    database = await freshDatabase()
  })
  afterAll(() => database.close())

  const db = () => database.db
  const revoke = (userId: number) =>
    db().update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.userId, userId))

  it('answers from memory until a notification names the user', async () => {
    const feed = new HandFeed()
    const cache = new SessionCache(feed)
    const user = await makeUser(db())
    const now = new Date()
    expect((await cache.find(db(), user.token, now))?.id).toBe(user.id)
    expect(cache.size).toBe(1)
    // Revoked without a notification (the feed here is the test's): memory still answers,
    // which is what the notification is for.
    await revoke(user.id)
    expect((await cache.find(db(), user.token, now))?.id).toBe(user.id)
    feed.emit('auth', String(user.id))
    expect(cache.size).toBe(0)
    expect(await cache.find(db(), user.token, now)).toBeUndefined()
  })

  it('neither serves nor keeps entries while the feed is deaf, and drops all on a reset', async () => {
    const feed = new HandFeed()
    const cache = new SessionCache(feed)
    const [one, two] = [await makeUser(db()), await makeUser(db())]
    const now = new Date()
    await cache.find(db(), one.token, now)
    await cache.find(db(), two.token, now)
    expect(cache.size).toBe(2)
    feed.live = false
    feed.emit('reset')
    expect(cache.size).toBe(0)
    expect((await cache.find(db(), one.token, now))?.id).toBe(one.id)
    expect(cache.size).toBe(0)
    await revoke(one.id)
    expect(await cache.find(db(), one.token, now)).toBeUndefined()
  })

  it('never answers past the session end or the entry lifetime', async () => {
    const feed = new HandFeed()
    const cache = new SessionCache(feed, 60_000)
    const user = await makeUser(db())
    const [session] = await db()
      .select({ expiresAt: sessions.expiresAt })
      .from(sessions)
      .where(eq(sessions.userId, user.id))
    const justBefore = new Date(session!.expiresAt.getTime() - 1)
    expect((await cache.find(db(), user.token, justBefore))?.id).toBe(user.id)
    expect(await cache.find(db(), user.token, session!.expiresAt)).toBeUndefined()

    const short = new SessionCache(feed, 1_000)
    const now = new Date()
    await short.find(db(), user.token, now)
    await revoke(user.id)
    expect((await short.find(db(), user.token, new Date(now.getTime() + 999)))?.id).toBe(user.id)
    expect(await short.find(db(), user.token, new Date(now.getTime() + 1_000))).toBeUndefined()
  })

  it('keeps no unknown token and at most its bound of sessions, the least recently used going first', async () => {
    const feed = new HandFeed()
    const cache = new SessionCache(feed, 60_000, 2)
    const now = new Date()
    for (let i = 0; i < 20; i++) expect(await cache.find(db(), randomToken(), now)).toBeUndefined()
    expect(cache.size).toBe(0)
    const [a, b, c] = [await makeUser(db()), await makeUser(db()), await makeUser(db())]
    await cache.find(db(), a.token, now)
    await cache.find(db(), b.token, now)
    await cache.find(db(), a.token, now)
    await cache.find(db(), c.token, now)
    expect(cache.size).toBe(2)
    // b went (least recently used): revoked, it is looked up again and refused; a stayed.
    await revoke(b.id)
    await revoke(a.id)
    expect(await cache.find(db(), b.token, now)).toBeUndefined()
    expect((await cache.find(db(), a.token, now))?.id).toBe(a.id)
  })

  it('does not keep what a lookup read while a drop happened', async () => {
    const feed = new HandFeed()
    const cache = new SessionCache(feed)
    const user = await makeUser(db())
    const now = new Date()
    // The notification arrives while the lookup is on its way: its row may predate the change.
    const lookup = cache.find(db(), user.token, now)
    feed.emit('auth', String(user.id))
    expect((await lookup)?.id).toBe(user.id)
    expect(cache.size).toBe(0)
  })
})
