import { readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase, queryRows, type Database } from '../../src/db/client'
import { testConfig } from '../helpers/app'
import { makeUser } from '../helpers/listings'
import { hasNginx, startNginx, type LoadBalancer } from '../helpers/nginx'
import { startReplicatedPostgres, type ReplicatedPostgres } from '../helpers/replica'
import { startLocalS3, type LocalS3 } from '../helpers/s3'
import {
  logLines,
  spawnServer,
  stopServer,
  whenAnswering,
  type ServerProcess,
} from '../helpers/server-process'

/**
 * The product as it runs when it outgrows one machine (issue 27): four API instances started at
 * the same moment on an empty PostgreSQL database with a streaming replica serving public reads,
 * an S3-compatible bucket for files, and Debian's nginx balancing round robin in front. A mixed
 * workload for WORKLOAD_MS, with every top-up confirmed on another instance than the one that
 * took its order; then what must hold: each migration applied once, every demo picture in the
 * bucket, no failed confirmation, every wallet equal to its ledger, and no answer outside 2xx.
 * Needs DATABASE_URL (the PostgreSQL phase of CI) and nginx.
 */
const url = testConfig().databaseUrl
const INSTANCES = 4
const WORKLOAD_MS = 30_000
/**
 * Four servers starting at once on an empty database, one of them migrating and making the
 * demo marketplace into the bucket while the others wait: on a loaded 2-core CI machine this
 * took over two minutes, longer than one server's start is given.
 */
const CLUSTER_START_MS = 300_000
/** Seekers topping up and unlocking, each with its own address (X-Forwarded-For). */
const SEEKERS = 24
/** Signed-in people browsing: search pages, details, the map, pictures. */
const BROWSERS = 24
/** A seeker's top-ups stay under the order limit (20 an hour). */
const TOP_UPS_EACH = 12
const DATABASE = 'cluster'
/** The map's view of all of India (west,south,east,north). */
const INDIA = '68,6,98,37'
const MIGRATIONS = (
  JSON.parse(readFileSync(path.join(testConfig().migrationsDir, 'meta/_journal.json'), 'utf8')) as {
    entries: unknown[]
  }
).entries.length

interface Answer {
  what: string
  status: number
  ms: number
  body: string
}

/** The sum of a counter's or gauge's samples whose labels include `labels`. */
function total(families: MetricFamily[], name: string, labels: Record<string, string> = {}) {
  const found = families.find((f) => f.name === name)
  if (!found) throw new Error(`no ${name} in the scrape`)
  return found.metrics
    .filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v))
    .reduce((sum, m) => sum + Number(m.value ?? 0), 0)
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

describe.skipIf(!url || !hasNginx)('four instances behind nginx, a replica, S3 (issue 27)', () => {
  let postgres: ReplicatedPostgres
  let s3: LocalS3
  let lb: LoadBalancer
  let primary: Database
  let dataRoot: string
  const servers: ServerProcess[] = []
  const answers: Answer[] = []
  const reap = () => servers.forEach((s) => s.child.kill('SIGKILL'))

  async function call(
    base: string,
    what: string,
    pathname: string,
    init: { token?: string; json?: object; ip: string; headers?: Record<string, string> },
  ) {
    const started = performance.now()
    const res = await fetch(base + pathname, {
      method: init.json ? 'POST' : 'GET',
      headers: {
        'x-forwarded-for': init.ip,
        ...(init.json ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
        ...init.headers,
      },
      body: init.json ? JSON.stringify(init.json) : undefined,
      signal: AbortSignal.timeout(30_000),
    })
    const body = res.headers.get('content-type')?.includes('json')
      ? await res.text()
      : `${(await res.arrayBuffer()).byteLength} bytes`
    const answer = { what, status: res.status, ms: performance.now() - started, body }
    answers.push(answer)
    return answer
  }

  beforeAll(async () => {
    process.once('exit', reap)
    dataRoot = await mkdtemp(path.join(tmpdir(), 'cluster-'))
    const [pgCluster, bucket] = await Promise.all([
      startReplicatedPostgres({ database: DATABASE, settings: ['max_connections = 200'] }),
      startLocalS3('cluster', { childProcess: true }),
    ])
    postgres = pgCluster
    s3 = bucket
    const env = (n: number) => ({
      DATABASE_URL: postgres.primaryUrl,
      DATABASE_REPLICA_URL: postgres.replicaUrl,
      // Each instance has a folder of its own, as on machines of their own.
      DATA_DIR: path.join(dataRoot, `instance-${n}`),
      DEMO_DATA: 'true',
      PAYMENTS: 'sandbox',
      TRUST_PROXY: '1',
      DB_POOL_MAX: '5',
      ...s3.env,
    })
    // All four at the same moment, on an empty database: they must not race.
    const spawned = await Promise.all(
      Array.from({ length: INSTANCES }, (_, n) => spawnServer(`instance-${n}`, env(n))),
    )
    servers.push(...spawned)
    await Promise.all(servers.map((s) => whenAnswering(s, '/api/ready', CLUSTER_START_MS)))
    lb = await startNginx(servers.map((s) => s.port))
    primary = await openDatabase({ url: postgres.primaryUrl })
  }, CLUSTER_START_MS + 120_000)

  afterAll(async () => {
    await lb?.close()
    const exits = await Promise.all(servers.map(stopServer))
    process.off('exit', reap)
    await primary?.close()
    await postgres?.stop()
    await s3?.close()
    if (dataRoot) await rm(dataRoot, { recursive: true, force: true })
    for (const s of servers) {
      const lines = logLines(s).map((line) => JSON.stringify(line))
      if (lines.length) console.log(`${s.name} logged:\n${lines.join('\n').slice(-4_000)}`)
    }
    // Each instance stops on SIGTERM by itself, within its bound.
    expect(exits.map((e) => e.code)).toEqual(servers.map(() => 0))
  }, 120_000)

  it('starts once, serves a mixed workload with money exact, and keeps every file in the bucket', async () => {
    const db = primary.db
    // Each migration is applied once, by whichever instance took the start-up lock.
    const [migrations] = await queryRows<{ all: number; distinct: number }>(
      db,
      sql`select count(*)::int as all, count(distinct hash)::int as distinct
          from drizzle.__drizzle_migrations`,
    )
    expect(migrations).toEqual({ all: MIGRATIONS, distinct: MIGRATIONS })

    // Every picture of the demo marketplace is in the bucket, none in a local folder.
    const pictures = await queryRows<{ key: string }>(
      db,
      sql`select image as key from properties where image is not null
          union select img_url from attachments`,
    )
    expect(pictures.length).toBeGreaterThan(0)
    const stored = new Set(await s3.keys())
    expect(pictures.filter((p) => !stored.has(p.key))).toEqual([])

    const published = await queryRows<{ id: number; image: string }>(
      db,
      sql`select id, image from properties where image is not null order by id`,
    )
    const seekers = await Promise.all(Array.from({ length: SEEKERS }, () => makeUser(db, 1)))
    const browsers = await Promise.all(Array.from({ length: BROWSERS }, () => makeUser(db, 1)))

    const stopAt = Date.now() + WORKLOAD_MS
    let confirmations = 0
    const seeker = async (who: { id: number; token: string }, n: number) => {
      const ip = `198.51.100.${n + 1}`
      for (let k = 0; k < TOP_UPS_EACH && Date.now() < stopAt; k++) {
        const taker = servers[(n + k) % INSTANCES]!
        const confirmer = servers[(n + k + 1) % INSTANCES]!
        const order = await call(taker.base, 'order', '/api/wallet/order', {
          token: who.token,
          json: { credits: 100 + k },
          ip,
        })
        if (order.status !== 200) continue
        const { order_id } = JSON.parse(order.body) as { order_id: string }
        const paid = await call(lb.base, 'sandbox pay', '/api/sandbox/pay', {
          token: who.token,
          json: { order_id, outcome: 'success' },
          ip,
        })
        if (paid.status !== 200) continue
        const { data } = JSON.parse(paid.body) as {
          data: { razorpay_payment_id: string; razorpay_signature: string }
        }
        const verified = await call(confirmer.base, 'verify', '/api/wallet/verify', {
          token: who.token,
          json: { razorpay_order_id: order_id, ...data },
          ip,
        })
        if (verified.status === 200) confirmations++
        const listing = published[(n * TOP_UPS_EACH + k) % published.length]!
        await call(lb.base, 'unlock', '/api/property/unlock', {
          token: who.token,
          json: { property_id: listing.id },
          ip,
        })
        await call(lb.base, 'wallet', '/api/wallet', { token: who.token, ip })
      }
    }
    const browser = async (who: { id: number; token: string }, n: number) => {
      const ip = `203.0.113.${n + 1}`
      for (let k = 0; Date.now() < stopAt; k++) {
        const listing = published[(n + k) % published.length]!
        await call(lb.base, 'latest', '/api/properties', { json: {}, ip })
        await call(lb.base, 'search', `/api/agents-propertys?offset=${(k % 3) * 12}`, {
          token: who.token,
          ip,
        })
        await call(lb.base, 'detail', `/api/property/view?property_id=${listing.id}`, {
          token: who.token,
          ip,
        })
        await call(lb.base, 'map', `/api/properties/map?bbox=${INDIA}&zoom=5`, {
          token: who.token,
          ip,
        })
        await call(lb.base, 'places', '/api/listing-places', { ip })
        await call(lb.base, 'picture', `/storage/${listing.image}`, { ip })
        await call(lb.base, 'picture range', `/storage/${listing.image}`, {
          ip,
          headers: { range: 'bytes=0-1023' },
        })
      }
    }
    const started = performance.now()
    await Promise.all([...seekers.map(seeker), ...browsers.map(browser)])
    const seconds = (performance.now() - started) / 1000

    const failures = new Map<string, string>()
    for (const a of answers.filter((a) => a.status < 200 || a.status > 299)) {
      failures.set(`${a.what} ${a.status}`, a.body.slice(0, 300))
    }
    expect(Object.fromEntries(failures)).toEqual({})
    const verifies = answers.filter((a) => a.what === 'verify')
    expect(verifies.length).toBeGreaterThan(SEEKERS)
    expect(confirmations).toBe(verifies.length)
    expect(answers.filter((a) => a.what === 'picture range').every((a) => a.status === 206)).toBe(
      true,
    )

    // Money: every wallet is its ledger, and every paid order credited once.
    const drift = await queryRows<{ id: number }>(
      db,
      sql`select u.id from users u left join wallet_ledger l on l.user_id = u.id
          group by u.id having u.credits <> coalesce(sum(l.delta), 0)`,
    )
    expect(drift).toEqual([])

    // Invoice numbers: one per paid order, gapless across the instances that gave them.
    const invoices = await queryRows<{ number: string }>(
      db,
      sql`select invoice_number as number from payment_orders where invoice_number is not null`,
    )
    const sequence = invoices.map((i) => Number(/(\d+)$/.exec(i.number)?.[1])).sort((a, b) => a - b)
    expect(sequence).toEqual(Array.from({ length: confirmations }, (_, i) => i + 1))

    // What each instance tells its operator (scraped from loopback, as Prometheus beside it would).
    const scrapes = await Promise.all(
      servers.map(async (s) => {
        const res = await fetch(`${s.base}/metrics`)
        expect(res.status).toBe(200)
        return parsePrometheusTextFormat(await res.text())
      }),
    )
    const sum = (name: string, labels?: Record<string, string>) =>
      scrapes.reduce((n, families) => n + total(families, name, labels), 0)
    expect(sum('godown_payments_total', { outcome: 'confirmed', via: 'verify' })).toBe(
      confirmations,
    )
    expect(sum('godown_payments_total', { outcome: 'failed' })).toBe(0)
    const toReplica = sum('godown_db_public_reads_total', { target: 'replica' })
    const toPrimary = sum('godown_db_public_reads_total', { target: 'primary' })
    expect(toReplica).toBeGreaterThan(toPrimary)
    for (const families of scrapes) {
      // nginx spread the load: every instance answered a share of it.
      expect(total(families, 'godown_http_requests_total')).toBeGreaterThan(answers.length / 10)
      expect(
        families.find((f) => f.name === 'godown_db_replica_lag_seconds')?.metrics,
      ).toHaveLength(1)
    }

    const latencies = answers.map((a) => a.ms).sort((a, b) => a - b)
    const counts = new Map<string, number>()
    for (const a of answers) counts.set(a.what, (counts.get(a.what) ?? 0) + 1)
    const byKind = [...counts].map(([what, n]) => `${what} ${n}`)
    console.log(
      `cluster: ${answers.length} requests in ${seconds.toFixed(1)} s ` +
        `(${(answers.length / seconds).toFixed(0)}/s), p50 ${percentile(latencies, 50).toFixed(1)} ms, ` +
        `p95 ${percentile(latencies, 95).toFixed(1)} ms, p99 ${percentile(latencies, 99).toFixed(1)} ms; ` +
        `${confirmations} top-ups confirmed on another instance; public reads ${toReplica} on the ` +
        `replica, ${toPrimary} on the primary; ${byKind.join(', ')}`,
    )
  }, 180_000)
})
