import type {
  ListingCard,
  ListingFilter,
  ListingQuery,
  ListingSort,
  PropertyView,
} from '@app/contract/listing'
import {
  defaultSort,
  DOCUMENT_TEXTS,
  isListingDocument,
  LISTING_TEXTS,
} from '@app/contract/listing'
import { PLACES_TOP_CITIES } from '@app/contract/places'
import type { ResponseScore } from '@app/contract/report'
import type { ChangeFeed } from '../../db/change-feed'
import type { Tx } from '../../db/client'
import { forbidden, notFound } from '../../lib/app-error'
import type { AuthUser } from '../../lib/sessions'
import {
  repliesWithinDay,
  responseFigures,
  scoreOf,
  toMyReport,
} from '../../domain/report-standing'
import {
  canManage,
  canView,
  isAdmin,
  mayDownloadDocuments,
  seesContact,
} from '../../domain/listing-policy'
import { createFeedCache } from '../../lib/feed-cache'
import { listingInsight, markBelowMedian, type InsightCache } from '../insights'
import { createMarks, filterKey } from './marks'
import type { PropertyRecord } from '../../domain/listing-rows'
import { toDetail, toPrice } from '../../domain/listing-shapes'
import { latestJson, pageJson, placesJson } from './json'
import { searchQuery, searchWords } from './filters'
import { countNear, nearPage, nearPointOf } from './near'
import * as repo from './repository'
import type { ViewLog } from './view-log'
import { createKeywordPlaces, type KeywordPlacesCache } from './keyword-places'
import { correctWords, createVocabulary } from './words'

/**
 * Browse pages and the home page's latest cards are the same for every user (public card
 * fields and the pagination, nothing per user), so the answer's JSON is kept per normalized
 * query and sent as is. Kept by the change feed's rule (docs/decisions/013): dropped on every
 * listing change and on a reset, not kept or served while the feed is deaf. Bounded in number
 * and in characters (pages of 50 cards are about 25 kB; 4,000 pages of 6 cards about 12 M), so
 * that every cache together stays well inside the API's 128 MB heap (decisions 014 and 019).
 */
const PAGE_CACHE_ENTRIES = 4_000
const PAGE_CACHE_CHARS = 12_000_000
/** A safety net only: notifications drop pages as soon as listings change. */
const PAGE_TTL_MS = 10_000
/**
 * Counts per filter, exact until listings change (an exact count of 100,000 listings scans
 * the index range: about 16 ms).
 */
const COUNT_CACHE_ENTRIES = 2_000
const COUNT_TTL_MS = 60_000

/**
 * The part of a detail that is the same for every viewer (the listing, its address and contact,
 * prices, attachments, whether it is published, its owner's name), kept per listing: a detail
 * then costs one small statement (the viewer's unlock and view). Dropped on every listing change
 * and on any account change (the owner's name), by the change feed's rule; what leaves is still
 * decided per request (canView, seesContact). Records are a few kB.
 */
const DETAIL_CACHE_ENTRIES = 2_000
/** A listing may carry 5,000 characters of description and 50 files' texts: bound the sum too. */
const DETAIL_CACHE_CHARS = 8_000_000
const DETAIL_TTL_MS = 10_000

/**
 * Owners' response scores and reply badges (a few numbers each), by owner: not tied to listing
 * changes (refunds, unlocks and visit answers move them), so kept for a minute at most (see
 * ownerStanding).
 */
const SCORE_CACHE_ENTRIES = 10_000
const SCORE_TTL_MS = 60_000

/** About how many characters a record holds: its long texts plus a fixed part for the rest. */
function recordWeight(record: PropertyRecord) {
  let chars = 1_000 + (record.property.description?.length ?? 0)
  for (const a of record.attachments) {
    chars += 100 + a.img_url.length + (a.name?.length ?? 0) + (a.description?.length ?? 0)
  }
  return chars
}

/**
 * The caches behind browse, latest and the detail, fed by the change feed; `close` when the app
 * closes. With `insights` (the app's rate tables), cards carry their "Below median" mark.
 */
export function createBrowseCaches(feed: ChangeFeed, insights?: InsightCache) {
  const pages = createFeedCache<string>(feed, {
    name: 'browse_pages',
    channel: 'listings',
    maxEntries: PAGE_CACHE_ENTRIES,
    maxWeight: PAGE_CACHE_CHARS,
    weigh: (json) => json.length,
    ttlMs: PAGE_TTL_MS,
  })
  const counts = createFeedCache<number>(feed, {
    name: 'browse_counts',
    channel: 'listings',
    maxEntries: COUNT_CACHE_ENTRIES,
    ttlMs: COUNT_TTL_MS,
  })
  const marks = createMarks(feed)
  const words = createVocabulary(feed)
  const keywords = createKeywordPlaces(feed)
  const details = createFeedCache<PropertyRecord>(feed, {
    name: 'listing_details',
    channel: ['listings', 'auth'],
    maxEntries: DETAIL_CACHE_ENTRIES,
    maxWeight: DETAIL_CACHE_CHARS,
    weigh: recordWeight,
    ttlMs: DETAIL_TTL_MS,
  })
  const scores = createFeedCache<OwnerStanding>(feed, {
    name: 'response_scores',
    channel: [],
    maxEntries: SCORE_CACHE_ENTRIES,
    ttlMs: SCORE_TTL_MS,
  })
  return {
    pages,
    counts,
    marks,
    details,
    scores,
    words,
    keywords,
    insights,
    close() {
      pages.close()
      counts.close()
      marks.close()
      details.close()
      scores.close()
      words.close()
      keywords.close()
    },
  }
}
export type BrowseCaches = ReturnType<typeof createBrowseCaches>

/** A browse query with its order settled (see sortOf). */
type BrowseQuery = ListingQuery & { sort: ListingSort }

/**
 * The order a browse uses: the one asked for, or defaultSort's (best match with a keyword);
 * `relevance` without a keyword (a link whose keyword was cleared) orders as `newest`.
 */
function sortOf(query: ListingQuery): ListingSort {
  const sort = query.sort ?? defaultSort(query.q)
  return sort === 'relevance' && searchQuery(query.q) === undefined ? 'newest' : sort
}

/** One key per answer: the same filters (a search as its normalized words), sort and page. */
const pageKey = (q: BrowseQuery) => `${q.sort}|${q.offset}|${q.limit}|${filterKey(q)}`

/** The browse answer's JSON: kept, or read and kept. */
export function browse(db: Tx, caches: BrowseCaches, asked: ListingQuery) {
  const query = { ...asked, sort: sortOf(asked) }
  return caches.pages.load(pageKey(query), async () => {
    const page = await readPage(db, caches, query)
    return pageJson({ success: true, ...page, data: await marked(db, caches, page.data) })
  })
}

/** Cards with their "Below median" marks (insights), when the rate tables are given. */
const marked = (db: Tx, caches: BrowseCaches, cards: ListingCard[]) =>
  caches.insights ? markBelowMedian(db, caches.insights, cards) : cards

/**
 * A page exactly as OFFSET would give it. A keyword that finds nothing as typed is tried once
 * more with its unknown words corrected to the closest words of published listings (words.ts:
 * 'Bhwiandi' finds 'Bhiwandi'); when that finds something, the answer says what it searched for
 * instead (`searched_for`). A keyword that finds something is never rewritten.
 */
async function readPage(db: Tx, caches: BrowseCaches, query: BrowseQuery) {
  const page = await readPageAsAsked(db, caches, query)
  if (page.pagination.total > 0 || query.q === undefined) return page
  const words = searchWords(query.q)
  const corrected = correctWords(await caches.words.get(db), words)
  if (corrected.every((word, i) => word === words[i])) return page
  const searchedFor = corrected.join(' ')
  const found = await readPageAsAsked(db, caches, { ...query, q: searchedFor })
  return found.pagination.total > 0 ? { ...found, searched_for: searchedFor } : page
}

/**
 * The query with its keyword's place form (keyword-places.ts) when it has one: a keyword that
 * names a place is then checked from the browse index like any filter. Not for the best match,
 * which ranks every match by its search vector anyway.
 */
export async function withPlaces<Q extends Pick<BrowseQuery, 'q' | 'sort'>>(
  db: Tx,
  keywords: KeywordPlacesCache,
  query: Q,
) {
  const tsquery = searchQuery(query.q)
  if (tsquery === undefined || query.sort === 'relevance') return query
  return { ...query, places: await keywords.get(db, tsquery, searchWords(query.q)) }
}

/** A page exactly as OFFSET would give it, read after the nearest mark when there is one. */
async function readPageAsAsked(db: Tx, caches: BrowseCaches, asked: BrowseQuery) {
  const point = await nearPointOf(db, asked)
  if (point) {
    const page = await nearPage(db, asked, point)
    const total = page.total ?? (await countNear(db, asked, point))
    return {
      data: page.cards,
      pagination: { offset: asked.offset, limit: asked.limit, total, has_more: page.hasMore },
    }
  }
  const query = await withPlaces(db, caches.keywords, asked)
  // The count goes beside the page, shared by whoever asks for the filter meanwhile (a new
  // filter's first pages all ask at once), and kept until listings change (feed-cache's load).
  const counting = caches.counts.load(filterKey(query), () => repo.countPublished(db, query))
  counting.catch(() => undefined)
  const start = await caches.marks.locate(db, query, query.sort, query.offset, counting)
  let page = start.from
    ? await repo.browsePage(db, { ...query, offset: start.skip }, start.from)
    : undefined
  // Listings changed while the mark was in use: it may no longer stand where it stood.
  if (!page || caches.marks.changedSince(start.version)) {
    page = await repo.browsePage(db, query)
  }
  const total = await counting
  const seen = query.offset + page.cards.length + (page.hasMore ? 1 : 0)
  return {
    data: page.cards,
    pagination: {
      offset: query.offset,
      limit: query.limit,
      // A change not yet heard must not make the count contradict the page in hand.
      total: page.cards.length > 0 ? Math.max(total, seen) : total,
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
 * `look` (a person opening the page, not an unlock answering with the detail) the look goes to
 * the view log, which counts it as that day's view when the listing policy does (countsAsView).
 */
export async function viewProperty(
  db: Tx,
  user: AuthUser,
  propertyId: number,
  options: {
    unlockCost: number
    look?: { at: Date; log: ViewLog } | undefined
    /** The kept records (the detail route's); read fresh without. */
    details?: BrowseCaches['details'] | undefined
    /** The kept response scores (the detail route's); read fresh without. */
    scores?: BrowseCaches['scores'] | undefined
    /** The rate tables (the detail route's): the answer's insight line; none without. */
    insights?: InsightCache | undefined
    /** The time the report window and the response score are measured at; `look.at` by default. */
    now?: Date | undefined
  },
): Promise<PropertyView> {
  const { unlockCost, look, details, scores, insights, now = look?.at ?? new Date() } = options
  const { record, viewerUnlock } = await readDetail(db, propertyId, user.id, details)
  const view = record && presentView(user, record, viewerUnlock !== null, unlockCost)
  if (!view) throw notFound(LISTING_TEXTS.detailNotFound)
  look?.log.record({ propertyId, userId: user.id, isAdmin: isAdmin(user), day: istDay(look.at) })
  const standing = await ownerStanding(db, record.property.userId, now, scores)
  view.owner_score = standing.score
  view.owner_replies_within_day = standing.repliesWithinDay
  if (insights) {
    view.insight = await listingInsight(db, insights, {
      ...record.property,
      stateName: record.stateName,
      districtName: record.districtName,
    })
  }
  // What a seeker may report of what they unlocked; its owner and admins answer and resolve.
  if (viewerUnlock && !canManage(user, record.property)) {
    view.my_report = toMyReport(viewerUnlock.created_at, viewerUnlock.report, now)
  }
  return view
}

/** What the detail says of its owner: the response score and "Usually replies within a day". */
interface OwnerStanding {
  score: ResponseScore | null
  repliesWithinDay: boolean
}

/**
 * An owner's response score and reply badge (one statement, report-standing's responseFigures),
 * kept per owner for SCORE_TTL_MS when a cache is given: they move slowly (RESPONSE_SCORE_DAYS of
 * unlocks and visit requests), and for an owner of tens of thousands of listings the statement
 * scans them all (about 10 ms on PostgreSQL), which every one of their details would pay.
 */
async function ownerStanding(
  db: Tx,
  ownerId: number,
  now: Date,
  scores?: BrowseCaches['scores'],
): Promise<OwnerStanding> {
  const read = async () => {
    const figures = await responseFigures(db, ownerId, now)
    return { score: scoreOf(figures), repliesWithinDay: repliesWithinDay(figures) }
  }
  return scores ? scores.load(String(ownerId), read) : read()
}

/**
 * What `user` is shown of a property's record, contact included when they may see it; undefined
 * when they may not see the listing at all.
 */
export function presentView(
  user: AuthUser,
  record: PropertyRecord,
  unlocked: boolean,
  unlockCost: number,
): PropertyView | undefined {
  const { userId } = record.property
  const hidden = record.property.hiddenAt !== null
  if (!canView(user, { userId, published: record.published, unlocked, hidden })) return undefined
  const pass = seesContact(user, { userId, unlocked })
  return {
    property: toDetail(record, pass),
    prices: record.prices.map(toPrice),
    // A document's stored path leaves only through GET property/document/{id} (decision 039).
    attachments: record.attachments.filter((a) => !isListingDocument(a.img_url)),
    documents: record.attachments
      .filter((a) => isListingDocument(a.img_url))
      .map(({ id, name, attachment_type, size_bytes }) => ({
        id,
        name,
        attachment_type,
        size_bytes,
      })),
    pass,
    unlock_cost: unlockCost,
  }
}

/**
 * A property's record and the viewer's unlock of it (null when they did not unlock it), in one
 * round trip either way: with the record kept, only the viewer's part is asked; otherwise the
 * whole detail, whose record is kept when a cache is given.
 */
async function readDetail(
  db: Tx,
  propertyId: number,
  viewerId: number,
  details?: BrowseCaches['details'],
): Promise<{ record?: PropertyRecord | undefined; viewerUnlock: repo.ViewerUnlock }> {
  const key = String(propertyId)
  const kept = details?.get(key)
  if (kept) return { record: kept, viewerUnlock: await repo.viewerOf(db, propertyId, viewerId) }
  const version = details?.version()
  const row = await repo.findProperty(db, propertyId, viewerId)
  if (!row) return { viewerUnlock: null }
  const { viewerUnlock, ...record } = row
  if (details && version !== undefined) details.set(key, record, version)
  return { record, viewerUnlock }
}

/**
 * GET property/document/{id}: where a listing's document is stored, for those who may download
 * it (policy.mayDownloadDocuments). 404 when there is no such document, when it is one of the
 * carousel's pictures, or when the asker may not open its listing (as the detail answers); 403
 * when they may open the listing but have not unlocked it.
 */
export async function documentFile(db: Tx, user: AuthUser, id: number) {
  const row = await repo.documentOf(db, id, user.id)
  if (!row || !isListingDocument(row.imgUrl) || !canView(user, row)) {
    throw notFound(DOCUMENT_TEXTS.notFound)
  }
  if (!mayDownloadDocuments(user, row)) throw forbidden(DOCUMENT_TEXTS.locked)
  return { path: row.imgUrl, name: row.name, contentType: row.attachmentType }
}

/** The home page's latest listings as the answer's JSON: kept like browse pages. */
export function latest(db: Tx, caches: BrowseCaches, filter: ListingFilter, limit: number) {
  return caches.pages.load(`latest|${limit}|${filterKey(filter)}`, async () =>
    latestJson({
      success: true,
      data: await marked(db, caches, await repo.latest(db, filter, limit)),
    }),
  )
}

/** Where published listings are (GET listing-places) as the answer's JSON: kept like browse pages. */
export function places(db: Tx, caches: BrowseCaches) {
  return caches.pages.load('places', async () =>
    placesJson({ success: true, data: await repo.placeCounts(db, PLACES_TOP_CITIES) }),
  )
}
