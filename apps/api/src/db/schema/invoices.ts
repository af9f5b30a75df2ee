import { sql } from 'drizzle-orm'
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core'

/**
 * The tax invoices' number series, one row per Indian financial year ('2026-27'): the last
 * serial given out. Numbers are given after the payment commits, by one numbering at a time
 * (modules/invoices/numbering.ts, decision 058) that updates this row in its transaction, so a
 * rolled-back numbering gives its numbers back and the series has no gaps (GST rule 46 wants
 * consecutive serial numbers). The number itself is on the order
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
