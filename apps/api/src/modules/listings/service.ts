import type { ListingFilter, ListingQuery, PropertyView } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing'
import type { Tx } from '../../db/client'
import { notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import * as repo from './repository'

/**
 * Exact counts of large result sets cost a scan of their index range on every page; they are
 * kept for a short while instead. Small sets (the usual filtered search) are always counted
 * afresh, so `total` is exact there and at most COUNT_TTL_MS old on the broad lists.
 */
const COUNT_CACHE_ABOVE = 2_000
const COUNT_TTL_MS = 30_000
const COUNT_CACHE_SIZE = 500

export function createCountCache(now: () => number = Date.now) {
  const entries = new Map<string, { total: number; until: number }>()
  return async function total(db: Tx, filter: ListingFilter & { q?: string | undefined }) {
    const key = JSON.stringify([
      filter.purchase_type,
      filter.type,
      filter.state_id,
      filter.district_id,
      filter.city_id,
      repo.searchQuery(filter.q),
    ])
    const hit = entries.get(key)
    if (hit && hit.until > now()) return hit.total
    const fresh = await repo.countPublished(db, filter)
    entries.delete(key)
    if (fresh > COUNT_CACHE_ABOVE) {
      if (entries.size >= COUNT_CACHE_SIZE) entries.delete(entries.keys().next().value!)
      entries.set(key, { total: fresh, until: now() + COUNT_TTL_MS })
    }
    return fresh
  }
}
export type CountCache = ReturnType<typeof createCountCache>

export async function browse(db: Tx, counts: CountCache, query: ListingQuery) {
  const [{ cards, hasMore }, total] = await Promise.all([repo.browse(db, query), counts(db, query)])
  return {
    data: cards,
    pagination: {
      offset: query.offset,
      limit: query.limit,
      // A count kept from a moment ago must not contradict the page in hand.
      total: Math.max(total, query.offset + cards.length + (hasMore ? 1 : 0)),
      has_more: hasMore,
    },
  }
}

const isAdmin = (user: AuthUser) => user.permissions.includes('admin')

/**
 * What one user may see of one property: others see only published listings, and the contact
 * details only after an unlock; the owner and admins see everything (API.md, Listings).
 */
export async function viewProperty(
  db: Tx,
  user: AuthUser,
  propertyId: number,
  unlockCost: number,
): Promise<PropertyView> {
  const record = await repo.findProperty(db, propertyId)
  const ownsOrAdmin = record !== undefined && (record.property.userId === user.id || isAdmin(user))
  const published =
    record !== undefined &&
    record.property.completionLevel === 4 &&
    record.property.hiddenAt === null
  if (!record || (!published && !ownsOrAdmin)) throw notFound(LISTING_TEXTS.detailNotFound)
  const pass = ownsOrAdmin || (await repo.hasUnlocked(db, user.id, propertyId))
  return {
    property: repo.toDetail(record, pass),
    prices: repo.toPrices(record),
    attachments: repo.toAttachments(record),
    pass,
    unlock_cost: unlockCost,
  }
}
