import { mkdirSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { asSeparateClient, loginThroughPage } from './accounts'
import { newApiPerson, publishListingViaApi } from './api-people'
import { expect, expectNoA11yViolations, screenshot, test } from './fixtures'

const SHOTS = '/tmp/shots'

/** The phone project at 360 px; the desktop one widened to 1440 px for this journey. */
async function wideOnDesktop(page: Page, info: TestInfo) {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
}

/** Saved with the other journeys' screenshots and, by width, to /tmp/shots for a look. */
async function shot(page: Page, name: string, info: TestInfo, { dialog = false } = {}) {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0))
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: !dialog })
  await screenshot(page, name, info.project.name)
}

/** The value beside a label in one of the summary lists. */
const valueIn = (page: Page, list: string, term: string) =>
  page.getByLabel(list).locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]')

test('an owner buys credit packs through cart and checkout, sees the bonus, and manages the account', async ({
  page,
}, info) => {
  // An owner with a listing (API), a sandbox payment and five pages.
  test.slow()
  await wideOnDesktop(page, info)
  const owner = await newApiPerson('Ravi Kulkarni', 2)
  const listing = `Kulkarni cold store ${Date.now() % 100_000}`
  await publishListingViaApi(owner, listing)
  await asSeparateClient(page)
  await loginThroughPage(page, owner.person.email, owner.person.password)
  await expect(page).toHaveURL(/\/$/)

  // The wallet's credit packs: one Business and one Pro into the cart.
  await page.goto('/wallet')
  const packs = page.getByRole('region', { name: 'Credit packs' })
  await expect(packs.getByText('+100 bonus')).toBeVisible()
  await packs.getByRole('button', { name: 'Add to cart: Business pack' }).click()
  await packs.getByRole('button', { name: 'Add to cart: Pro pack' }).click()
  await expect(packs.getByRole('link', { name: 'View cart (2)' })).toBeVisible()
  await packs.scrollIntoViewIfNeeded()
  await shot(page, 'credit-packs', info)

  // The cart: a second Pro, the totals in rupees; it survives a reload (local storage).
  await packs.getByRole('link', { name: 'View cart (2)' }).click()
  await expect(page).toHaveURL(/\/cart$/)
  await page.getByRole('button', { name: 'One more Pro' }).click()
  await page.reload()
  await expect(valueIn(page, 'Cart totals', 'Credits you get')).toHaveText('6,897')
  await expect(valueIn(page, 'Cart totals', 'Price incl. GST')).toHaveText('₹5,997.00')
  await expectNoA11yViolations(page)
  await shot(page, 'cart', info)

  // Checkout: the bill with the GST inside the price, in the seller's state (Maharashtra).
  await page.getByRole('link', { name: 'Proceed to checkout' }).click()
  await expect(page).toHaveURL(/\/checkout$/)
  await expect(valueIn(page, 'GST breakdown', 'Taxable value')).toHaveText('₹5,082.20')
  await expect(valueIn(page, 'GST breakdown', 'CGST @ 9%')).toHaveText('₹457.40')
  await expect(valueIn(page, 'Bill totals', 'Bonus credits (free)')).toHaveText('+900')
  await expectNoA11yViolations(page)
  await shot(page, 'checkout', info)
  await page.getByRole('button', { name: 'Pay ₹5,997.00' }).click()
  const sheet = page.getByRole('dialog', { name: /Test mode/ })
  await expect(sheet.getByTestId('checkout-amount')).toHaveText('₹5,997.00')
  await sheet.getByRole('button', { name: /^Pay / }).click()
  const success = page.getByRole('dialog', { name: 'Payment Successful' })
  await expect(success).toContainText(
    '6,897 credits (900 of them bonus) were added to your wallet. You now have 6,897 credits.',
  )
  await shot(page, 'checkout-paid', info, { dialog: true })
  // The notice takes the buyer to the transactions 5 s later by itself.

  // The credit history: the bonus is an entry of its own after the top-up.
  await expect(page).toHaveURL(/\/user-transactions$/, { timeout: 15_000 })
  await page.getByRole('tab', { name: 'Credit history' }).click()
  const ledger = page.getByRole('table', { name: 'Your credit history' })
  await expect(ledger.getByRole('row').nth(1)).toContainText('Bonus credits')
  await expect(ledger.getByRole('row').nth(1)).toContainText('+900')
  await expect(ledger.getByRole('row').nth(2)).toContainText('Top-up')
  await expect(ledger.getByRole('row').nth(2)).toContainText('+5,997')
  await shot(page, 'checkout-credit-history', info)

  // The account page, from the profile menu: profile, credits, the purchase, the listing.
  await page.goto('/cart')
  await expect(page.getByText(/Your cart is empty/)).toBeVisible()
  await page.goto('/account')
  await expect(page.getByTestId('account-name')).toHaveText('Ravi Kulkarni')
  await expect(page.getByTestId('account-credits')).toHaveText('6,897')
  const purchases = page.getByRole('list', { name: 'Recent purchases' })
  await expect(purchases.getByRole('listitem').first()).toContainText('6,897 credits')
  await expect(purchases.getByRole('listitem').first()).toContainText('₹5,997')
  const listings = page.getByRole('list', { name: 'Your latest listings' })
  await expect(listings.getByRole('listitem').first()).toContainText(listing)
  await expect(listings.getByRole('listitem').first()).toContainText('0 views · 0 unlocks')

  // A name change, checked first.
  await page.getByRole('button', { name: 'Change name' }).click()
  const form = page.getByRole('form', { name: 'Change name' })
  await form.getByLabel(/^Name/).fill('R')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(form.getByText('Name must be at least 2 characters')).toBeVisible()
  await form.getByLabel(/^Name/).fill('Ravi K. Kulkarni')
  await form.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByTestId('account-name')).toHaveText('Ravi K. Kulkarni')
  await expect(page.getByText('Your name has been changed.')).toBeVisible()
  await expectNoA11yViolations(page)
  await shot(page, 'account', info)

  // Log out everywhere: this browser and the owner's API session both end.
  await page.getByRole('button', { name: 'Log out everywhere' }).click()
  const confirm = page.getByRole('dialog', { name: 'Log out everywhere?' })
  await shot(page, 'account-logout-everywhere', info, { dialog: true })
  await confirm.getByRole('button', { name: 'Log out everywhere' }).click()
  await expect(page).toHaveURL(/\/login$/)
  const me = await owner.api.get('/api/me', { headers: { authorization: `Bearer ${owner.token}` } })
  expect(me.status()).toBe(401)
  await owner.dispose()
})
