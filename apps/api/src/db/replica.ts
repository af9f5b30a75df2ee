import type pg from 'pg'
import { CHANGE_CHANNELS, type ChangeFeed } from './change-feed'

/**
 * Where public reads go when a read replica is configured (docs/decisions/051). A read may use
 * the replica only once the replica has replayed the primary's WAL up to a fence:
 * - every change this instance has been told of (the primary's change feed: on each
 *   notification the primary's WAL position is noted; a cache filled after a change then never
 *   holds what the lagging replica still shows), and
 * - the reader's own last write (its position, carried by the client in a cookie: any
 *   instance can honour it, nothing is remembered in memory).
 * Otherwise, and while the replica does not answer, the read goes to the primary.
 */

/** A WAL position as a number (PostgreSQL writes it as two hexadecimal halves, `16/B374D848`). */
export type Lsn = bigint

const LSN_TEXT = /^([0-9A-F]{1,8})\/([0-9A-F]{1,8})$/i

/** `16/B374D848` as a number; undefined for anything else. */
export function parseLsn(text: string | null | undefined): Lsn | undefined {
  const match = text ? LSN_TEXT.exec(text) : null
  if (!match) return undefined
  return (BigInt(`0x${match[1]}`) << 32n) | BigInt(`0x${match[2]}`)
}

/** A WAL position in PostgreSQL's own text form (for the cookie). */
export function formatLsn(lsn: Lsn) {
  return `${(lsn >> 32n).toString(16).toUpperCase()}/${(lsn & 0xffffffffn).toString(16).toUpperCase()}`
}

/** How long a replayed position read from the replica is trusted as "still answering" (ms). */
export const REPLAY_CHECK_MS = 100
/** While the replica is behind what a read needs, its position is read again at most this often (ms). */
const REPLAY_BEHIND_CHECK_MS = 10
/** A replica check that takes longer counts as the replica not answering (ms). */
const REPLICA_PROBE_TIMEOUT_MS = 1_000
/** After the replica did not answer, reads skip it this long before it is tried again (ms). */
const REPLICA_RETRY_MS = 1_000
/** At most one "replica unreachable" warning this often (ms): a flapping replica stays quiet. */
const REPLICA_WARN_EVERY_MS = 60_000
/** A failed look at the primary's WAL position after a notification is tried again after (ms). */
const FENCE_RETRY_MS = 200

export interface ReadRouterOptions {
  primary: pg.Pool
  replica: pg.Pool
  /** Told when the replica stops answering (throttled) and when it answers again. */
  warn?: (message: string) => void
  now?: () => number
}

export interface ReadRouter {
  /**
   * Whether a public read that must see the reader's own writes up to `own` can use the
   * replica now. Resolves quickly: the replica's replayed position is read at most every
   * REPLAY_CHECK_MS (one query for all the reads waiting on it).
   */
  useReplica(own?: Lsn): Promise<boolean>
  /** The primary's current WAL position: what a client's next reads must see (its last write). */
  primaryLsn(): Promise<Lsn>
  /** Follows the primary's change feed: every notification and reset raises the fence. */
  follow(feed: ChangeFeed): void
  /** See Database.replicaLagSeconds. */
  lagSeconds(): Promise<number | null>
  /** State for tests and diagnostics. */
  readonly state: { fence: Lsn; fencing: boolean; replayed: Lsn | undefined; down: boolean }
  close(): void
}

async function lsnOf(pool: pg.Pool, query: string): Promise<Lsn | undefined> {
  const { rows } = await pool.query<{ lsn: string | null }>(query)
  return parseLsn(rows[0]?.lsn)
}

const PRIMARY_LSN = 'select pg_current_wal_lsn()::text as lsn'
const REPLAY_LSN = 'select pg_last_wal_replay_lsn()::text as lsn'

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

export function createReadRouter(options: ReadRouterOptions): ReadRouter {
  const { primary, replica, warn = (m) => console.warn(m), now = Date.now } = options
  const state = {
    /** Every change this instance was told of is at or before this position on the primary. */
    fence: 0n,
    /** A notification came whose position is not known yet: reads go to the primary meanwhile. */
    fencing: false,
    /** The replica's replayed position when last read, and when. */
    replayed: undefined as Lsn | undefined,
    down: false,
  }
  let checkedAt = -Infinity
  let check: Promise<void> | undefined
  let lastWarnAt = -Infinity
  let closed = false
  const stops: (() => void)[] = []

  /** Reads the replica's replayed position; marks it down when it does not answer in time. */
  const checkReplica = () =>
    (check ??= withTimeout(lsnOf(replica, REPLAY_LSN), REPLICA_PROBE_TIMEOUT_MS)
      .then((lsn) => {
        // Not in recovery (a promoted replica, or a primary by mistake): it cannot tell.
        if (lsn === undefined) throw new Error('it is not replaying WAL (not a standby)')
        return lsn
      })
      .then(
        (lsn) => {
          if (state.down) warn('read replica answers again: public reads use it')
          state.down = false
          state.replayed = lsn
        },
        (error: Error) => {
          if (!state.down && now() - lastWarnAt >= REPLICA_WARN_EVERY_MS) {
            lastWarnAt = now()
            warn(`read replica unreachable, public reads go to the primary: ${error.message}`)
          }
          state.down = true
        },
      )
      .finally(() => {
        checkedAt = now()
        check = undefined
      }))

  // One look at the primary at a time; notifications during it ask for one more after it.
  let fenceQuery: Promise<void> | undefined
  let again = false
  const raiseFence = () => {
    state.fencing = true
    if (fenceQuery) {
      again = true
      return
    }
    fenceQuery = lsnOf(primary, PRIMARY_LSN).then(
      (lsn) => {
        fenceQuery = undefined
        if (lsn !== undefined && lsn > state.fence) state.fence = lsn
        if (again || lsn === undefined) {
          again = false
          raiseFence()
        } else {
          state.fencing = false
        }
      },
      () => {
        // The primary did not answer: reads keep going to it (fencing stays on) until it does.
        fenceQuery = undefined
        again = false
        if (!closed) setTimeout(raiseFence, FENCE_RETRY_MS).unref()
      },
    )
  }

  return {
    state,
    async useReplica(own) {
      if (state.fencing) return false
      const needed = own !== undefined && own > state.fence ? own : state.fence
      const sinceCheck = now() - checkedAt
      if (state.down) {
        // Tried again in the background: no read waits on a replica that did not answer.
        if (sinceCheck >= REPLICA_RETRY_MS) void checkReplica()
        return false
      }
      // Trusted for REPLAY_CHECK_MS; read again sooner when it is not far enough yet, but not
      // on every read while it lags (those go to the primary).
      const replayed = state.replayed
      const behind = replayed !== undefined && replayed < needed
      if (behind && sinceCheck < REPLAY_BEHIND_CHECK_MS) return false
      if (replayed === undefined || behind || sinceCheck >= REPLAY_CHECK_MS) await checkReplica()
      return !state.down && state.replayed !== undefined && state.replayed >= needed
    },
    primaryLsn: async () => {
      const lsn = await lsnOf(primary, PRIMARY_LSN)
      if (lsn === undefined) throw new Error('The primary did not tell its WAL position')
      return lsn
    },
    follow(feed) {
      for (const channel of CHANGE_CHANNELS) stops.push(feed.on(channel, raiseFence))
      // Deaf for a while: anything may have changed since the last position noted.
      stops.push(feed.onReset(raiseFence))
    },
    async lagSeconds() {
      try {
        const [{ rows }, current] = await Promise.all([
          withTimeout(
            replica.query<{ lsn: string | null; age: number | null }>(
              `select pg_last_wal_replay_lsn()::text as lsn,
                 extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 as age`,
            ),
            REPLICA_PROBE_TIMEOUT_MS,
          ),
          lsnOf(primary, PRIMARY_LSN),
        ])
        const replayed = parseLsn(rows[0]?.lsn)
        if (replayed === undefined || current === undefined) return null
        if (replayed >= current) return 0
        const age = rows[0]?.age
        return age === null || age === undefined ? null : Math.max(0, age)
      } catch {
        return null
      }
    },
    close() {
      closed = true
      for (const stop of stops.splice(0)) stop()
    },
  }
}
