import { desc, eq } from 'drizzle-orm'
import { outboxMessages, properties, users } from '../../../src/db/schema/index'
import { runAlertRound } from '../../../src/modules/saved-searches/timer'
import type { Db } from '../../../src/db/client'
import type { createTestApp } from '../../helpers/app'
import { call, get, nextIp, post } from '../../helpers/auth'
import type { ManualClock } from '../../helpers/clock'
import { listing, makeUser, type ListingOptions } from '../../helpers/listings'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
export const PUBLIC_URL = 'https://godown.example'
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

let people = 0

/** Saved searches, listings and alert rounds on one test app whose clock the test moves. */
export function world(app: () => TestApp, clock: ManualClock) {
  const db = () => app().database.db
  return {
    db,
    /** A seeker with an e-mail address (alerts go there) and a live session. */
    async seeker() {
      people++
      const user = await makeUser(db())
      const email = `seeker.${people}.${Date.now().toString(36)}@example.in`
      await db().update(users).set({ email }).where(eq(users.id, user.id))
      return { ...user, email }
    },
    async owner() {
      return makeUser(db(), 2)
    },
    /** A complete listing, published at `at` (the clock's now by default). */
    async published(ownerId: number, o: ListingOptions = {}, at = clock.now()) {
      const id = await listing(db(), ownerId, o)
      await db().update(properties).set({ publishedAt: at }).where(eq(properties.id, id))
      return id
    },
    save(token: string, body: object) {
      return post(app().app, '/api/saved-searches', body, { token })
    },
    list(token: string) {
      return get(app().app, '/api/saved-searches', { token })
    },
    patch(token: string | undefined, id: number, body: object) {
      return call(app().app, 'PATCH' as 'POST', `/api/saved-searches/${id}`, body, { token })
    },
    remove(token: string | undefined, id: number) {
      return call(app().app, 'DELETE' as 'GET', `/api/saved-searches/${id}`, undefined, { token })
    },
    /** What the e-mail's link opens: which search the token is for, changing nothing. */
    unsubscribeInfo(token: string, ip?: string) {
      return get(app().app, `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`, { ip })
    },
    /** The page's "Turn off alerts": the token in a JSON body. */
    unsubscribe(token: string, ip?: string) {
      return post(app().app, '/api/alerts/unsubscribe', { token }, { ip })
    },
    /** RFC 8058 one-click: the link's URL (token in the query), posted with the form field. */
    oneClick(token: string, as: 'urlencoded' | 'multipart' = 'urlencoded', ip?: string) {
      const url = `/api/alerts/unsubscribe?token=${encodeURIComponent(token)}`
      const boundary = 'one-click-boundary'
      return app().app.inject({
        method: 'POST',
        url,
        remoteAddress: ip ?? nextIp(),
        ...(as === 'urlencoded'
          ? {
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              payload: 'List-Unsubscribe=One-Click',
            }
          : {
              headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
              payload:
                `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\n` +
                `One-Click\r\n--${boundary}--\r\n`,
            }),
      })
    },
    /** One alert round at the clock's time, as the timer runs it. */
    round(on: Db = db()) {
      return runAlertRound(on, clock.now(), {
        messenger: app().app.messenger,
        publicUrl: PUBLIC_URL,
        siteName: 'Godown Hub',
        siteEmail: 'hello@godownhub.in',
      })
    },
    /** The outbox messages to `to`, oldest first. */
    async mail(to: string) {
      const rows = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, to))
        .orderBy(desc(outboxMessages.id))
      return rows.reverse()
    },
  }
}

/** The unsubscribe token in an alert's text. */
export function tokenIn(text: string) {
  const token = text.match(/\/alerts\/unsubscribe\?token=([A-Za-z0-9_-]+)/)?.[1]
  if (!token) throw new Error(`no unsubscribe link in: ${text}`)
  return token
}
