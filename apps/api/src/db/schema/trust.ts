import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import {
  AUDIT_ACTIONS,
  AUDIT_TARGET_TYPES,
  REPORT_ANSWERS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  REPORT_STATUSES,
} from '@app/contract/admin-texts'
import { properties } from './properties'
import { users } from './users'
import { unlocks } from './wallet'

const among = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * A seeker's report on a listing they unlocked (issue 13). At most one open report per unlock;
 * a refund is also at most one per unlock (the ledger's reference `refund:<unlock id>`).
 */
export const propertyReports = pgTable(
  'property_reports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    unlockId: integer()
      .notNull()
      .references(() => unlocks.id, { onDelete: 'cascade' }),
    /** Copies of the unlock's, so a listing's and a reporter's reports are one index range. */
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    reporterId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text({ enum: REPORT_REASONS }).notNull(),
    message: text(),
    status: text({ enum: REPORT_STATUSES }).notNull().default('open'),
    /** When an unanswered contact report is refunded by the timer; null for other reasons. */
    answerDueAt: timestamp({ withTimezone: true }),
    answer: text({ enum: REPORT_ANSWERS }),
    answerMessage: text(),
    answeredAt: timestamp({ withTimezone: true }),
    resolution: text({ enum: REPORT_RESOLUTIONS }),
    resolutionNote: text(),
    resolvedAt: timestamp({ withTimezone: true }),
    /** The admin who resolved it; null when it was resolved automatically. */
    resolvedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    refundedCredits: integer().notNull().default(0),
    /**
     * Facts about the reporter as they stood when the report was filed (decision 022, "What
     * independent means"): whether the account was established (old enough, with paid unlocks
     * of other owners' listings), and the networks it was seen on (the report's address and its
     * sessions', as /24 or /64 prefixes). Two reports confirm each other only when both
     * reporters were established and share no network.
     */
    reporterEstablished: boolean().notNull().default(false),
    reporterNetworks: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('property_reports_reason_known', sql`${t.reason} in (${among(REPORT_REASONS)})`),
    check('property_reports_status_known', sql`${t.status} in (${among(REPORT_STATUSES)})`),
    check(
      'property_reports_answer_known',
      sql`${t.answer} is null or ${t.answer} in (${among(REPORT_ANSWERS)})`,
    ),
    check(
      'property_reports_resolution_known',
      sql`${t.resolution} is null or ${t.resolution} in (${among(REPORT_RESOLUTIONS)})`,
    ),
    check(
      'property_reports_resolved_when_closed',
      sql`(${t.status} = 'open') = (${t.resolvedAt} is null)`,
    ),
    check('property_reports_refund_non_negative', sql`${t.refundedCredits} >= 0`),
    uniqueIndex('property_reports_one_open_per_unlock')
      .on(t.unlockId)
      .where(sql`${t.status} = 'open'`),
    index().on(t.propertyId, t.createdAt),
    index().on(t.reporterId, t.createdAt),
    // The admin queue (by status, newest first) and the timer's due reports.
    index().on(t.status, t.createdAt),
    index('property_reports_due_index')
      .on(t.answerDueAt)
      .where(sql`${t.status} = 'open' and ${t.answeredAt} is null`),
  ],
)

/**
 * What admins (and the automatic trust rules) did, written in the same transaction as the action.
 * The database refuses any change or deletion of a row (migration 0011's trigger), so the log
 * cannot be rewritten through the API or by a bug. `actor_id` is kept as a plain number, with
 * the actor's name as it was, so that no cascade ever has to touch the log.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Null for the system's own actions (automatic refunds and hides). */
    actorId: integer(),
    actorName: text(),
    action: text({ enum: AUDIT_ACTIONS }).notNull(),
    targetType: text({ enum: AUDIT_TARGET_TYPES }).notNull(),
    targetId: integer().notNull(),
    reason: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_log_action_known', sql`${t.action} in (${among(AUDIT_ACTIONS)})`),
    check('audit_log_target_known', sql`${t.targetType} in (${among(AUDIT_TARGET_TYPES)})`),
    index().on(t.createdAt),
    index().on(t.actorId, t.createdAt),
    index().on(t.targetType, t.targetId, t.createdAt),
  ],
)
