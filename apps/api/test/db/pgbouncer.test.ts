import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../src/app'
import { whenLive, type ChangeFeed } from '../../src/db/change-feed'
import { openDatabase, type Database } from '../../src/db/client'
import { testConfig } from '../helpers/app'
import { get, post, signedIn } from '../helpers/auth'
import { listing, makeUser, seedPlaces } from '../helpers/listings'
import { startPgBouncer, type PgBouncer } from '../helpers/pgbouncer'
import { balance, openOrder, verify } from '../modules/wallet/payments-helpers'

/**
 * The API behind Debian's PgBouncer in session mode (README, "Connection poolers"): the pool
 * goes through the bouncer, and so does the change feed unless DATABASE_LISTEN_URL gives it a
 * direct connection.
 */

const serverUrl = process.env.DATABASE_URL
/** How long a notification may take to arrive (ms). */
const HEARD_WITHIN_MS = 5_000

function heard(feed: ChangeFeed) {
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no notification')), HEARD_WITHIN_MS)
    const stop = feed.on('listings', () => {
      clearTimeout(timer)
      stop()
      resolve()
    })
  })
}

describe.skipIf(!serverUrl)('behind PgBouncer in session mode', () => {
  const name = `replica_pgb_${randomBytes(4).toString('hex')}`
  let directUrl: string
  let direct: pg.Client
  const bouncers: PgBouncer[] = []
  const opened: Database[] = []
  let dataDir: string

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl!)
    url.pathname = `/${name}`
    directUrl = url.toString()
    direct = new pg.Client({ connectionString: directUrl })
    await direct.connect()
    dataDir = await mkdtemp(path.join(tmpdir(), 'godown-pgbouncer-app-'))
  })

  afterAll(async () => {
    for (const database of opened) await database.close().catch(() => {})
    for (const bouncer of bouncers) await bouncer.stop()
    await direct?.end()
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
    if (dataDir) await rm(dataDir, { recursive: true, force: true })
  })

  const bouncer = async () => {
    const started = await startPgBouncer({ server: serverUrl!, mode: 'session' })
    bouncers.push(started)
    return started
  }

  it('runs a journey through it: migrations, register and sign in, browse, a top-up, the change feed', async () => {
    const pooled = (await bouncer()).through(directUrl)
    const env = {
      DATABASE_URL: pooled,
      DATA_DIR: dataDir,
      PAYMENTS: 'sandbox',
      RAZORPAY_KEY_ID: '',
      RAZORPAY_KEY_SECRET: '',
      RAZORPAY_WEBHOOK_SECRET: '',
    }
    const config = testConfig(env)
    const database = await openDatabase({ url: pooled, poolSize: 5 })
    opened.push(database)
    await database.migrate(config.migrationsDir)
    const app = await buildApp({ config, database, logger: false })
    try {
      await app.ready()
      await whenLive(app.changes)
      const { token } = await signedIn(app, database.db)
      await seedPlaces(database.db)
      const owner = await makeUser(database.db, 2)
      const id = await listing(database.db, owner.id, { name: 'Godown behind the bouncer' })
      const browse = await get(app, '/api/agents-propertys?limit=10', { token })
      expect(browse.statusCode).toBe(200)
      expect(browse.json().data.map((c: { id: number }) => c.id)).toContain(id)

      const order = await openOrder(app, token, 500)
      const paid = await post(
        app,
        '/api/sandbox/pay',
        { order_id: order.order_id, outcome: 'success' },
        { token },
      )
      expect(paid.statusCode, paid.body).toBe(200)
      const confirmed = await verify(app, token, paid.json().data)
      expect(confirmed.statusCode, confirmed.body).toBe(200)
      expect(await balance(app, token)).toBe(500)

      // Another writer's change reaches the feed, which LISTENs through the bouncer.
      const notified = heard(app.changes)
      await direct.query(`update properties set description = 'changed elsewhere' where id = $1`, [
        id,
      ])
      await notified
    } finally {
      await app.close()
    }
  })

  it('keeps the change feed on DATABASE_LISTEN_URL, a direct connection, while the pool goes through it', async () => {
    const pgbouncer = await bouncer()
    const database = await openDatabase({
      url: pgbouncer.through(directUrl),
      listenUrl: directUrl,
      poolSize: 2,
      onConnectionLost: () => {},
    })
    opened.push(database)
    await database.db.execute(sql`select 1`)
    const feed = await database.changes()
    await whenLive(feed)
    // The bouncer goes away: the pool is cut off, the feed is not.
    await pgbouncer.stop()
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow()
    expect(feed.live).toBe(true)
    const notified = heard(feed)
    await direct.query(`select pg_notify('listings', '')`)
    await notified
  })
})
