import { fork } from 'node:child_process'
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import {
  inPreparingChildEnv,
  loadDotEnv,
  parseConfig,
  preparingChildEnv,
  type Config,
} from './config'
import { openDatabase, queryRows, type Database, type Db } from './db/client'
import { geographyUpToDate, seedGeography } from './db/geography'
import { properties, users } from './db/schema/index'
import type { DemoLogin } from './demo/accounts'
import { storageFor } from './plugins/storage'

/**
 * The one advisory lock every instance takes to prepare the database (decision 053): held on a
 * connection of its own for the whole preparation, so instances started together prepare one
 * after the other and all but the first find nothing left to do.
 */
export const START_UP_LOCK = 'start-up'

/** What a preparation did, for the start-up log. */
export interface Preparation {
  geography: Awaited<ReturnType<typeof seedGeography>>
  demoLogins: DemoLogin[]
  demoListings: number
}

const databaseOptions = (config: Config) => ({
  url: config.databaseUrl,
  dataDir: config.dataDir,
  poolSize: config.databasePoolMax,
  replicaUrl: config.databaseReplicaUrl,
  replicaPoolSize: config.databaseReplicaPoolMax,
  listenUrl: config.databaseListenUrl,
})

/**
 * Holds the start-up lock while `work` runs: a session-level advisory lock on a dedicated
 * connection (a transaction-level one would end with the migrations' own transactions), let go
 * when the work ends or fails, and by the server when this process dies.
 */
async function underStartUpLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  // A broken connection fails the query in flight; the listener keeps it from ending the process.
  client.on('error', (err) => console.warn(`start-up lock connection lost: ${err.message}`))
  await client.connect()
  try {
    await client.query('select pg_advisory_lock(hashtext($1))', [START_UP_LOCK])
    try {
      return await work()
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [START_UP_LOCK])
    }
  } finally {
    await client.end()
  }
}

/**
 * Brings an open database up to date: migrations, the India geography, and with demo data on
 * the demo marketplace (its pictures through the configured storage). On PostgreSQL under the
 * start-up lock; PGlite's data folder has one opener, this process. Each step finds out itself
 * whether it has anything left to do, so a later start (or a later instance) only checks.
 */
export async function prepare(database: Database, config: Config): Promise<Preparation> {
  const work = async (): Promise<Preparation> => {
    await database.migrate(config.migrationsDir)
    const geography = await seedGeography(database.db, config.geoDir)
    if (!config.demoData) return { geography, demoLogins: [], demoListings: 0 }
    const { seedDemo } = await import('./demo/seed')
    const demo = await seedDemo(database.db, storageFor(config))
    return { geography, demoLogins: demo.logins, demoListings: demo.listings }
  }
  return config.databaseUrl ? underStartUpLock(config.databaseUrl, work) : work()
}

/**
 * Opens the configured database and prepares it in this process: for scripts and the bench,
 * which end soon after. The server uses openPrepared.
 */
export async function prepareDatabase(config: Config) {
  const database = await openDatabase(databaseOptions(config))
  try {
    return { database, ...(await prepare(database, config)) }
  } catch (err) {
    await database.close()
    throw err
  }
}

/**
 * Prepares in a child process running this module, which opens and closes its own database.
 * By default with this process's environment and its node options (tsx's loader in
 * development, the heap settings in production).
 */
export function prepareInChild({
  env,
  execArgv = process.execArgv,
}: { env?: NodeJS.ProcessEnv; execArgv?: string[] } = {}): Promise<Preparation> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    env: preparingChildEnv(env),
    execArgv,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  })
  return new Promise((resolve, reject) => {
    let result: Preparation | undefined
    let failure: string | undefined
    // Only ours: a loader in the child (tsx's watch mode) may use the channel too.
    child.on('message', (message: { result?: Preparation; error?: string }) => {
      if (message.result) result = message.result
      if (message.error) failure = message.error
    })
    child.once('error', reject)
    child.once('exit', (code, signal) => {
      if (result && code === 0) resolve(result)
      else reject(new Error(failure ?? `the preparing process stopped (${signal ?? code})`))
    })
  })
}

/** True when a migration in `migrationsDir` is not applied yet (drizzle's rule: by its time). */
async function migrationsPending(db: Db, migrationsDir: string) {
  const journal = JSON.parse(
    await readFile(path.join(migrationsDir, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] }
  const newest = Math.max(...journal.entries.map((e) => e.when))
  const [table] = await queryRows<{ name: string | null }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations')::text as name`,
  )
  if (!table?.name) return true
  const [applied] = await queryRows<{ last: string | null }>(
    db,
    sql`select max(created_at)::text as last from drizzle.__drizzle_migrations`,
  )
  return Number(applied?.last ?? 0) < newest
}

/**
 * Whether preparing has work beyond checking: a migration to apply, a geography dataset to
 * load, or (demo data on) demo accounts or listings to make. Answered from the database as it
 * is; a wrong "no" is impossible (each only goes from pending to done), a wrong "yes" only
 * costs the child process.
 */
async function hasOneOffWork(db: Db, config: Config) {
  if (await migrationsPending(db, config.migrationsDir)) return true
  if (!(await geographyUpToDate(db, config.geoDir))) return true
  if (!config.demoData) return false
  const [people] = await db.select({ n: count() }).from(users)
  const [listings] = await db.select({ n: count() }).from(properties)
  return people!.n === 0 || listings!.n === 0
}

/**
 * The server's start-up. When the database needs one-off work (a first start, a new migration
 * or geography dataset), it is prepared in a child process that then exits: that work
 * (PGlite's initdb and migrations, parsing and loading the geography, drawing the demo
 * pictures) peaks at hundreds of MB that a process keeps once it has them, so the serving
 * process starts as on any later day (decision 053). Then, as on every start, preparation runs
 * here, where it only checks, and gives the log its figures. A PGlite data folder has one
 * opener at a time: this process closes it while the child works.
 */
export async function openPrepared(config: Config) {
  const pgliteFolder = !config.databaseUrl && path.join(config.dataDir, 'pglite')
  const created = !pgliteFolder || existsSync(path.join(pgliteFolder, 'PG_VERSION'))
  let database = created ? await openDatabase(databaseOptions(config)) : undefined
  let childWork: Preparation | undefined
  if (!database || (await hasOneOffWork(database.db, config))) {
    await database?.close()
    childWork = await prepareInChild()
    database = await openDatabase(databaseOptions(config))
  }
  try {
    const here = await prepare(database, config)
    return childWork
      ? { database, ...here, geography: childWork.geography, demoListings: childWork.demoListings }
      : { database, ...here }
  } catch (err) {
    await database.close()
    throw err
  }
}

/** The child's side of prepareInChild: the configuration from the environment, as the server's. */
async function childMain() {
  // A server that stops while its child prepares takes the child with it: left running, a
  // child would hold a PGlite data folder that the next server start opens too.
  process.once('disconnect', () => process.exit(1))
  loadDotEnv()
  const send = (message: object) =>
    new Promise<void>((resolve) => process.send!(message, () => resolve()))
  try {
    const config = parseConfig()
    const database = await openDatabase(databaseOptions(config))
    try {
      await send({ result: await prepare(database, config) })
    } finally {
      await database.close()
    }
    process.exit(0)
  } catch (err) {
    await send({ error: (err as Error).message })
    process.exit(1)
  }
}

/** True in the child that prepareInChild starts (the server then does not start in it). */
export const isPreparingChild = () => inPreparingChildEnv() && !!process.send

if (
  isPreparingChild() &&
  process.argv[1] &&
  import.meta.url === pathToFileURL(process.argv[1]).href
) {
  await childMain()
}
