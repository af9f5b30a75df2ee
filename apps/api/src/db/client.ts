import { createHash } from 'node:crypto'
import { existsSync, mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { Worker } from 'node:worker_threads'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { sql, type SQL } from 'drizzle-orm'
import { pgliteChangeFeed, postgresChangeFeed, type ChangeFeed } from './change-feed'
import { createReadRouter, type ReadRouter } from './replica'
import * as schema from './schema/index'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(migrationsFolder: string): Promise<void>
  /** What changed, as PostgreSQL notifies it (see change-feed.ts): opened on first use. */
  changes(): Promise<ChangeFeed>
  /** Closes the pool and the change feed. */
  close(): Promise<void>
  /** The PostgreSQL pool's connections and the queries waiting for one; undefined on PGlite. */
  poolStats(): { total: number; idle: number; waiting: number } | undefined
  /**
   * The read replica (DATABASE_REPLICA_URL) for public reads, and when they may use it
   * (db/replica.ts, decision 051); absent without a replica.
   */
  replica?: { db: Db; router: ReadRouter }
  /**
   * How far the replica is behind, in seconds: 0 when it has replayed everything the primary has
   * written; otherwise the time since the last transaction it replayed (an upper bound: after a
   * quiet spell it counts the quiet too). Null without a replica or when it cannot tell.
   */
  replicaLagSeconds?(): Promise<number | null>
}

/** `open` once, on first use; `close` closes it when it was opened. */
function lazyFeed(open: () => Promise<ChangeFeed> | ChangeFeed) {
  let feed: Promise<ChangeFeed> | undefined
  return {
    changes: () => (feed ??= Promise.resolve(open())),
    closeFeed: async () => (await feed)?.close(),
  }
}

export interface DatabaseOptions {
  /** postgres://... ; when absent the embedded PGlite is used. */
  url?: string | undefined
  /** PGlite data folder; in memory when absent. */
  dataDir?: string | undefined
  /**
   * A PGlite starts from this copy of a data folder (PGlite's dumpDataDir): in memory, or in a
   * `dataDir` that has none yet (instead of initdb).
   */
  snapshot?: Blob | undefined
  poolSize?: number
  /** postgres://... of a streaming replica for public reads (with `url` only). */
  replicaUrl?: string | undefined
  /** Connections to the replica; `poolSize` by default. */
  replicaPoolSize?: number
  /**
   * postgres://... for the change feed's LISTEN when `url` goes through a pooler in transaction
   * mode (which cannot LISTEN): a direct connection to the primary. `url` by default.
   */
  listenUrl?: string | undefined
  /** Told about every pooled connection that breaks; one warning line by default. */
  onConnectionLost?: (err: Error) => void
}

const drizzleOptions = { schema, casing: 'snake_case' } as const

/**
 * How long a query waits for a pooled connection (all busy, or the server unreachable) before
 * it fails, and the request answers 503 instead of hanging.
 */
const CONNECT_TIMEOUT_MS = 10_000

const warnConnectionLost = (err: Error) => console.warn(`database connection lost: ${err.message}`)

type ConnectCallback = (
  err: Error | undefined,
  client: pg.PoolClient | undefined,
  done: (release?: Error | boolean) => void,
) => void

/**
 * A pool whose checked-out clients go back to it, with the error, as soon as their connection
 * breaks. drizzle-orm 0.45 runs a transaction's BEGIN outside the try/finally that releases
 * its client (drizzle-orm#6241), so a BEGIN on a dead connection would keep its pool slot for
 * good, and after `max` of them every request would wait for a connection. Released with an
 * error, the broken client is dropped; the release drizzle may still make is then a no-op, and
 * its queries on that client fail (and answer 503).
 */
class Pool extends pg.Pool {
  override connect(): Promise<pg.PoolClient>
  override connect(callback: ConnectCallback): void
  override connect(callback?: ConnectCallback): Promise<pg.PoolClient> | void {
    // pool.query() checks out with a callback and gives the client back on errors itself.
    if (callback) return super.connect(callback)
    return super.connect().then(releasedWhenBroken)
  }
}

function releasedWhenBroken(client: pg.PoolClient): pg.PoolClient {
  const release = client.release
  let released = false
  const giveBack = (err?: Error | boolean) => {
    if (released) return
    released = true
    client.removeListener('error', giveBack)
    release(err)
  }
  client.on('error', giveBack)
  client.release = giveBack
  return client
}

/**
 * PostgreSQL settings of the embedded database (docs/decisions/017). PGlite allocates its shared
 * memory at start and zeroes all of it, so shared_buffers is resident from the first second,
 * and a WebAssembly memory never shrinks: what these allow at the peak is kept for good.
 * 32 MB of buffers holds the browse indexes and the hot pages of 100,000 listings; pages
 * beyond come from the OS file cache. maintenance_work_mem bounds VACUUM and CREATE INDEX
 * (a migration, the bulk seeder), which would otherwise take 64 MB for good.
 */
export const PGLITE_SETTINGS = {
  shared_buffers: '32MB',
  maintenance_work_mem: '16MB',
} as const

/**
 * PGlite and its drizzle driver, imported on first use: a server on PostgreSQL never loads them
 * (about 1.5 MB of heap and RSS at start).
 */
async function loadPglite() {
  const [{ PGlite }, { pg_trgm }, { drizzle }, { migrate }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('drizzle-orm/pglite'),
    import('drizzle-orm/pglite/migrator'),
  ])
  const startParams = [
    ...PGlite.defaultStartParams,
    ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
  ]
  return { PGlite, pg_trgm, drizzle, migrate, startParams }
}

/**
 * Runs in a worker thread: creates the data folder (PGlite's initdb) and closes it. Plain
 * CommonJS, as eval'd workers are; PGlite is required by the path resolved by the caller.
 */
const CREATE_DATA_DIR_WORKER = `
const { parentPort, workerData } = require('node:worker_threads')
const { PGlite } = require(workerData.pglite)
PGlite.create({ dataDir: workerData.dataDir, startParams: workerData.startParams })
  .then((pg) => pg.close())
  .then(() => parentPort.postMessage('created'))
`

/**
 * A new PGlite data folder, made in a worker thread that is then ended. PGlite's initdb runs
 * a second PostgreSQL in memory beside the first and copies its files over (about 600 MB at
 * the peak); ending the worker's isolate hands all of it back to the system at once, where
 * in this thread it would stay until the garbage collector happened to free it.
 */
async function createDataDir(dataDir: string, startParams: string[]) {
  const worker = new Worker(CREATE_DATA_DIR_WORKER, {
    eval: true,
    workerData: {
      dataDir,
      pglite: createRequire(import.meta.url).resolve('@electric-sql/pglite'),
      startParams,
    },
  })
  try {
    await new Promise<void>((resolve, reject) => {
      worker.once('message', () => resolve())
      worker.once('error', reject)
      worker.once('exit', (code) =>
        reject(new Error(`Creating the PGlite data folder ${dataDir} stopped (exit code ${code})`)),
      )
    })
  } finally {
    await worker.terminate()
  }
}

/** A pool of `max` connections to `url` whose every client reports its lost connection (below). */
function openPool(url: string, max: number, lost: (err: Error) => void) {
  const pool = new Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // No `maxUses`: a connection's prepared statements are a fixed set (see prepared()), so
    // renewing it would only cost a new connection and five fresh plans per statement.
  })
  // A connection the server ends (restart, failover, pg_terminate_backend) emits 'error' on
  // its client, idle or checked out. The pool listens only while a client is idle; a client
  // checked out by a transaction has no listener of its own, and an 'error' event nobody
  // listens to ends the process. So every client gets one for its whole life. The query in
  // flight fails on its own (and answers 503, see plugins/errors.ts), and the pool drops the
  // client (see Pool above).
  pool.on('connect', (client) => client.on('error', lost))
  // The pool re-emits an idle client's error after dropping it; the listener above reported it.
  pool.on('error', () => {})
  return pool
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const lost = options.onConnectionLost ?? warnConnectionLost
    const pool = openPool(options.url, options.poolSize ?? 10, lost)
    const db = drizzlePg(pool, drizzleOptions)
    const replicaPool =
      options.replicaUrl &&
      openPool(options.replicaUrl, options.replicaPoolSize ?? options.poolSize ?? 10, lost)
    const router = replicaPool
      ? createReadRouter({ primary: pool, replica: replicaPool })
      : undefined
    const listenUrl = options.listenUrl ?? options.url
    const { changes, closeFeed } = lazyFeed(() => {
      const feed = postgresChangeFeed(listenUrl, lost)
      router?.follow(feed)
      return feed
    })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      changes,
      ...(replicaPool &&
        router && {
          replica: { db: drizzlePg(replicaPool, drizzleOptions) as unknown as Db, router },
          replicaLagSeconds: () => router.lagSeconds(),
        }),
      close: async () => {
        router?.close()
        await closeFeed()
        await Promise.all([pool.end(), replicaPool && replicaPool.end()])
      },
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
    }
  }
  const {
    PGlite,
    pg_trgm,
    drizzle: drizzlePglite,
    migrate: migratePglite,
    startParams,
  } = await loadPglite()
  let dataDir: string | undefined
  let loadDataDir = options.snapshot
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
    if (existsSync(path.join(dataDir, 'PG_VERSION'))) loadDataDir = undefined
    else if (!loadDataDir) await createDataDir(dataDir, startParams)
  }
  // pg_trgm: the keyword search's fallback for misspelt towns (migration 0013).
  const client = await PGlite.create({
    dataDir,
    loadDataDir,
    startParams,
    extensions: { pg_trgm },
  })
  const db = drizzlePglite(client, drizzleOptions)
  const { changes, closeFeed } = lazyFeed(() => pgliteChangeFeed(client))
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    changes,
    close: async () => {
      await closeFeed()
      await client.close()
    },
    poolStats: () => undefined,
  }
}

/**
 * Whether PostgreSQL's autovacuum runs (PGlite has none: true). Without it no table is analyzed
 * as it grows, and each connection keeps the plans its prepared statements got while the tables
 * were small (docs/decisions/081).
 */
export async function autovacuumRuns(database: Database): Promise<boolean> {
  if (database.kind !== 'postgres') return true
  const [row] = await queryRows<{ autovacuum: string }>(database.db, sql`show autovacuum`)
  return row?.autovacuum === 'on'
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`; Drizzle types it loosely). */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const statements = new WeakMap<object, Map<string, unknown>>()
/** Every name prepared() has been given, with the server-side statement name made from it. */
const statementNames = new Map<string, string>()
/**
 * The most distinct statement names prepared() accepts. Each name becomes a statement on every
 * connection that runs it, kept until the connection closes, so the names must be a fixed set:
 * the listing queries come to at most 644 (a page per filter shape, sort and with or without
 * the total: 64 x 3 x 2; a page after a mark per shape and sort: 64 x 3; a count per shape: 64;
 * the detail and its viewer part, each with and without recording a view), and the session,
 * unlock, verify and rate-limit statements a handful more.
 * A name holding a per-request value (an offset, an id) would pass this limit and fail loudly
 * instead of growing every backend without end.
 */
const STATEMENT_NAMES_MAX = 1_000

/**
 * A prepared statement for a query shape, built once per database handle. On PostgreSQL it is
 * a named server-side statement, so after a few runs the server reuses a generic plan instead
 * of planning the query again on every request (planning the browse queries costs more than
 * running them). `name` must identify the SQL text and come from a fixed set (which filters
 * are present, the sort; never a value of the request): values go in as placeholders.
 */
export function prepared<T>(db: Tx, name: string, build: (name: string) => T): T {
  let byName = statements.get(db)
  if (!byName) statements.set(db, (byName = new Map()))
  let statement = byName.get(name) as T | undefined
  if (statement === undefined) {
    let serverName = statementNames.get(name)
    if (serverName === undefined) {
      if (statementNames.size >= STATEMENT_NAMES_MAX) {
        throw new Error(
          `More than ${STATEMENT_NAMES_MAX} prepared statement names; '${name}' must not hold a request's values`,
        )
      }
      serverName = `s_${createHash('sha1').update(name).digest('hex').slice(0, 20)}`
      statementNames.set(name, serverName)
    }
    statement = build(serverName)
    byName.set(name, statement)
  }
  return statement
}

/** The statement names prepared() has made so far in this process (for tests and diagnostics). */
export function preparedStatementNames(): string[] {
  return [...statementNames.keys()]
}
