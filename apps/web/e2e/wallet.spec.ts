import { mkdirSync, readFileSync } from 'node:fs'
import type { Page, TestInfo } from '@playwright/test'
import { asSeparateClient, loginThroughPage, newPerson, registerViaApi } from './accounts'
import { expect, expectNoA11yViolations, screenshot, test } from './fixtures'

const SHOTS = '/tmp/shots'

/** The phone project at 360 px; the desktop one widened to 1440 px for this journey. */
async function wideOnDesktop(page: Page, info: TestInfo) {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
}

/**
 * Saved with the other journeys' screenshots and, by width, to /tmp/shots for a look: the whole
 * page from the top (the header is fixed once scrolled), or with a dialog open what the screen
 * shows.
 */
async function shot(page: Page, name: string, info: TestInfo, { dialog = false } = {}) {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0))
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  // The screen first: a timed popup may be gone by the time a whole page is captured.
  await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: !dialog })
  await screenshot(page, name, info.project.name)
}

test('a seeker short of credits tops up in the sandbox checkout and the unlock completes by itself', async ({
  page,
}, info) => {
  // Registration, a payment, two 5 s / 1.5 s waits the spec asks for and three pages.
  test.slow()
  await wideOnDesktop(page, info)
  await asSeparateClient(page)
  const person = newPerson('Meera Iyer')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)

  // A fresh seeker has 0 credits: the unlock offers the wallet.
  const latest = await (await page.request.post('/api/properties', { data: { limit: 1 } })).json()
  const id = latest.data[0].id as number
  await page.goto(`/property/${id}`)
  const name = (await page.getByRole('heading', { level: 1 }).textContent())!.trim()
  const contact = page.getByRole('complementary', { name: 'Price and contact' })
  const cost = Number(
    /for (\d+) credits/.exec(
      (await contact.getByText(/^Unlock contact details for/).textContent())!,
    )?.[1],
  )
  expect(cost).toBeGreaterThan(0)
  await contact.getByRole('button', { name: 'Unlock Property' }).click()
  await page.getByRole('button', { name: 'Yes, Unlock' }).click()
  await page
    .getByRole('dialog', { name: 'Not enough credits' })
    .getByRole('link', { name: 'Go to Wallet' })
    .click()
  await expect(page).toHaveURL(new RegExp(`/wallet\\?property_id=${id}$`))

  // The wallet: name, 0 credits, the amount checked before any order.
  const balance = page.getByRole('region', { name: 'Available credits' })
  await expect(balance.getByTestId('wallet-credits')).toHaveText('0')
  await expect(balance.getByText(person.first_name, { exact: true })).toBeVisible()
  const credits = page.getByLabel(/^Credits/)
  await credits.fill('0')
  await page.getByRole('button', { name: 'Add Credits' }).click()
  const invalid = page.getByRole('dialog', { name: 'Invalid Amount' })
  await expect(invalid).toContainText('Please enter a valid credit amount.')
  await invalid.getByRole('button', { name: 'OK' }).click()
  await expect(invalid).toBeHidden()
  await expectNoA11yViolations(page)

  await credits.fill(String(cost))
  await expect(page.getByRole('form', { name: 'Add Credits' }).locator('output')).toHaveText(
    new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(cost),
  )
  await shot(page, 'wallet', info)
  await page.getByRole('button', { name: 'Add Credits' }).click()
  const sheet = page.getByRole('dialog', { name: /Test mode/ })
  await expect(sheet.getByTestId('checkout-amount')).toHaveText(`₹${cost}.00`)
  await expectNoA11yViolations(page)
  await shot(page, 'wallet-sandbox-checkout', info, { dialog: true })

  // Cancel first: nothing is added; then pay for real.
  await sheet.getByRole('button', { name: 'Cancel' }).click()
  await expect(page.getByText('Payment cancelled. No credits were added.')).toBeVisible()
  await expect(page.getByTestId('wallet-credits')).toHaveText('0')
  await page.getByRole('button', { name: 'Add Credits' }).click()
  await sheet.getByRole('button', { name: /^Pay / }).click()

  const success = page.getByRole('dialog', { name: 'Payment Successful' })
  await expect(success).toContainText(`${cost} credits were added to your wallet`)
  await expect(page.getByTestId('wallet-credits')).toHaveText(String(cost))
  await expect(credits).toHaveValue('')
  await shot(page, 'wallet-paid', info, { dialog: true })

  // 5 s later, back to the property; 1.5 s after that the unlock runs by itself.
  await expect(page).toHaveURL(new RegExp(`/property/${id}\\?from_wallet=true$`), {
    timeout: 15_000,
  })
  await expect(contact.getByText('Unlocked')).toBeVisible()
  await expect(page.getByText('Property unlocked. 0 credits left in your wallet.')).toBeVisible()
  await expect(contact.getByText('Unlock to view')).toHaveCount(0)
  await expect(contact.getByRole('link', { name: /^\d{10}$/ })).toHaveAttribute('href', /^tel:/)

  // The transaction, with its invoice.
  await page.goto('/user-transactions')
  const table = page.getByRole('table', { name: 'Your transactions' })
  const row = table.getByRole('row').nth(1)
  await expect(row).toContainText(`₹${cost}.00`)
  await expect(row).toContainText('Success')
  await expect(row).toContainText(person.phone_number)
  const [invoice] = await Promise.all([
    page.waitForEvent('download'),
    row.getByRole('button', { name: /^Invoice / }).click(),
  ])
  expect(invoice.suggestedFilename()).toMatch(/^Invoice-.+\.pdf$/)
  const invoicePath = info.outputPath(invoice.suggestedFilename())
  await invoice.saveAs(invoicePath)
  expect(readFileSync(invoicePath).subarray(0, 5).toString()).toBe('%PDF-')
  await expectNoA11yViolations(page)
  await shot(page, 'user-transactions', info)

  await page.getByRole('tab', { name: 'Credit history' }).click()
  const ledger = page.getByRole('table', { name: 'Your credit history' })
  await expect(ledger.getByRole('row').nth(1)).toContainText(`Unlock of ${name}`)
  await expect(ledger.getByRole('row').nth(1)).toContainText(`−${cost}`)
  await expect(ledger.getByRole('row').nth(2)).toContainText('Top-up')
  await expect(ledger.getByRole('row').nth(2)).toContainText(`+${cost}`)
  await shot(page, 'credit-history', info)

  const [statement] = await Promise.all([
    page.waitForEvent('download'),
    page
      .getByRole('form', { name: 'Account statement' })
      .getByRole('button', { name: 'Download' })
      .click(),
  ])
  expect(statement.suggestedFilename()).toMatch(/\.csv$/)

  // And the property among the unlocked ones.
  await page.goto('/unlocked-properties')
  const cards = page.getByRole('list', { name: 'Unlocked properties' }).getByRole('listitem')
  await expect(cards).toHaveCount(1)
  await expect(cards.first().getByRole('heading', { name })).toBeVisible()
  await expect(cards.first().getByRole('link', { name: 'View Details' })).toHaveAttribute(
    'href',
    `/property/${id}`,
  )
  await expectNoA11yViolations(page)
  await shot(page, 'unlocked-properties', info)
})

test('a pack in the cart fits a 360 px phone, and every figure of its purchase counts the bonus, the Indian way', async ({
  page,
}, info) => {
  test.slow()
  await wideOnDesktop(page, info)
  await asSeparateClient(page)
  const person = newPerson('Kavya Rao')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)

  // The Business pack: ₹999 for 999 credits and 100 bonus, 1,099 credits in all.
  await page.goto('/wallet')
  await page.getByRole('button', { name: 'Add to cart: Business pack' }).click()
  await page.goto('/cart')
  await expect(page.getByRole('list', { name: 'Packs in your cart' })).toContainText(
    'Business pack',
  )
  // Nothing passes the screen's edge (it was 362 px at 360).
  const width = page.viewportSize()!.width
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width)
  await shot(page, 'cart', info)

  await page.goto('/checkout')
  await page.getByRole('button', { name: 'Pay ₹999.00' }).click()
  const sheet = page.getByRole('dialog', { name: /Test mode/ })
  await expect(sheet.getByTestId('checkout-amount')).toHaveText('₹999.00')
  await expect(sheet.getByTestId('checkout-credits')).toHaveText(
    '1,099 wallet credits (999 + 100 bonus) · INR',
  )
  await shot(page, 'cart-sandbox-checkout', info, { dialog: true })
  await sheet.getByRole('button', { name: /^Pay / }).click()
  await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toContainText(
    '1,099 credits (100 of them bonus) were added to your wallet. You now have 1,099 credits.',
  )

  await page.goto('/user-transactions')
  const row = page.getByRole('table', { name: 'Your transactions' }).getByRole('row').nth(1)
  await expect(row).toContainText('₹999.00')
  await expect(row.locator('td[data-label="Credits"]')).toHaveText('1,099incl. 100 bonus')
  await shot(page, 'user-transactions-pack', info)

  // An unlock: the toast writes the balance left the Indian way.
  const latest = await (await page.request.post('/api/properties', { data: { limit: 1 } })).json()
  const id = latest.data[0].id as number
  await page.goto(`/property/${id}`)
  await page.getByRole('button', { name: 'Unlock Property' }).first().click()
  await page.getByRole('button', { name: 'Yes, Unlock' }).click()
  const toast = page.getByText(/^Property unlocked\. [\d,]+ credits? left in your wallet\.$/)
  await expect(toast).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const wallet = await page.request.get('/api/wallet', {
    headers: { authorization: `Bearer ${token}` },
  })
  const left = (await wallet.json()).data.credits as number
  // 1,099 less the unlock's 99 by default: 1,000, never "1000".
  expect(left).toBeGreaterThanOrEqual(1_000)
  await expect(toast).toHaveText(
    `Property unlocked. ${new Intl.NumberFormat('en-IN').format(left)} credits left in your wallet.`,
  )
  await shot(page, 'unlock-toast', info, { dialog: true })
})

test('a new seeker sees the empty transactions and unlocked pages', async ({ page }, info) => {
  await wideOnDesktop(page, info)
  await asSeparateClient(page)
  const person = newPerson('Ravi Menon')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/user-transactions')
  await expect(
    page.getByText('No transactions found. Your transaction history will appear here.'),
  ).toBeVisible()
  await shot(page, 'user-transactions-empty', info)
  await page.goto('/unlocked-properties')
  await expect(
    page.getByText('No unlocked properties found. Your unlocked properties will appear here.'),
  ).toBeVisible()
  await shot(page, 'unlocked-properties-empty', info)
})

test('the wallet asks a visitor to login', async ({ page }) => {
  await page.goto('/wallet')
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toContainText(
    'Please login to view your wallet.',
  )
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 })
})
