import type { Locator, Page } from '@playwright/test'
import { expect, loginAs, test } from './fixtures'

/** Navigation that never surprises (issue 25, decision 040): a phone is where it hurts. */
test.beforeEach(({ page }, info) => {
  void page
  test.skip(info.project.name !== 'phone', 'a 360 px phone journey')
})

const scrollY = (page: Page) => page.evaluate(() => window.scrollY)
/** The terms page is long: a position far down it is not the top by accident. */
const LONG_PAGE = '/terms'

async function scrollDown(page: Page, y = 1_500) {
  await page.evaluate((to) => window.scrollTo(0, to), y)
  await expect.poll(() => scrollY(page)).toBe(y)
  // React Router saves the position when the page hides or the route changes.
  return y
}

test.describe('scroll', () => {
  test('a page opened directly starts at the top, whatever the last direct load kept', async ({
    page,
  }) => {
    await page.goto(LONG_PAGE)
    await scrollDown(page)
    await page.goto('/privacy')
    await expect.poll(() => scrollY(page)).toBe(0)
    await page.goto(LONG_PAGE)
    await expect.poll(() => scrollY(page)).toBe(0)
  })

  test('a reload starts at the top', async ({ page }) => {
    await page.goto(LONG_PAGE)
    await scrollDown(page)
    await page.reload()
    // Long enough for the browser's own restoration to have happened, had it been on.
    await page.waitForTimeout(500)
    expect(await scrollY(page)).toBe(0)
  })

  test('Back and Forward restore each entry its own position; a new page starts at the top', async ({
    page,
  }) => {
    await page.goto(LONG_PAGE)
    const onTerms = await scrollDown(page, 1_200)
    // Clicked where it is: a pointer click would first scroll the footer into view.
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Privacy Policy' })
      .evaluate((a: HTMLElement) => a.click())
    await expect(page).toHaveURL(/\/privacy$/)
    await expect.poll(() => scrollY(page)).toBe(0)
    const onPrivacy = await scrollDown(page, 700)
    await page.goBack()
    await expect(page).toHaveURL(/\/terms$/)
    await expect.poll(() => scrollY(page)).toBe(onTerms)
    await page.goForward()
    await expect(page).toHaveURL(/\/privacy$/)
    await expect.poll(() => scrollY(page)).toBe(onPrivacy)
  })
})

test.describe('404', () => {
  test('opened in a fresh tab: shows "404" once and goes home, not to a blank tab', async ({
    page,
  }) => {
    await page.goto('/no-such-page')
    await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('404 Page Not Found')
    expect((await page.locator('main').innerText()).match(/404/g)).toHaveLength(1)
    await expect(page.getByText('Taking you home in a moment…')).toBeVisible()
    const entries = await page.evaluate(() => window.history.length)
    await expect(page).toHaveURL(/\/$/, { timeout: 6_000 })
    // Home in place of the 404: Back does not come back to it.
    expect(await page.evaluate(() => window.history.length)).toBe(entries)
  })

  test('reached from a page of the site: steps back to it', async ({ page, baseURL }) => {
    await page.goto('/about-us')
    await page.goto('/no-such-page', { referer: `${baseURL}/about-us` })
    // The page's words are the unit test's (a loaded machine may be back before a check).
    await expect(page).toHaveURL(/\/about-us$/, { timeout: 6_000 })
  })
})

test.describe('menus close on every navigation', () => {
  const menuButton = (page: Page) => page.getByRole('button', { name: 'Open menu' })
  const panel = (page: Page) => page.getByRole('navigation', { name: 'Mobile menu' })

  test('after tapping the logo on the home page', async ({ page }) => {
    await page.goto('/')
    await menuButton(page).click()
    await expect(panel(page)).toBeVisible()
    await panel(page).getByRole('link', { name: /home$/ }).click()
    await expect(panel(page)).toBeHidden()
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false')
  })

  test('after register -> login -> register', async ({ page }) => {
    await page.goto('/register')
    await menuButton(page).click()
    await panel(page).getByRole('link', { name: 'Login' }).click()
    await expect(page).toHaveURL(/\/login$/)
    await expect(panel(page)).toBeHidden()
    await page.getByRole('main').getByRole('link', { name: 'Register to find space' }).click()
    await expect(page).toHaveURL(/\/register$/)
    await expect(panel(page)).toBeHidden()
    await page.goBack()
    await page.goBack()
    await expect(page).toHaveURL(/\/register$/)
    await expect(panel(page)).toBeHidden()
  })
})

test.describe('presses before the app runs', () => {
  /** A fresh page whose app entry waits until `release()`: the server's markup alone. */
  async function beforeTheApp(page: Page) {
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/assets/index-*.js', async (route) => {
      await held
      await route.continue()
    })
    return release
  }

  test('the menu button tapped early opens the menu once the app runs', async ({ context }) => {
    const page = await context.newPage()
    const release = await beforeTheApp(page)
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' })
    await expect(page.locator('html')).not.toHaveAttribute('data-app', /.+/)
    await page.getByRole('button', { name: 'Open menu' }).click()
    release()
    await expect(page.getByRole('navigation', { name: 'Mobile menu' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  test('Login in the bar is a link that works before the app runs', async ({ context }) => {
    const page = await context.newPage()
    await beforeTheApp(page) // never released: the app does not run on this page
    await page.goto('/about-us', { waitUntil: 'domcontentloaded' })
    await page.getByRole('banner').getByRole('link', { name: 'Login', exact: true }).click()
    await expect(page).toHaveURL(/\/login$/)
  })
})

/** The hit area of each control, at least 44x44 px (issue 25). */
async function expectHitAreas(controls: Locator) {
  const boxes = await controls.evaluateAll((els) =>
    els
      .filter((el) => (el as HTMLElement).offsetParent !== null)
      .map((el) => {
        const r = el.getBoundingClientRect()
        return {
          name: el.textContent?.trim() || el.getAttribute('aria-label'),
          w: r.width,
          h: r.height,
        }
      }),
  )
  expect(boxes.length).toBeGreaterThan(0)
  expect(boxes.filter((b) => b.h < 44 || b.w < 44)).toEqual([])
}

test.describe('the shell at 360 px', () => {
  test("header and footer controls have 44 px hit areas; the newsletter's field keeps its height", async ({
    page,
  }) => {
    await page.goto('/')
    await expectHitAreas(page.getByRole('banner').locator('a, button'))
    await expectHitAreas(page.getByRole('contentinfo').locator('nav a, ul a'))
    const email = page.getByLabel('Email address')
    expect((await email.boundingBox())?.height).toBeGreaterThanOrEqual(44)
  })

  test('an owner has one Add Listing action, in the menu, and no Post Properties', async ({
    page,
  }) => {
    await loginAs(page, { id: 7, name: 'Ravi Kumar', user_type: 2 })
    await page.goto('/')
    await page.getByRole('button', { name: 'Open menu' }).click()
    const panel = page.getByRole('navigation', { name: 'Mobile menu' })
    await expect(panel.getByRole('link', { name: 'Add Listing' })).toBeVisible()
    await expect(
      page.getByRole('link', { name: /Add Listing/ }).filter({ visible: true }),
    ).toHaveCount(1)
    const header = page.getByRole('banner')
    await expect(header.getByRole('button', { name: 'Post Properties for free' })).toHaveCount(0)
    await panel.getByRole('link', { name: 'Add Listing' }).click()
    await expect(page).toHaveURL(/\/add-new-listing$/)
  })

  test('the scroll-to-top button covers no footer control or text at the end of the page', async ({
    page,
  }) => {
    for (const path of ['/', '/no-such-page', LONG_PAGE]) {
      await page.goto(path)
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
      const button = page.getByRole('button', { name: 'Scroll to top' })
      await expect(button).toBeVisible()
      const box = (await button.boundingBox())!
      const covered = await page.getByRole('contentinfo').evaluate((footer, b) => {
        const hits: string[] = []
        const walker = document.createTreeWalker(footer, NodeFilter.SHOW_TEXT)
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim()) continue
          const range = document.createRange()
          range.selectNodeContents(node)
          for (const r of range.getClientRects())
            if (r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height)
              hits.push(node.textContent.trim())
        }
        for (const el of footer.querySelectorAll('a, button')) {
          const r = el.getBoundingClientRect()
          if (r.right > b.x && r.left < b.x + b.width && r.bottom > b.y && r.top < b.y + b.height)
            hits.push(el.textContent?.trim() ?? '')
        }
        return hits
      }, box)
      expect(covered, path).toEqual([])
    }
  })
})
