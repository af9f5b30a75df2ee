import { createHash, randomBytes } from 'node:crypto'
import { createRequire } from 'node:module'
import { readdir, readFile, rename, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp, type App } from '../../src/app'
import { parseConfig } from '../../src/config'
import { openDatabase, type Database } from '../../src/db/client'
import { seedGeography } from '../../src/db/geography'
import type { Clock } from '../../src/lib/clock'
import type { WebSource } from '../../src/modules/pages/web-source'

/** Test configuration: the real parser over the real environment, quiet. */
export function testConfig(overrides: Record<string, string> = {}) {
  return parseConfig({ ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'silent', ...overrides })
}

const require = createRequire(import.meta.url)

/** A short digest of the migrations (and of `extra`): the name of what was made from them. */
async function migrationsHash(migrationsDir: string, ...extra: string[]) {
  const hash = createHash('sha256')
  for (const part of extra) hash.update(part)
  for (const name of (await readdir(migrationsDir, { recursive: true })).sort()) {
    if (!name.endsWith('.sql') && !name.endsWith('_journal.json')) continue
    hash.update(name).update(await readFile(path.join(migrationsDir, name)))
  }
  return hash.digest('hex').slice(0, 16)
}

/**
 * A migrated, empty PGlite data folder, made once for every test file of a run (and kept in the
 * temporary folder, named by the migrations' contents, for the next run): PGlite's initdb and
 * the migrations take seconds per file, loading this copy well under one.
 */
async function migratedSnapshot(migrationsDir: string): Promise<Blob> {
  // The PGlite build too: a data folder is read only by the PostgreSQL that wrote it.
  const pglite = require.resolve('@electric-sql/pglite')
  const digest = await migrationsHash(migrationsDir, pglite, String((await stat(pglite)).mtimeMs))
  const file = path.join(tmpdir(), `godown-test-db-${digest}.tar`)
  try {
    return new Blob([await readFile(file)])
  } catch {
    const database = await openDatabase({})
    await database.migrate(migrationsDir)
    const snapshot = await (database.db as unknown as { $client: PGlite }).$client.dumpDataDir(
      'none',
    )
    await database.close()
    // Written aside and renamed: another test file may be reading or making it at the same time.
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
    await writeFile(partial, Buffer.from(await snapshot.arrayBuffer()))
    await rename(partial, file)
    return snapshot
  }
}

async function adminQuery(url: string, text: string) {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    return await admin.query(text)
  } finally {
    await admin.end()
  }
}

function inDatabase(url: string, name: string) {
  const target = new URL(url)
  target.pathname = `/${name}`
  return target.toString()
}

/**
 * Runs `change` (a drop or rename of a database) once a closed pool's sockets have let go of it:
 * waiting for them rather than terminating them (a forced drop makes their clients emit errors
 * that nobody listens to any more).
 */
async function whenLetGo(change: () => Promise<unknown>) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await change()
    } catch (err) {
      const inUse = (err as { code?: string }).code === '55006'
      if (!inUse || attempt >= 50) throw err
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

const templates = new Map<string, Promise<string>>()

/**
 * The name of a migrated, empty database on the server of `url`, made once for every test file
 * (and kept, named by the migrations' contents, for the next run): each test database is a copy
 * of it (CREATE DATABASE ... TEMPLATE), about half the time of migrating an empty one.
 */
function migratedTemplate(url: string, migrationsDir: string): Promise<string> {
  let template = templates.get(url)
  if (!template) {
    template = makeTemplate(url, migrationsDir)
    templates.set(url, template)
  }
  return template
}

async function makeTemplate(url: string, migrationsDir: string) {
  const name = `test_template_${await migrationsHash(migrationsDir)}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    // One maker at a time (the workers of a run, or two runs): the others wait, then find it.
    await admin.query(`select pg_advisory_lock(hashtext('test_template'))`)
    const found = await admin.query(`select 1 from pg_database where datname = $1`, [name])
    if (found.rowCount) return name
    const partial = `${name}_partial`
    await admin.query(`drop database if exists ${partial}`)
    await admin.query(`create database ${partial}`)
    const database = await openDatabase({ url: inDatabase(url, partial), poolSize: 1 })
    try {
      await database.migrate(migrationsDir)
    } finally {
      await database.close()
    }
    // Renamed once complete: a copy is never made of a half-migrated database.
    await whenLetGo(() => admin.query(`alter database ${partial} rename to ${name}`))
    return name
  } finally {
    await admin.end()
  }
}

/**
 * A fresh, migrated database: in-memory PGlite by default (from the migrated snapshot), or a new
 * throw-away database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function freshDatabase(url = testConfig().databaseUrl): Promise<Database> {
  const config = testConfig()
  if (!url) {
    const database = await openDatabase({ snapshot: await migratedSnapshot(config.migrationsDir) })
    // Nothing to apply: the snapshot is of these migrations (this checks that it is).
    await database.migrate(config.migrationsDir)
    return database
  }
  const template = await migratedTemplate(url, config.migrationsDir)
  const name = `test_${randomBytes(6).toString('hex')}`
  await adminQuery(url, `create database ${name} template ${template}`)
  const database = await openDatabase({ url: inDatabase(url, name), poolSize: 20 })
  // Nothing to apply: the template is of these migrations (this checks that it is).
  await database.migrate(config.migrationsDir)
  return {
    ...database,
    async close() {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await whenLetGo(() => cleanup.query(`drop database if exists ${name}`))
      await cleanup.end()
    },
  }
}

/**
 * A PGlite data folder in `<dir>/pglite` (where a server with DATA_DIR=dir keeps it), made from
 * the migrated snapshot rather than by initdb and the migrations, which take a minute on a busy
 * machine; open, for the caller to fill and close.
 */
export async function migratedDataDir(dir: string): Promise<Database> {
  const config = testConfig()
  const database = await openDatabase({
    dataDir: dir,
    snapshot: await migratedSnapshot(config.migrationsDir),
  })
  await database.migrate(config.migrationsDir)
  return database
}

export interface TestAppOptions {
  geography?: boolean
  web?: WebSource
  env?: Record<string, string>
  /** Defaults to real time; pass a ManualClock to move time in a test. */
  clock?: Clock
  /** Pino options, e.g. `{ level: 'info', stream }` to capture log lines; silent by default. */
  logger?: boolean | object
  /** Runs before `ready()`: the place to add a throw-away route for a test. */
  setup?: (app: App) => void | Promise<void>
}

/** An app on a fresh database; `close()` tears both down. */
export async function createTestApp(options: TestAppOptions = {}) {
  const config = testConfig(options.env)
  const database = await freshDatabase()
  if (options.geography) await seedGeography(database.db, config.geoDir)
  const app = await buildApp({
    config,
    database,
    logger: options.logger ?? false,
    web: options.web,
    clock: options.clock,
  })
  await options.setup?.(app)
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
