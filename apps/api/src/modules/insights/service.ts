import {
  INSIGHT_GROUP_MIN,
  INSIGHT_PERCENT_MIN,
  INSIGHT_TREND_MIN_MONTHS,
  percentFrom,
  RATE_DECIMALS,
  rateOf,
  rateUnitOf,
  type InsightQuery,
  type ListingInsight,
  type RateGroup,
  type Rates,
  type TrendPoint,
} from '@app/contract/insights'
import type { ListingCard } from '@app/contract/listing'
import { PROPERTY_TYPES } from '@app/contract/listing-texts'
import type { ChangeFeed } from '../../db/change-feed'
import type { Tx } from '../../db/client'
import { createFeedCache } from '../../lib/feed-cache'
import * as repo from './repository'

/**
 * The rates of every place, per property type asked (all types, or one), kept until listings
 * change (decision 013's rule, read through `load`: decision 062): the groups (states and
 * districts) and, apart, the months, so that the detail's line and the cards' marks read only
 * the groups. Each is one grouped read of the published listings (about 0.2 and 0.3 s at 100,000
 * listings); answers, lines and marks are picked from them in memory. A few thousand rows at
 * most per table: a count bound is enough.
 */
const RATE_TABLES = PROPERTY_TYPES.length + 1
/** A safety net only: notifications drop the tables as soon as listings change. */
const RATE_TTL_MS = 60_000

const ALL_TYPES = 'all'
const typeKey = (type: number | undefined) => (type === undefined ? ALL_TYPES : String(type))

/** Every state's and district's figures as read, shown or not, and each by its names. */
export interface RateTable {
  groups: repo.GroupRow[]
  /** Each group by `purchaseType|stateName|districtName` (a state's with an empty district). */
  byName: Map<string, repo.GroupRow>
}

export function createInsightCache(feed: ChangeFeed) {
  const options = { channel: 'listings', maxEntries: RATE_TABLES, ttlMs: RATE_TTL_MS } as const
  const groups = createFeedCache<RateTable>(feed, { name: 'insight_groups', ...options })
  const months = createFeedCache<repo.MonthRow[]>(feed, { name: 'insight_months', ...options })
  return {
    groups,
    months,
    /**
     * The all-types table last read, kept across changes: what the cards' marks and the detail's
     * line use while a new one is read (tableForMarks).
     */
    latest: undefined as RateTable | undefined,
    /** Tables held right now (for tests). */
    get size() {
      return groups.size + months.size
    },
    close() {
      groups.close()
      months.close()
    },
  }
}
export type InsightCache = ReturnType<typeof createInsightCache>

const nameKey = (purchaseType: number, stateName: string, districtName: string | null) =>
  `${purchaseType}|${stateName}|${districtName ?? ''}`

/** The groups for one property type (undefined: all): kept, or read and kept. */
export function rateTable(db: Tx, cache: InsightCache, type?: number): Promise<RateTable> {
  return cache.groups.load(typeKey(type), async () => {
    const groups = await repo.rateGroups(db, type)
    const byName = new Map(
      groups.map((g) => [nameKey(g.purchaseType, g.stateName, g.districtName), g]),
    )
    const table = { groups, byName }
    if (type === undefined) cache.latest = table
    return table
  })
}

/**
 * The all-types table for the cards' marks and the detail's line, which browse pages and details
 * must not wait for: the kept one, else the last one read while a new one is read in the
 * background (a change or two of listings barely moves a median). Only the very first asker after
 * start waits for the read.
 */
function tableForMarks(db: Tx, cache: InsightCache): RateTable | Promise<RateTable> {
  const kept = cache.groups.get(ALL_TYPES)
  if (kept) return kept
  const reading = rateTable(db, cache)
  if (!cache.latest) return reading
  // A failed read leaves the last table in use; the next change or asker tries again.
  reading.catch(() => {})
  return cache.latest
}

/** The months for one property type: kept, or read and kept. */
const rateMonths = (db: Tx, cache: InsightCache, type?: number) =>
  cache.months.load(typeKey(type), () => repo.rateMonths(db, type))

const POWER = 10 ** RATE_DECIMALS
/** A rate to the paisa. */
const round = (rate: number) => Math.round(rate * POWER) / POWER

/** Big enough to be shown on its own. */
const shown = (listings: number) => listings >= INSIGHT_GROUP_MIN

const byName = (a: repo.GroupRow, b: repo.GroupRow) =>
  a.purchaseType - b.purchaseType ||
  a.stateName.localeCompare(b.stateName) ||
  // A state's row before its districts.
  (a.districtName === null ? -1 : b.districtName === null ? 1 : 0) ||
  (a.districtName ?? '').localeCompare(b.districtName ?? '')

/**
 * GET insights/rates: the states and districts with INSIGHT_GROUP_MIN listings or more of the
 * asked kind (a state's figures count all its listings, so a smaller district is in its state
 * only), narrowed to the asked state or district (a district comes with its state's row, which
 * stands for it when it is too small), and the trend of the narrowest shown place.
 */
export async function rates(db: Tx, cache: InsightCache, query: InsightQuery): Promise<Rates> {
  const [table, months] = await Promise.all([
    rateTable(db, cache, query.type),
    rateMonths(db, cache, query.type),
  ])
  const ofDeal = (purchaseType: number) =>
    query.purchase_type === undefined || purchaseType === query.purchase_type
  // The asked district's state, whether or not the district is shown.
  const districtState =
    query.district_id === undefined
      ? undefined
      : table.groups.find((g) => g.districtId === query.district_id)?.stateId
  const inPlace = (g: repo.GroupRow) => {
    if (query.state_id !== undefined && g.stateId !== query.state_id) return false
    if (query.district_id === undefined) return true
    return (
      g.stateId === districtState && (g.districtId === null || g.districtId === query.district_id)
    )
  }
  const groups = table.groups
    .filter((g) => ofDeal(g.purchaseType) && shown(g.listings) && inPlace(g))
    .sort(byName)
  const shownInState = new Map<string, number>()
  for (const g of table.groups) {
    if (g.districtId === null || !shown(g.listings)) continue
    const key = nameKey(g.purchaseType, g.stateName, null)
    shownInState.set(key, (shownInState.get(key) ?? 0) + g.listings)
  }
  return {
    groups: groups.map((g): RateGroup => {
      const state = g.districtId === null
      return {
        state_id: g.stateId,
        state_name: g.stateName,
        district_id: g.districtId,
        district_name: g.districtName,
        purchase_type: g.purchaseType,
        type: query.type ?? null,
        unit: rateUnitOf(g.purchaseType),
        listings: g.listings,
        p25_rate: round(g.p25),
        median_rate: round(g.p50),
        p75_rate: round(g.p75),
        ...(state && {
          other_listings:
            g.listings - (shownInState.get(nameKey(g.purchaseType, g.stateName, null)) ?? 0),
        }),
      }
    }),
    trend: trend(table, months, query, districtState),
  }
}

/**
 * The months of the narrowest place asked for that is shown (the district, else its state or the
 * asked state, else India), per kind of deal: only months with INSIGHT_GROUP_MIN listings or
 * more, and only once there are INSIGHT_TREND_MIN_MONTHS of them.
 */
function trend(
  table: RateTable,
  months: repo.MonthRow[],
  query: InsightQuery,
  districtState: number | undefined,
) {
  const { district_id: districtId, purchase_type: asked } = query
  // A district unknown, or not in the asked state: no place, no trend (and no groups).
  if (districtId !== undefined) {
    if (districtState === undefined) return []
    if (query.state_id !== undefined && query.state_id !== districtState) return []
  }
  const stateId = query.state_id ?? districtState
  const deals = [...new Set(months.map((m) => m.purchaseType))].sort((a, b) => a - b)
  const points: TrendPoint[] = []
  for (const deal of deals) {
    if (asked !== undefined && deal !== asked) continue
    const district = table.groups.find(
      (g) => g.purchaseType === deal && g.districtId === districtId,
    )
    const scope =
      districtId !== undefined && district && shown(district.listings)
        ? (m: repo.MonthRow) => m.districtId === districtId
        : stateId !== undefined
          ? (m: repo.MonthRow) => m.stateId === stateId && m.districtId === null
          : (m: repo.MonthRow) => m.stateId === null
    const shownMonths = months
      .filter((m) => m.purchaseType === deal && scope(m) && shown(m.listings))
      .sort((a, b) => a.month.localeCompare(b.month))
    if (shownMonths.length < INSIGHT_TREND_MIN_MONTHS) continue
    for (const m of shownMonths) {
      points.push({
        purchase_type: deal,
        month: m.month,
        listings: m.listings,
        median_rate: round(m.median),
      })
    }
  }
  return points
}

/** What a listing's standing is read from: its price, area, kind of deal and place. */
export interface RatedListing {
  price: number | null
  purchaseType: number | null
  recuringType: number | null
  /** Square feet (length × width); 0 or null without. */
  area: number | null
  stateName: string | null
  districtName: string | null
}

/**
 * The group a listing is measured against (its district when shown on its own, else its state
 * when shown) and how far its rate is from that group's median, or undefined.
 */
function standing(table: RateTable, listing: RatedListing) {
  const { purchaseType, stateName, districtName } = listing
  const rate = rateOf(listing)
  if (rate === undefined || purchaseType === null) return undefined
  if (stateName === null || districtName === null) return undefined
  const district = table.byName.get(nameKey(purchaseType, stateName, districtName))
  const state = table.byName.get(nameKey(purchaseType, stateName, null))
  const group = district && shown(district.listings) ? district : state
  if (!group || !shown(group.listings)) return undefined
  const median = round(group.p50)
  return { group, rate: round(rate), median, percent: percentFrom(round(rate), median) }
}

/** The detail's insight line: where the listing's rate stands, or null. */
export async function listingInsight(
  db: Tx,
  cache: InsightCache,
  listing: RatedListing,
): Promise<ListingInsight | null> {
  const found = standing(await tableForMarks(db, cache), listing)
  if (!found) return null
  const { group, rate, median, percent } = found
  return {
    rate,
    unit: rateUnitOf(group.purchaseType),
    purchase_type: group.purchaseType,
    median_rate: median,
    listings: group.listings,
    percent,
    place: group.districtId === null ? 'state' : 'district',
    place_name: group.districtName ?? group.stateName,
    state_id: group.stateId,
    district_id: group.districtId,
  }
}

/**
 * Cards with `below_median: true` where the detail would say "below": a lookup per card in the
 * kept table (read once until listings change), never a query per card.
 */
export async function markBelowMedian(
  db: Tx,
  cache: InsightCache,
  cards: ListingCard[],
): Promise<ListingCard[]> {
  if (cards.length === 0) return cards
  const table = await tableForMarks(db, cache)
  return cards.map((card) => {
    const found = standing(table, {
      price: card.price?.price ?? null,
      recuringType: card.price?.recuring_type ?? null,
      area: card.area,
      purchaseType: card.price?.purchase_type ?? null,
      stateName: card.address.state_name || null,
      districtName: card.address.district_name || null,
    })
    return found && found.percent <= -INSIGHT_PERCENT_MIN ? { ...card, below_median: true } : card
  })
}
