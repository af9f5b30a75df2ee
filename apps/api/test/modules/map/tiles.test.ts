import { MAP_TILE_ATTRIBUTION_DEFAULT, MAP_TILE_URL_DEFAULT } from '@app/contract/site'
import { afterAll, describe, expect, it } from 'vitest'
import { parseConfig, tileSource } from '../../../src/config'
import { createTestApp } from '../../helpers/app'

/** MAP_TILE_URL: where the map's tiles come from, told to the page and allowed by its CSP. */
const apps: Awaited<ReturnType<typeof createTestApp>>[] = []
afterAll(() => Promise.all(apps.map((t) => t.close())))

const imgSrc = (csp: string) => /img-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? []

describe('MAP_TILE_URL', () => {
  it("is OpenStreetMap's tile server by default, with its attribution", () => {
    const config = parseConfig({})
    expect(config.site.map_tile_url).toBe('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    expect(config.site.map_tile_attribution).toBe('© OpenStreetMap contributors')
    expect(config.map.tileSource).toBe('https://tile.openstreetmap.org')
  })

  it("takes a template's origin as the CSP source, a {s} subdomain as a wildcard", () => {
    expect(tileSource('https://{s}.tile.example.in/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.in',
    )
    expect(tileSource('http://127.0.0.1:4567/tiles/{z}/{x}/{y}.png')).toBe('http://127.0.0.1:4567')
    expect(tileSource('https://tiles.example.in/{z}/{y}/{x}@2x.png?key=abc')).toBe(
      'https://tiles.example.in',
    )
  })

  it('refuses a template that is not an http(s) tile URL, naming the key', () => {
    for (const bad of [
      'ftp://tiles.example.in/{z}/{x}/{y}.png',
      'https://tiles.example.in/{z}/{x}.png',
      'https://tiles-{s}.example.in/{z}/{x}/{y}.png',
      'tiles.example.in/{z}/{x}/{y}.png',
      "https://tiles.example.in'; script-src */{z}/{x}/{y}.png",
    ]) {
      expect(() => parseConfig({ MAP_TILE_URL: bad }), bad).toThrow(
        /MAP_TILE_URL: must be an http\(s\) URL/,
      )
    }
  })

  it('reaches the page with the site facts and lets its images through the CSP', async () => {
    const url = 'http://127.0.0.1:4567/{z}/{x}/{y}.png'
    const t = await createTestApp({
      env: { MAP_TILE_URL: url, MAP_TILE_ATTRIBUTION: 'Local tiles' },
    })
    apps.push(t)
    const site = (await t.app.inject('/api/site')).json().data
    expect(site).toMatchObject({ map_tile_url: url, map_tile_attribution: 'Local tiles' })
    const res = await t.app.inject('/api/health')
    expect(imgSrc(String(res.headers['content-security-policy']))).toEqual([
      "'self'",
      'data:',
      'blob:',
      'http://127.0.0.1:4567',
    ])
  })

  it('allows only the default tile server when unset', async () => {
    const t = await createTestApp()
    apps.push(t)
    const res = await t.app.inject('/api/health')
    expect(imgSrc(String(res.headers['content-security-policy']))).toContain(
      'https://tile.openstreetmap.org',
    )
    const site = (await t.app.inject('/api/site')).json().data
    expect(site.map_tile_url).toBe(MAP_TILE_URL_DEFAULT)
    expect(site.map_tile_attribution).toBe(MAP_TILE_ATTRIBUTION_DEFAULT)
  })
})
