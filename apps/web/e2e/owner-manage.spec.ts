import { mkdirSync } from 'node:fs'
import { randomInt } from 'node:crypto'
import { request, type Browser, type Locator, type Page, type TestInfo } from '@playwright/test'
import { asSeparateClient, loginThroughPage } from './accounts'
import {
  expect,
  expectNoA11yViolations,
  screenshot,
  test,
  waitForAppOnNavigation,
} from './fixtures'

const SHOTS = '/tmp/shots'
const SEEKER = { login: 'seeker@demo.godownhub.in', password: 'demo-seeker', name: 'Priya Nair' }
/**
 * One demo owner per browser project: both run at once against one server, and each works on
 * a listing of its own.
 */
const OWNER = {
  desktop: { login: 'owner@demo.godownhub.in', password: 'demo-owner' },
  phone: { login: 'owner2@demo.godownhub.in', password: 'demo-owner' },
} as const
/**
 * The owner's third newest listing: the newest three are the ones the listing journeys open,
 * filter by and unlock.
 */
const CARD = 2

/** The phone project at 360 px; the desktop one widened to 1440 px for this journey. */
async function wideOnDesktop(page: Page, info: TestInfo) {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
}

/** Lazy pictures load only near the screen: pass every one of them before a whole-page shot. */
async function loadPictures(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y)
      await new Promise((resolve) => requestAnimationFrame(resolve))
    }
  })
  await expect
    .poll(() => page.evaluate(() => Array.from(document.images).every((img) => img.complete)))
    .toBe(true)
}

/** Saved with the other journeys' screenshots and, by width, to /tmp/shots for a look. */
async function shot(page: Page, name: string, info: TestInfo, { dialog = false } = {}) {
  if (!dialog) await loadPictures(page)
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0))
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: !dialog })
  await screenshot(page, name, info.project.name)
}

async function shotOf(locator: Locator, name: string, info: TestInfo) {
  mkdirSync(SHOTS, { recursive: true })
  const width = locator.page().viewportSize()?.width ?? 0
  await locator.scrollIntoViewIfNeeded()
  await locator.screenshot({ path: `${SHOTS}/${width}-${name}.png` })
  await locator.screenshot({ path: `apps/web/e2e/screenshots/${info.project.name}-${name}.png` })
}

/** A word no demo listing has, for finding this listing by search (letters only). */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')

/** The demo seeker unlocks the listing through the API, as a separate client would. */
async function seekerUnlocks(propertyId: number) {
  const api = await request.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.9.${randomInt(0, 255)}.${randomInt(1, 254)}` },
  })
  try {
    const login = await api.post('/api/login', {
      data: { email_or_phone: SEEKER.login, password: SEEKER.password },
    })
    expect(login.ok()).toBe(true)
    const token = (await login.json()).data.token as string
    const unlock = await api.post('/api/property/unlock', {
      data: { property_id: propertyId },
      headers: { authorization: `Bearer ${token}` },
    })
    expect(unlock.ok(), await unlock.text()).toBe(true)
  } finally {
    await api.dispose()
  }
}

/** The demo seeker's search of /property for `term`, in a browser of their own. */
async function seekerSearch(browser: Browser, term: string) {
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const page = await context.newPage()
  waitForAppOnNavigation(page)
  await asSeparateClient(page)
  await loginThroughPage(page, SEEKER.login, SEEKER.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto(`/property?q=${term}`)
  return { page, close: () => context.close() }
}

test('an owner edits a listing, sees a partial save, deletes an image, sees a lead and lets it', async ({
  page,
  browser,
}, info) => {
  // Two logins, four saves, a search before and after: a long journey on a shared machine.
  test.slow()
  await wideOnDesktop(page, info)
  await asSeparateClient(page)
  const owner = OWNER[info.project.name as keyof typeof OWNER]
  await loginThroughPage(page, owner.login, owner.password)
  await expect(page).toHaveURL(/\/$/)

  // My Properties: the demo listings are all complete; six at a time.
  await page.goto('/my-properties')
  const cards = page.getByRole('list', { name: 'My Properties' }).getByRole('listitem')
  await expect(cards).toHaveCount(6)
  for (const card of await cards.all()) await expect(card.getByText('Complete')).toBeVisible()
  await expect(cards.first().getByRole('link', { name: 'View Details' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'View More' })).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'my-properties', info)

  await cards.nth(CARD).getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/property\/\d+$/)
  const id = Number(/\/property\/(\d+)$/.exec(page.url())![1])
  const pricing = page.getByRole('heading', { name: 'Pricing Info' }).locator('..')
  const contact = page.getByRole('heading', { name: 'Contact Details' }).locator('..')
  const leads = page.getByRole('region', { name: 'Leads' })
  await expect(page.getByRole('button', { name: 'Edit Property' })).toBeVisible()
  await expect(leads).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'owner-view', info)

  // Price and address: both saved.
  const editor = page.getByRole('dialog', { name: 'Edit Property Details' })
  const price = 100_000 + randomInt(0, 899_999)
  const street = `Gala ${randomInt(1, 99)}, E2E Road`
  await page.getByRole('button', { name: 'Edit Property' }).click()
  await expect(editor.getByLabel(/^City/)).not.toHaveValue('')
  await expectNoA11yViolations(page)
  await shot(page, 'edit-modal', info, { dialog: true })
  await editor.getByLabel(/^Price/).fill(String(price))
  await editor.getByLabel(/^Address/).fill(street)
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  const success = page.getByRole('dialog', { name: 'Success' })
  await expect(success).toContainText('Successfully updated: pricing and address')
  await expect(editor).toBeHidden()
  const rupees = `₹${new Intl.NumberFormat('en-IN').format(price)}`
  await expect(pricing.getByText(rupees)).toBeVisible()
  await expect(contact.getByText(street)).toBeVisible()
  await expect(success).toBeHidden()

  // A new name goes through; the address call is refused: a partial save.
  const term = word()
  const name = `E2E Godown ${term}`
  await page.route('**/api/address/*', (route) =>
    route.request().method() === 'PUT'
      ? route.fulfill({
          status: 422,
          json: {
            success: false,
            code: 'VALIDATION_FAILED',
            message: 'This city is not in the selected district.',
            errors: { city_id: ['This city is not in the selected district.'] },
          },
        })
      : route.continue(),
  )
  await page.getByRole('button', { name: 'Edit Property' }).click()
  await editor.getByLabel(/^Property Title/).fill(name)
  await editor.getByLabel(/^Address/).fill(`${street}, Gate 2`)
  await editor.getByRole('button', { name: 'Save Changes' }).click()
  const warning = page.getByRole('dialog', { name: 'Warning' })
  await expect(warning).toContainText(
    'Partially updated: basic info. Errors: Address error: This city is not in the selected district.',
  )
  await shot(page, 'edit-partial', info, { dialog: true })
  await page.unroute('**/api/address/*')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  // It closes by itself after 5 s.
  await expect(warning).toBeHidden()
  await editor.getByRole('button', { name: 'Cancel' }).click()
  await expect(contact.getByText(street, { exact: true })).toBeVisible()

  // An image goes after 'Delete Image?'.
  await page.getByRole('button', { name: 'Edit Property' }).click()
  const images = editor.getByRole('list', { name: 'Current images' }).getByRole('listitem')
  await expect(images).toHaveCount(3)
  await editor.getByRole('group', { name: 'Property Images' }).scrollIntoViewIfNeeded()
  await shot(page, 'edit-images', info, { dialog: true })
  await editor.getByRole('button', { name: 'Delete Inside' }).click()
  const confirm = page.getByRole('dialog', { name: 'Delete Image?' })
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('dialog', { name: 'Success' })).toContainText(
    'Image has been deleted successfully.',
  )
  await expect(images).toHaveCount(2)
  await editor.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByRole('button', { name: /Show image/ })).toHaveCount(2)

  // A seeker unlocks it: the owner sees who.
  await expect(leads.getByText('No one has unlocked this property yet.')).toBeVisible()
  await seekerUnlocks(id)
  await page.reload()
  await expect(leads.getByText(SEEKER.name)).toBeVisible()
  await expect(leads.getByRole('link', { name: '9000000001' })).toHaveAttribute(
    'href',
    'tel:9000000001',
  )
  await expect(leads.getByRole('link', { name: SEEKER.login })).toHaveAttribute(
    'href',
    `mailto:${SEEKER.login}`,
  )
  await expectNoA11yViolations(page)
  await shotOf(leads, 'leads-panel', info)

  // Seekers find it by its new name until it is let.
  const before = await seekerSearch(browser, term)
  await expect(before.page.getByRole('heading', { name })).toBeVisible()
  await before.close()

  await page.goto('/my-properties')
  const card = cards.filter({ has: page.getByRole('heading', { name }) })
  await card.getByRole('button', { name: 'Mark as let / sold' }).click()
  const letDialog = page.getByRole('dialog', { name: 'Mark as let / sold?' })
  await letDialog.getByRole('button', { name: 'Mark as let / sold' }).click()
  await expect(card.getByText('Let / sold', { exact: true })).toBeVisible()
  await expect(card.getByRole('button', { name: 'Relist' })).toBeVisible()

  const after = await seekerSearch(browser, term)
  await expect(after.page.getByText('No Properties Found')).toBeVisible()
  await after.close()

  // Back on the market, so the demo data is as it was for other journeys.
  await card.getByRole('button', { name: 'Relist' }).click()
  await page
    .getByRole('dialog', { name: 'Relist this property?' })
    .getByRole('button', { name: 'Relist' })
    .click()
  await expect(card.getByText('On the market', { exact: true })).toBeVisible()
})

test('My Properties tells a seeker it is for owners', async ({ page }, info) => {
  await asSeparateClient(page)
  await loginThroughPage(page, SEEKER.login, SEEKER.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/my-properties')
  await expect(
    page.getByText(
      'This page is for property owners only. Use "Unlocked Properties" to see properties you\'ve unlocked.',
    ),
  ).toBeVisible()
  await screenshot(page, 'my-properties-seeker', info.project.name)
})
