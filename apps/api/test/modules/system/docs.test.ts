import type { InjectOptions } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { finishDocument, operationIdOf } from '../../../src/plugins/docs'
import { createTestApp } from '../../helpers/app'

interface Media {
  schema?: { $ref?: string; properties?: Record<string, { format?: string }>; required?: string[] }
}
interface Operation {
  operationId?: string
  summary?: string
  security?: Array<Record<string, string[]>>
  requestBody?: { content: Record<string, Media> }
  responses: Record<string, { content?: Record<string, Media> }>
}
type OpenApi = {
  paths: Record<string, Record<string, Operation>>
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> }
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
    // Public: an explicit "no security", which Redocly's security-defined rule asks for.
    expect(operations().find((o) => o.path === '/api/login')?.op.security).toEqual([])
  })

  it('gives every operation a summary and its own camelCase operation id', () => {
    const ids = operations().map(({ op }) => op.operationId)
    expect(new Set(ids).size).toBe(ids.length)
    for (const { path, method, op } of operations()) {
      // This file's own throw-away routes have none.
      if (path.startsWith('/api/test-only/')) continue
      expect(op.summary, `${method} ${path}`).toMatch(/^\S.{5,}/)
      expect(op.operationId, `${method} ${path}`).toMatch(/^[a-z]+[A-Za-z0-9]*$/)
    }
    const id = (method: string, path: string) => doc.paths[path]?.[method]?.operationId
    expect(id('get', '/api/transactions/{id}/invoice')).toBe('getTransactionsByIdInvoice')
    expect(id('post', '/api/properties/{id}')).toBe('postPropertiesById')
    expect(id('put', '/api/properties/{id}')).toBe('putPropertiesById')
  })

  it('declares every error answer as the JSON envelope, also where the success is a PDF', () => {
    expect(doc.components.schemas.ErrorBody).toMatchObject({
      required: ['success', 'message', 'code'],
    })
    for (const { path, method, op } of operations()) {
      expect(Object.keys(op.responses), `${method} ${path}`).toEqual(
        expect.arrayContaining(['4XX', '5XX']),
      )
      for (const [status, response] of Object.entries(op.responses)) {
        if (!/^[45]/.test(status)) continue
        expect(Object.keys(response.content ?? {}), `${method} ${path} ${status}`).toEqual([
          'application/json',
        ])
      }
    }
    const invoice = doc.paths['/api/transactions/{id}/invoice']!.get!.responses
    expect(Object.keys(invoice['200']!.content!)).toEqual(['application/pdf'])
    expect(invoice['404']!.content!['application/json']!.schema).toEqual({
      $ref: '#/components/schemas/ErrorBody',
    })
    const profile = doc.paths['/api/company-profile']!.post!.responses
    expect(Object.keys(profile['422']!.content!)).toEqual(['application/json'])
  })

  it("lists the upload calls' file fields in their multipart body", () => {
    const form = (method: string, path: string) =>
      doc.paths[path]![method]!.requestBody!.content['multipart/form-data']!.schema!
    const files = (method: string, path: string) =>
      Object.entries(form(method, path).properties ?? {})
        .filter(([, property]) => property.format === 'binary')
        .map(([name]) => name)
    expect(files('post', '/api/properties-create-byagent')).toEqual(['image', 'fire_noc_file'])
    expect(form('post', '/api/properties-create-byagent').required).toContain('image')
    expect(files('put', '/api/properties/{id}')).toEqual(['image', 'fire_noc_file'])
    expect(form('put', '/api/properties/{id}').required ?? []).not.toContain('image')
    expect(files('post', '/api/propertyAttachment')).toEqual(['img_url'])
    expect(files('post', '/api/propertyAttachment/{id}')).toEqual(['image'])
  })
})

describe('operation ids', () => {
  it('are read from the method and the path, each parameter as "by"', () => {
    expect(operationIdOf('get', '/api/health')).toBe('getHealth')
    expect(operationIdOf('get', '/api/getAll-attachments/{id}')).toBe('getGetAllAttachmentsById')
    expect(operationIdOf('post', '/api/admin/users/{id}/block')).toBe('postAdminUsersByIdBlock')
    expect(operationIdOf('get', '/api/agents-properties-FullDetails')).toBe(
      'getAgentsPropertiesFullDetails',
    )
  })

  it('stop the document when two operations would share one', () => {
    const op = () => ({ responses: {} })
    const paths = {
      '/api/a-b': { get: op() },
      '/api/a_b': { get: op() },
    }
    expect(() => finishDocument({ paths }, new Map())).toThrow(
      'GET /api/a_b and GET /api/a-b share operationId getAB',
    )
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
