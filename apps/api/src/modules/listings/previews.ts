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
export async function listingPreview(
  db: Tx,
  cache: PreviewCache,
  id: number,
): Promise<ListingPreview | null> {
  const key = String(id)
  const kept = cache.get(key)
  if (kept !== undefined) return kept
  const version = cache.version()
  const row = (await repo.findPreview(db, id)) ?? null
  cache.set(key, row, version)
  return row
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
