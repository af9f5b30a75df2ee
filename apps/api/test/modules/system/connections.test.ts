import { connect } from 'node:net'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp, type App } from '../../../src/app'
import type { Database } from '../../../src/db/client'
import { freshDatabase, testConfig } from '../../helpers/app'

/** What a raw client sees: everything the server wrote until it closed the connection. */
function rawExchange(port: number, request: string) {
  return new Promise<{ text: string; closedAfterMs: number }>((resolve, reject) => {
    const started = Date.now()
    const chunks: Buffer[] = []
    const socket = connect({ port, host: '127.0.0.1' }, () => socket.write(request))
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('close', () =>
      resolve({
        text: Buffer.concat(chunks).toString('utf8'),
        closedAfterMs: Date.now() - started,
      }),
    )
  })
}

function parseResponse(text: string) {
  const [head = '', body = ''] = text.split('\r\n\r\n')
  const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1])
  return { status, head, body: body ? (JSON.parse(body) as Record<string, unknown>) : undefined }
}

describe('connection limits on a listening server', () => {
  const HEADERS_TIMEOUT_MS = 300
  let database: Database
  let app: App
  let port: number

  beforeAll(async () => {
    database = await freshDatabase()
    const config = testConfig()
    // A short head timeout so the test need not wait the real 10 s.
    app = await buildApp({
      config: { ...config, http: { ...config.http, headersTimeoutMs: HEADERS_TIMEOUT_MS } },
      database,
      logger: false,
    })
    await app.listen({ port: 0, host: '127.0.0.1' })
    port = (app.server.address() as AddressInfo).port
  })
  afterAll(async () => {
    await app.close()
    await database.close()
  })

  it('disconnects a client that has not finished its headers in time (slowloris)', async () => {
    // Half a request head, then silence: the server must hang up, answering 408 first.
    const { text, closedAfterMs } = await rawExchange(
      port,
      'GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ',
    )
    expect(closedAfterMs).toBeGreaterThanOrEqual(HEADERS_TIMEOUT_MS - 50)
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS + 3_000)
    const res = parseResponse(text)
    expect(res.status).toBe(408)
    expect(res.body).toEqual({
      success: false,
      code: 'REQUEST_TIMEOUT',
      message: 'The request took too long to arrive.',
    })
  })

  it('answers a 20 kB header with 431 in the JSON envelope', async () => {
    const { text } = await rawExchange(
      port,
      `GET /api/health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
    )
    const res = parseResponse(text)
    expect(res.status).toBe(431)
    expect(res.head.toLowerCase()).toContain('content-type: application/json')
    expect(res.body).toEqual({
      success: false,
      code: 'HEADERS_TOO_LARGE',
      message: 'The request headers are too large.',
    })
  })

  it('answers a request that is not HTTP with 400 in the JSON envelope', async () => {
    const res = parseResponse((await rawExchange(port, 'HELLO\r\n\r\n')).text)
    expect(res.status).toBe(400)
    expect(res.body).toMatchObject({ success: false, code: 'BAD_REQUEST' })
  })

  it('answers a path that is not valid percent-encoding with 400 in the envelope', async () => {
    for (const url of ['/api/pincode/%', '/api/pincode/%zz', '/api/pincode/%FF%FE']) {
      const res = await app.inject(url)
      expect(res.statusCode, url).toBe(400)
      expect(res.json()).toEqual({
        success: false,
        code: 'BAD_REQUEST',
        message: 'The address is not a valid URL.',
      })
    }
  })

  it('answers a path parameter over the router limit with 414 in the envelope', async () => {
    const res = await app.inject(`/api/pincode/${'1'.repeat(500)}`)
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({
      success: false,
      code: 'URI_TOO_LONG',
      message: 'The address is too long.',
    })
    expect(res.headers['x-request-id']).toBeDefined()
  })

  it('still serves a prompt client', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(res.status).toBe(200)
  })
})

describe('connection limits by default', () => {
  it('gives a head 10 s, a whole upload 10 s plus 100 MiB at 128 KiB/s, and idle sockets 72 s', async () => {
    const database = await freshDatabase()
    const app = await buildApp({ config: testConfig(), database, logger: false })
    await app.ready()
    expect(app.server.headersTimeout).toBe(10_000)
    // The server's limit is the largest upload's; other requests keep 10 s plus 1 MiB at
    // 16 KiB/s each (test/modules/system/body-deadline.test.ts).
    expect(app.server.requestTimeout).toBe(810_000)
    expect(app.server.keepAliveTimeout).toBe(72_000)
    expect(app.initialConfig.bodyLimit).toBe(1_048_576)
    await app.close()
    await database.close()
  })
})
