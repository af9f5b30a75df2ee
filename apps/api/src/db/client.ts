import { createHash } from 'node:crypto'
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import type { SQL } from 'drizzle-orm'
import * as schema from './schema/index'

export type Schema = typeof schema
export type Db = PgDatabase<PgQueryResultHKT, Schema>
/** A transaction or the database itself: services accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(migrationsFolder: string): Promise<void>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** postgres://... ; when absent the embedded PGlite is used. */
  url?: string | undefined
  /** PGlite data folder; in memory when absent. */
  dataDir?: string | undefined
  poolSize?: number
}

const drizzleOptions = { schema, casing: 'snake_case' } as const

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // Renewing a connection now and then frees the prepared statements it has gathered.
      maxUses: 50_000,
    })
    // An idle connection that breaks (server restart, network) is dropped by the pool; without
    // a listener its error would end the process. Queries in flight still fail normally.
    pool.on('error', (err) => console.warn(`database connection lost: ${err.message}`))
    const db = drizzlePg(pool, drizzleOptions)
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  let dataDir: string | undefined
  if (options.dataDir) {
    dataDir = path.join(options.dataDir, 'pglite')
    mkdirSync(dataDir, { recursive: true })
  }
  const client = await PGlite.create(dataDir)
  const db = drizzlePglite(client, drizzleOptions)
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}

/** Rows of a raw SQL statement (both drivers answer `{ rows }`; Drizzle types it loosely). */
export async function queryRows<T>(db: Tx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

const statements = new WeakMap<object, Map<string, unknown>>()
/** How many prepared statements one database handle keeps (oldest dropped first). */
const STATEMENTS_KEPT = 500

/**
 * A prepared statement for a query shape, built once per database handle. On PostgreSQL it is
 * a named server-side statement, so after a few runs the server reuses a generic plan instead
 * of planning the query again on every request (planning the browse queries costs more than
 * running them). `name` must identify the SQL text; values go in as placeholders.
 */
export function prepared<T>(db: Tx, name: string, build: (name: string) => T): T {
  let byName = statements.get(db)
  if (!byName) statements.set(db, (byName = new Map()))
  let statement = byName.get(name) as T | undefined
  if (statement === undefined) {
    statement = build(`s_${createHash('sha1').update(name).digest('hex').slice(0, 20)}`)
    if (byName.size >= STATEMENTS_KEPT) byName.delete(byName.keys().next().value!)
    byName.set(name, statement)
  }
  return statement
}
