import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { whenLive, type ChangeChannel, type ChangeFeed } from '../../src/db/change-feed'
import type { Database } from '../../src/db/client'
import { sessions, users } from '../../src/db/schema/index'
import { freshDatabase } from '../helpers/app'
import { listing, makeUser, seedPlaces } from '../helpers/listings'

/** Resolves with the next payload heard on `channel`. */
function next(feed: ChangeFeed, channel: ChangeChannel) {
  return new Promise<string>((resolve) => {
    const stop = feed.on(channel, (payload) => {
      stop()
      resolve(payload)
    })
  })
}

describe('change feed', () => {
  let database: Database
  let feed: ChangeFeed
  beforeAll(async () => {
    database = await freshDatabase()
    feed = await database.changes()
    await whenLive(feed)
    await seedPlaces(database.db)
  })
  afterAll(() => database.close())

  it('hears a listing written by anyone, once the transaction commits', async () => {
    const heard = next(feed, 'listings')
    const owner = await makeUser(database.db, 2)
    // One transaction: its notifications are folded into one (separate statements would each
    // notify, and a late one would be counted by the next test).
    await database.db.transaction((tx) => listing(tx, owner.id))
    await expect(heard).resolves.toBe('')
    expect(feed.live).toBe(true)
  })

  it('says nothing for a rolled-back change', async () => {
    let heard = 0
    const stop = feed.on('listings', () => heard++)
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`update properties set name = name`)
        throw new Error('roll back')
      })
      .catch(() => {})
    // A committed change after it is the first thing heard.
    const committed = next(feed, 'listings')
    await database.db.execute(sql`update properties set name = name`)
    await committed
    stop()
    expect(heard).toBe(1)
  })

  it('names the user whose session was revoked or whose account changed, not on credit moves', async () => {
    const user = await makeUser(database.db, 1)
    const payloads: string[] = []
    const stop = feed.on('auth', (payload) => payloads.push(payload))
    await database.db.update(users).set({ credits: 5 }).where(eq(users.id, user.id))
    const revoked = next(feed, 'auth')
    await database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.userId, user.id))
    await expect(revoked).resolves.toBe(String(user.id))
    const renamed = next(feed, 'auth')
    await database.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, user.id))
    await expect(renamed).resolves.toBe(String(user.id))
    stop()
    expect(payloads).toEqual([String(user.id), String(user.id)])
  })
})
