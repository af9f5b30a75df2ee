import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { VISIT_ROLES } from '@app/contract/visits'
import { properties } from './properties'
import { users } from './users'

/** What is stored of a visit's status; `expired` is derived when read (contract/visits). */
export const STORED_VISIT_STATUSES = ['requested', 'accepted', 'declined', 'cancelled'] as const

/**
 * A seeker's site visit request for a listing they unlocked (issue 30): up to three proposed
 * slots, then the owner's answer (one slot accepted, or declined with a reason) or either side's
 * cancellation. `owner_id` is the listing's owner when asked: who may answer.
 */
export const siteVisits = pgTable(
  'site_visits',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    seekerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ownerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The proposed slots, earliest first. */
    slots: timestamp({ withTimezone: true }).array().notNull(),
    /** The latest proposed slot: a request is open until it passes (the limits' index). */
    lastSlotAt: timestamp({ withTimezone: true }).notNull(),
    note: text(),
    status: text({ enum: STORED_VISIT_STATUSES }).notNull().default('requested'),
    /** The agreed slot, once accepted. */
    slotAt: timestamp({ withTimezone: true }),
    /** The owner's reason for declining, or the canceller's (optional). */
    reason: text(),
    cancelledBy: text({ enum: VISIT_ROLES }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When the owner accepted or declined: the response score's speed. */
    answeredAt: timestamp({ withTimezone: true }),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.seekerId, t.createdAt),
    index().on(t.ownerId, t.createdAt),
    index().on(t.propertyId, t.createdAt),
    check(
      'site_visits_slots_count',
      sql`cardinality(${t.slots}) between 1 and 3 and ${t.lastSlotAt} = ${t.slots}[cardinality(${t.slots})]`,
    ),
    check(
      'site_visits_accepted_slot',
      sql`(${t.status} = 'accepted') = (${t.slotAt} is not null) and (${t.slotAt} is null or ${t.slotAt} = any(${t.slots}))`,
    ),
    check(
      'site_visits_cancelled_by',
      sql`(${t.status} = 'cancelled') = (${t.cancelledBy} is not null)`,
    ),
  ],
)
