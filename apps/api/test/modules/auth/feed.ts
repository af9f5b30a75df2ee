import type { ChangeFeed } from '../../../src/db/change-feed'

/**
 * Resolves when `feed` names `userId` on the 'auth' channel. Subscribe before making the change:
 * on PostgreSQL the notification comes on the instance's LISTEN connection, after the writer's
 * own answer (on PGlite, in process, before it), so a test that writes to the database directly
 * waits for it, as the session cache does, before its next request.
 */
export function heardAuth(feed: ChangeFeed, userId: number): Promise<void> {
  return new Promise((resolve) => {
    const stop = feed.on('auth', (payload) => {
      if (payload !== String(userId)) return
      stop()
      resolve()
    })
  })
}
