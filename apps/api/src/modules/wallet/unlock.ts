import { LISTING_TEXTS } from '@app/contract/listing'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { unlockIsFree } from '../listings/policy'
import { viewProperty } from '../listings/service'
import { balanceOf, moveCredits } from './ledger'
import * as repo from './repository'

/**
 * Spends `cost` credits on a published property's contact details, once per user and property:
 * the unlock row is claimed first (a concurrent second request waits on it and then finds it),
 * then the ledger debits the balance only if it covers the cost, all in one transaction. The
 * owner and admins see the details without paying.
 */
export async function unlockProperty(db: Db, user: AuthUser, propertyId: number, cost: number) {
  return db.transaction(async (tx) => {
    const listing = await repo.findPublishedListing(tx, propertyId)
    if (!listing) throw notFound(LISTING_TEXTS.detailNotFound)
    let credits: number | undefined
    const unlockId = unlockIsFree(user, listing)
      ? undefined
      : await repo.claimUnlock(tx, user.id, propertyId, cost)
    if (unlockId !== undefined) {
      credits = await moveCredits(tx, {
        userId: user.id,
        credits: -cost,
        kind: 'unlock',
        reference: `unlock:${unlockId}`,
        unlockId,
      })
      if (credits === undefined) {
        throw new AppError({
          code: 'INSUFFICIENT_CREDITS',
          status: 402,
          message: WALLET_TEXTS.unlockDenied,
          data: { credits: await balanceOf(tx, user.id), unlock_cost: cost },
        })
      }
    }
    return {
      credits: credits ?? (await balanceOf(tx, user.id)),
      property: await viewProperty(tx, user, propertyId, cost),
    }
  })
}
