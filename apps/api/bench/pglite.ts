/**
 * The embedded run of `npm run bench`: the API as a child process on PGlite (no DATABASE_URL, its
 * own DATA_DIR holding the wanted number of listings, seeded once and kept for later runs), its
 * RSS right after a cold start, then browse pages at 10 connections (a laptop's load).
 */
import { MAX_OFFSET } from '@app/contract/listing'
import { PAGE_SIZE } from '@app/contract/constants'
import { parseConfig } from '../src/config'
import { prepareDatabase } from '../src/start'
import { createSession } from '../src/lib/sessions'
import { measureDistinct, measureFixed, shuffled, type Measured, type Run } from './cases'
import { rssOf, startApi } from './child-api'
import {
  countListings,
  createSeeker,
  fail,
  removeBenchSeekers,
  seconds,
  topUp,
  vacuumAnalyze,
} from './common'
import type { FeedItem } from './feed'

/** The embedded target is at 10 connections. */
export const PGLITE_CONNECTIONS = 10
/** The middle of the range, as on PostgreSQL. */
export const PGLITE_DEEP_OFFSET = 50_000

export interface PgliteResult {
  coldRss: number
  afterRss: number
  startMs: number
  cases: {
    offset0?: Measured
    deep?: Measured
    distinct?: Measured
  }
}

export async function runPglite(plan: {
  dir: string
  listings: number
  bundle: string
  run: Omit<Run, 'connections'>
}): Promise<PgliteResult> {
  const env = { DATABASE_URL: '', DATA_DIR: plan.dir }
  let config
  try {
    config = parseConfig({ ...process.env, ...env })
  } catch (err) {
    fail((err as Error).message)
  }
  // Seeding happens here in the bench's process; PGlite takes one process at a time, so it is
  // closed before the API starts on the same directory.
  console.log(`PGlite data directory: ${config.dataDir}`)
  const { database } = await prepareDatabase(config)
  let headers: Record<string, string>
  let total: number
  try {
    const db = database.db
    if ((await topUp(db, config, plan.listings)) > 0) {
      console.log(`vacuum analyze: ${seconds(await vacuumAnalyze(db))}`)
    }
    total = await countListings(db)
    // Browsing takes a signed-in user: a seeker of this run (the last run's goes first).
    await removeBenchSeekers(db)
    const token = await createSession(
      db,
      await createSeeker(db),
      { ip: '127.0.0.1', userAgent: 'bench' },
      new Date(),
      config.sessionTtlMs,
    )
    headers = { authorization: `Bearer ${token}` }
  } finally {
    await database.close()
  }

  const started = performance.now()
  const api = await startApi(plan.bundle, env)
  try {
    const startMs = performance.now() - started
    const coldRss = rssOf(api.pid)
    console.log(
      `The API on PGlite (pid ${api.pid}) answered after ${seconds(startMs)}; RSS ${(coldRss / 1024 / 1024).toFixed(0)} MB`,
    )
    const run = { ...plan.run, connections: PGLITE_CONNECTIONS }
    const path = (offset: number) => `/api/agents-propertys?offset=${offset}`
    const offset0 = await measureFixed(api.base, 'PGlite: browse, offset 0', path(0), headers, run)
    const deep = await measureFixed(
      api.base,
      `PGlite: browse, offset ${PGLITE_DEEP_OFFSET.toLocaleString('en')}`,
      path(PGLITE_DEEP_OFFSET),
      headers,
      run,
    )
    const deepest = Math.max(0, Math.min(MAX_OFFSET, total - PAGE_SIZE))
    const items: FeedItem[] = shuffled(deepest + 1).map((o) => ({
      method: 'GET',
      path: path(o),
      authorization: headers.authorization,
    }))
    const distinct = await measureDistinct(
      api.base,
      'PGlite: browse, distinct offsets (cache misses)',
      items,
      run,
    )
    const afterRss = rssOf(api.pid)
    console.log(`  RSS after the load: ${(afterRss / 1024 / 1024).toFixed(0)} MB`)
    return { coldRss, afterRss, startMs, cases: { offset0, deep, distinct } }
  } catch (err) {
    console.error(`The PGlite API said:\n${api.output()}`)
    throw err
  } finally {
    await api.stop()
  }
}
