import { SIGNED_IN_COOKIE } from '@app/contract/constants'
import type { Page } from '@playwright/test'
import { loginThroughPage } from './accounts'
import { expect, test } from './fixtures'

/** The demo seeker (demo data is on in the e2e server). */
const SEEKER = { login: '9000000001', password: 'demo-seeker' }

const signedInCookie = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === SIGNED_IN_COOKIE)

test.describe('pages the server renders for visitors', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the home, listing and login pages are there, styled, with their titles', async ({
      page,
    }) => {
      await page.goto('/login')
      await expect(page).toHaveTitle(/^Login \| /)
      await expect(page.getByRole('heading', { name: 'Login to your account' })).toBeVisible()
      await expect(page.getByLabel(/^Email or Phone/)).toBeVisible()
      // Styled: the page's own style sheet is linked (the banner is dark, the body is not).
      const banner = page.getByRole('heading', { name: 'Login', exact: true })
      await expect(banner).toHaveCSS('color', 'rgb(255, 255, 255)')

      await page.goto('/property')
      await expect(page.getByText('Please login to continue').first()).toBeVisible()

      await page.goto('/')
      await expect(page.locator('main h1')).toBeVisible()
      await expect(page.locator('footer')).toContainText('All rights reserved')
    })
  })

  test('the app takes the markup over as it is (no rebuild, no hydration error)', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        ;(window as unknown as { firstHeader: Element | null }).firstHeader =
          document.querySelector('#root header')
      })
    })
    await page.goto('/login')
    // Working: the password toggle answers, which needs the app.
    const password = page.getByLabel(/^Password/)
    await password.fill('secret')
    await page.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    const kept = await page.evaluate(() => {
      const first = (window as unknown as { firstHeader: Element | null }).firstHeader
      return first !== null && first === document.querySelector('#root header')
    })
    expect(kept, 'the header the server sent is the one on the page').toBe(true)
    // The fixture fails the test on any console error, hydration mismatches included.
  })

  test('a visitor on a page that needs login still gets the login popup and goes to login', async ({
    page,
  }) => {
    await page.goto('/property/1')
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible()
    await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
  })

  test('after login the browser gets its own pages; after logout the visitor pages again', async ({
    page,
  }) => {
    await loginThroughPage(page, SEEKER.login, SEEKER.password)
    await expect(page).not.toHaveURL(/\/login$/)
    expect((await signedInCookie(page))?.value).toBe('1')

    // The server now sends the plain shell: the seeker's listing, never the visitor's popup.
    const html = await (await page.request.get('/property')).text()
    expect(html).toContain('<div id="root"></div>')
    await page.goto('/property')
    await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0)

    // A logged-in browser whose cookie went missing gets the visitor's markup, then its own page.
    await page.context().clearCookies()
    await page.goto('/property')
    await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
    expect((await signedInCookie(page))?.value).toBe('1')

    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await signedInCookie(page)).toBeUndefined()
  })
})
