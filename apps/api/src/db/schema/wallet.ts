import { PAISE_PER_CREDIT } from '@app/contract/constants'
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { LEDGER_KINDS, PAYMENT_PROVIDERS, PAYMENT_STATUS } from '@app/contract/wallet-texts'
import { states } from './geo'
import { properties } from './properties'
import { users } from './users'

/**
 * A card payment that buys credits. Status: PAYMENT_STATUS (0 pending, 1 success, 2 failed);
 * it only moves forward: pending to failed or paid, failed to paid (a later attempt on the same
 * order went through), never away from paid.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text({ enum: PAYMENT_PROVIDERS }).notNull(),
    providerOrderId: text().notNull().unique(),
    providerPaymentId: text().unique(),
    /** Our name for the order at the provider (Razorpay's `receipt`, at most 40 characters). */
    receipt: text().unique(),
    amountPaise: integer().notNull(),
    credits: integer().notNull(),
    /**
     * Free credits of the packs bought with the order (issue 14), credited as a separate 'bonus'
     * ledger entry when it is paid; not part of the amount, so not on the tax invoice.
     */
    bonusCredits: integer().notNull().default(0),
    /** The packs bought, as the buyer's cart named them; null for a plain top-up. */
    packs: jsonb().$type<{ pack_id: string; quantity: number }[]>(),
    currency: text().notNull().default('INR'),
    status: smallint().notNull().default(0),
    phoneNumber: text(),
    /** The buyer's state (place of supply on the tax invoice), when they gave one. */
    buyerStateId: integer().references(() => states.id),
    /**
     * A business buyer's GSTIN (issue 26): its invoice is a B2B tax invoice. Checked by the
     * contract (format, check character) and against the place of supply when the order is made.
     */
    buyerGstin: text(),
    /** The name and billing address the invoice prints (a GSTIN's legal name; rule 46(e)). */
    buyerLegalName: text(),
    buyerAddress: text(),
    /** How the buyer paid, as the provider reports it (Razorpay's `method`: upi, card...). */
    paymentMethod: text(),
    /** The tax invoice's number, given by the statement that marks the order paid (decision 078). */
    invoiceNumber: text().unique(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp({ withTimezone: true }),
    failedAt: timestamp({ withTimezone: true }),
    /** When reconciliation last asked the provider about this order (one instance at a time). */
    checkedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    check('payment_orders_credits_positive', sql`${t.credits} > 0`),
    check('payment_orders_bonus_non_negative', sql`${t.bonusCredits} >= 0`),
    check(
      'payment_orders_provider_known',
      sql`${t.provider} in (${sql.raw(PAYMENT_PROVIDERS.map((p) => `'${p}'`).join(', '))})`,
    ),
    check(
      'payment_orders_amount_matches_credits',
      sql`${t.amountPaise} = ${t.credits} * ${sql.raw(String(PAISE_PER_CREDIT))}`,
    ),
    check(
      'payment_orders_status_known',
      sql`${t.status} in (${sql.raw(Object.values(PAYMENT_STATUS).join(', '))})`,
    ),
    check(
      'payment_orders_paid_has_payment',
      sql`${t.status} <> ${sql.raw(String(PAYMENT_STATUS.success))} or (${t.providerPaymentId} is not null and ${t.paidAt} is not null)`,
    ),
    // The statement that marks an order paid gives it its number (decision 078).
    check(
      'payment_orders_paid_has_invoice',
      sql`${t.status} <> ${sql.raw(String(PAYMENT_STATUS.success))} or ${t.invoiceNumber} is not null`,
    ),
    check('payment_orders_gstin_format', sql`${t.buyerGstin} ~ '^[0-9]{2}[A-Z0-9]{13}$'`),
    check(
      'payment_orders_gstin_has_buyer',
      sql`${t.buyerGstin} is null or (${t.buyerLegalName} is not null and ${t.buyerAddress} is not null and ${t.buyerStateId} is not null)`,
    ),
    check('payment_orders_method_format', sql`${t.paymentMethod} ~ '^[a-z][a-z_]{1,31}$'`),
    index().on(t.userId, t.createdAt),
    // The monthly GSTR-1 export reads paid orders by their payment's date.
    index('payment_orders_paid_at_index')
      .on(t.paidAt)
      .where(sql`${t.status} = ${sql.raw(String(PAYMENT_STATUS.success))}`),
    // Reconciliation walks the pending orders, oldest first.
    index('payment_orders_pending_index')
      .on(t.provider, t.createdAt)
      .where(sql`${t.status} = ${sql.raw(String(PAYMENT_STATUS.pending))}`),
  ],
)

/**
 * Razorpay webhook events already handled, by their `X-Razorpay-Event-Id`: a redelivered event
 * finds its id here and changes nothing.
 */
export const paymentEvents = pgTable('payment_events', {
  eventId: text().primaryKey(),
  event: text().notNull(),
  receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

/**
 * The built-in sandbox provider's own books (PAYMENTS=sandbox): the orders and payments that
 * Razorpay would keep on its side, with ids shaped like Razorpay's. Nothing else reads them.
 */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: text().primaryKey(),
  amountPaise: integer().notNull(),
  currency: text().notNull().default('INR'),
  receipt: text().notNull(),
  notes: jsonb().$type<Record<string, string>>().notNull().default({}),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
})

export const SANDBOX_PAYMENT_STATUSES = ['captured', 'failed'] as const

export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: text().primaryKey(),
    orderId: text()
      .notNull()
      .references(() => sandboxOrders.id, { onDelete: 'cascade' }),
    status: text({ enum: SANDBOX_PAYMENT_STATUSES }).notNull(),
    amountPaise: integer().notNull(),
    /** How the sandbox payer chose to pay (upi, card, netbanking, wallet). */
    method: text().notNull().default('card'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'sandbox_payments_status_known',
      sql`${t.status} in (${sql.raw(SANDBOX_PAYMENT_STATUSES.map((s) => `'${s}'`).join(', '))})`,
    ),
    index().on(t.orderId),
    // Like Razorpay, an order is paid at most once.
    uniqueIndex('sandbox_payments_one_capture_per_order')
      .on(t.orderId)
      .where(sql`${t.status} = 'captured'`),
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
    // A listing's leads, newest first, and its unlock count (the owner's list).
    index().on(t.propertyId, t.createdAt),
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
