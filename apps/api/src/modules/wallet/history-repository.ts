import type { LedgerKind } from '@app/contract/wallet-texts'
import { desc, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { pricesOf } from '../../domain/listing-rows'
import { latestReportOf } from '../../domain/report-standing'
import { paymentOrders, properties, unlocks, walletLedger } from '../../db/schema/index'

export interface Page {
  offset: number
  limit: number
}

const countOf = async (
  db: Tx,
  table: typeof paymentOrders | typeof walletLedger | typeof unlocks,
  userId: number,
) => {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.userId, userId))
  return row!.n
}

/** A user's payment orders, newest first, and how many there are. */
export async function transactions(db: Tx, userId: number, page: Page) {
  const rows = await db
    .select({
      id: paymentOrders.id,
      amountPaise: paymentOrders.amountPaise,
      credits: paymentOrders.credits,
      bonusCredits: paymentOrders.bonusCredits,
      phoneNumber: paymentOrders.phoneNumber,
      createdAt: paymentOrders.createdAt,
      status: paymentOrders.status,
      invoiceNumber: paymentOrders.invoiceNumber,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .offset(page.offset)
    .limit(page.limit)
  return { rows, total: await countOf(db, paymentOrders, userId) }
}

/**
 * The unlock an entry is about: its own for an unlock, the refunded one for `refund:<unlock id>`
 * (decision 007's references).
 */
const unlockOfEntry = sql`case
  when ${walletLedger.reason} = 'unlock' then ${walletLedger.unlockId}
  when ${walletLedger.reason} = 'refund' and ${walletLedger.reference} ~ '^refund:[0-9]{1,9}$'
    then substring(${walletLedger.reference} from 8)::int
end`

/** A user's ledger entries, newest first, with the listing of unlocks and refunds. */
export async function ledger(db: Tx, userId: number, page: Page) {
  const rows = await db
    .select({
      id: walletLedger.id,
      kind: sql<LedgerKind>`${walletLedger.reason}`,
      credits: walletLedger.delta,
      balanceAfter: walletLedger.balanceAfter,
      reference: walletLedger.reference,
      propertyId: properties.id,
      propertyName: properties.name,
      createdAt: walletLedger.createdAt,
    })
    .from(walletLedger)
    .leftJoin(unlocks, eq(unlocks.id, unlockOfEntry))
    .leftJoin(properties, eq(properties.id, unlocks.propertyId))
    .where(eq(walletLedger.userId, userId))
    .orderBy(desc(walletLedger.id))
    .offset(page.offset)
    .limit(page.limit)
  return { rows, total: await countOf(db, walletLedger, userId) }
}

/**
 * The listings a user unlocked, the latest unlock first, with their prices and each unlock's
 * latest report (in the same statement).
 */
export async function unlocked(db: Tx, userId: number, page: Page) {
  const rows = await db
    .select({
      propertyId: unlocks.propertyId,
      name: properties.name,
      image: properties.image,
      createdAt: unlocks.createdAt,
      prices: pricesOf(properties.id),
      report: latestReportOf(unlocks.id, unlocks.propertyId),
    })
    .from(unlocks)
    .innerJoin(properties, eq(properties.id, unlocks.propertyId))
    .where(eq(unlocks.userId, userId))
    .orderBy(desc(unlocks.createdAt), desc(unlocks.id))
    .offset(page.offset)
    .limit(page.limit)
  return { rows, total: await countOf(db, unlocks, userId) }
}
