import { EventEmitter } from 'node:events'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'

/**
 * What PostgreSQL tells every instance through LISTEN/NOTIFY (migration 0010's triggers):
 * `listings` when a listing or its price changed (no payload), `auth` with the id of a user whose
 * sessions or account changed. Caches of data read from those tables (browse pages and counts,
 * sessions) keep entries only while the feed is `live`, drop what a notification names, and drop
 * everything on `reset` (the feed was deaf for a while: anything may have changed). See
 * docs/decisions/013.
 */
export const CHANGE_CHANNELS = ['listings', 'auth'] as const
export type ChangeChannel = (typeof CHANGE_CHANNELS)[number]

export interface ChangeFeed {
  /** True while notifications are heard; a cache must neither serve nor keep entries otherwise. */
  readonly live: boolean
  /** Calls `listener` with each notification's payload on `channel`; returns the unsubscribe. */
  on(channel: ChangeChannel, listener: (payload: string) => void): () => void
  /** Calls `listener` whenever the feed goes deaf or hears again: drop everything cached. */
  onReset(listener: () => void): () => void
  /**
   * This instance has just committed a change on `channel`: its listeners hear it now, as if
   * notified. The database's notification reaches the other instances before anything the
   * writer's answer triggers can, but it may reach this one a moment after that answer, and a
   * client that saves and then reads must see what it saved.
   */
  wrote(channel: ChangeChannel, payload?: string): void
  close(): Promise<void>
}

/** Waits before listening again after the connection is lost: doubling from 100 ms to 10 s. */
const RETRY_MIN_MS = 100
const RETRY_MAX_MS = 10_000

class Feed implements ChangeFeed {
  live = false
  private readonly events = new EventEmitter().setMaxListeners(0)

  on(channel: ChangeChannel, listener: (payload: string) => void) {
    this.events.on(channel, listener)
    return () => void this.events.off(channel, listener)
  }

  onReset(listener: () => void) {
    this.events.on('reset', listener)
    return () => void this.events.off('reset', listener)
  }

  setLive(live: boolean) {
    this.live = live
    this.events.emit('reset')
  }

  wrote(channel: ChangeChannel, payload = '') {
    this.events.emit(channel, payload)
  }

  notify(channel: string, payload = '') {
    if ((CHANGE_CHANNELS as readonly string[]).includes(channel)) this.events.emit(channel, payload)
  }

  close = async () => {}
}

/**
 * The feed of a PostgreSQL server: one dedicated connection (outside the pool) that LISTENs,
 * reconnecting with backoff when it breaks. Deaf (not live) until the first LISTEN succeeds and
 * while reconnecting.
 */
export function postgresChangeFeed(
  connectionString: string,
  onError: (err: Error) => void = () => {},
): ChangeFeed {
  const feed = new Feed()
  let client: pg.Client | undefined
  let closed = false
  let retryMs = RETRY_MIN_MS
  let timer: NodeJS.Timeout | undefined

  const lost = (err?: Error) => {
    if (err) onError(err)
    const broken = client
    client = undefined
    if (broken) {
      broken.removeAllListeners('end')
      void broken.end().catch(() => {})
    }
    if (feed.live) feed.setLive(false)
    if (closed || timer) return
    timer = setTimeout(() => {
      timer = undefined
      void listen()
    }, retryMs)
    timer.unref()
    retryMs = Math.min(retryMs * 2, RETRY_MAX_MS)
  }

  const listen = async () => {
    const c = new pg.Client({ connectionString, connectionTimeoutMillis: 10_000 })
    client = c
    c.on('error', lost)
    c.on('end', () => lost())
    c.on('notification', (n) => feed.notify(n.channel, n.payload ?? ''))
    try {
      await c.connect()
      await c.query(CHANGE_CHANNELS.map((ch) => `LISTEN ${ch}`).join('; '))
    } catch (err) {
      if (client === c) lost(err as Error)
      return
    }
    if (closed) return void c.end().catch(() => {})
    retryMs = RETRY_MIN_MS
    feed.setLive(true)
  }

  feed.close = async () => {
    closed = true
    clearTimeout(timer)
    const c = client
    client = undefined
    feed.live = false
    if (c) {
      c.removeAllListeners('end')
      await c.end().catch(() => {})
    }
  }
  void listen()
  return feed
}

/** The feed of the embedded PGlite: in-process, so it hears every change from the start. */
export async function pgliteChangeFeed(client: PGlite): Promise<ChangeFeed> {
  const feed = new Feed()
  const stops = await Promise.all(
    CHANGE_CHANNELS.map((ch) => client.listen(ch, (payload) => feed.notify(ch, payload))),
  )
  feed.live = true
  feed.close = async () => {
    feed.live = false
    await Promise.all(stops.map((stop) => stop().catch(() => {})))
  }
  return feed
}

/**
 * A feed driven by hand, for tests of caches: `notify(channel, payload)` as PostgreSQL would,
 * `setLive(false)` to go deaf (a reset), `setLive(true)` to hear again (another reset).
 */
export function manualChangeFeed(live = true) {
  const feed = new Feed()
  feed.live = live
  return feed
}

/** Resolves once the feed is live (first LISTEN done); for start-up and tests. */
export function whenLive(feed: ChangeFeed): Promise<void> {
  if (feed.live) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = feed.onReset(() => {
      if (!feed.live) return
      stop()
      resolve()
    })
  })
}
