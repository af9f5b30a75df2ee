import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { SESSION_COOKIE } from '@app/contract/constants'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedInRenderer } from '../../../src/modules/pages/signed-in'
import { distSource, type RenderedPage } from '../../../src/modules/pages/web-source'
import { createTestApp } from '../../helpers/app'
import { get, loginToken, newPerson, post, registerUser } from '../../helpers/auth'

/*
 * Pages the server draws for a signed-in browser (decision 059), with a stand-in for the web
 * build's render server that speaks its protocol (apps/web/src/server/render-server.ts): it asks
 * the API for /api/me and two calls it must be refused, and draws what it got.
 */
const RENDER_SERVER = `
let input = ''
for await (const chunk of process.stdin) input += chunk
const site = JSON.parse(input)
const waiting = new Map()
let fetches = 0
let drawn = 0
const ask = (render, method, url) => new Promise((resolve) => {
  const id = ++fetches
  waiting.set(id, resolve)
  process.send({ type: 'fetch', id, render, method, url })
})
process.on('message', async (m) => {
  if (m.type === 'answer') return waiting.get(m.id)(m)
  if (m.url === '/crash') process.exit(5)
  if (m.user === null && m.url.startsWith('/blog/')) {
    const post = await ask(m.id, 'GET', '/api' + m.url)
    const title = JSON.parse(post.body).data.title
    return process.send({ type: 'rendered', id: m.id, page: {
      head: '', html: '<h1>' + title + ' ' + (++drawn) + '</h1>', state: { user: null, queries: {} },
    } })
  }
  if (m.url !== '/wallet') return process.send({ type: 'rendered', id: m.id, page: null })
  const me = await ask(m.id, 'GET', '/api/me')
  const write = await ask(m.id, 'POST', '/api/logout')
  const outside = await ask(m.id, 'GET', '/storage/x')
  const email = JSON.parse(me.body).data.email
  process.send({ type: 'rendered', id: m.id, page: {
    head: '<title>Wallet | ' + site.name + '</title>',
    html: '<p>' + m.user.name + ' ' + email + ' ' + write.status + ' ' + outside.status + '</p>',
    state: { user: m.user, queries: { note: '</script><script>alert(1)</script>' } },
  } })
})
process.on('disconnect', () => process.exit(0))
process.send({ type: 'ready' })
`

const SHELL = [
  '<html><head><title>%SITE_NAME%</title><!--site-config-->',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
const PAGES: RenderedPage[] = [
  { path: '/wallet', head: '<title>Wallet | Site</title>', html: '<p>please log in</p>' },
]

describe('pages drawn for a signed-in browser', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  const person = newPerson()
  let token = ''
  let name = ''
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'signed-in-'))
    writeFileSync(path.join(dir, 'index.html'), SHELL)
    const script = path.join(dir, 'render-server.mjs')
    writeFileSync(script, RENDER_SERVER)
    t = await createTestApp({
      web: {
        ...distSource(dir),
        renderedPages: async () => PAGES,
        signedInRenderer: (site, warn) => createSignedInRenderer(script, site, warn),
      },
      env: { SITE_NAME: 'Site' },
    })
    await registerUser(t.app, t.database.db, person)
    token = await loginToken(t.app, person.email ?? person.phone_number, person.password)
    name = (await get(t.app, '/api/me', { token })).json().data.name
  })
  afterAll(() => t.close())

  const page = (url: string, cookie?: string) =>
    t.app.inject({ url, headers: cookie ? { cookie } : {} })
  const rootOf = (html: string) => /<div id="root">(.*?)<\/div><\/body>/s.exec(html)?.[1]
  const session = () => `${SESSION_COOKIE}=${token}`

  it('draws the page for the session’s user, its reads answered as them, and keeps it private', async () => {
    const res = await page('/wallet', session())
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(res.headers.vary).toContain('cookie')
    // Their own data (/api/me as them); a write and a path outside the API are refused (405).
    expect(rootOf(res.body)).toBe(`<p>${name} ${person.email} 405 405</p>`)
    expect(res.body).toContain('<title>Wallet | Site</title>')
    expect(res.body).toContain('<script type="module" src="/start-app.js"')
    // The state rides along as JSON that cannot close its block.
    const state = /<script type="application\/json" id="page-state">(.*?)<\/script>/.exec(res.body)
    expect(state?.[1]).not.toContain('</script')
    expect(JSON.parse(state![1]!)).toMatchObject({
      user: { name, user_type: 1 },
      queries: { note: '</script><script>alert(1)</script>' },
    })
  })

  it('sends the plain shell, still private, for a route not drawn signed in', async () => {
    const res = await page('/account', `signed_in=1; ${session()}`)
    expect(res.headers['cache-control']).toBe('private, no-store')
    expect(rootOf(res.body)).toBe('')
    expect(res.body).not.toContain('page-state')
  })

  it('gives a visitor the shared page, and an ended session’s browser too, clearing its cookie', async () => {
    const visitor = await page('/wallet')
    expect(visitor.headers['cache-control']).toBe('no-cache')
    expect(rootOf(visitor.body)).toBe('<p>please log in</p>')

    const other = newPerson()
    await registerUser(t.app, t.database.db, other)
    const ended = await loginToken(t.app, other.email ?? other.phone_number, other.password)
    await post(t.app, '/api/logout', {}, { token: ended })
    const res = await page('/wallet', `${SESSION_COOKIE}=${ended}`)
    expect(rootOf(res.body)).toBe('<p>please log in</p>')
    expect(res.headers['set-cookie']).toContain(`${SESSION_COOKIE}=; Max-Age=0`)
    expect(res.body).not.toContain(other.email)
  })

  it('draws a blog post for visitors once, keeps it, and leaves unknown posts to the app', async () => {
    const posts = (await get(t.app, '/api/blog')).json().data as { slug: string; title: string }[]
    const { slug, title } = posts[0]!
    const first = await page(`/blog/${slug}`)
    expect(first.headers['cache-control']).toBe('no-cache')
    const drawn = rootOf(first.body)
    expect(drawn).toMatch(new RegExp(`^<h1>${title} \\d+</h1>$`))
    // Kept: the second visitor gets the same drawing, the renderer is not asked again.
    expect(rootOf((await page(`/Blog/${slug}/`)).body)).toBe(drawn)
    const unknown = await page('/blog/no-such-post')
    expect(rootOf(unknown.body)).toBe('')
  })

  it('falls back to the plain shell when the renderer dies, and draws again after', async () => {
    const crashed = await page('/crash', session())
    expect(crashed.statusCode).toBe(200)
    expect(rootOf(crashed.body)).toBe('')
    const again = await page('/wallet', session())
    expect(rootOf(again.body)).toContain(name)
  })
})
