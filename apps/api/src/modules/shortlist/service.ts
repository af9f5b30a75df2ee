import { SHORTLIST_MAX } from '@app/contract/limits'
import { MONTHLY_FACTOR } from '@app/contract/constants'
import type { ListingCard, WarehouseSpecs } from '@app/contract/listing'
import { LISTING_TEXTS, PURCHASE_TYPE } from '@app/contract/listing-texts'
import { COMPARE_ROWS, SEARCH_TEXTS, type CompareItem, type CompareRow } from '@app/contract/search'
import type { Db, Tx } from '../../db/client'
import { conflict, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { toCard, toSpecs } from '../../domain/listing-shapes'
import * as repo from './repository'

/** The shortlist as GET shortlist answers it: ids and cards of listings on the market. */
export async function shortlist(db: Tx, user: AuthUser) {
  const cards = (await repo.shortlistCards(db, user.id)).map(toCard)
  return { ids: cards.map((c) => c.id), items: cards }
}

/**
 * Saves a published listing to the user's shortlist (again: nothing changes), at most
 * SHORTLIST_MAX of them; answers the shortlist.
 */
export async function add(db: Db, user: AuthUser, propertyId: number, now: Date) {
  await db.transaction(async (tx) => {
    if (!(await repo.isPublishedListing(tx, propertyId))) {
      throw notFound(LISTING_TEXTS.detailNotFound)
    }
    await repo.lockUser(tx, user.id)
    if (await repo.isShortlisted(tx, user.id, propertyId)) return
    if ((await repo.countShortlist(tx, user.id)) >= SHORTLIST_MAX) {
      throw conflict(SEARCH_TEXTS.shortlistFull)
    }
    await repo.addToShortlist(tx, user.id, propertyId, now)
  })
  return shortlist(db, user)
}

/** Takes a listing off the shortlist (not there: nothing changes); answers the shortlist. */
export async function remove(db: Tx, user: AuthUser, propertyId: number) {
  await repo.removeFromShortlist(db, user.id, propertyId)
  return shortlist(db, user)
}

/** What the comparison's figures are made from: a published listing's card and the rest. */
export interface CompareInput {
  card: ListingCard
  specs: WarehouseSpecs
  /** The price's security deposit, in rupees. */
  deposit: number | null
}

const rupees = (n: number) => Math.round(n)
const rate = (n: number) => Math.round(n * 100) / 100

/**
 * The comparison's figures and its best values: the one rule behind /compare (decision 029).
 *
 * - monthly_rent: a rent or lease price × MONTHLY_FACTOR of its recurrence (no recurrence counts
 *   as monthly, as the database's ₹ per sq.ft does); null for a sale.
 * - rate_month: the monthly equivalent per sq.ft for a rent or lease, the price per sq.ft for a
 *   sale; null without an area.
 * - first_year_cost: 12 months' rent + the deposit + the unlock cost for a rent or lease; the
 *   price + the unlock cost for a sale (an advance on a sale is part of its price). Computed
 *   from the unrounded monthly figure, then rounded once.
 * - best: per COMPARE_ROWS row, the ids holding the lowest or highest value among the items that
 *   have one (ties share it), only when at least two items have one and they are not all alike. ₹ per sq.ft compares like
 *   with like: the rents and leases when there are any, else the sales.
 *
 * Money is rounded to whole rupees, rates to two decimals. The unlock cost is in credits, and a
 * credit is a rupee.
 */
export function compareFigures(inputs: readonly CompareInput[], unlockCost: number) {
  const items: CompareItem[] = inputs.map(({ card, specs, deposit }) => {
    const price = card.price
    const recurring = price !== null && price.purchase_type !== PURCHASE_TYPE.sale
    const monthly = recurring ? price.price * (MONTHLY_FACTOR[price.recuring_type ?? 0] ?? 1) : null
    const perArea = (amount: number | null) =>
      amount === null || !card.area ? null : rate(amount / card.area)
    return {
      ...card,
      ...specs,
      recuring_type: recurring ? price.recuring_type : null,
      monthly_rent: monthly === null ? null : rupees(monthly),
      deposit,
      rate_month: perArea(recurring ? monthly : (price?.price ?? null)),
      first_year_cost:
        price === null
          ? null
          : rupees((monthly === null ? price.price : monthly * 12 + (deposit ?? 0)) + unlockCost),
      unlock_cost: unlockCost,
    }
  })
  return { items, best: bestValues(items) }
}

const isSale = (item: CompareItem) => item.price?.purchase_type === PURCHASE_TYPE.sale

function bestValues(items: readonly CompareItem[]) {
  const best: Partial<Record<CompareRow, number[]>> = {}
  for (const [row, way] of Object.entries(COMPARE_ROWS) as [CompareRow, 'low' | 'high'][]) {
    let valued = items.filter((item) => item[row] !== null)
    if (row === 'rate_month' && valued.some((item) => !isSale(item))) {
      valued = valued.filter((item) => !isSale(item))
    }
    if (valued.length < 2) continue
    const values = valued.map((item) => item[row] as number)
    const target = way === 'low' ? Math.min(...values) : Math.max(...values)
    // All alike: none is better than another.
    if (values.every((v) => v === target)) continue
    best[row] = valued.filter((item) => item[row] === target).map((item) => item.id)
  }
  return best
}

/**
 * GET compare: the published listings among `ids`, in the asked order (unknown or unpublished
 * ids are left out), with their figures and best values.
 */
export async function compare(db: Tx, ids: readonly number[], unlockCost: number) {
  const rows = new Map((await repo.compareRows(db, ids)).map((row) => [row.id, row]))
  const inputs = ids.flatMap((id): CompareInput[] => {
    const row = rows.get(id)
    if (!row) return []
    return [
      {
        card: toCard(row),
        specs: toSpecs(row),
        deposit: row.securityDeposit,
      },
    ]
  })
  return compareFigures(inputs, unlockCost)
}
