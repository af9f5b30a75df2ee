import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { LEAD_ALERT_MODES } from '@app/contract/account'

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    /** Stored lower-cased; optional for owners (spec 000 section 5). */
    email: text(),
    phoneNumber: text().notNull(),
    passwordHash: text().notNull(),
    /** 1 seeker, 2 owner, 99 admin; other values are allowed and have no permissions. */
    userType: smallint().notNull().default(1),
    /** Wallet balance in credits (1 credit = 1 rupee); the ledger explains every change. */
    credits: integer().notNull().default(0),
    /**
     * Bumped by every password change or reset (and by a block): a session works only while it
     * carries the current value, so a login that was checking the old password when the password
     * changed gets a token that is dead on arrival.
     */
    credentialVersion: integer().notNull().default(0),
    /**
     * Bytes of uploads this user owns (images with their copies, attachments), kept by the upload
     * service in the transaction that records or removes a file; checked against
     * STORAGE_QUOTA_BYTES.
     */
    storageBytes: bigint({ mode: 'number' }).notNull().default(0),
    /** Set by an admin: the account cannot log in and its sessions ended (with a credential bump). */
    blockedAt: timestamp({ withTimezone: true }),
    blockedReason: text(),
    /** How an owner hears of leads (issue 30): a message at once, or a daily digest. */
    leadAlerts: text({ enum: LEAD_ALERT_MODES }).notNull().default('instant'),
    /** Until when the owner's leads went out in a digest (or since the switch to daily). */
    leadDigestAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_phone_number_key').on(t.phoneNumber),
    check('users_credits_non_negative', sql`${t.credits} >= 0`),
    check('users_storage_bytes_non_negative', sql`${t.storageBytes} >= 0`),
    check('users_phone_number_format', sql`${t.phoneNumber} ~ '^[0-9]{10}$'`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
)

export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text().notNull().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    /** users.credential_version as the login read it together with the password hash. */
    credentialVersion: integer().notNull().default(0),
    ip: text(),
    userAgent: text(),
  },
  (t) => [index().on(t.userId)],
)

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purpose: text({ enum: ['register', 'reset_password'] }).notNull(),
    /** The e-mail or phone number the code was sent to, normalised. */
    target: text().notNull(),
    codeHash: text().notNull(),
    attempts: smallint().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
    verifiedAt: timestamp({ withTimezone: true }),
    ip: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index().on(t.target, t.purpose, t.createdAt),
    check('otp_codes_attempts_range', sql`${t.attempts} between 0 and 5`),
  ],
)
