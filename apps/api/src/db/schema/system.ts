import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * Fixed-window counters for rate limits and lockouts, kept in the database so that every API
 * instance sees the same numbers (ARCHITECTURE.md: no state in process memory).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    resetAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.resetAt)],
)

/**
 * Failed password checks in a row per account and source (the client IP of a login), for the
 * progressive delay that replaces a hard account lock: a stranger's failures slow only the
 * stranger, never the owner on another address. `account` is `user:<id>`, or `unknown:<what was
 * typed>` so unknown accounts are slowed the same way.
 */
export const passwordFailures = pgTable(
  'password_failures',
  {
    account: text().notNull(),
    source: text().notNull(),
    /** Attempts counted so far, the one being checked included (counted before the check). */
    failures: integer().notNull(),
    /** No attempt from this pair is checked before this moment. */
    retryAt: timestamp({ withTimezone: true }).notNull(),
    /** The pair's failures are forgotten from this moment (and housekeeping drops the row). */
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.account, t.source] }), index().on(t.expiresAt)],
)

/**
 * Messages the `outbox` delivery driver "sends": kept here so a developer can read OTP codes
 * at /dev/outbox. Never used when NODE_ENV=production.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['email', 'sms'] }).notNull(),
    recipient: text().notNull(),
    subject: text().notNull(),
    body: text().notNull(),
    /** An e-mail's HTML part (null for SMS, and for rows from before it was kept). */
    html: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.createdAt)],
)
