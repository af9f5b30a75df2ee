import { execFile } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listArticles } from '../../../src/modules/articles/catalogue'
import { sitemapFiles } from '../../../src/modules/pages/sitemap'
import { escapeHtml } from '../../../src/modules/pages/share-meta'
import { distSource, type RenderedPage } from '../../../src/modules/pages/web-source'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'

/** The shell as Vite writes it (the description over several lines, as index.html has it). */
const SHELL = [
  '<!doctype html><html lang="en-IN"><head>',
  '<meta\n      name="description"\n      content="%SITE_NAME%: find warehouses."\n    />',
  '<title>%SITE_NAME% – Warehouses</title><!--site-config-->',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

const PAGES: RenderedPage[] = [
  { path: '/', head: '<title>Warehouses &amp; Godowns | Site</title>', html: '<h1>Home</h1>' },
  { path: '/about-us', head: '<title>About | Site</title>', html: '<h1>About</h1>' },
  { path: '/wallet', head: '<title>Wallet | Site</title>', html: '<p>Log in</p>' },
  { path: '/thank-you', head: '<title>Thanks | Site</title>', html: '<p>Thanks</p>' },
  { path: '/login', head: '<title>Log in | Site</title>', html: '<form></form>' },
  { path: '/register', head: '<title>Register | Site</title>', html: '<form></form>' },
  { path: '/agent-reg', head: '<title>Agents | Site</title>', html: '<form></form>' },
  { path: '/map-location', head: '<title>Map | Site</title>', html: '<p>Log in</p>' },
  { path: '/home-six', head: '<title>Home | Site</title>', html: '<h1>Home</h1>' },
  { path: '/property/:id', head: '<title>Property | Site</title>', html: '<p>Log in</p>' },
]

const BASE = 'https://godowns.example.in'

const run = promisify(execFile)
/** The sitemaps.org schemas, written out for offline use (decision 047). */
const SCHEMAS = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/sitemaps')

/** xmllint's verdict on `xml` against the sitemaps.org schema of its kind. */
async function validate(xml: string, schema: 'sitemap.xsd' | 'siteindex.xsd') {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'sitemap-')), 'sitemap.xml')
  writeFileSync(file, xml)
  try {
    await run('xmllint', ['--noout', '--schema', path.join(SCHEMAS, schema), file])
    return 'valid'
  } catch (error) {
    return String((error as { stderr?: string }).stderr ?? error)
  }
}

function dist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'seo-dist-'))
  writeFileSync(path.join(dir, 'index.html'), SHELL)
  writeFileSync(
    path.join(dir, 'route-preloads.json'),
    JSON.stringify({
      routes: [
        { path: '/', files: [], css: [] },
        { path: '/property', files: [], css: [] },
        { path: '/property-sidebar', files: [], css: [] },
        { path: '/contact', files: [], css: [] },
        { path: '/admin/users/:id', files: [], css: [] },
        { path: '/my-properties', files: [], css: [] },
      ],
    }),
  )
  return dir
}

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1]
const titlesOf = (html: string) => html.match(/<title>[^<]*<\/title>/g) ?? []

describe('share previews and the sitemap', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  const ids = { published: 0, tricky: 0, hidden: 0, draft: 0 }
  beforeAll(async () => {
    t = await createTestApp({
      web: { ...distSource(dist()), renderedPages: async () => PAGES },
      env: {
        SITE_NAME: 'Site',
        PUBLIC_URL: BASE,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'seo-data-')),
      },
    })
    const db = t.database.db
    await seedPlaces(db)
    const owner = await makeUser(db, 2)
    ids.published = await listing(db, owner.id, {
      name: 'Bhiwandi Logistics Park',
      type: 2,
      price: 120_000,
      purchaseType: 2,
      city: PLACES.bhiwandi,
    })
    ids.tricky = await listing(db, owner.id, {
      name: `<script>alert("x")</script> O'Brien & "Sons"`,
      purchaseType: 1,
      price: 4_500_000,
      city: PLACES.sanand,
    })
    ids.hidden = await listing(db, owner.id, { name: 'Hidden Depot', hidden: true })
    ids.draft = await listing(db, owner.id, { name: 'Draft Shed', steps: 2 })
  })
  afterAll(() => t.close())

  it('names a published listing in its title, description, canonical, Open Graph and Twitter tags', async () => {
    for (const cookie of [undefined, 'signed_in=1']) {
      const res = await t.app.inject({
        url: `/property/${ids.published}`,
        headers: cookie ? { cookie } : {},
      })
      expect(res.statusCode).toBe(200)
      const html = res.body
      const title =
        'Bhiwandi Logistics Park – Warehouse for Rent in Bhiwandi, Thane, Maharashtra | Site'
      expect(titlesOf(html), cookie).toEqual([`<title>${title}</title>`])
      const description = metaOf(html, 'description')
      expect(description).toContain('Warehouse for Rent in Bhiwandi, Thane, Maharashtra')
      expect(description).toContain('₹1,20,000 / Monthly')
      expect(description).toContain('100 × 50 ft')
      // One description: the shell's gives way to the listing's.
      expect(html.match(/name="description"/g)).toHaveLength(1)
      expect(html).toContain(`<link rel="canonical" href="${BASE}/property/${ids.published}">`)
      expect(metaOf(html, 'og:title')).toBe(title)
      expect(metaOf(html, 'og:description')).toBe(description)
      expect(metaOf(html, 'og:type')).toBe('website')
      expect(metaOf(html, 'og:site_name')).toBe('Site')
      expect(metaOf(html, 'og:url')).toBe(`${BASE}/property/${ids.published}`)
      // A raster 1200 × 630 picture of its own, with its size and words (decision 047).
      expect(metaOf(html, 'og:image')).toMatch(
        new RegExp(`^${BASE}/og/property/${ids.published}-[0-9a-f]{12}\\.jpg$`),
      )
      expect(metaOf(html, 'og:image:type')).toBe('image/jpeg')
      expect(metaOf(html, 'og:image:width')).toBe('1200')
      expect(metaOf(html, 'og:image:height')).toBe('630')
      expect(metaOf(html, 'og:image:alt')).toBe(
        'Photo of Bhiwandi Logistics Park, Warehouse for Rent in Bhiwandi, Thane, Maharashtra',
      )
      expect(metaOf(html, 'twitter:image')).toBe(metaOf(html, 'og:image'))
      expect(metaOf(html, 'twitter:image:alt')).toBe(metaOf(html, 'og:image:alt'))
      expect(metaOf(html, 'twitter:card')).toBe('summary_large_image')
      expect(html).not.toContain('noindex')
      expect(metaOf(html, 'twitter:title')).toBe(title)
      // Never the contact.
      expect(html).not.toContain('9876543210')
      expect(html).not.toContain('Old Agra Road')
    }
  })

  it('escapes what the owner typed', async () => {
    const res = await t.app.inject(`/property/${ids.tricky}`)
    expect(res.body).not.toContain('<script>alert')
    expect(res.body).toContain(
      '<title>&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Brien &amp; &quot;Sons&quot; – Godown for Sale in Sanand, Ahmedabad, Gujarat | Site</title>',
    )
    expect(metaOf(res.body, 'og:title')).toContain('&lt;script&gt;alert(&quot;x&quot;)')
    expect(metaOf(res.body, 'description')).toContain('₹45,00,000')
    expect(metaOf(res.body, 'description')).not.toContain('/ Monthly')
  })

  it('gives a hidden, unfinished or unknown listing the generic page', async () => {
    for (const id of [ids.hidden, ids.draft, 999_999, 99_999_999_999]) {
      const res = await t.app.inject(`/property/${id}`)
      expect(res.statusCode, String(id)).toBe(200)
      expect(titlesOf(res.body), String(id)).toEqual(['<title>Property | Site</title>'])
      expect(res.body, String(id)).not.toContain('og:title')
      expect(res.body).not.toMatch(/Hidden Depot|Draft Shed/)
      // Not in the sitemap, so not to be indexed either (decision 047).
      expect(res.body, String(id)).toContain('<meta name="robots" content="noindex">')
    }
  })

  it('names a post and a project in their head tags, and leaves an unknown slug generic', async () => {
    for (const [kind, page] of [
      ['blog', '/blog'],
      ['projects', '/project'],
    ] as const) {
      const [article] = await listArticles(kind)
      const res = await t.app.inject(`${page}/${article!.slug}`)
      expect(res.statusCode).toBe(200)
      const title = escapeHtml(`${article!.title} | Site`)
      expect(titlesOf(res.body), kind).toEqual([`<title>${title}</title>`])
      // The summary, cut at about 200 characters (a snippet's length) where it is longer.
      expect(metaOf(res.body, 'description')).toContain(escapeHtml(article!.summary.slice(0, 150)))
      expect(metaOf(res.body, 'og:type')).toBe('article')
      expect(metaOf(res.body, 'og:title')).toBe(title)
      expect(metaOf(res.body, 'og:url')).toBe(`${BASE}${page}/${article!.slug}`)
      const cover = /^\/content\/([a-z0-9-]+)\.svg$/.exec(article!.cover)![1]
      expect(metaOf(res.body, 'og:image')).toMatch(
        new RegExp(`^${BASE}/og/content/${cover}-[0-9a-f]{12}\\.png$`),
      )
      expect(metaOf(res.body, 'og:image:width')).toBe('1200')
      expect(metaOf(res.body, 'og:image:height')).toBe('630')
      // The cover's own description (its aria-label).
      expect(metaOf(res.body, 'og:image:alt')).toBeTruthy()
      expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image')
      expect(metaOf(res.body, 'article:published_time')).toBe(article!.published_at)
      const unknown = await t.app.inject(`${page}/no-such-article`)
      expect(unknown.statusCode).toBe(200)
      expect(unknown.body).not.toContain('og:title')
      expect(titlesOf(unknown.body)).toEqual(['<title>Site – Warehouses</title>'])
    }
  })

  it('gives the home page its own title and description as share tags', async () => {
    const res = await t.app.inject('/')
    expect(titlesOf(res.body)).toEqual(['<title>Warehouses &amp; Godowns | Site</title>'])
    expect(metaOf(res.body, 'og:title')).toBe('Warehouses &amp; Godowns | Site')
    expect(metaOf(res.body, 'description')).toBe('Site: find warehouses.')
    expect(metaOf(res.body, 'og:url')).toBe(`${BASE}/`)
    expect(metaOf(res.body, 'og:image')).toMatch(new RegExp(`^${BASE}/og/home-[0-9a-f]{12}\\.png$`))
    expect(metaOf(res.body, 'og:image:type')).toBe('image/png')
    expect(metaOf(res.body, 'og:image:width')).toBe('1200')
    expect(metaOf(res.body, 'og:image:height')).toBe('630')
    expect(metaOf(res.body, 'og:image:alt')).toBe(
      'Site: warehouses, godowns and commercial space for sale, rent or lease across India',
    )
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image')
    expect(res.body).toContain('<h1>Home</h1>')
  })

  it('sends /index.html to / for good: one page, one URL', async () => {
    const res = await t.app.inject('/index.html')
    expect(res.statusCode).toBe(301)
    expect(res.headers.location).toBe('/')
    const query = await t.app.inject('/index.html?utm_source=x')
    expect(query.statusCode).toBe(301)
    expect(query.headers.location).toBe('/?utm_source=x')
  })

  it('lists the public pages and published listings in the sitemap, and nothing private', async () => {
    const res = await t.app.inject('/sitemap.xml')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('application/xml')
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const posts = (await listArticles('blog')).map((a) => `${BASE}/blog/${a.slug}`)
    const projects = (await listArticles('projects')).map((a) => `${BASE}/project/${a.slug}`)
    expect(posts.length).toBeGreaterThanOrEqual(6)
    expect(projects.length).toBeGreaterThanOrEqual(4)
    // No log-in or sign-up form, no page that shows a visitor only a log-in prompt.
    expect(locs).toEqual([
      `${BASE}/`,
      `${BASE}/about-us`,
      `${BASE}/contact`,
      `${BASE}/home-six`,
      ...posts,
      ...projects,
      `${BASE}/property/${ids.published}`,
      `${BASE}/property/${ids.tricky}`,
    ])
    const [post] = await listArticles('blog')
    expect(res.body).toContain(
      `<url><loc>${BASE}/blog/${post!.slug}</loc><lastmod>${post!.published_at}</lastmod></url>`,
    )
    expect(res.body).toMatch(
      new RegExp(
        `<url><loc>${BASE}/property/${ids.published}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod></url>`,
      ),
    )
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset')).toBe(true)
    // Well formed: every url opened is closed, and no raw ampersand.
    expect(res.body.match(/<url>/g)).toHaveLength(res.body.match(/<\/url>/g)!.length)
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/)
    expect((await t.app.inject('/sitemap-1.xml')).statusCode).toBe(404)
    expect((await t.app.inject('/sitemap-x.xml')).statusCode).toBe(404)
  })

  it('serves a sitemap that validates against the sitemaps.org schema', async () => {
    const res = await t.app.inject('/sitemap.xml')
    expect(await validate(res.body, 'sitemap.xsd')).toBe('valid')
    // The check can fail: a date that is no date, and a url without its loc.
    const broken = res.body.replace(/<lastmod>\d{4}/, '<lastmod>20x4')
    expect(await validate(broken, 'sitemap.xsd')).toMatch(/lastmod/)
    const noLoc = res.body.replace(/<loc>[^<]*<\/loc>/, '')
    expect(await validate(noLoc, 'sitemap.xsd')).toMatch(/fails to validate/)
    // Split under an index: the index and every part validate too.
    const entries = Array.from({ length: 5 }, (_, i) => ({
      path: `/property/${i + 1}`,
      lastmod: new Date(Date.UTC(2025, 0, i + 1)),
    }))
    const split = sitemapFiles(BASE, entries, 2)
    expect(await validate(split.main, 'siteindex.xsd')).toBe('valid')
    for (const part of split.parts) expect(await validate(part, 'sitemap.xsd')).toBe('valid')
  })

  it("lists exactly the listings whose visitor's page names them, each under the URL it canonicalises to", async () => {
    const res = await t.app.inject('/sitemap.xml')
    const listed = [...res.body.matchAll(/<loc>([^<]*\/property\/\d+)<\/loc>/g)].map((m) => m[1])
    for (const [what, id] of Object.entries(ids)) {
      const url = `${BASE}/property/${id}`
      const page = await t.app.inject(`/property/${id}`)
      expect(page.statusCode, what).toBe(200)
      const canonical = /<link rel="canonical" href="([^"]*)">/.exec(page.body)?.[1]
      if (listed.includes(url)) {
        expect(canonical, what).toBe(url)
        expect(metaOf(page.body, 'og:title'), what).toBeTruthy()
        expect(page.body, what).not.toContain('noindex')
      } else {
        expect(canonical, what).toBeUndefined()
        expect(page.body, what).toContain('<meta name="robots" content="noindex">')
      }
    }
    expect(listed).toHaveLength(2)
  })

  it('splits the sitemap under an index past the protocol limit', () => {
    const entries = Array.from({ length: 5 }, (_, i) => ({ path: `/property/${i + 1}` }))
    const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1])
    const split = sitemapFiles(BASE, entries, 2)
    expect(locs(split.main)).toEqual([
      `${BASE}/sitemap-1.xml`,
      `${BASE}/sitemap-2.xml`,
      `${BASE}/sitemap-3.xml`,
    ])
    expect(split.main).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    )
    expect(split.parts.map(locs)).toEqual([
      [`${BASE}/property/1`, `${BASE}/property/2`],
      [`${BASE}/property/3`, `${BASE}/property/4`],
      [`${BASE}/property/5`],
    ])
    const whole = sitemapFiles(BASE, entries, 5)
    expect(whole.parts).toEqual([])
    expect(locs(whole.main)).toHaveLength(5)
  })

  it('tells crawlers where the sitemap is and keeps them out of the API and account pages', async () => {
    const res = await t.app.inject('/robots.txt')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/plain')
    const lines = res.body.split('\n')
    expect(lines).toContain(`Sitemap: ${BASE}/sitemap.xml`)
    for (const path of ['/api/', '/admin', '/wallet', '/my-properties', '/account', '/compare']) {
      expect(lines).toContain(`Disallow: ${path}`)
    }
  })
})
