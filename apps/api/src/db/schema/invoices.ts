import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The tax invoices' number series, one row per Indian financial year ('2026-27'): the last
 * serial given out. The statement that marks orders paid moves it on by as many and numbers
 * them (wallet/payments-repository.ts, decision 078); the row stays locked until that statement
 * commits, so a payment rolled back gives its number back and the series has no gaps (GST rule
 * 46 wants consecutive serial numbers). The number itself is on the order
 * (payment_orders.invoice_number).
 */
export const invoiceSeries = pgTable(
  'invoice_series',
  {
    financialYear: text().primaryKey(),
    lastNumber: integer().notNull(),
  },
  (t) => [
    check('invoice_series_financial_year_format', sql`${t.financialYear} ~ '^[0-9]{4}-[0-9]{2}$'`),
    check('invoice_series_last_number_positive', sql`${t.lastNumber} > 0`),
  ],
)
