import {
  ACCOUNT_RECENT_ITEMS,
  type Account,
  type AccountNameBody,
  type LeadAlertsBody,
} from '@app/contract/account'
import { AUTH_MESSAGES } from '@app/contract/auth'
import type { Tx } from '../../db/client'
import { AppError } from '../../lib/app-error'
import type { Clock } from '../../lib/clock'
import { revokeUserSessions, type AuthUser } from '../../lib/sessions'
import { transactions as walletTransactions } from '../wallet'
import * as repo from './repository'

export interface AccountDeps {
  clock: Clock
  /** Drops the user's cached sessions on every instance (the change feed, decision 013). */
  forgetSessions(userId: number): void
}

const gone = () =>
  new AppError({ code: 'UNAUTHENTICATED', status: 401, message: AUTH_MESSAGES.notAuthenticated })

/** The account page: profile, balance, the latest purchases and unlocks, an owner's listings. */
export async function account(db: Tx, user: AuthUser): Promise<Account> {
  const recent = { offset: 0, limit: ACCOUNT_RECENT_ITEMS }
  const [me, transactions, unlocked, owner] = await Promise.all([
    repo.profile(db, user.id),
    walletTransactions(db, user, recent),
    repo.recentUnlocks(db, user.id, ACCOUNT_RECENT_ITEMS),
    user.permissions.includes('view-created-properties')
      ? repo.ownerSummary(db, user.id, ACCOUNT_RECENT_ITEMS)
      : undefined,
  ])
  if (!me) throw gone()
  return {
    profile: {
      id: me.id,
      name: me.name,
      email: me.email,
      phone_number: me.phoneNumber,
      user_type: me.userType,
      created_at: me.createdAt.toISOString(),
    },
    credits: me.credits,
    recent_transactions: transactions.data,
    recent_unlocks: unlocked.map((u) => ({
      property_id: u.propertyId,
      name: u.name,
      created_at: u.createdAt.toISOString(),
    })),
    owner: owner
      ? {
          listings: owner.listings,
          views: owner.views,
          unlocks: owner.unlocks,
          recent_listings: owner.recent,
          lead_alerts: me.leadAlerts,
        }
      : null,
  }
}

/** Renames the account; the sessions' cached copy of the name is dropped so it shows at once. */
export async function changeName(
  db: Tx,
  user: AuthUser,
  input: AccountNameBody,
  deps: AccountDeps,
) {
  if (!(await repo.setName(db, user.id, input.name, deps.clock.now()))) throw gone()
  deps.forgetSessions(user.id)
  return { name: input.name }
}

/** How an owner hears of leads (decision 067): each at once, or one digest a day. */
export async function setLeadAlerts(
  db: Tx,
  user: AuthUser,
  input: LeadAlertsBody,
  deps: AccountDeps,
) {
  if (!(await repo.setLeadAlerts(db, user.id, input.lead_alerts, deps.clock.now()))) throw gone()
  return { lead_alerts: input.lead_alerts }
}

/** Ends every session of the user, this one included (a lost phone, a shared computer). */
export async function logoutEverywhere(db: Tx, user: AuthUser, deps: AccountDeps) {
  await revokeUserSessions(db, user.id, deps.clock.now())
  deps.forgetSessions(user.id)
}
