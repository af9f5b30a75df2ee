import parsePrometheusTextFormat, { type MetricFamily } from 'parse-prometheus-text-format'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { App } from '../../../src/app'
import { whenLive } from '../../../src/db/change-feed'
import { metrics } from '../../../src/lib/metrics'
import { createTestApp } from '../../helpers/app'
import { get, nextIp, post } from '../../helpers/auth'
import { makeUser } from '../../helpers/listings'
import { openOrder, verify } from '../wallet/payments-helpers'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const TOKEN = 'metrics-token-for-the-tests-0123456789'

/** A scrape from this machine (the TCP peer is loopback, nothing forwarded), parsed. */
async function scrape(app: App): Promise<MetricFamily[]> {
  const res = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' })
  expect(res.statusCode, res.body).toBe(200)
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/)
  expect(res.headers['cache-control']).toBe('no-store')
  return parsePrometheusTextFormat(res.body)
}

function family(families: MetricFamily[], name: string): MetricFamily {
  const found = families.find((f) => f.name === name)
  if (!found) throw new Error(`no ${name} in the scrape`)
  return found
}

/** The value of the counter or gauge sample whose labels include `labels`, 0 if none. */
function sample(families: MetricFamily[], name: string, labels: Record<string, string> = {}) {
  const match = family(families, name).metrics.find((m) =>
    Object.entries(labels).every(([k, v]) => m.labels?.[k] === v),
  )
  return Number(match?.value ?? 0)
}

/**
 * A histogram series' count, from the registry: the parser folds a labelled histogram's series
 * into one (it keeps the buckets of the last and drops their labels), so it checks the
 * histogram's shape and the counters, and this the per-series counts.
 */
async function observations(name: string, labels: Record<string, string>) {
  const { values } = (await metrics.getSingleMetric(name)!.get()) as {
    values: { value: number; labels: Record<string, unknown>; metricName?: string }[]
  }
  const count = values.find(
    (v) =>
      v.metricName === `${name}_count` &&
      Object.entries(labels).every(([k, l]) => v.labels[k] === l),
  )
  return count?.value ?? 0
}

describe('GET /metrics', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PAYMENTS: 'sandbox',
        RAZORPAY_KEY_SECRET: 'metrics-test-secret',
        METRICS_TOKEN: TOKEN,
      },
    })
  })
  afterAll(async () => {
    await t?.close()
  })

  it('answers the Prometheus text format with every family the operators need', async () => {
    const families = await scrape(t.app)
    const types = Object.fromEntries(families.map((f) => [f.name, f.type]))
    expect(types).toMatchObject({
      godown_http_requests_total: 'COUNTER',
      godown_http_request_duration_seconds: 'HISTOGRAM',
      godown_cache_lookups_total: 'COUNTER',
      godown_job_runs_total: 'COUNTER',
      godown_job_failures_total: 'COUNTER',
      godown_job_skipped_total: 'COUNTER',
      godown_job_duration_seconds: 'HISTOGRAM',
      godown_payments_total: 'COUNTER',
      godown_db_pool_connections: 'GAUGE',
      godown_db_pool_waiting: 'GAUGE',
      godown_db_replica_lag_seconds: 'GAUGE',
      // Node's own (collectDefaultMetrics), with the same prefix.
      godown_process_resident_memory_bytes: 'GAUGE',
      godown_nodejs_heap_size_used_bytes: 'GAUGE',
      godown_nodejs_eventloop_lag_seconds: 'GAUGE',
    })
    expect(sample(families, 'godown_process_resident_memory_bytes')).toBeGreaterThan(10e6)
    // The pool exists only on PostgreSQL; PGlite has no series.
    const pool = family(families, 'godown_db_pool_connections').metrics
    if (t.database.kind === 'postgres') {
      expect(pool.map((m) => m.labels?.state).sort()).toEqual(['idle', 'in_use'])
      expect(sample(families, 'godown_db_pool_waiting')).toBe(0)
    } else {
      expect(pool).toEqual([])
    }
  })

  it('counts and times requests by route pattern and status, never by URL', async () => {
    const before = await scrape(t.app)
    const health = { method: 'GET', route: '/api/health', status: '200' }
    const timed = await observations('godown_http_request_duration_seconds', health)
    const unmatched = { method: 'GET', route: 'unmatched', status: '404' }
    const detail = { method: 'GET', route: '/api/property/view', status: '401' }
    await get(t.app, '/api/health')
    await get(t.app, '/api/health')
    await get(t.app, '/api/no/such/thing-12345')
    await get(t.app, '/api/property/view?property_id=77')
    const after = await scrape(t.app)
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(moved('godown_http_requests_total', health)).toBe(2)
    expect(await observations('godown_http_request_duration_seconds', health)).toBe(timed + 2)
    expect(moved('godown_http_requests_total', unmatched)).toBe(1)
    expect(moved('godown_http_requests_total', detail)).toBe(1)
    const routes = family(after, 'godown_http_requests_total').metrics.map(
      (m) => m.labels?.route ?? '',
    )
    expect(routes.some((r) => r.includes('12345') || r.includes('property_id'))).toBe(false)
    // The histogram's buckets, cumulative up to +Inf.
    const [histogram] = family(after, 'godown_http_request_duration_seconds').metrics
    expect(Object.keys(histogram!.buckets!)).toContain('+Inf')
    // In bound order (an object lists integer-like keys such as "1" and "10" first).
    const bound = (le: string) => (le === '+Inf' ? Infinity : Number(le))
    const counts = Object.entries(histogram!.buckets!)
      .sort(([a], [b]) => bound(a) - bound(b))
      .map(([, count]) => Number(count))
    expect(counts).toEqual([...counts].sort((a, b) => a - b))
  })

  it('counts cache hits and misses by cache', async () => {
    // The caches keep nothing (and count nothing) while the change feed is deaf: on PostgreSQL,
    // until its LISTEN connection is up, which a loaded machine may not have finished yet.
    await whenLive(t.app.changes)
    const user = await makeUser(t.app.db)
    const before = await scrape(t.app)
    // The first read fills the cache, the second is served from it.
    await get(t.app, '/api/listing-places')
    await get(t.app, '/api/listing-places')
    // A session: looked up once, then from memory.
    await get(t.app, '/api/wallet', { token: user.token })
    await get(t.app, '/api/wallet', { token: user.token })
    const after = await scrape(t.app)
    const moved = (cache: string, result: string) =>
      sample(after, 'godown_cache_lookups_total', { cache, result }) -
      sample(before, 'godown_cache_lookups_total', { cache, result })
    expect(moved('browse_pages', 'miss')).toBe(1)
    expect(moved('browse_pages', 'hit')).toBe(1)
    expect(moved('sessions', 'miss')).toBeGreaterThanOrEqual(1)
    expect(moved('sessions', 'hit')).toBeGreaterThanOrEqual(1)
  })

  it('counts job rounds and confirmed payments', async () => {
    const before = await scrape(t.app)
    const timed = await observations('godown_job_duration_seconds', { job: 'housekeeping' })
    await t.app.jobs.runOnce('housekeeping')
    const seeker = await makeUser(t.app.db)
    const order = await openOrder(t.app, seeker.token, 99)
    const paid = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: order.order_id, outcome: 'success' },
      { token: seeker.token },
    )
    expect(paid.statusCode, paid.body).toBe(200)
    // Confirmed twice: the replay is not counted again.
    expect((await verify(t.app, seeker.token, paid.json().data)).statusCode).toBe(200)
    expect((await verify(t.app, seeker.token, paid.json().data)).statusCode).toBe(200)
    const failing = await openOrder(t.app, seeker.token, 99)
    const failed = await post(
      t.app,
      '/api/sandbox/pay',
      { order_id: failing.order_id, outcome: 'failure' },
      { token: seeker.token },
    )
    expect(failed.statusCode, failed.body).toBe(200)
    const after = await scrape(t.app)
    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels)
    expect(moved('godown_job_runs_total', { job: 'housekeeping' })).toBe(1)
    expect(await observations('godown_job_duration_seconds', { job: 'housekeeping' })).toBe(
      timed + 1,
    )
    expect(moved('godown_payments_total', { outcome: 'confirmed', via: 'verify' })).toBe(1)
    expect(moved('godown_payments_total', { outcome: 'failed', via: 'sandbox' })).toBe(1)
  })

  it("reports the replica's lag when the database can tell, and nothing when it cannot", async () => {
    const database = t.app.database
    try {
      database.replicaLagSeconds = async () => 1.25
      const lag = family(await scrape(t.app), 'godown_db_replica_lag_seconds').metrics
      expect(lag).toEqual([{ labels: { database: 'replica' }, value: '1.25' }])
      database.replicaLagSeconds = async () => null
      expect(family(await scrape(t.app), 'godown_db_replica_lag_seconds').metrics).toEqual([])
      database.replicaLagSeconds = async () => {
        throw new Error('replica down')
      }
      expect(family(await scrape(t.app), 'godown_db_replica_lag_seconds').metrics).toEqual([])
    } finally {
      delete database.replicaLagSeconds
    }
  })

  it('answers others only with the bearer token; a proxied request is not a local one', async () => {
    const from = (ip: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: ip, headers })
    // Through a proxy on this machine: X-Forwarded-For names someone else.
    const proxied = await from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' })
    expect(proxied.statusCode).toBe(401)
    const none = await from('203.0.113.10')
    expect(none.statusCode).toBe(401)
    expect(none.headers['www-authenticate']).toBe('Bearer')
    expect(none.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED' })
    expect((await from('203.0.113.10', { authorization: `Bearer ${TOKEN}x` })).statusCode).toBe(401)
    const right = await from('203.0.113.10', { authorization: `Bearer ${TOKEN}` })
    expect(right.statusCode).toBe(200)
    expect(parsePrometheusTextFormat(right.body).length).toBeGreaterThan(10)
  })

  it('makes a wrong token slow to guess: after 10 failures an IP waits, right token or not', async () => {
    const ip = nextIp()
    const attempt = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: ip,
        headers: { authorization: `Bearer ${token}` },
      })
    for (let i = 0; i < 10; i++) expect((await attempt(`wrong-${i}`)).statusCode).toBe(401)
    const limited = await attempt('wrong-10')
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect((await attempt(TOKEN)).statusCode).toBe(429)
    // Another address is not held up.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: nextIp(),
          headers: { authorization: `Bearer ${TOKEN}` },
        })
      ).statusCode,
    ).toBe(200)
  })

  it('is not in the OpenAPI document', async () => {
    const spec = t.app.swagger() as { paths: Record<string, unknown> }
    expect(Object.keys(spec.paths)).not.toContain('/metrics')
    expect(Object.keys(spec.paths)).toContain('/api/ready')
  })
})

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers this machine, and 404 to everyone else as for a path that does not exist', async () => {
    const t = await createTestApp()
    try {
      const local = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '::1' })
      expect(local.statusCode).toBe(200)
      const mapped = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '::ffff:127.0.0.1',
      })
      expect(mapped.statusCode).toBe(200)
      for (const headers of [{}, { authorization: 'Bearer anything-at-all-anything-at-all-0' }]) {
        const res = await t.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress: '198.51.100.7',
          headers,
        })
        expect(res.statusCode).toBe(404)
        expect(res.json()).toEqual({
          success: false,
          code: 'NOT_FOUND',
          message: 'No route for GET /metrics',
        })
      }
      const forwarded = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { forwarded: 'for=198.51.100.7' },
      })
      expect(forwarded.statusCode).toBe(404)
    } finally {
      await t.close()
    }
  })
})
