import { SESSION_COOKIE, SIGNED_IN_COOKIE } from '@app/contract/constants'
import type { Page } from '@playwright/test'
import { loginThroughPage } from './accounts'
import { expect, test } from './fixtures'

/** The demo seeker (demo data is on in the e2e server). */
const SEEKER = { login: '9000000001', password: 'demo-seeker' }

const cookieNamed = (name: string) => async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === name)
const signedInCookie = cookieNamed(SIGNED_IN_COOKIE)
const sessionCookie = cookieNamed(SESSION_COOKIE)

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

      // A blog post is drawn on request, with its own content (decision 059).
      const posts = await page.request.get('/api/blog')
      const [post] = ((await posts.json()) as { data: { slug: string; title: string }[] }).data
      await page.goto(`/blog/${post!.slug}`)
      await expect(page.getByRole('heading', { level: 1, name: post!.title })).toBeVisible()
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
    const session = await sessionCookie(page)
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' })

    // The server now draws the seeker's listing, never the visitor's popup.
    const html = await (await page.request.get('/property')).text()
    expect(html).toContain('Priya Nair')
    expect(html).not.toContain('Please login to continue')
    await page.goto('/property')
    await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
    await expect(page.getByRole('dialog', { name: 'Login Required' })).toHaveCount(0)

    // A logged-in browser whose cookies went missing gets the visitor's markup, then its own page.
    await page.context().clearCookies()
    await page.goto('/property')
    await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
    expect((await signedInCookie(page))?.value).toBe('1')

    await page.getByRole('button', { name: /account menu/ }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await signedInCookie(page)).toBeUndefined()
    expect(await sessionCookie(page)).toBeUndefined()
  })
})

test.describe('pages the server draws for a signed-in seeker (decision 059)', () => {
  /** Logs the demo seeker in through the API, as the login page does: the cookie comes back. */
  async function seekerSession(page: Page) {
    const res = await page.request.post('/api/login', {
      data: { email_or_phone: SEEKER.login, password: SEEKER.password },
    })
    expect(res.ok()).toBe(true)
    const { data } = (await res.json()) as {
      data: { token: string; id: number; name: string; user_type: number }
    }
    expect(await sessionCookie(page)).toBeDefined()
    return data
  }
  const balanceOf = async (page: Page, token: string) => {
    const res = await page.request.get('/api/wallet', {
      headers: { authorization: `Bearer ${token}` },
    })
    return ((await res.json()) as { data: { credits: number } }).data.credits
  }

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false })

    test('the first HTML already shows their name, their balance and the listing', async ({
      page,
    }) => {
      const seeker = await seekerSession(page)
      const credits = await balanceOf(page, seeker.token)

      const wallet = await page.goto('/wallet')
      expect(wallet?.headers()['cache-control']).toBe('private, no-store')
      const balance = page.getByRole('region', { name: 'Available credits' })
      await expect(balance).toContainText(`Wallet of${seeker.name}`)
      await expect(
        balance.getByText(credits.toLocaleString('en-IN'), { exact: true }),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: /account menu/ })).toContainText(seeker.name)

      await page.goto('/property')
      await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
      await expect(page.getByText('Please login to continue')).toHaveCount(0)

      const id = await firstListingId(page)
      await page.goto(`/property/${id}`)
      await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible()
      await expect(page.getByRole('button', { name: /account menu/ })).toContainText(seeker.name)
      await expect(page.getByText('Please login to continue')).toHaveCount(0)
    })
  })

  test("the app takes the seeker's page over without a logged-out flash", async ({ page }) => {
    const seeker = await seekerSession(page)
    await page.addInitScript((user) => {
      localStorage.setItem('authToken', user.token)
      localStorage.setItem(
        'userData',
        JSON.stringify({ id: user.id, name: user.name, user_type: user.user_type }),
      )
      // Everything the page ever shows, from the first byte: a logged-out shell would leave a trace.
      const seen = { loggedOut: false, named: false, header: null as Element | null }
      ;(window as unknown as { seen: typeof seen }).seen = seen
      // A logged-out shell shows Login in the header, or the login popup.
      new MutationObserver(() => {
        const text = document.getElementById('root')?.textContent ?? ''
        if (text.includes('Please login to continue') || text.includes('Login Required'))
          seen.loggedOut = true
        if (document.querySelector('#root header a[href="/login"]')) seen.loggedOut = true
      }).observe(document, { childList: true, subtree: true, characterData: true })
      document.addEventListener('DOMContentLoaded', () => {
        seen.header = document.querySelector('#root header')
        seen.named = seen.header?.textContent?.includes(user.name) ?? false
      })
    }, seeker)
    await page.goto('/wallet')
    const balance = page.getByRole('region', { name: 'Available credits' })
    await expect(balance).toContainText(`Wallet of${seeker.name}`)
    // Working: the account menu opens, which needs the app.
    await page.getByRole('button', { name: /account menu/ }).click()
    await expect(page.getByText('Signed in as', { exact: true })).toBeVisible()
    const seen = await page.evaluate(() => {
      const s = (
        window as unknown as {
          seen: { loggedOut: boolean; named: boolean; header: Element | null }
        }
      ).seen
      const kept = s.header === document.querySelector('#root header')
      return { loggedOut: s.loggedOut, named: s.named, kept }
    })
    expect(seen, 'the first header names them and stays; nothing logged out ever showed').toEqual({
      loggedOut: false,
      named: true,
      kept: true,
    })
    // The listing and a listing's page hydrate too (a mismatch is a console error).
    await page.goto('/property')
    await expect(page.getByText(/^Showing \d+ of [\d,]+ propert/)).toBeVisible()
    await page.goto(`/property/${await firstListingId(page)}`)
    await expect(page.getByRole('heading', { name: 'Contact details' })).toBeVisible()
    expect(
      await page.evaluate(
        () => (window as unknown as { seen: { loggedOut: boolean } }).seen.loggedOut,
      ),
    ).toBe(false)
    // The fixture fails the test on any console error, hydration mismatches included.
  })
})

/** The newest published listing's id, from the public latest-listings call. */
async function firstListingId(page: Page) {
  const res = await page.request.post('/api/properties', { data: {} })
  return ((await res.json()) as { data: { id: number }[] }).data[0]!.id
}
