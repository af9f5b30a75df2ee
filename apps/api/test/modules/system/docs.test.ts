import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../helpers/app'

interface Operation {
  security?: Array<Record<string, string[]>>
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown> }
}

describe('the OpenAPI document', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let doc: OpenApi
  beforeAll(async () => {
    t = await createTestApp({
      // A route written without any `security` in its schema: the hook alone must mark it.
      setup: (app) => {
        app.get('/api/test-only/guarded', { onRequest: app.authenticate }, async () => ({}))
        app.get(
          '/api/test-only/admin',
          { preHandler: app.requirePermission('admin') },
          async () => ({}),
        )
      },
    })
    doc = (await t.app.inject('/api/docs/json')).json()
  })
  afterAll(() => t.close())

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => ({ path, method, op })),
    )

  it('declares the bearer scheme', () => {
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } })
  })

  it('declares bearer security on exactly the routes that refuse a request without a token', async () => {
    const checked: string[] = []
    for (const { path, method, op } of operations()) {
      const request: InjectOptions = {
        method: method.toUpperCase() as InjectOptions['method'],
        url: path.replaceAll(/\{[^}]+\}/g, '1'),
      }
      const res = await t.app.inject(request)
      const refused = res.statusCode === 401 && res.json().code === 'UNAUTHENTICATED'
      const declared = JSON.stringify(op.security ?? []) === JSON.stringify([{ bearer: [] }])
      expect(declared, `${method.toUpperCase()} ${path} answered ${res.statusCode}`).toBe(refused)
      if (refused) checked.push(`${method.toUpperCase()} ${path}`)
    }
    expect(checked).toEqual(
      expect.arrayContaining([
        'GET /api/me',
        'GET /api/agents-propertys',
        'GET /api/property/view',
        'POST /api/property/unlock',
        'GET /api/test-only/guarded',
        'GET /api/test-only/admin',
      ]),
    )
    expect(operations().find((o) => o.path === '/api/login')?.op.security).toBeUndefined()
  })
})

describe('the API documentation page', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it("gets the app's strict Content-Security-Policy, with no inline script", async () => {
    const appPolicy = (await t.app.inject('/api/health')).headers['content-security-policy']
    for (const url of ['/api/docs', '/api/docs/static/swagger-initializer.js']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      const csp = String(res.headers['content-security-policy'])
      expect(csp, url).toBe(appPolicy)
      expect(csp).toContain("script-src 'self'")
      expect(csp).not.toContain('unsafe-inline')
      expect(csp).toContain("frame-ancestors 'none'")
    }
    const html = (await t.app.inject('/api/docs')).body
    // Every script is a file the policy allows; none is written into the page.
    expect(html.match(/<script(?![^>]*\ssrc=)[^>]*>/g) ?? []).toEqual([])
  })
})
