import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distSource } from '../../../src/modules/pages/web-source'
import { createTestApp } from '../../helpers/app'

const OUTSIDER = '203.0.113.9'

function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
  writeFileSync(path.join(dir, 'index.html'), '<html><head><!--site-config--></head></html>')
  return dir
}

describe('the dev outbox answers only this machine', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    // Trusting every proxy: even then a forwarded address must not open the outbox.
    t = await createTestApp({ web: distSource(fakeDist()), env: { TRUST_PROXY: 'true' } })
  })
  afterAll(() => t.close())

  const outbox = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ url: '/api/dev/outbox', remoteAddress, headers })

  it('hands the OTP outbox to loopback clients (127.0.0.0/8, ::1, ::ffff:127.x)', async () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const res = await outbox(address)
      expect(res.statusCode, address).toBe(200)
      expect(res.json()).toEqual({ success: true, data: [] })
    }
  })

  it('answers 404 in the envelope to a client on the network', async () => {
    const res = await outbox(OUTSIDER)
    expect(res.statusCode).toBe(404)
    expect(res.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: 'No route for GET /api/dev/outbox',
    })
    expect((await outbox('10.0.0.7')).statusCode).toBe(404)
    expect((await outbox('::ffff:192.168.1.20')).statusCode).toBe(404)
  })

  it('judges by the socket, never by X-Forwarded-For', async () => {
    const spoofed = await outbox(OUTSIDER, { 'x-forwarded-for': '127.0.0.1' })
    expect(spoofed.statusCode).toBe(404)
    // A proxy on this machine would make everyone look local: forwarded requests stay out.
    const proxied = await outbox('127.0.0.1', { 'x-forwarded-for': OUTSIDER })
    expect(proxied.statusCode).toBe(404)
  })

  it('answers the /dev/outbox page itself with 404 to the network, the app to loopback', async () => {
    const local = await t.app.inject({ url: '/dev/outbox', remoteAddress: '127.0.0.1' })
    expect(local.statusCode).toBe(200)
    expect(local.headers['content-type']).toContain('text/html')
    for (const url of ['/dev/outbox', '/DEV/Outbox/', '/dev/outbox?x=1']) {
      const res = await t.app.inject({ url, remoteAddress: OUTSIDER })
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ success: false, code: 'NOT_FOUND' })
    }
    // Other pages are for everyone.
    expect((await t.app.inject({ url: '/property', remoteAddress: OUTSIDER })).statusCode).toBe(200)
  })
})
