import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { injectPreloads, injectSite } from '../../../src/modules/pages/page-html'
import {
  distSource,
  renderPagesWith,
  type RenderedPage,
} from '../../../src/modules/pages/web-source'
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

  it('injects a site name with dollar signs as it is', () => {
    const site = { name: "Godam $& $'", slug: 'x', phone: '1', email: 'a@b.c', address: 'here' }
    const html = injectSite('<title>%SITE_NAME%</title><!--site-config-->', site)
    expect(html).toContain("<title>Godam $& $'</title>")
    expect(html).toContain('"name":"Godam $& $\'"')
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

  it('sends /index.html to / for good, never the raw template (one page, one URL: decision 047)', async () => {
    const index = await t.app.inject('/index.html')
    expect(index.statusCode).toBe(301)
    expect(index.headers.location).toBe('/')
    expect(index.body).not.toContain('<!--site-config-->')
  })

  it('never serves a source map, even one a build left in the folder', async () => {
    const res = await t.app.inject('/assets/index-AbC123.js.map')
    expect(res.statusCode).toBe(404)
    expect(res.body).not.toContain('secret.ts')
  })
})

describe("preloading a page's own chunks", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    const dist = fakeDist()
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/', files: ['/assets/home-1.js', '/assets/card-1.js'], css: [] },
          { path: '/property/:id', files: ['/assets/detail-1.js'], css: ['/assets/detail-1.css'] },
        ],
      }),
    )
    t = await createTestApp({ web: distSource(dist) })
  })
  afterAll(() => t.close())

  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="(modulepreload|stylesheet)" crossorigin href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    )

  it("puts the page's chunks in its HTML head, matched as the client router matches", async () => {
    expect(preloads((await t.app.inject('/')).body)).toEqual([
      'modulepreload /assets/home-1.js',
      'modulepreload /assets/card-1.js',
    ])
    for (const url of ['/property/12', '/Property/12/', '/property/7?x=1']) {
      const body = (await t.app.inject(url)).body
      expect(preloads(body), url).toEqual([
        'stylesheet /assets/detail-1.css',
        'modulepreload /assets/detail-1.js',
      ])
      expect(body.indexOf('detail-1.js'), url).toBeLessThan(body.indexOf('</head>'))
    }
  })

  it('adds nothing to a path that is no page, nor to a longer or shorter one', async () => {
    for (const url of ['/no/such/page', '/property', '/property/12/edit']) {
      expect(preloads((await t.app.inject(url)).body), url).toEqual([])
    }
  })

  it('never serves the build record itself', async () => {
    expect((await t.app.inject('/route-preloads.json')).statusCode).toBe(404)
  })
})

describe('a build without the preload record', () => {
  it('serves pages as they are', () => {
    const html = '<html><head></head><body></body></html>'
    expect(injectPreloads(html, '/', [])).toBe(html)
  })
})

describe('pages the server rendered for visitors', () => {
  /** The shell as Vite writes it: the entry script, a modulepreload, an empty #root. */
  const SHELL = [
    '<html><head><title>%SITE_NAME%</title><!--site-config-->',
    '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/vendor-V1.js">',
    '<link rel="stylesheet" crossorigin href="/assets/index-S1.css">',
    '</head><body><div id="root"></div></body></html>',
  ].join('\n')
  const PAGES: RenderedPage[] = [
    { path: '/login', head: '<title>Login | Site</title>', html: '<div>the login form</div>' },
    { path: '/property/:id', head: '', html: '<div>please log in</div>' },
    { path: '/prices', head: "<title>$& and $' | Site</title>", html: "<p>$1, $& and $'</p>" },
  ]
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    const dist = fakeDist()
    writeFileSync(path.join(dist, 'index.html'), SHELL)
    writeFileSync(
      path.join(dist, 'route-preloads.json'),
      JSON.stringify({
        routes: [
          { path: '/login', files: ['/assets/login-1.js'], css: ['/assets/login-1.css'] },
          { path: '/property/:id', files: ['/assets/detail-1.js'], css: [] },
        ],
      }),
    )
    t = await createTestApp({
      web: { ...distSource(dist), renderedPages: async () => PAGES },
      env: { SITE_NAME: 'Site' },
    })
  })
  afterAll(() => t.close())

  const rootOf = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1]

  it('sends a visitor the page inside #root, its own title, and no script before the paint', async () => {
    for (const url of ['/login', '/Login/', '/login?next=1']) {
      const res = await t.app.inject(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers.vary, url).toContain('cookie')
      expect(rootOf(res.body), url).toBe('<div>the login form</div>')
      expect(res.body.match(/<title>/g), url).toHaveLength(1)
      expect(res.body, url).toContain('<title>Login | Site</title>')
      // The entry starts after the first paint (start-app.js); nothing is preloaded ahead of it.
      expect(res.body, url).toContain(
        '<script type="module" src="/start-app.js" data-entry="/assets/index-E1.js"></script>',
      )
      expect(res.body, url).not.toContain('modulepreload')
      expect(res.body, url).not.toContain('src="/assets/index-E1.js"')
      // Style sheets still come first: the markup must paint styled.
      expect(res.body, url).toContain('href="/assets/index-S1.css"')
      expect(res.body, url).toContain('href="/assets/login-1.css"')
    }
  })

  it('serves a page rendered once for every value of its parameter, keeping the shell title', async () => {
    for (const url of ['/property/1', '/property/99999']) {
      const res = await t.app.inject(url)
      expect(rootOf(res.body), url).toBe('<div>please log in</div>')
      expect(res.body, url).toContain('<title>Site</title>')
    }
  })

  it('puts the markup in as it is, dollar signs included', async () => {
    const res = await t.app.inject('/prices')
    expect(rootOf(res.body)).toBe("<p>$1, $& and $'</p>")
    expect(res.body).toContain("<title>$& and $' | Site</title>")
  })

  it('sends a logged-in browser the plain shell with its preloads', async () => {
    for (const cookie of ['signed_in=1', 'theme=dark; signed_in=1', 'signed_in=1; x=y']) {
      const res = await t.app.inject({ url: '/login', headers: { cookie } })
      expect(rootOf(res.body), cookie).toBe('')
      expect(res.body, cookie).toContain(
        '<script type="module" crossorigin src="/assets/index-E1.js">',
      )
      expect(res.body, cookie).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/login-1.js">',
      )
      expect(res.body, cookie).not.toContain('start-app.js')
    }
    for (const cookie of ['signed_in=0', 'xsigned_in=1', 'signed_in=10']) {
      const res = await t.app.inject({ url: '/login', headers: { cookie } })
      expect(rootOf(res.body), cookie).toBe('<div>the login form</div>')
    }
  })

  it('sends the plain shell for a path with no rendered page', async () => {
    for (const url of ['/', '/no/such/page', '/property', '/property/1/edit']) {
      const res = await t.app.inject(url)
      expect(rootOf(res.body), url).toBe('')
      expect(res.body, url).toContain('src="/assets/index-E1.js"')
    }
  })
})

describe('the page renderer', () => {
  const script = (source: string) => {
    const dir = mkdtempSync(path.join(tmpdir(), 'renderer-'))
    const file = path.join(dir, 'prerender.mjs')
    writeFileSync(file, source)
    return file
  }

  it('runs the web build’s renderer as a child process: site facts in, pages out', async () => {
    const echo = script(`
      let input = ''
      for await (const chunk of process.stdin) input += chunk
      const site = JSON.parse(input)
      process.stdout.write(JSON.stringify([{ path: '/', head: '', html: '<p>' + site.name + '</p>' }]))
    `)
    const pages = await renderPagesWith(echo, {
      name: 'Godam',
      slug: 'godam',
      phone: '1',
      email: 'a@b.in',
      address: 'here',
    })
    expect(pages).toEqual([{ path: '/', head: '', html: '<p>Godam</p>' }])
  })

  it('says why a renderer failed', async () => {
    const failing = script(`console.error('no document here'); process.exit(3)`)
    await expect(
      renderPagesWith(failing, { name: 'x', slug: 'x', phone: '1', email: 'a@b.in', address: 'x' }),
    ).rejects.toThrow(/exited with 3: no document here/)
  })

  it('leaves pages unrendered when the renderer fails, and says so in the log', async () => {
    const lines: string[] = []
    const t = await createTestApp({
      web: {
        ...distSource(fakeDist()),
        renderedPages: () => Promise.reject(new Error('broken build')),
      },
      logger: { level: 'warn', stream: { write: (line: string) => void lines.push(line) } },
    })
    try {
      const res = await t.app.inject('/login')
      expect(res.statusCode).toBe(200)
      expect(res.body).toContain('<body></body>')
      expect(lines.join('')).toContain('pages are served without server rendering')
      expect(lines.join('')).toContain('broken build')
    } finally {
      await t.close()
    }
  })
})
