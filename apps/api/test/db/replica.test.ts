import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp, type App } from '../../src/app'
import { whenLive } from '../../src/db/change-feed'
import { openDatabase, type Database } from '../../src/db/client'
import { formatLsn, parseLsn } from '../../src/db/replica'
import { READ_AFTER_COOKIE } from '../../src/plugins/database'
import { testConfig } from '../helpers/app'
import { get, post } from '../helpers/auth'
import { listing, makeUser, seedPlaces } from '../helpers/listings'
import { startReplicatedPostgres, type ReplicatedPostgres } from '../helpers/replica'

/**
 * Public reads on a real streaming replica (decision 051): the test starts a primary and a
 * replica of its own (helpers/replica.ts) and pauses the replica's replay to make its lag
 * deterministic.
 */

describe('WAL positions', () => {
  it('read and written as PostgreSQL writes them', () => {
    expect(parseLsn('16/B374D848')).toBe((0x16n << 32n) | 0xb374d848n)
    expect(formatLsn(parseLsn('16/B374D848')!)).toBe('16/B374D848')
    expect(parseLsn('0/0')).toBe(0n)
    for (const bad of ['', '16', '16/', 'x/1', '123456789/1', null, undefined]) {
      expect(parseLsn(bad)).toBeUndefined()
    }
  })
})

describe('DATABASE_REPLICA_URL and DATABASE_LISTEN_URL', () => {
  it('are refused with the embedded database', () => {
    for (const key of ['DATABASE_REPLICA_URL', 'DATABASE_LISTEN_URL']) {
      expect(() => testConfig({ DATABASE_URL: '', [key]: 'postgres://127.0.0.1/x' })).toThrow(
        `${key}: needs DATABASE_URL`,
      )
    }
  })

  it('are read with DATABASE_URL, the replica pool sized by DB_POOL_MAX unless told', () => {
    const env = {
      DATABASE_URL: 'postgres://127.0.0.1/a',
      DATABASE_REPLICA_URL: 'postgres://127.0.0.1:5433/a',
      DB_POOL_MAX: '7',
    }
    expect(testConfig(env)).toMatchObject({
      databaseReplicaUrl: env.DATABASE_REPLICA_URL,
      databaseReplicaPoolMax: 7,
      databaseListenUrl: undefined,
    })
    expect(testConfig({ ...env, DB_REPLICA_POOL_MAX: '30' }).databaseReplicaPoolMax).toBe(30)
    expect(() => testConfig({ ...env, DB_REPLICA_POOL_MAX: '0' })).toThrow('DB_REPLICA_POOL_MAX')
  })
})

describe.skipIf(!process.env.DATABASE_URL)('public reads on a streaming replica', () => {
  let pair: ReplicatedPostgres
  let database: Database
  let app: App
  let primary: pg.Client
  let owner: { id: number; token: string }
  let seeker: { id: number; token: string }
  const ids: Record<string, number> = {}
  const warnings: string[] = []

  beforeAll(async () => {
    pair = await startReplicatedPostgres()
    const env = { DATABASE_URL: pair.primaryUrl, DATABASE_REPLICA_URL: pair.replicaUrl }
    const config = testConfig(env)
    database = await openDatabase({
      url: pair.primaryUrl,
      replicaUrl: pair.replicaUrl,
      poolSize: 5,
      replicaPoolSize: 5,
      onConnectionLost: () => {},
    })
    await database.migrate(config.migrationsDir)
    await seedPlaces(database.db)
    owner = await makeUser(database.db, 2)
    seeker = await makeUser(database.db, 1, 1_000)
    for (const name of ['routed', 'cookie', 'unlock', 'edited', 'after', 'down']) {
      ids[name] = await listing(database.db, owner.id, { name: `Godown ${name}` })
    }
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void warnings.push(message))
    app = await buildApp({ config, database, logger: false })
    await app.ready()
    await whenLive(app.changes)
    primary = new pg.Client({ connectionString: pair.primaryUrl })
    await primary.connect()
    await pair.caughtUp()
  }, 120_000)

  afterAll(async () => {
    await primary?.end()
    await app?.close()
    await database?.close()
    await pair?.stop()
    vi.restoreAllMocks()
  })

  const view = (id: number, token: string, cookie?: string) =>
    get(app, `/api/property/view?property_id=${id}`, {
      token,
      headers: cookie ? { cookie } : {},
    })
  const nameSeen = async (id: number, token: string, cookie?: string) => {
    const res = await view(id, token, cookie)
    expect(res.statusCode).toBe(200)
    return res.json().data.property.name as string
  }
  /** A change on the primary that notifies nobody (its triggers off): only the replica can hide it. */
  const renameQuietly = async (id: number, name: string) => {
    await primary.query(`set session_replication_role = replica`)
    await primary.query(`update properties set name = $1 where id = $2`, [name, id])
    await primary.query(`set session_replication_role = origin`)
  }
  const replicaName = async (id: number) => {
    const client = new pg.Client({ connectionString: pair.replicaUrl })
    await client.connect()
    const { rows } = await client.query<{ name: string }>(
      'select name from properties where id = $1',
      [id],
    )
    await client.end()
    return rows[0]!.name
  }
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = [res.headers['set-cookie'] ?? []].flat() as string[]
    const cookie = header.find((c) => c.startsWith(`${READ_AFTER_COOKIE}=`))
    return cookie?.split(';')[0]
  }

  it('reads a listing from the replica: a change it has not replayed is not seen', async () => {
    await pair.pauseReplay()
    try {
      await renameQuietly(ids.routed!, 'Godown routed, renamed')
      expect(await nameSeen(ids.routed!, seeker.token)).toBe('Godown routed')
      // What a client asks for after its own write (its cookie) comes from the primary.
      await renameQuietly(ids.cookie!, 'Godown cookie, renamed')
      const { rows } = await primary.query<{ lsn: string }>(
        'select pg_current_wal_lsn()::text as lsn',
      )
      const cookie = `other=1; ${READ_AFTER_COOKIE}=${rows[0]!.lsn}`
      expect(await nameSeen(ids.cookie!, seeker.token, cookie)).toBe('Godown cookie, renamed')
    } finally {
      await pair.resumeReplay()
    }
  })

  it("sees a person's own unlock right after it, while another device still sees the replica", async () => {
    await pair.caughtUp()
    await pair.pauseReplay()
    try {
      const unlock = await post(
        app,
        '/api/property/unlock',
        { property_id: ids.unlock },
        {
          token: seeker.token,
        },
      )
      expect(unlock.statusCode).toBe(200)
      const cookie = cookieOf(unlock)
      expect(cookie).toMatch(/^read_after=[0-9A-F]+\/[0-9A-F]+$/)
      const mine = await view(ids.unlock!, seeker.token, cookie)
      expect(mine.json().data.pass).toBe(true)
      // The same person without the cookie (another device): the replica has no unlock yet.
      const elsewhere = await view(ids.unlock!, seeker.token)
      expect(elsewhere.json().data.pass).toBe(false)
      // A public read sets no cookie; a read is not a write.
      expect(cookieOf(mine)).toBeUndefined()
      const latest = await post(app, '/api/properties', { limit: 6 }, { token: seeker.token })
      expect(latest.statusCode).toBe(200)
      expect(cookieOf(latest)).toBeUndefined()
    } finally {
      await pair.resumeReplay()
    }
    await pair.caughtUp()
    expect((await view(ids.unlock!, seeker.token)).json().data.pass).toBe(true)
  })

  it('fills caches after a change from the primary until the replica has replayed it', async () => {
    await pair.caughtUp()
    // Kept from the replica before the change.
    expect(await nameSeen(ids.edited!, seeker.token)).toBe('Godown edited')
    await pair.pauseReplay()
    try {
      const edit = await post(
        app,
        `/api/properties/${ids.edited}`,
        { name: 'Godown edited, new' },
        {
          token: owner.token,
        },
      )
      expect(edit.statusCode).toBe(200)
      expect(await replicaName(ids.edited!)).toBe('Godown edited')
      // The owner, and anyone else too: the notification fenced the replica off.
      expect(await nameSeen(ids.edited!, owner.token, cookieOf(edit))).toBe('Godown edited, new')
      expect(await nameSeen(ids.edited!, seeker.token)).toBe('Godown edited, new')
      const search = await get(app, '/api/agents-propertys?q=new&limit=10', { token: seeker.token })
      expect(search.json().data.map((c: { id: number }) => c.id)).toContain(ids.edited)
      const router = database.replica!.router
      expect(router.state.fencing).toBe(false)
      expect(router.state.fence).toBeGreaterThan(router.state.replayed!)
      // Read again now: kept from the primary, never the replica's old name.
      expect(await nameSeen(ids.edited!, seeker.token)).toBe('Godown edited, new')
    } finally {
      await pair.resumeReplay()
    }
    await pair.caughtUp()
    // Caught up: public reads are back on the replica (a quiet change shows it).
    await pair.pauseReplay()
    try {
      await renameQuietly(ids.after!, 'Godown after, renamed')
      expect(await nameSeen(ids.after!, seeker.token)).toBe('Godown after')
    } finally {
      await pair.resumeReplay()
    }
  })

  it('reports the lag: more than 0 while replay is paused behind a write, 0 once caught up', async () => {
    await pair.caughtUp()
    await pair.pauseReplay()
    try {
      await primary.query(`update properties set description = 'lag' where id = $1`, [ids.after])
      const lag = await database.replicaLagSeconds!()
      expect(lag).toBeGreaterThan(0)
    } finally {
      await pair.resumeReplay()
    }
    await pair.caughtUp()
    expect(await database.replicaLagSeconds!()).toBe(0)
  })

  it('answers from the primary while the replica is down, and uses it again once it is back', async () => {
    await pair.caughtUp()
    warnings.length = 0
    await pair.stopReplica()
    try {
      for (let i = 0; i < 5; i++) {
        expect(await nameSeen(ids.down!, seeker.token)).toBe('Godown down')
      }
      const browse = await get(app, '/api/agents-propertys?limit=10', { token: seeker.token })
      expect(browse.statusCode).toBe(200)
      const unreachable = warnings.filter((w) => w.includes('read replica unreachable'))
      expect(unreachable).toHaveLength(1)
      expect(await database.replicaLagSeconds!()).toBeNull()
    } finally {
      await pair.startReplica()
    }
    await pair.caughtUp()
    // Tried again in the background after a second: wait for it to be in use.
    const router = database.replica!.router
    for (let i = 0; router.state.down && i < 100; i++) {
      await router.useReplica()
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    expect(router.state.down).toBe(false)
    expect(warnings.some((w) => w.includes('read replica answers again'))).toBe(true)
  })
})
