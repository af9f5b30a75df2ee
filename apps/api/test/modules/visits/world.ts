import { desc, eq } from 'drizzle-orm'
import { vi } from 'vitest'
import { outboxMessages, unlocks, users } from '../../../src/db/schema/index'
import type { Tx } from '../../../src/db/client'
import { createSession } from '../../../src/lib/sessions'
import { createTestApp, type TestAppOptions } from '../../helpers/app'
import { call } from '../../helpers/auth'
import { ManualClock } from '../../helpers/clock'
import { listing, seedPlaces, type ListingOptions } from '../../helpers/listings'

/** Tuesday 1 December 2026, 05:30 India time. */
export const START = '2026-12-01T00:00:00.000Z'
const YEAR_MS = 365 * 24 * 60 * 60_000

/** An India-time wall clock as the API takes it: ist('2026-12-02T10:30') -> '...+05:30'. */
export const ist = (local: string) => `${local}:00+05:30`

let people = 0

export async function visitWorld(options: TestAppOptions = {}) {
  const clock = new ManualClock(START)
  const t = await createTestApp({ clock, ...options })
  const db = t.database.db
  await seedPlaces(db)

  /** A user with an e-mail address (unless `email: null`) and a session on the test clock. */
  async function person(userType = 1, o: { email?: string | null; name?: string } = {}) {
    people++
    const tag = `${people}${Date.now().toString(36)}`
    const email = o.email === undefined ? `visits.${tag}@example.in` : o.email
    const [row] = await db
      .insert(users)
      .values({
        firstName: o.name ?? `Person ${people}`,
        email,
        phoneNumber: `7${String(people).padStart(3, '0')}${String(Date.now()).slice(-6)}`,
        passwordHash: 'not-used',
        userType,
      })
      .returning({ id: users.id, phone: users.phoneNumber })
    const token = await createSession(db, row!.id, { ip: '127.0.0.1' }, clock.now(), YEAR_MS)
    return { id: row!.id, token, email, phone: row!.phone }
  }

  const unlock = (userId: number, propertyId: number) =>
    db.insert(unlocks).values({ userId, propertyId, creditsSpent: 1 })

  /** An owner, their published listing, and a seeker who unlocked it. */
  async function pair(o: ListingOptions = {}) {
    const owner = await person(2)
    const seeker = await person(1)
    const propertyId = await listing(db, owner.id, o)
    await unlock(seeker.id, propertyId)
    return { owner, seeker, propertyId }
  }

  const api = (method: 'GET' | 'POST', url: string, token?: string, body?: object) =>
    call(t.app, method, `/api/${url}`, body, token ? { token } : {})

  /** POST visits. */
  const ask = (token: string | undefined, body: object) => api('POST', 'visits', token, body)

  /**
   * The newest message to `to` whose subject starts with `subject`, once one has arrived (the
   * e-mails go out after the answer). By subject, not by count: other features (the owner's lead
   * notice) may write to the same person.
   */
  async function mailTo(to: string, subject: string) {
    let found: typeof outboxMessages.$inferSelect | undefined
    await vi.waitFor(
      async () => {
        const rows = await db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, to))
          .orderBy(desc(outboxMessages.id))
        found = rows.find((m) => m.subject.startsWith(subject))
        if (!found) throw new Error(`no "${subject}" message to ${to} yet`)
      },
      { timeout: 10_000, interval: 10 },
    )
    return found!
  }

  return { t, db: db as Tx, clock, person, unlock, pair, api, ask, mailTo, close: () => t.close() }
}
export type VisitWorld = Awaited<ReturnType<typeof visitWorld>>
