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

/** The payments of the orders, each order's oldest first (an order without any is left out). */
export async function paymentsOfOrders(db: Tx, orderIds: readonly string[]) {
  // Every first-time confirmation asks (the payment's method): prepared, planned once.
  const statement = prepared(db, 'sandbox-payments-of-orders', (name) =>
    db
      .select({
        orderId: sandboxPayments.orderId,
        id: sandboxPayments.id,
        status: sandboxPayments.status,
        amount: sandboxPayments.amountPaise,
        method: sandboxPayments.method,
      })
      .from(sandboxPayments)
      .where(
        sql`${sandboxPayments.orderId} = any(array(
          select json_array_elements_text(${sql.placeholder('ids')}::json)))`,
      )
      .orderBy(asc(sandboxPayments.createdAt), asc(sandboxPayments.id))
      .prepare(name),
  )
  const rows = await statement.execute({ ids: JSON.stringify(orderIds) })
  const byOrder = new Map<string, Omit<(typeof rows)[number], 'orderId'>[]>()
  for (const { orderId, ...payment } of rows) {
    let payments = byOrder.get(orderId)
    if (!payments) byOrder.set(orderId, (payments = []))
    payments.push(payment)
  }
  return byOrder
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
