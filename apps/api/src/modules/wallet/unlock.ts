import { LISTING_TEXTS } from '@app/contract/listing'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { isAdmin } from '../listings/policy'
import { viewProperty } from '../listings/service'
import * as repo from './repository'

/**
 * Spends `cost` credits on a published property's contact details, once per user and property,
 * in one statement (repository.unlock: claim, debit and ledger entry); the owner and admins see
 * the details without paying. The details, contact included, are read after it committed.
 */
export async function unlockProperty(db: Db, user: AuthUser, propertyId: number, cost: number) {
  const outcome = await repo.unlock(db, {
    userId: user.id,
    isAdmin: isAdmin(user),
    propertyId,
    cost,
  })
  if (!outcome || outcome.free === null) throw notFound(LISTING_TEXTS.detailNotFound)
  // Nothing claimed with too few credits: refused, unless a concurrent request of this user
  // unlocked it after the statement began (the claim waited for it and found it taken).
  const refused =
    !outcome.free &&
    outcome.unlockId === null &&
    outcome.balance < cost &&
    !outcome.unlocked &&
    !(await repo.isUnlocked(db, user.id, propertyId))
  if (refused) {
    throw new AppError({
      code: 'INSUFFICIENT_CREDITS',
      status: 402,
      message: WALLET_TEXTS.unlockDenied,
      data: { credits: outcome.balance, unlock_cost: cost },
    })
  }
  return {
    credits: outcome.paid ?? outcome.balance,
    property: await viewProperty(db, user, propertyId, { unlockCost: cost }),
  }
}
