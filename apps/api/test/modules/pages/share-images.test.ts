import { mkdtempSync, writeFileSync } from 'node:fs'
import { readFile, rm, stat, writeFile } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import ogs from 'open-graph-scraper'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listArticles } from '../../../src/modules/articles/catalogue'
import { properties } from '../../../src/db/schema/index'
import { storeImage } from '../../../src/lib/images'
import { distSource, type RenderedPage } from '../../../src/modules/pages/web-source'
import { createTestApp } from '../../helpers/app'
import { listing, makeUser, PLACES, seedPlaces } from '../../helpers/listings'

/**
 * Share previews as a real scraper sees them (decision 047): open-graph-scraper reads each page
 * from a listening server, and the picture it finds is fetched and measured by its bytes.
 */

const SHELL = [
  '<!doctype html><html lang="en-IN"><head>',
  '<meta name="description" content="%SITE_NAME%: find warehouses." />',
  '<title>%SITE_NAME% – Warehouses</title><!--site-config-->',
  '<script type="module" crossorigin src="/assets/index-E1.js"></script>',
  '</head><body><div id="root"></div></body></html>',
].join('\n')

const PAGES: RenderedPage[] = [
  { path: '/', head: '<title>Warehouses | Depot Bazaar</title>', html: '<h1>Home</h1>' },
  { path: '/property/:id', head: '<title>Property | Depot Bazaar</title>', html: '<p>Log in</p>' },
]

/** The public address differs from where the server listens, as behind a proxy. */
const BASE = 'https://godowns.example.in'

/** open-graph-scraper's URL check, allowing 127.0.0.1 (no top-level domain). */
const LOCAL_URLS = {
  allow_fragments: true,
  allow_protocol_relative_urls: false,
  allow_query_components: true,
  allow_trailing_dot: false,
  allow_underscores: false,
  protocols: ['http', 'https'],
  require_host: true,
  require_port: false,
  require_protocol: true,
  require_tld: false,
  require_valid_protocol: true,
  validate_length: true,
}

describe('share images', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  let origin = ''
  let dataDir = ''
  const ids = { photo: 0, card: 0, hidden: 0 }

  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'og-dist-'))
    writeFileSync(path.join(dist, 'index.html'), SHELL)
    dataDir = mkdtempSync(path.join(tmpdir(), 'og-data-'))
    t = await createTestApp({
      web: { ...distSource(dist), renderedPages: async () => PAGES },
      env: { SITE_NAME: 'Depot Bazaar', PUBLIC_URL: BASE, DATA_DIR: dataDir },
    })
    const db = t.database.db
    await seedPlaces(db)
    const owner = await makeUser(db, 2)
    ids.photo = await listing(db, owner.id, { name: 'Chakan Cold Store', city: PLACES.chakan })
    ids.card = await listing(db, owner.id, {
      name: 'Sanand Shed with a very long name that goes on past two lines of the card & more',
      city: PLACES.sanand,
      purchaseType: 1,
      price: 4_500_000,
    })
    ids.hidden = await listing(db, owner.id, { name: 'Hidden Depot', hidden: true })
    // A real cover for one (a red 1600 × 1000 photo), none at all for the other.
    const red = await sharp({
      create: { width: 1600, height: 1000, channels: 3, background: '#c81e1e' },
    })
      .jpeg()
      .toBuffer()
    const cover = await storeImage(t.app.storage, red)
    await db.update(properties).set({ image: cover.path }).where(eq(properties.id, ids.photo))
    await db.update(properties).set({ image: null }).where(eq(properties.id, ids.card))
    await t.app.listen({ host: '127.0.0.1', port: 0 })
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  })
  afterAll(async () => {
    await t.close()
    await rm(dataDir, { recursive: true, force: true })
  })

  /** What open-graph-scraper finds on `page` (a path on the listening server). */
  async function scrape(page: string) {
    const { error, result } = await ogs({
      url: `${origin}${page}`,
      urlValidatorSettings: LOCAL_URLS,
    })
    expect(error, page).toBe(false)
    return result
  }

  /** The image at a public URL, fetched from the listening server. */
  async function fetchImage(url: string) {
    expect(url.startsWith(`${BASE}/og/`), url).toBe(true)
    const res = await fetch(url.replace(BASE, origin))
    const bytes = Buffer.from(await res.arrayBuffer())
    return { res, bytes, meta: await sharp(bytes).metadata() }
  }

  async function expectRasterPreview(page: string, format: 'png' | 'jpeg', alt: string | RegExp) {
    const result = await scrape(page)
    expect(result.twitterCard, page).toBe('summary_large_image')
    const [image] = result.ogImage ?? []
    expect(image, page).toBeDefined()
    expect(image!.width, page).toBe('1200')
    expect(image!.height, page).toBe('630')
    expect(image!.type, page).toBe(format === 'png' ? 'image/png' : 'image/jpeg')
    expect(image!.alt, page).toMatch(alt)
    const { res, bytes, meta } = await fetchImage(image!.url)
    expect(res.status, page).toBe(200)
    expect(res.headers.get('content-type'), page).toBe(image!.type)
    expect(res.headers.get('cache-control'), page).toBe('public, max-age=31536000, immutable')
    // By its content, not its name: the format sharp reads, and the size.
    expect(meta.format, page).toBe(format)
    expect([meta.width, meta.height], page).toEqual([1200, 630])
    return { url: image!.url, bytes }
  }

  it('finds a 1200 × 630 PNG with its size and words on the home page', async () => {
    await expectRasterPreview(
      '/',
      'png',
      'Depot Bazaar: warehouses, godowns and commercial space for sale, rent or lease across India',
    )
  })

  it("finds a post's and a project's SVG cover rendered to a 1200 × 630 PNG", async () => {
    for (const [kind, page] of [
      ['blog', '/blog'],
      ['projects', '/project'],
    ] as const) {
      const [article] = await listArticles(kind)
      const cover = await readFile(
        path.join(import.meta.dirname, '../../../../web/public', article!.cover),
        'utf8',
      )
      const label = /aria-label="([^"]*)"/.exec(cover)![1]!
      await expectRasterPreview(`${page}/${article!.slug}`, 'png', label)
    }
  })

  it("finds a listing's cover photo cropped to a 1200 × 630 JPEG", async () => {
    const { bytes } = await expectRasterPreview(
      `/property/${ids.photo}`,
      'jpeg',
      'Photo of Chakan Cold Store, Godown for Rent in Chakan, Pune, Maharashtra',
    )
    // The owner's photo (red), not the site's card (navy).
    const { channels } = await sharp(bytes).stats()
    expect(channels[0]!.mean).toBeGreaterThan(150)
    expect(channels[2]!.mean).toBeLessThan(80)
  })

  it('finds a card with its name for a listing without a cover', async () => {
    const { bytes } = await expectRasterPreview(
      `/property/${ids.card}`,
      'jpeg',
      /^Depot Bazaar card: Sanand Shed with a very long name .* & more, Godown for Sale in Sanand, Ahmedabad, Gujarat$/,
    )
    const { channels } = await sharp(bytes).stats()
    // Mostly the card's navy.
    expect(channels[2]!.mean).toBeGreaterThan(channels[0]!.mean)
  })

  it('renders each picture once: a crawler storm waits for one rendering, then reads the kept file', async () => {
    const result = await scrape(`/property/${ids.card}`)
    const url = result.ogImage![0]!.url.replace(BASE, origin)
    const version = /-([0-9a-f]{12})\.jpg$/.exec(url)![1]!
    const kept = path.join(dataDir, 'share-images', 'property', String(ids.card), `${version}.jpg`)
    const before = await stat(kept)
    const storm = await Promise.all(Array.from({ length: 8 }, () => fetch(url)))
    const bodies = await Promise.all(storm.map(async (r) => Buffer.from(await r.arrayBuffer())))
    expect(storm.map((r) => r.status)).toEqual(Array(8).fill(200))
    expect(new Set(bodies.map((b) => b.toString('base64'))).size).toBe(1)
    expect((await stat(kept)).mtimeMs).toBe(before.mtimeMs)
    // What is sent is the kept file itself, not a new rendering.
    await writeFile(kept, 'kept')
    expect(await (await fetch(url)).text()).toBe('kept')
  })

  it('sends an older name to the current one, and refuses unlisted and unknown pictures', async () => {
    const result = await scrape(`/property/${ids.photo}`)
    const current = new URL(result.ogImage![0]!.url).pathname
    const old = await fetch(`${origin}/og/property/${ids.photo}-000000000000.jpg`, {
      redirect: 'manual',
    })
    expect(old.status).toBe(302)
    expect(old.headers.get('location')).toBe(current)
    for (const name of [
      `property/${ids.hidden}-000000000000.jpg`,
      'property/99999999-000000000000.jpg',
      'property/99999999999-000000000000.jpg',
      'content/no-such-cover-000000000000.png',
      'home-0000.png',
      '..%2f..%2fetc%2fpasswd',
    ]) {
      expect((await fetch(`${origin}/og/${name}`)).status, name).toBe(404)
    }
    const home = await fetch(`${origin}/og/home-000000000000.png`, { redirect: 'manual' })
    expect(home.status).toBe(302)
  })
})
