import type { ChangeFeed } from '../../db/change-feed'
import type { Tx } from '../../db/client'
import { createFeedCache } from '../../lib/feed-cache'
import * as repo from './repository'

/** What leaves a published listing for the pages: share previews and the sitemap's list. */

/**
 * Share previews (decision 026): a published listing's public fields, or null for any other id,
 * kept per id like details (a crawler walking the sitemap asks for each once; a shared link is
 * asked for by every chat app that unfurls it). Small entries: a count bound is enough.
 */
const PREVIEW_CACHE_ENTRIES = 5_000
const PREVIEW_TTL_MS = 60_000

export type ListingPreview = repo.PreviewRow

export function createPreviewCache(feed: ChangeFeed) {
  return createFeedCache<ListingPreview | null>(feed, {
    name: 'listing_previews',
    channel: 'listings',
    maxEntries: PREVIEW_CACHE_ENTRIES,
    ttlMs: PREVIEW_TTL_MS,
  })
}
export type PreviewCache = ReturnType<typeof createPreviewCache>

/** A published listing's preview, or null: kept, or one indexed read and kept. */
export function listingPreview(
  db: Tx,
  cache: PreviewCache,
  id: number,
): Promise<ListingPreview | null> {
  return cache.load(String(id), async () => (await repo.findPreview(db, id)) ?? null)
}

/** Every published listing's id and last change, in keyset pages of `pageSize` (the sitemap). */
export async function* publishedListings(db: Tx, pageSize: number) {
  let after = 0
  for (;;) {
    const rows = await repo.publishedSince(db, after, pageSize)
    yield* rows
    if (rows.length < pageSize) return
    after = rows.at(-1)!.id
  }
}
