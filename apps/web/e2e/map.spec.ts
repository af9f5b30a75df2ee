import { SEARCH_TEXTS, SPEC_FORM_TEXTS } from '@app/contract/search-texts'
import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { asSeparateClient, loginThroughPage, newPerson, registerViaApi } from './accounts'
import { newApiPerson, publishListingViaApi } from './api-people'
import { expect, test } from './fixtures'

/**
 * Map search (/map-location): the server's clusters for the viewport, a cluster zoomed into
 * until its listings stand as price pills, a pill's card and its link; and the map without tiles.
 * Tiles come from MAP_TILE_URL, a loopback address (playwright.config.ts) served here by
 * page.route.
 */

/** A plain map-like tile: a pale ground with a faint grid. */
const TILE = sharp(
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef1ea"/>
    <path d="M0 128H256M128 0V256" stroke="#dfe4da" stroke-width="2"/>
    <path d="M0 0H256V256" fill="none" stroke="#e6eae2" stroke-width="1"/></svg>`),
)
  .png()
  .toBuffer()

async function serveTiles(page: Page) {
  const png = await TILE
  await page.route('**/tiles/*/*/*.png', (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: png }),
  )
}

async function loginAsNewSeeker(page: Page) {
  await asSeparateClient(page)
  const person = newPerson('Meera Iyer')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)
}

const shot = (page: Page, name: string, project: string) =>
  page.screenshot({ path: `/tmp/shots15/map-${project}-${name}.png` })

const map = (page: Page) => page.getByRole('region', { name: 'Map of listings' })
const clusters = (page: Page) => map(page).getByRole('button', { name: /listings?: zoom in$/ })

test('a seeker zooms into a cluster, opens a listing card and follows it', async ({
  page,
}, info) => {
  test.setTimeout(90_000)
  // Two listings at one PIN code share a point: a cluster until every listing is a point.
  const word = `mapjourney${Date.now().toString(36)}${info.project.name}`
  const owner = await newApiPerson('Farhan Qureshi', 2)
  const ids = [
    await publishListingViaApi(owner, `Bhiwandi ${word} warehouse A`),
    await publishListingViaApi(owner, `Bhiwandi ${word} warehouse B`),
  ]
  await owner.dispose()

  await serveTiles(page)
  // Desktop is looked at as wide as the design's reference screen.
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await loginAsNewSeeker(page)
  await page.goto('/map-location')
  await expect(page.getByText(/^[\d,]+ listings? in this area$/)).toBeVisible()
  await expect(clusters(page).first()).toBeVisible()
  await expect(map(page).getByRole('link', { name: 'OpenStreetMap' })).toBeVisible()
  await shot(page, 'india', info.project.name)

  // The keyword from the compact filter bar (folded behind Filters on phones) writes the URL.
  const filtersButton = page.getByRole('button', { name: /^Filters/ })
  if (await filtersButton.isVisible()) await filtersButton.click()
  const bar = page.getByRole('search', { name: 'Filter the map' })
  await bar.getByLabel('Keyword').fill(word)
  await bar.getByLabel('Purchase type').selectOption({ label: 'Rent' })
  await bar.getByRole('button', { name: 'Apply' }).click()
  await expect(page).toHaveURL(new RegExp(`q=${word}`))
  await expect(page.getByText('2 listings in this area')).toBeVisible()

  // The cluster, from the keyboard, until the two stand apart as price pills.
  const pills = map(page).getByRole('button', { name: /^₹1,45,000 Rent, / })
  for (let i = 0; i < 10 && (await pills.count()) === 0; i++) {
    const cluster = clusters(page).first()
    await expect(cluster).toHaveAccessibleName('2 listings: zoom in')
    const answered = page.waitForResponse((r) => r.url().includes('/api/properties/map?'))
    await cluster.focus()
    await page.keyboard.press('Enter')
    await answered
    await expect(map(page)).not.toHaveAttribute('aria-busy', 'true')
  }
  await expect(pills).toHaveCount(2)
  await expect(page.getByText('2 listings in this area')).toBeVisible()

  await pills.first().click()
  const card = page.getByRole('dialog')
  await expect(card.getByRole('heading', { name: new RegExp(`${word} warehouse`) })).toBeVisible()
  await expect(card).toContainText('₹1,45,000')
  await expect(card).toContainText('Rent')
  await expect(card.getByRole('img')).toHaveJSProperty('complete', true)
  await shot(page, 'card', info.project.name)
  const name = await card.getByRole('heading').innerText()
  await card.getByRole('link', { name: 'View details' }).click()
  await expect(page).toHaveURL(/\/property\/\d+$/)
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  expect(ids).toContain(Number(page.url().split('/').at(-1)))
})

/** Boxes on the page, for overlap checks. */
type Box = { x: number; y: number; width: number; height: number }
const intersects = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

/**
 * The outline layer's canvas (lib/offline-map): how many of its pixels are painted, and whether
 * each point given (page coordinates) falls on a painted one.
 */
const outline = (page: Page, points: { x: number; y: number }[]) =>
  page.evaluate((points) => {
    const canvas = document.querySelector<HTMLCanvasElement>('.leaflet-offline-outline-pane canvas')
    if (!canvas) return { painted: 0, under: [] as boolean[] }
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data
    let painted = 0
    for (let i = 3; i < pixels.length; i += 16) if (pixels[i]! > 0) painted++
    const rect = canvas.getBoundingClientRect()
    const under = points.map(({ x, y }) => {
      const px = Math.floor(((x - rect.left) * canvas.width) / rect.width)
      const py = Math.floor(((y - rect.top) * canvas.height) / rect.height)
      return pixels[(py * canvas.width + px) * 4 + 3]! > 0
    })
    return { painted, under }
  }, points)

test('without tiles the map stands on India’s outline with town names, under the clusters and clear of the status line; moving it offers a new search', async ({
  page,
  consoleErrors,
}, info) => {
  // The tiles' failed loads are this journey's subject, not a fault.
  const forgetTileFailures = () =>
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/Failed to load resource/.test(e)),
    )
  try {
    await page.route('**/tiles/**', (route) => route.abort())
    await loginAsNewSeeker(page)
    await page.goto('/map-location')
    await expect(page.getByText(SEARCH_TEXTS.mapNoTiles)).toBeVisible()
    await expect(clusters(page).first()).toBeVisible()
    const count = page.getByText(/^[\d,]+ listings? in this area$/)
    await expect(count).toBeVisible()
    await expect(page.getByRole('button', { name: SEARCH_TEXTS.searchThisArea })).toHaveCount(0)

    // India's states on the canvas under the markers, the clusters standing on them; towns named.
    const centres = await clusters(page).evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect()
        return { x: r.left + r.width / 2, y: r.top + r.height / 2 }
      }),
    )
    await expect.poll(async () => (await outline(page, [])).painted).toBeGreaterThan(1000)
    const { under } = await outline(page, centres)
    expect(under.filter(Boolean).length).toBeGreaterThan(centres.length / 2)
    await expect(page.locator('.offline-town').first()).toBeAttached()
    await expect(map(page).getByText(/Natural Earth/)).toBeAttached()

    // The status line never covers a cluster; the zoom buttons are a finger wide.
    const status = (await count.boundingBox())!
    for (const box of await clusters(page).evaluateAll((els) =>
      els.map((el) => el.getBoundingClientRect().toJSON() as Box),
    )) {
      expect(intersects(status, box)).toBe(false)
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
    }
    const zoomIn = map(page).getByRole('button', { name: 'Zoom in', exact: true })
    const zoomBox = (await zoomIn.boundingBox())!
    expect(Math.min(zoomBox.width, zoomBox.height)).toBeGreaterThanOrEqual(44)
    await page.screenshot({ path: `/tmp/shots/map/e2e-${info.project.name}-outline.png` })

    await zoomIn.click()
    const searchHere = page.getByRole('button', { name: SEARCH_TEXTS.searchThisArea })
    await expect(searchHere).toBeVisible()
    const asked = page.waitForResponse(
      (r) => r.url().includes('/api/properties/map?') && !r.url().includes('zoom=15'),
    )
    await searchHere.click()
    expect((await asked).status()).toBe(200)
    await expect(searchHere).toHaveCount(0)
    await expect(count).toBeVisible()
  } finally {
    forgetTileFailures()
  }
})

test('on a wide screen the listings in view are listed beside the map and follow it', async ({
  page,
  consoleErrors,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'phones have no room beside the map')
  try {
    await page.route('**/tiles/**', (route) => route.abort())
    await page.setViewportSize({ width: 1440, height: 900 })
    await loginAsNewSeeker(page)
    await page.goto('/map-location')
    const list = page.getByRole('list', { name: 'Listings in view' })
    await expect(list.getByRole('link').first()).toBeVisible()
    const first = list.getByRole('link').first()
    await expect(first).toHaveAttribute('href', /^\/property\/\d+$/)
    await expect(first).toHaveAccessibleName(/^₹[\d,]+ (Sale|Rent|Lease)/)
    // Beside the map, not over it.
    const mapBox = (await map(page).boundingBox())!
    const listBox = (await list.boundingBox())!
    expect(listBox.x).toBeGreaterThanOrEqual(mapBox.x + mapBox.width - 1)
    const summary = page.getByText(/^[\d,]+ listings?, nearest the middle first$/)
    const before = await summary.innerText()

    // A cluster zooms the map: the list asks again for the new view.
    const asked = page.waitForResponse((r) => r.url().includes('zoom=15'))
    await clusters(page).first().click()
    expect((await asked).status()).toBe(200)
    await expect(summary).not.toHaveText(before)
    await page.screenshot({ path: '/tmp/shots/map/e2e-desktop-list.png' })
    const name = await list.getByRole('link').first().getAttribute('href')
    await list.getByRole('link').first().click()
    await expect(page).toHaveURL(new RegExp(`${name}$`))
  } finally {
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/Failed to load resource/.test(e)),
    )
  }
})

test('the wizard’s pin map without tiles says it could not load and shows the pin at the PIN code on the outline', async ({
  page,
  consoleErrors,
}) => {
  test.setTimeout(90_000)
  try {
    await page.route('**/tiles/**', (route) => route.abort())
    // An owner whose listing stopped after step 3 (picture and price given).
    const owner = await newApiPerson('Kavita Shinde', 2)
    const cover = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#1f4e79' },
    })
      .jpeg()
      .toBuffer()
    const created = await owner.api.post('/api/properties-create-byagent', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        name: 'Pin map godown',
        type: '2',
        length: '100',
        width: '50',
        description: 'A godown whose owner sets its point on the map without tiles.',
        image: { name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover },
      },
    })
    expect(created.status()).toBe(201)
    const id = (await created.json()).data.id as number
    await owner.call('post', 'propertyprice', {
      property_id: id,
      price: 60000,
      purchase_type: 2,
      recuring_type: 4,
    })
    const attached = await owner.api.post('/api/propertyAttachment', {
      headers: { authorization: `Bearer ${owner.token}` },
      multipart: {
        property_id: String(id),
        name: 'Front view',
        img_url: { name: 'front.jpg', mimeType: 'image/jpeg', buffer: cover },
      },
    })
    expect(attached.ok()).toBe(true)
    await owner.dispose()

    await asSeparateClient(page)
    await loginThroughPage(page, owner.person.email, owner.person.password)
    await expect(page).toHaveURL(/\/$/)
    await page.goto(`/add-new-listing?continue=${id}`)
    // Steps 1 to 3 are done: the wizard opens at the address.
    await expect(page.getByText('Step 4 of 4', { exact: true })).toBeVisible()
    await page.getByLabel(/^Pin Code/).fill('421302')

    await expect(
      page.getByRole('status').filter({ hasText: SPEC_FORM_TEXTS.pinMapFailed }),
    ).toBeVisible()
    await expect(page.getByText(SPEC_FORM_TEXTS.pinHint)).toHaveCount(0)
    const pin = page.getByRole('button', { name: 'Property location pin' })
    await expect(pin).toBeVisible()
    // The pin stands in the middle of the map (at the PIN code's point), on the outline.
    const region = page.getByRole('region', { name: "Map of the property's location" })
    const pinBox = (await pin.boundingBox())!
    const mapBox = (await region.boundingBox())!
    expect(Math.abs(pinBox.x + pinBox.width / 2 - (mapBox.x + mapBox.width / 2))).toBeLessThan(4)
    await expect.poll(async () => (await outline(page, [])).painted).toBeGreaterThan(1000)
    await expect(page.locator('.offline-town').first()).toBeAttached()
    await region.scrollIntoViewIfNeeded()
    await page.screenshot({ path: `/tmp/shots/map/e2e-${test.info().project.name}-wizard-pin.png` })
  } finally {
    consoleErrors.splice(
      0,
      consoleErrors.length,
      ...consoleErrors.filter((e) => !/Failed to load resource/.test(e)),
    )
  }
})
