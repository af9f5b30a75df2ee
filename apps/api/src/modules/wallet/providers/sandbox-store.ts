import { and, asc, eq, sql } from 'drizzle-orm'
import { prepared, type Tx } from '../../../db/client'
import { sandboxOrders, sandboxPayments } from '../../../db/schema/index'

/** The sandbox's own books: what Razorpay keeps on its side, in our database. */

export async function insertOrder(db: Tx, order: typeof sandboxOrders.$inferInsert) {
  await db.insert(sandboxOrders).values(order)
}

export async function findOrder(db: Tx, id: string) {
  const [row] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id))
  return row
}

export function paymentsOf(db: Tx, orderId: string) {
  // Every first-time confirmation asks (the payment's method): prepared, planned once.
  const statement = prepared(db, 'sandbox-payments-of', (name) =>
    db
      .select({
        id: sandboxPayments.id,
        status: sandboxPayments.status,
        amount: sandboxPayments.amountPaise,
        method: sandboxPayments.method,
      })
      .from(sandboxPayments)
      .where(eq(sandboxPayments.orderId, sql.placeholder('orderId')))
      .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id))
      .prepare(name),
  )
  return statement.execute({ orderId })
}

/** Records a captured payment unless the order has one already; answers the order's capture. */
export async function capture(db: Tx, payment: typeof sandboxPayments.$inferInsert) {
  await db.insert(sandboxPayments).values(payment).onConflictDoNothing()
  const [row] = await db
    .select({ id: sandboxPayments.id })
    .from(sandboxPayments)
    .where(
      and(eq(sandboxPayments.orderId, payment.orderId), eq(sandboxPayments.status, 'captured')),
    )
  return row!.id
}

export async function insertFailure(db: Tx, payment: typeof sandboxPayments.$inferInsert) {
  await db.insert(sandboxPayments).values(payment)
}
