import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type ConsoleMessage, type Page } from '@playwright/test'
import { APP_READY_ATTRIBUTE } from '../src/app/providers'

/**
 * Makes `page.goto` and `page.reload` return once the app runs: the server's markup for visitors
 * paints before the app starts, and a button pressed before then only acts once it runs
 * (public/start-app.js). The `page` fixture has it; a page a test opens in a context of its own calls it.
 */
export function waitForAppOnNavigation(page: Page) {
  const appRuns = () =>
    page.locator(`html[${APP_READY_ATTRIBUTE}="ready"]`).waitFor({ state: 'attached' })
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (...args) => {
    const response = await goto(...args)
    await appRuns()
    return response
  }
  page.reload = async (...args) => {
    const response = await reload(...args)
    await appRuns()
    return response
  }
}

/**
 * The journeys save screenshots for a person to look at (apps/web/e2e/screenshots, /tmp/shots)
 * only with E2E_SHOTS=1: a full-page PNG costs a second or more, and nobody looks at CI's.
 */
export const TAKE_SCREENSHOTS = Boolean(process.env.E2E_SHOTS)

/**
 * Makes every page's and locator's screenshot in this worker answer an empty image at once
 * (their classes are Playwright's own, reached through one page).
 */
function skipScreenshots(page: Page) {
  const none = async () => Buffer.alloc(0)
  Object.assign(Object.getPrototypeOf(page), { screenshot: none })
  Object.assign(Object.getPrototypeOf(page.locator('html')), { screenshot: none })
}

/**
 * Every journey fails on a console error or an uncaught page error, and can scan the page
 * for accessibility problems with axe. Its page waits for the app after each navigation
 * (waitForAppOnNavigation) unless the test turns JavaScript off.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled) waitForAppOnNavigation(page)
    if (!TAKE_SCREENSHOTS) skipScreenshots(page)
    await provide(page)
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = []
      const onConsole = (msg: ConsoleMessage) => {
        if (msg.type() !== 'error') return
        // Chromium logs every 4xx API answer; those are expected outcomes (wrong OTP, 401, the
        // dev outbox's 404 in production) that the journeys assert on the page itself.
        const expectedApiRefusal =
          msg.location().url.includes('/api/') && /status of 4\d\d/.test(msg.text())
        if (!expectedApiRefusal) errors.push(msg.text())
      }
      const onPageError = (err: Error) => errors.push(err.message)
      page.on('console', onConsole)
      page.on('pageerror', onPageError)
      await use(errors)
      // A page may outlive the test (the phone sweep keeps one per role).
      page.off('console', onConsole)
      page.off('pageerror', onPageError)
      expect(errors, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }

export async function expectNoA11yViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze()
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
  expect(summary, 'axe violations').toEqual([])
}

/** Logs a user in the way the app stores it (the accounts issue adds the real flow). */
export async function loginAs(page: Page, user: { id: number; name: string; user_type: number }) {
  await page.addInitScript((u) => {
    localStorage.setItem('authToken', 'e2e-token')
    localStorage.setItem('userData', JSON.stringify(u))
  }, user)
  // The token is not a real session: the hearts on the home page's cards ask for the
  // shortlist, and a 401 would log this pretend user out. They get an empty shortlist.
  await page.route('**/api/shortlist', (route) =>
    route.fulfill({ json: { success: true, data: { ids: [], items: [] } } }),
  )
}

export async function screenshot(page: Page, name: string, project: string) {
  await page.screenshot({ path: `apps/web/e2e/screenshots/${project}-${name}.png`, fullPage: true })
}
