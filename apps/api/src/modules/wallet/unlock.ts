import { LISTING_TEXTS } from '@app/contract/listing'
import { WALLET_TEXTS } from '@app/contract/wallet-texts'
import type { Db } from '../../db/client'
import { AppError, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { isAdmin } from '../../domain/listing-policy'
import { presentView } from '../listings'
import { isUnmovedCredit } from './ledger'
import * as repo from './repository'
import { groupsPerHandle } from '../../lib/statement-groups'

/** Enough for a statement to outlast the top-ups that commit while it waits for the lock. */
const UNLOCK_ATTEMPTS = 3

/**
 * Spends `cost` credits on a published property's contact details, once per user and property,
 * in one statement (repository.unlock: claim, debit and ledger entry, and the listing's record
 * read with them; under load shared with other users' unlocks, lib/statement-groups.ts); the
 * owner and admins see the details without paying. `unlockId` is the unlock this call claimed
 * and paid for: null when it was unlocked before (or is free), so that only a first unlock is a
 * lead.
 */
export async function unlockProperty(db: Db, user: AuthUser, propertyId: number, cost: number) {
  const claimed = await groupsOf(db).run({
    userId: user.id,
    isAdmin: isAdmin(user),
    propertyId,
    cost,
  })
  const outcome = claimed?.outcome
  if (!outcome || outcome.free === null || outcome.balance === null) {
    throw notFound(LISTING_TEXTS.detailNotFound)
  }
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
  // Not refused, the user holds the contact: claimed now, claimed before, or their own listing.
  const property = presentView(user, claimed.record, true, cost)
  if (!property) throw notFound(LISTING_TEXTS.detailNotFound)
  return {
    data: { credits: outcome.paid ?? outcome.balance, property },
    unlockId: outcome.unlockId,
  }
}

/** Each database handle's unlock groups (lib/statement-groups.ts, repository.unlockMany). */
const groupsOf = groupsPerHandle((db: Db) => ({
  keyOf: (attempt: repo.UnlockAttempt) => attempt.userId,
  many: (attempts: repo.UnlockAttempt[]) => repo.unlockMany(db, attempts),
  single: (attempt: repo.UnlockAttempt) => claim(db, attempt),
}))

/**
 * The unlock statement, again when its debit failed the balance's check. PostgreSQL checks an
 * updated row, built from the statement's snapshot, before it finds that the row changed since
 * then: a top-up that committed while the statement waited for the user's lock can fail the
 * check although the locked balance covers the debit. The failed statement changed nothing, and
 * the next one's snapshot holds the top-up.
 */
async function claim(db: Db, attempt: repo.UnlockAttempt) {
  for (let tries = 1; ; tries++) {
    try {
      return await repo.unlock(db, attempt)
    } catch (error) {
      if (tries >= UNLOCK_ATTEMPTS || !isUnmovedCredit(error)) throw error
    }
  }
}
