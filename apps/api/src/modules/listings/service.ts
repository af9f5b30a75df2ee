import type { ListingFilter, ListingQuery, PropertyView } from '@app/contract/listing'
import { LISTING_TEXTS } from '@app/contract/listing'
import type { Tx } from '../../db/client'
import { notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import { canView, isAdmin, seesContact } from './policy'
import { toDetail, toPrice } from './present'
import * as repo from './repository'

/**
 * An exact count of a large result set costs a scan of its index range: for 100,000 listings
 * about 16 ms, on every page view. Such counts (above COUNT_CACHE_ABOVE) are kept per filter
 * for COUNT_TTL_MS; when one expires, a single request counts afresh while the others go on
 * with the kept figure. Smaller sets are counted exactly every time, inside the page's own
 * statement. The cards and `has_more` are always exact. See docs/decisions/005.
 */
const COUNT_CACHE_ABOVE = 2_000
const COUNT_TTL_MS = 30_000
const COUNT_CACHE_SIZE = 500

type CountFilter = ListingFilter & { q?: string | undefined }

export function createCountCache(now: () => number = Date.now) {
  const entries = new Map<string, { total: number; until: number }>()
  const keyOf = (f: CountFilter) =>
    JSON.stringify([
      f.purchase_type,
      f.type,
      f.state_id,
      f.district_id,
      f.city_id,
      repo.searchQuery(f.q),
    ])
  return {
    /** The kept count, and whether this caller should count (none kept, or it has expired). */
    lookup(filter: CountFilter) {
      const entry = entries.get(keyOf(filter))
      if (!entry) return { total: undefined, recount: true }
      if (entry.until > now()) return { total: entry.total, recount: false }
      // This caller refreshes it; the others keep using the old figure meanwhile.
      entry.until = now() + COUNT_TTL_MS
      return { total: entry.total, recount: true }
    },
    store(filter: CountFilter, total: number) {
      const key = keyOf(filter)
      entries.delete(key)
      if (total <= COUNT_CACHE_ABOVE) return
      if (entries.size >= COUNT_CACHE_SIZE) entries.delete(entries.keys().next().value!)
      entries.set(key, { total, until: now() + COUNT_TTL_MS })
    },
  }
}
export type CountCache = ReturnType<typeof createCountCache>

export async function browse(db: Tx, counts: CountCache, query: ListingQuery) {
  const kept = counts.lookup(query)
  const page = await repo.browsePage(db, query, kept.recount)
  let total = kept.total
  if (kept.recount) {
    // An empty page carries no count: ask separately (only past the end or when nothing matches).
    total = page.total ?? (await repo.countPublished(db, query))
    counts.store(query, total)
  }
  const seen = query.offset + page.cards.length + (page.hasMore ? 1 : 0)
  return {
    data: page.cards,
    pagination: {
      offset: query.offset,
      limit: query.limit,
      // A kept count must not contradict the page in hand.
      total: page.cards.length > 0 ? Math.max(total!, seen) : total!,
      has_more: page.hasMore,
    },
  }
}

/** The calendar day in India (`YYYY-MM-DD`): views are counted once per person per IST day. */
const IST_DAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Kolkata',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})
export const istDay = (instant: Date) => IST_DAY.format(instant)

/**
 * What one user may see of one property: others see only published listings, and the contact
 * details only after an unlock; the owner and admins see everything (API.md, Listings). With
 * `lookedAt` (a person opening the page, not an unlock answering with the detail) the look is
 * recorded as that day's view when the listing policy counts it (countsAsView).
 */
export async function viewProperty(
  db: Tx,
  user: AuthUser,
  propertyId: number,
  unlockCost: number,
  lookedAt?: Date,
): Promise<PropertyView> {
  const record = await repo.findProperty(db, propertyId, {
    id: user.id,
    isAdmin: isAdmin(user),
    viewDay: lookedAt ? istDay(lookedAt) : null,
  })
  if (
    !record ||
    !canView(user, {
      userId: record.property.userId,
      published: record.published,
      unlocked: record.unlocked,
    })
  ) {
    throw notFound(LISTING_TEXTS.detailNotFound)
  }
  const pass = seesContact(user, { userId: record.property.userId, unlocked: record.unlocked })
  return {
    property: toDetail(record, pass),
    prices: record.prices.map(toPrice),
    attachments: record.attachments,
    pass,
    unlock_cost: unlockCost,
  }
}

/** The home page's latest listings. */
export function latest(db: Tx, filter: ListingFilter, limit: number) {
  return repo.latest(db, filter, limit)
}
