import { PAISE_PER_RUPEE } from '@app/contract/constants'
import type { LedgerEntry, PageQuery, Transaction, UnlockedProperty } from '@app/contract/wallet'
import type { Tx } from '../../db/client'
import { pageOf } from '../../lib/page'
import type { AuthUser } from '../../lib/sessions'
import { toPrice } from '../../domain/listing-shapes'
import { toMyReport } from '../../domain/report-standing'
import * as repo from './history-repository'
import { balanceOf } from './ledger'

function paged<T>(data: T[], total: number, page: PageQuery) {
  return { data, pagination: pageOf(page, data.length, total) }
}

/** GET wallet. */
export async function wallet(db: Tx, user: AuthUser) {
  return { credits: await balanceOf(db, user.id) }
}

/**
 * GET transactions: the user's top-up orders, newest first, amounts in rupees, each paid one
 * with its invoice number.
 */
export async function transactions(db: Tx, user: AuthUser, page: PageQuery) {
  const { rows, total } = await repo.transactions(db, user.id, page)
  const data = rows.map((r): Transaction => ({
    id: r.id,
    amount: r.amountPaise / PAISE_PER_RUPEE,
    credits: r.credits + r.bonusCredits,
    bonus_credits: r.bonusCredits,
    phone_number: r.phoneNumber,
    created_at: r.createdAt.toISOString(),
    status: r.status,
    invoice_number: r.invoiceNumber,
  }))
  return paged(data, total, page)
}

/** GET ledger: every change to the user's balance, newest first (also an admin's user profile). */
export async function ledger(db: Tx, user: Pick<AuthUser, 'id'>, page: PageQuery) {
  const { rows, total } = await repo.ledger(db, user.id, page)
  const data = rows.map((r): LedgerEntry => ({
    id: r.id,
    kind: r.kind,
    credits: r.credits,
    balance_after: r.balanceAfter,
    reference: r.reference,
    property_id: r.propertyId,
    property_name: r.propertyName,
    created_at: r.createdAt.toISOString(),
  }))
  return paged(data, total, page)
}

/**
 * GET unlocked-properties: the listings the user paid to see, the latest first, each with until
 * when it may be reported (at `now`) and its latest report.
 */
export async function unlockedProperties(db: Tx, user: AuthUser, page: PageQuery, now: Date) {
  const { rows, total } = await repo.unlocked(db, user.id, page)
  const data = rows.map((r): UnlockedProperty => ({
    property_id: r.propertyId,
    name: r.name,
    image: r.image,
    prices: r.prices.map(toPrice),
    created_at: r.createdAt.toISOString(),
    report: toMyReport(r.createdAt, r.report, now),
  }))
  return paged(data, total, page)
}
