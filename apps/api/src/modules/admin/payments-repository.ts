import type { AdminPaymentQuery } from '@app/contract/admin'
import type { PaymentStatus } from '@app/contract/wallet-texts'
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { paymentOrders, users } from '../../db/schema/index'
import { containing, owner } from './query-parts'

/* The reads behind the console's payment orders (payments.ts decides; every caller is an admin). */

const paymentColumns = {
  id: paymentOrders.id,
  user: owner,
  provider: paymentOrders.provider,
  providerOrderId: paymentOrders.providerOrderId,
  providerPaymentId: paymentOrders.providerPaymentId,
  receipt: paymentOrders.receipt,
  amountPaise: paymentOrders.amountPaise,
  credits: paymentOrders.credits,
  bonusCredits: paymentOrders.bonusCredits,
  status: paymentOrders.status,
  invoiceNumber: paymentOrders.invoiceNumber,
  createdAt: paymentOrders.createdAt,
  paidAt: paymentOrders.paidAt,
  failedAt: paymentOrders.failedAt,
  checkedAt: paymentOrders.checkedAt,
}

const paymentQuery = (db: Tx) =>
  db.select(paymentColumns).from(paymentOrders).innerJoin(users, eq(users.id, paymentOrders.userId))

/** Payment orders, newest first, by status, found by provider ids, receipt or buyer's phone. */
export async function paymentsPage(
  db: Tx,
  query: Omit<AdminPaymentQuery, 'status'> & { status?: PaymentStatus | undefined },
) {
  const conditions: SQL[] = []
  if (query.status !== undefined) conditions.push(eq(paymentOrders.status, query.status))
  if (query.q) {
    const like = containing(query.q)
    conditions.push(
      or(
        ilike(paymentOrders.providerOrderId, like),
        ilike(paymentOrders.providerPaymentId, like),
        ilike(paymentOrders.receipt, like),
        ilike(paymentOrders.phoneNumber, like),
        ilike(users.phoneNumber, like),
      )!,
    )
  }
  const where = and(...conditions)
  const rows = await paymentQuery(db)
    .where(where)
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .offset(query.offset)
    .limit(query.limit)
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .innerJoin(users, eq(users.id, paymentOrders.userId))
    .where(where)
  return { rows, total: count!.n }
}

export async function paymentById(db: Tx, id: number) {
  const [row] = await paymentQuery(db).where(eq(paymentOrders.id, id))
  return row
}
