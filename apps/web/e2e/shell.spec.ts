import type { Page } from '@playwright/test'
import { expect, loginAs, screenshot, test } from './fixtures'

test.describe('404 page', () => {
  test('shows the message and steps one page back after 2.5 s', async ({ page, baseURL }) => {
    await page.goto('/about-us')
    // Reached from a page of the site (a fresh tab goes home instead: navigation.spec.ts).
    await page.goto('/no-such-page', { referer: `${baseURL}/about-us` })
    const shownAt = Date.now()
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Back To Home' })).toBeVisible()
    await expect(page).toHaveURL(/\/about-us$/, { timeout: 6_000 })
    expect(Date.now() - shownAt).toBeGreaterThanOrEqual(2_000)
  })

  test('Back To Home goes home', async ({ page }) => {
    await page.goto('/no-such-page')
    await page.getByRole('link', { name: 'Back To Home' }).click()
    await expect(page).toHaveURL(/\/$/)
  })
})

test.describe('header', () => {
  const menu = ['Home', 'About Us', 'Contact Us', 'Listed Properties']

  async function openMenu(page: Page, isPhone: boolean) {
    if (!isPhone) return page.getByRole('navigation', { name: 'Main' })
    await page.getByRole('button', { name: 'Open menu' }).click()
    return page.getByRole('navigation', { name: 'Mobile menu' })
  }

  test('a visitor sees the logged-out menu, and Post Properties leads to owner registration', async ({
    page,
  }, info) => {
    const isPhone = info.project.name === 'phone'
    await page.goto('/')
    await expect(page.getByRole('banner').getByRole('link', { name: /^\+91/ })).toBeVisible()
    const nav = await openMenu(page, isPhone)
    for (const label of menu)
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible()
    await screenshot(page, 'menu-visitor', info.project.name)
    await nav.getByRole('button', { name: 'Post Properties for free' }).click()
    await expect(page).toHaveURL(/\/agent-reg$/)
    expect(await page.evaluate(() => localStorage.getItem('redirectAfterLogin'))).toBe(
      '/add-new-listing',
    )
  })

  test('an owner sees the profile menu with owner entries and the Add Listing button', async ({
    page,
  }, info) => {
    const isPhone = info.project.name === 'phone'
    await loginAs(page, { id: 7, name: 'Ravi Kumar', user_type: 2 })
    await page.goto('/')
    const nav = await openMenu(page, isPhone)
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveCount(0)
    if (isPhone) await page.getByRole('button', { name: 'Close menu' }).click()
    else await expect(page.getByRole('link', { name: 'Add Listing' })).toBeVisible()
    await page.getByRole('button', { name: /account menu/ }).click()
    for (const label of [
      'Browse Properties',
      'Wallet',
      'Unlocked Properties',
      'Site Visits',
      'My Properties',
      'Add Properties',
      'Transactions',
      'Change Password',
    ]) {
      await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible()
    }
    await expect(page.getByText('Ravi Kumar').last()).toBeVisible()
    await screenshot(page, 'menu-owner', info.project.name)
    await page.getByRole('button', { name: 'Logout' }).click()
    await expect(page).toHaveURL(/\/login$/)
    expect(await page.evaluate(() => localStorage.length)).toBe(0)
  })

  test('a seeker does not see owner entries', async ({ page }) => {
    await loginAs(page, { id: 8, name: '', user_type: 1 })
    await page.goto('/about-us')
    const account = page.getByRole('button', { name: /account menu/ })
    await expect(account).toHaveAccessibleName('Guest account menu')
    await account.click()
    await expect(page.getByRole('link', { name: 'Wallet', exact: true })).toBeVisible()
    await expect(page.getByRole('link', { name: 'My Properties', exact: true })).toHaveCount(0)
    await expect(page.getByRole('link', { name: 'Add Listing' })).toHaveCount(0)
  })

  test('becomes fixed after 100 px and offers scroll to top after 200 px', async ({ page }) => {
    await page.goto('/terms')
    const bar = page.getByTestId('main-header')
    await expect(bar).toHaveAttribute('data-fixed', 'false')
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 150))
    await expect(bar).toHaveAttribute('data-fixed', 'true')
    expect((await bar.boundingBox())?.height).toBe(90)
    await page.evaluate(() => window.scrollTo(0, 600))
    await page.getByRole('button', { name: 'Scroll to top' }).click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })
})

test('navigation scrolls to the top and back restores the position', async ({ page }) => {
  await page.goto('/terms')
  const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' })
  await link.scrollIntoViewIfNeeded()
  const saved = await page.evaluate(() => window.scrollY)
  expect(saved).toBeGreaterThan(500)
  await link.click()
  await expect(page).toHaveURL(/\/privacy$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  await page.goBack()
  await expect(page).toHaveURL(/\/terms$/)
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(saved)
})
