import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distSource, injectSite } from '../../../src/plugins/web'
import { createTestApp } from '../../helpers/app'

/** A stand-in for apps/web/dist: the shell and one hashed asset. */
function fakeDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-dist-'))
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(
    path.join(dir, 'index.html'),
    '<html><head><title>%SITE_NAME%</title><!--site-config--></head><body></body></html>',
  )
  writeFileSync(path.join(dir, 'assets', 'index-AbC123.js'), 'console.log(1)')
  writeFileSync(
    path.join(dir, 'assets', 'index-AbC123.js.br'),
    brotliCompressSync('console.log(1)'),
  )
  writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *')
  return dir
}

describe('serving the built web app', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({ web: distSource(fakeDist()), env: { SITE_NAME: 'Godam <Mart>' } })
  })
  afterAll(() => t.close())

  it('caches hashed assets for a year and other files briefly', async () => {
    const asset = await t.app.inject('/assets/index-AbC123.js')
    expect(asset.statusCode).toBe(200)
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    const robots = await t.app.inject('/robots.txt')
    expect(robots.headers['cache-control']).toBe('public, max-age=3600')
  })

  it('sends the precompressed file to browsers that accept it', async () => {
    const res = await t.app.inject({
      url: '/assets/index-AbC123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.rawPayload.equals(brotliCompressSync('console.log(1)'))).toBe(true)
  })

  it('answers client routes with the app shell, site facts injected and not cached', async () => {
    for (const url of ['/', '/about-us', '/property/12?x=1', '/no/such/page']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('text/html')
      expect(res.headers['cache-control']).toBe('no-cache')
      expect(res.body).toContain('<title>Godam &lt;Mart></title>')
      expect(res.body).toContain('<script type="application/json" id="site-config">')
      expect(res.body).toContain('"name":"Godam \\u003cMart>"')
    }
  })

  it('keeps the web app out of the API documentation', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json()
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/api/'))).toBe(true)
  })

  it('answers a missing file or API path with 404, not the shell', async () => {
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404)
    const api = await t.app.inject('/api/nothing-here')
    expect(api.statusCode).toBe(404)
    expect(api.json().code).toBe('NOT_FOUND')
  })

  it('injects JSON that cannot close the script block', () => {
    const html = injectSite('<!--site-config-->', {
      name: '</script><script>alert(1)</script>',
      slug: 'x',
      phone: '1',
      email: 'a@b.c',
      address: 'here',
    })
    expect(html).not.toContain('</script><script>')
  })
})

describe('what the built web app does not give away', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    const dist = fakeDist()
    writeFileSync(path.join(dist, 'assets', 'index-AbC123.js.map'), '{"sources":["secret.ts"]}')
    t = await createTestApp({ web: distSource(dist) })
  })
  afterAll(() => t.close())

  it('serves /index.html as the same page as /', async () => {
    const root = await t.app.inject('/')
    const index = await t.app.inject('/index.html')
    expect(index.statusCode).toBe(200)
    expect(index.body).toBe(root.body)
    expect(index.body).not.toContain('<!--site-config-->')
    expect(index.headers['cache-control']).toBe('no-cache')
  })

  it('never serves a source map, even one a build left in the folder', async () => {
    const res = await t.app.inject('/assets/index-AbC123.js.map')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('secret.ts')
  })
})
