import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core'
import { LEDGER_KINDS, PAISE_PER_CREDIT, PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { properties } from './properties'
import { users } from './users'

/** A card payment that buys credits. Status: PAYMENT_STATUS (0 pending, 1 success, 2 failed). */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: ['razorpay', 'sandbox'] }).notNull(),
    providerOrderId: text().notNull().unique(),
    providerPaymentId: text().unique(),
    amountPaise: integer().notNull(),
    credits: integer().notNull(),
    currency: text().notNull().default('INR'),
    status: smallint().notNull().default(0),
    phoneNumber: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_orders_credits_positive', sql`${t.credits} > 0`),
    check(
      'payment_orders_amount_matches_credits',
      sql`${t.amountPaise} = ${t.credits} * ${sql.raw(String(PAISE_PER_CREDIT))}`,
    ),
    check(
      'payment_orders_status_known',
      sql`${t.status} in (${sql.raw(Object.values(PAYMENT_STATUS).join(', '))})`,
    ),
    index().on(t.userId, t.createdAt),
  ],
)

/** A seeker's paid access to one property's contact details; at most one per pair. */
export const unlocks = pgTable(
  'unlocks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: integer()
      .notNull()
      .references(() => properties.id, { onDelete: 'cascade' }),
    creditsSpent: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique().on(t.userId, t.propertyId),
    check('unlocks_credits_non_negative', sql`${t.creditsSpent} >= 0`),
    index().on(t.userId, t.createdAt),
  ],
)

/**
 * Every change to a balance, with the balance it left behind, written only by the ledger's
 * moveCredits (modules/wallet/ledger.ts). `reference` names what caused it ('unlock:12',
 * 'order:5', 'refund:12'...): the unique index refuses a second entry for the same cause.
 */
export const walletLedger = pgTable(
  'wallet_ledger',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    delta: integer().notNull(),
    balanceAfter: integer().notNull(),
    reason: text({ enum: LEDGER_KINDS }).notNull(),
    reference: text().notNull().unique(),
    paymentOrderId: integer()
      .unique()
      .references(() => paymentOrders.id),
    unlockId: integer()
      .unique()
      .references(() => unlocks.id),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('wallet_ledger_balance_non_negative', sql`${t.balanceAfter} >= 0`),
    check('wallet_ledger_delta_non_zero', sql`${t.delta} <> 0`),
    check(
      'wallet_ledger_reason_known',
      sql`${t.reason} in (${sql.raw(LEDGER_KINDS.map((k) => `'${k}'`).join(', '))})`,
    ),
    index().on(t.userId, t.createdAt),
  ],
)
