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
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
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
