import type { ChangeFeed } from '../../../src/db/change-feed'

/**
 * Resolves when `feed` hears that listings changed. Subscribe before the change: on PostgreSQL
 * the notification comes on the instance's LISTEN connection, possibly after the writer's own
 * answer, so a test that writes to the database waits for it before its next request.
 */
export function heardListings(feed: ChangeFeed): Promise<void> {
  return new Promise((resolve) => {
    const stop = feed.on('listings', () => {
      stop()
      resolve()
    })
  })
}
