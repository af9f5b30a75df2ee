import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { distSource, type RenderedPage } from '../../../src/modules/pages/web-source'
import { createTestApp } from '../../helpers/app'

/** /insights as a scraper sees it: the server writes its share tags (decisions 026, 047). */
const SHELL = [
  '<!doctype html><html lang="en-IN"><head>',
  '<meta name="description" content="%SITE_NAME%: find warehouses." />',
  '<title>%SITE_NAME% – Warehouses</title><!--site-config-->',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')
const PAGES: RenderedPage[] = [
  { path: '/', head: '<title>Home | Site</title>', html: '<h1>Home</h1>' },
  { path: '/insights', head: '<title>Market insights | Site</title>', html: '<h1>Rates</h1>' },
]
const BASE = 'https://godowns.example.in'

const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html)?.[1]

describe('the share preview of /insights', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'insights-dist-'))
    writeFileSync(path.join(dir, 'index.html'), SHELL)
    t = await createTestApp({
      web: { ...distSource(dir), renderedPages: async () => PAGES },
      env: {
        SITE_NAME: 'Site',
        PUBLIC_URL: BASE,
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'insights-data-')),
      },
    })
  })
  afterAll(() => t?.close())

  it('names the page in its title, description, canonical and Open Graph tags', async () => {
    const res = await t.app.inject('/insights')
    expect(res.statusCode).toBe(200)
    const titles = res.body.match(/<title>[^<]*<\/title>/g)
    expect(titles).toEqual([
      '<title>Warehouse rents and prices by state and district | Site</title>',
    ])
    const description =
      'Median rent and sale price per sq.ft of warehouses and godowns in each Indian state and district, from published listings, with the trend by month.'
    expect(metaOf(res.body, 'description')).toBe(description)
    expect(metaOf(res.body, 'og:description')).toBe(description)
    expect(metaOf(res.body, 'og:title')).toBe(
      'Warehouse rents and prices by state and district | Site',
    )
    expect(metaOf(res.body, 'og:url')).toBe(`${BASE}/insights`)
    expect(metaOf(res.body, 'og:type')).toBe('website')
    expect(metaOf(res.body, 'og:image')).toMatch(new RegExp(`^${BASE}/og/home-[0-9a-f]{12}\\.png$`))
    expect(metaOf(res.body, 'twitter:card')).toBe('summary_large_image')
    expect(res.body).toContain(`<link rel="canonical" href="${BASE}/insights">`)
    // The page itself as drawn for visitors.
    expect(res.body).toContain('<h1>Rates</h1>')
  })

  it('is in the sitemap', async () => {
    const res = await t.app.inject('/sitemap.xml')
    expect(res.body).toContain(`<loc>${BASE}/insights</loc>`)
  })
})
