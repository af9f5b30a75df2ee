import { LISTING_TEXTS } from '@app/contract/listing'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import { and, eq, gte, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { properties, unlocks, users, walletLedger } from '../../db/schema/index'
import { AppError, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { isPublished, unlockIsFree } from '../listings/policy'
import { viewProperty } from '../listings/service'


/**
 * Spends `cost` credits on a published property's contact details, once per user and property:
 * the unlock row is claimed first (a concurrent second request waits on it and then finds it),
 * then the balance is debited only if it covers the cost, and the ledger records the change,
 * all in one transaction. The owner and admins see the details without paying.
 */
export async function unlockProperty(db: Db, user: AuthUser, propertyId: number, cost: number) {
  return db.transaction(async (tx) => {
    const balance = async () => {
      const [row] = await tx
        .select({ credits: users.credits })
        .from(users)
        .where(eq(users.id, user.id))
      return row?.credits ?? 0
    }
    const [property] = await tx
      .select({ userId: properties.userId })
      .from(properties)
      .where(and(eq(properties.id, propertyId), isPublished))
    if (!property) throw notFound(LISTING_TEXTS.detailNotFound)
    const free = unlockIsFree(user, property)
    let credits: number | undefined
    if (!free) {
      const [claimed] = await tx
        .insert(unlocks)
        .values({ userId: user.id, propertyId, creditsSpent: cost })
        .onConflictDoNothing()
        .returning({ id: unlocks.id })
      if (claimed) {
        const [debited] = await tx
          .update(users)
          .set({ credits: sql`${users.credits} - ${cost}` })
          .where(and(eq(users.id, user.id), gte(users.credits, cost)))
          .returning({ credits: users.credits })
        if (!debited) {
          throw new AppError({
            code: 'INSUFFICIENT_CREDITS',
            status: 402,
            message: WALLET_TEXTS.unlockDenied,
            data: { credits: await balance(), unlock_cost: cost },
          })
        }
        credits = debited.credits
        await tx.insert(walletLedger).values({
          userId: user.id,
          delta: -cost,
          balanceAfter: credits,
          reason: 'unlock',
          unlockId: claimed.id,
        })
      }
    }
    return {
      credits: credits ?? (await balance()),
      property: await viewProperty(tx, user, propertyId, cost),
    }
  })
}
