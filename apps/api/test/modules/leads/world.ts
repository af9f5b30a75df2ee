import { asc, eq } from 'drizzle-orm'
import { outboxMessages, siteVisits, unlocks, users } from '../../../src/db/schema/index'
import type { Clock } from '../../../src/lib/clock'
import { createSession } from '../../../src/lib/sessions'
import { notifyLeads, type LeadRef } from '../../../src/modules/leads'
import { runLeadDigestRound } from '../../../src/modules/leads/digest'
import type { createTestApp } from '../../helpers/app'
import { call, get, post } from '../../helpers/auth'
import { listing, type ListingOptions } from '../../helpers/listings'

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
export const PUBLIC_URL = 'https://godown.example'
export const SITE_NAME = 'Godown Hub'
export const MINUTE = 60_000
export const HOUR = 60 * MINUTE
export const DAY = 24 * HOUR

let people = 0

export interface Person {
  id: number
  token: string
  name: string
  phone: string
  email: string | null
}

/** Owners, seekers, listings, unlocks and visit rows on one test app, and its lead notices. */
export function world(app: () => TestApp, clock: Clock) {
  const db = () => app().database.db
  const w = {
    db,
    /** A user with a name, phone, e-mail (unless `email: null`) and a session as long as a week. */
    async person(
      userType: 1 | 2,
      o: { credits?: number; email?: string | null; name?: string } = {},
    ) {
      people++
      const tag = `${people}${Date.now().toString(36)}`
      const name = o.name ?? `Person ${tag}`
      const phone = `7${String(people).padStart(3, '0')}${String(Date.now() % 1_000_000).padStart(6, '0')}`
      const email = o.email === undefined ? `person.${tag}@example.in` : o.email
      const [user] = await db()
        .insert(users)
        .values({
          firstName: name,
          phoneNumber: phone,
          email,
          passwordHash: 'not-used',
          userType,
          credits: o.credits ?? 0,
        })
        .returning({ id: users.id })
      const token = await createSession(db(), user!.id, { ip: '127.0.0.1' }, clock.now(), 7 * DAY)
      return { id: user!.id, token, name, phone, email } satisfies Person
    },
    owner(o: { email?: string | null; name?: string } = {}) {
      return w.person(2, o)
    },
    seeker(o: { email?: string | null; name?: string } = {}) {
      return w.person(1, { credits: 1_000, ...o })
    },
    listing(ownerId: number, o: ListingOptions = {}) {
      return listing(db(), ownerId, o)
    },
    unlock(seeker: Person, propertyId: number) {
      return post(app().app, '/api/property/unlock', { property_id: propertyId }, seeker)
    },
    setAlerts(person: Person, mode: string) {
      return call(
        app().app,
        'PATCH' as 'POST',
        '/api/account/lead-alerts',
        { lead_alerts: mode },
        person,
      )
    },
    account(person: Person) {
      return get(app().app, '/api/account', person)
    },
    /** A visit request as the visits feature stores it (a row of site_visits). */
    async visit(
      seeker: Person,
      ownerId: number,
      propertyId: number,
      o: {
        slots?: Date[]
        note?: string | null
        createdAt?: Date
        answeredAt?: Date | null
        status?: 'requested' | 'declined' | 'cancelled'
        cancelledBy?: 'seeker' | 'owner'
      } = {},
    ) {
      const slots = o.slots ?? [new Date(clock.now().getTime() + 3 * DAY)]
      const status = o.status ?? (o.answeredAt ? 'declined' : 'requested')
      const [row] = await db()
        .insert(siteVisits)
        .values({
          propertyId,
          seekerId: seeker.id,
          ownerId,
          slots,
          lastSlotAt: slots.at(-1)!,
          note: o.note ?? null,
          status,
          reason: status === 'declined' ? 'Not available' : null,
          cancelledBy: status === 'cancelled' ? (o.cancelledBy ?? 'seeker') : null,
          createdAt: o.createdAt ?? clock.now(),
          answeredAt: o.answeredAt ?? null,
        })
        .returning({ id: siteVisits.id })
      return row!.id
    },
    /** The unlock's row id of `seeker` on `propertyId`. */
    async unlockId(seeker: Person, propertyId: number) {
      const rows = await db()
        .select({ id: unlocks.id, propertyId: unlocks.propertyId })
        .from(unlocks)
        .where(eq(unlocks.userId, seeker.id))
      return rows.find((r) => r.propertyId === propertyId)!.id
    },
    /** The notices of these leads, sent now (what the routes' queue does after the answers). */
    notify(...refs: LeadRef[]) {
      return notifyLeads(
        {
          db: db(),
          messenger: app().app.messenger,
          publicUrl: PUBLIC_URL,
          siteName: SITE_NAME,
          log: { warn() {} },
        },
        refs,
      )
    },
    digest() {
      return runLeadDigestRound(app().database.db, clock.now(), {
        messenger: app().app.messenger,
        publicUrl: PUBLIC_URL,
        siteName: SITE_NAME,
        log: { warn() {} },
      })
    },
    /** The outbox messages to `to`, oldest first. */
    mail(to: string) {
      return db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, to))
        .orderBy(asc(outboxMessages.id))
    },
  }
  return w
}
