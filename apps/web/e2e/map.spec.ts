import { SEARCH_TEXTS } from '@app/contract/search-texts'
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

test('without tiles the map shows its markers on a plain background and says so; moving it offers a new search', async ({
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
    await loginAsNewSeeker(page)
    await page.goto('/map-location')
    await expect(page.getByText(SEARCH_TEXTS.mapNoTiles)).toBeVisible()
    await expect(clusters(page).first()).toBeVisible()
    const count = page.getByText(/^[\d,]+ listings? in this area$/)
    await expect(count).toBeVisible()
    await expect(page.getByRole('button', { name: SEARCH_TEXTS.searchThisArea })).toHaveCount(0)
    await shot(page, 'no-tiles', info.project.name)

    await map(page).getByRole('button', { name: 'Zoom in', exact: true }).click()
    const searchHere = page.getByRole('button', { name: SEARCH_TEXTS.searchThisArea })
    await expect(searchHere).toBeVisible()
    const asked = page.waitForResponse((r) => r.url().includes('/api/properties/map?'))
    await searchHere.click()
    expect((await asked).status()).toBe(200)
    await expect(searchHere).toHaveCount(0)
    await expect(count).toBeVisible()
  } finally {
    forgetTileFailures()
  }
})
