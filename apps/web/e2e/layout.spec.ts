import type { Locator, Page } from '@playwright/test'
import { asSeparateClient } from './accounts'
import { expect, screenshot, test } from './fixtures'

/** The demo owner, whose long name used to push the header onto two lines. */
const OWNER = { login: 'owner@demo.godownhub.in', password: 'demo-owner' }
const OWNER_NAME = 'Rajesh Logistics Parks'

/** Logs the demo owner in the way the login page stores it, without going through the page. */
async function loginAsDemoOwner(page: Page) {
  await asSeparateClient(page)
  const answer = await page.request.post('/api/login', {
    data: { email_or_phone: OWNER.login, password: OWNER.password },
  })
  expect(answer.ok()).toBe(true)
  const { token, ...user } = (await answer.json()).data
  expect(user.name).toBe(OWNER_NAME)
  await page.addInitScript(
    ([t, u]) => {
      localStorage.setItem('authToken', t)
      localStorage.setItem('userData', u)
    },
    [token, JSON.stringify(user)] as const,
  )
}

/** How many lines the element's text is laid out on (icons beside it do not count). */
const textLines = (item: Locator) =>
  item.evaluate((el) => {
    const tops = new Set<number>()
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim()) continue
      const range = document.createRange()
      range.selectNodeContents(node)
      for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top))
    }
    return tops.size
  })

test.describe('header from 1024 px up, logged in as an owner with a long name', () => {
  test.skip(({ isMobile }) => isMobile, 'desktop widths')

  for (const width of [1024, 1152, 1280, 1440]) {
    test(`no entry wraps and nothing overlaps at ${width} px`, async ({ page }) => {
      await loginAsDemoOwner(page)
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/about-us')
      const profile = page.getByRole('button', { name: /account menu/ })
      await expect(profile).toBeVisible()

      const bar = page.getByRole('navigation', { name: 'Main' })
      // From 1280 px the entries sit in the bar; below, the menu button opens them in a panel.
      const entries = (width >= 1280 ? bar : page.getByRole('navigation', { name: 'Mobile menu' }))
        .getByRole('listitem')
        .locator('a, button')
      if (width < 1280) {
        await expect(bar).toBeHidden()
        await page.getByRole('button', { name: 'Open menu' }).click()
      }
      await expect(entries).toHaveText(['Home', 'About Us', 'Contact Us', 'Listed Properties'])
      for (const entry of await entries.all())
        expect(await textLines(entry), (await entry.textContent()) ?? '').toBe(1)
      if (width < 1280) await page.getByRole('button', { name: 'Close menu' }).click()

      // The owner's name shows whole on one line, and the bar's parts do not overlap.
      const name = profile.getByText(OWNER_NAME, { exact: true })
      expect(await textLines(name)).toBe(1)
      expect(await name.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
      const parts = await page
        .getByTestId('main-header')
        .locator(':scope > div > *:visible')
        .evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as DOMRect))
      for (let i = 1; i < parts.length; i++)
        expect(parts[i]!.left).toBeGreaterThanOrEqual(parts[i - 1]!.right)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)

      await profile.click()
      await expect(page.getByRole('link', { name: 'My Properties', exact: true })).toBeVisible()
      await screenshot(page, `header-owner-${width}`, 'desktop')
    })
  }
})

test('the top bar keeps the phone number on one line on a tablet', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 900 })
  await page.goto('/')
  const phone = page.getByRole('banner').getByRole('link', { name: /^\+91/ })
  expect(await textLines(phone)).toBe(1)
})

test('the profile dropdown stays inside a 360 px screen', async ({ page }, info) => {
  await loginAsDemoOwner(page)
  await page.setViewportSize({ width: 360, height: 740 })
  await page.goto('/about-us')
  const profile = page.getByRole('button', { name: /account menu/ })
  await profile.click()
  const dropdown = page.locator(`[id="${await profile.getAttribute('aria-controls')}"]`)
  await expect(dropdown).toBeVisible()
  const box = (await dropdown.boundingBox())!
  expect(box.x).toBeGreaterThanOrEqual(0)
  expect(box.x + box.width).toBeLessThanOrEqual(360)
  expect(box.width).toBe(300)
  await screenshot(page, 'profile-menu-360', info.project.name)
})

test.describe('home page latest cards', () => {
  test.skip(({ isMobile }) => isMobile, 'sets its own widths')

  /** How many cards share the first row. */
  async function firstRowCount(page: Page) {
    const cards = page.getByRole('list', { name: 'Latest properties' }).getByRole('listitem')
    await expect(cards).toHaveCount(6)
    const tops = await cards.evaluateAll((els) =>
      els.map((el) => Math.round(el.getBoundingClientRect().top)),
    )
    return tops.filter((top) => top === tops[0]).length
  }

  // docs/decisions/006-home-card-columns.md: 1 column below 400 px, 2 up to 1023 px, then 3.
  for (const [width, columns] of [
    [360, 1],
    [400, 2],
    [600, 2],
    [768, 2],
    [1024, 3],
  ] as const) {
    test(`${columns} column(s) at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await page.goto('/')
      // Polled: read straight after the cards arrive, the layout was seen unsettled once under
      // heavy load (one card a row at 600 and 768 px); what counts is where it settles.
      await expect.poll(() => firstRowCount(page)).toBe(columns)
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width)
    })
  }
})

test('/dev/outbox is the 404 page in the production build', async ({ page }) => {
  await page.goto('/dev/outbox')
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Dev outbox' })).toHaveCount(0)
})

test("the login warning's Login waits 5 s, counting down, then goes to /login", async ({
  page,
}) => {
  await page.goto('/')
  const cards = page.getByRole('list', { name: 'Latest properties' }).getByRole('listitem')
  await cards.first().getByRole('link', { name: 'View Details' }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Login Required')
  await dialog.getByRole('button', { name: 'Login' }).click()
  const confirmedAt = Date.now()
  await expect(dialog).toContainText(/Taking you to the login page in [45] s/)
  await expect(page).toHaveURL(/\/$/)
  await expect(page).toHaveURL(/\/login$/, { timeout: 8_000 })
  expect(Date.now() - confirmedAt).toBeGreaterThanOrEqual(4_500)
  expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe('/')
})
