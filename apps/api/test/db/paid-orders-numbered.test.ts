import { readFileSync } from 'node:fs'
import path from 'node:path'
import { asc, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Database } from '../../src/db/client'
import { invoiceSeries, paymentOrders } from '../../src/db/schema/index'
import { freshDatabase, testConfig } from '../helpers/app'
import { makeUser } from '../helpers/listings'

/**
 * Migration 0023 (decision 078): orders paid before it whose numbering had not run yet get their
 * numbers from it, as that numbering would have given them, before the database starts refusing
 * a paid order without one. Run here on a database put back as it stood before the migration.
 */
describe('migration 0023: paid orders numbered', () => {
  let database: Database
  const migration = readFileSync(
    path.join(testConfig().migrationsDir, '0023_paid_orders_numbered.sql'),
    'utf8',
  )
  beforeAll(async () => {
    database = await freshDatabase()
    // As before 0023: no constraint, and the index of unnumbered orders.
    await database.db.execute(
      sql`alter table payment_orders drop constraint payment_orders_paid_has_invoice`,
    )
    await database.db.execute(
      sql`create index payment_orders_unnumbered_index on payment_orders (paid_at, id)
        where status = 1 and invoice_number is null`,
    )
  })
  afterAll(() => database.close())

  it('numbers the paid orders left without a number, oldest payment first, in their own years', async () => {
    const { db } = database
    const buyer = await makeUser(db)
    let n = 0
    const order = (paidAt: string | null, invoiceNumber: string | null = null) => ({
      userId: buyer.id,
      provider: 'sandbox' as const,
      providerOrderId: `order_${++n}`,
      amountPaise: 9_900,
      credits: 99,
      ...(paidAt && { status: 1, providerPaymentId: `pay_${n}`, paidAt: new Date(paidAt) }),
      invoiceNumber,
    })
    await db.insert(invoiceSeries).values({ financialYear: '2026-27', lastNumber: 7 })
    const rows = await db
      .insert(paymentOrders)
      .values([
        // Numbered before, with the prefix then set.
        order('2026-11-20T10:00:00+05:30', 'XY/26-27/000007'),
        // Left without a number: 1 April 2027 in India is a new year, 31 March the old one.
        order('2027-04-01T00:10:00+05:30'),
        order('2027-03-31T23:50:00+05:30'),
        order('2026-12-01T09:00:00+05:30'),
        // Pending: no number.
        order(null),
      ])
      .returning({ id: paymentOrders.id })

    for (const statement of migration.split('--> statement-breakpoint')) {
      await db.execute(sql.raw(statement))
    }

    const numbers = await db
      .select({ id: paymentOrders.id, invoiceNumber: paymentOrders.invoiceNumber })
      .from(paymentOrders)
      .orderBy(asc(paymentOrders.id))
    expect(numbers.map((o) => o.invoiceNumber)).toEqual([
      'XY/26-27/000007',
      'XY/27-28/000001',
      'XY/26-27/000009',
      'XY/26-27/000008',
      null,
    ])
    const series = await db.select().from(invoiceSeries).orderBy(asc(invoiceSeries.financialYear))
    expect(series).toEqual([
      { financialYear: '2026-27', lastNumber: 9 },
      { financialYear: '2027-28', lastNumber: 1 },
    ])
    // From now on a paid order without its number is refused.
    await expect(
      db
        .update(paymentOrders)
        .set({ status: 1, providerPaymentId: 'pay_late', paidAt: new Date() })
        .where(eq(paymentOrders.id, rows[4]!.id)),
    ).rejects.toThrow()
  })
})
