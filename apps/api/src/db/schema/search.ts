import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import { ALERT_MODES, type SavedFilters } from '@app/contract/search'
import { properties } from './properties'
import { users } from './users'

/** A user's saved search (issue 15): the listing page's filters and sort, and how to alert. */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    filters: jsonb().$type<SavedFilters>().notNull(),
    alert: text({ enum: ALERT_MODES }).notNull(),
    /** The unsubscribe link's secret: works without login, names this search only. */
    unsubscribeToken: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** When its alert last went out (a daily alert waits a day after it). */
    alertedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    index().on(t.userId, t.createdAt),
    index('saved_searches_alerting_idx')
      .on(t.alert)
      .where(sql`${t.alert} <> 'off'`),
  ],
)

/** Each listing a search has alerted, once: the primary key makes a second alert impossible. */
export const savedSearchHits = pgTable(
  'saved_search_hits',
  {
    savedSearchId: integer()
      .notNull()
      .references(() => savedSearches.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.savedSearchId, t.propertyId] }), index().on(t.propertyId)],
)

/** A logged-in user's shortlist (the heart on every card). */
export const shortlists = pgTable(
  'shortlists',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.propertyId] }),
    index().on(t.userId, t.createdAt),
    index().on(t.propertyId),
  ],
)
