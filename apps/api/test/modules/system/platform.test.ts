import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import type { Database } from '../../../src/db/client'
import { createTestApp } from '../../helpers/app'

describe('API platform', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('reports health with the database it runs on', async () => {
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: t.database.kind },
    })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('answers unknown API paths with the JSON 404 envelope', async () => {
    const res = await t.app.inject('/api/does-not-exist')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
  })

  it('answers invalid input with 422 and messages per field', async () => {
    const res = await t.app.inject('/api/districtsByFilter?state_id=abc')
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' })
    expect(Object.keys(body.errors)).toEqual(['state_id'])
    expect(body.message).toBe(body.errors.state_id[0])
  })

  it('answers malformed JSON with 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{nope',
    })
    expect([400, 404]).toContain(res.statusCode)
    expect(res.json().success).toBe(false)
  })

  it('gives every answer a request id, keeping a well-formed incoming one', async () => {
    const fresh = await t.app.inject('/api/health')
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
    const kept = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'trace-12345678' },
    })
    expect(kept.headers['x-request-id']).toBe('trace-12345678')
    const refused = await t.app.inject({
      url: '/api/health',
      headers: { 'x-request-id': '<script>' },
    })
    expect(refused.headers['x-request-id']).not.toBe('<script>')
  })

  it('sends a strict Content-Security-Policy and the usual security headers', async () => {
    const res = await t.app.inject('/api/health')
    const csp = String(res.headers['content-security-policy'])
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['referrer-policy']).toBeDefined()
  })

  it('serves the site facts from configuration', async () => {
    const res = await t.app.inject('/api/site')
    expect(res.json().data).toEqual(t.config.site)
  })

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json')
    expect(res.statusCode).toBe(200)
    const doc = res.json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/health', '/api/statesByFilter', '/api/pincode/{pin}']),
    )
    const ui = await t.app.inject('/api/docs')
    expect([200, 302]).toContain(ui.statusCode)
  })
})

/** A second app over the test app's database (or a stand-in for it) whose error log lines are kept. */
async function appLoggingTo(
  t: Awaited<ReturnType<typeof createTestApp>>,
  database: Database = t.database,
) {
  const lines: string[] = []
  const { buildApp } = await import('../../../src/app')
  const app = await buildApp({
    config: t.config,
    database,
    logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } },
  })
  return { app, lines }
}

describe('failures inside a handler', () => {
  it('answer 500 without internals, and the log carries the request id', async () => {
    const t = await createTestApp()
    const { app, lines } = await appLoggingTo(t)
    app.get('/api/boom', async () => {
      throw new Error('secret detail: password=hunter2')
    })
    app.get(
      '/api/bad-shape',
      { schema: { response: { 200: z.object({ n: z.number() }) } } },
      async () => ({
        n: 'not a number' as unknown as number,
      }),
    )
    await app.ready()
    for (const url of ['/api/boom', '/api/bad-shape']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(500)
      expect(res.json()).toEqual({
        success: false,
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      })
      expect(res.body).not.toContain('hunter2')
      expect(lines.some((l) => l.includes(String(res.headers['x-request-id'])))).toBe(true)
    }
    await app.close()
    await t.close()
  })

  it('answer 422, not 500, when the database finds a number out of range that the contract let through', async () => {
    const t = await createTestApp({
      setup(app) {
        app.get('/api/test/smallint', async () => {
          await app.db.execute(sql`select ${'32768'}::smallint`)
          return { success: true }
        })
        app.get('/api/test/sum', async () => {
          await app.db.execute(sql`select ${2_147_483_647}::int + 1`)
          return { success: true }
        })
      },
    })
    for (const url of ['/api/test/smallint', '/api/test/sum']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, res.body).toBe(422)
      expect(res.json()).toEqual({
        success: false,
        code: 'VALIDATION_FAILED',
        message: 'A number in the request is out of range.',
      })
    }
    await t.close()
  })

  it('make the health check answer 503 while the database fails, and 200 again once it answers', async () => {
    const t = await createTestApp()
    let down = false
    // The database as a lost connection leaves it: every query fails until it is back.
    const db = new Proxy(t.database.db, {
      get(target, key, receiver) {
        if (key === 'execute' && down)
          return () => Promise.reject(new Error('Connection terminated'))
        return Reflect.get(target, key, receiver) as unknown
      },
    })
    const { app, lines } = await appLoggingTo(t, { ...t.database, db })
    await app.ready()
    expect((await app.inject('/api/health')).statusCode).toBe(200)

    down = true
    const lost = await app.inject('/api/health')
    expect(lost.statusCode).toBe(503)
    expect(lost.json()).toEqual({
      success: false,
      code: 'UNAVAILABLE',
      message: 'Database unavailable',
    })
    const logged = lines.find((l) => l.includes(String(lost.headers['x-request-id'])))
    expect(logged).toContain('database health check failed')

    down = false
    const back = await app.inject('/api/health')
    expect(back.statusCode).toBe(200)
    expect(back.json().data).toEqual({ status: 'ok', database: t.database.kind })
    await app.close()
    await t.close()
  })

  it('report 503 from the health check when the database is gone', async () => {
    const t = await createTestApp()
    await t.database.close()
    const res = await t.app.inject('/api/health')
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ success: false, code: 'UNAVAILABLE' })
    await t.app.close()
  })
})
