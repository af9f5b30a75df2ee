import { z } from 'zod'
import { emptyAsUndefined, intInRange, postgresUrl } from './settings'

/**
 * DB_POOL_MAX: connections each API process keeps to PostgreSQL. The default is measured (see
 * docs/decisions/015): on 2 cores, 20 or 30 did no better than 10 (more connections only move
 * the queue from the pool into PostgreSQL, and each costs backend memory). The ceiling keeps one
 * process from taking a default server's 100 connections.
 */
export const DEFAULT_DB_POOL_MAX = 10
export const MAX_DB_POOL_MAX = 90

const REPLICA_POOL_MESSAGE = `must be a whole number from 1 to ${MAX_DB_POOL_MAX} connections`

/** PostgreSQL: the primary, its pool, a replica for reads, and the change feed's connection. */
export const databaseEnv = {
  DATABASE_URL: postgresUrl(),
  /** Connections to PostgreSQL per API process (unused by the embedded database). */
  DB_POOL_MAX: intInRange(1, MAX_DB_POOL_MAX, DEFAULT_DB_POOL_MAX, ' connections'),
  /** A streaming replica of DATABASE_URL for public reads (decision 051); PostgreSQL only. */
  DATABASE_REPLICA_URL: postgresUrl(),
  /** Connections to the replica per API process; DB_POOL_MAX when unset. */
  DB_REPLICA_POOL_MAX: z.preprocess(
    emptyAsUndefined,
    z.coerce
      .number({ error: REPLICA_POOL_MESSAGE })
      .int(REPLICA_POOL_MESSAGE)
      .min(1, REPLICA_POOL_MESSAGE)
      .max(MAX_DB_POOL_MAX, REPLICA_POOL_MESSAGE)
      .optional(),
  ),
  /**
   * A direct connection to the primary for the change feed's LISTEN, when DATABASE_URL goes
   * through a pooler in transaction mode (which cannot LISTEN); DATABASE_URL when unset.
   */
  DATABASE_LISTEN_URL: postgresUrl(),
}
