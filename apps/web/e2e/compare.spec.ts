import { SHORTLIST_STORAGE_KEY } from '@app/contract/constants'
import { AUTH_MESSAGES } from '@app/contract/auth-texts'
import { SEARCH_TEXTS } from '@app/contract/search-texts'
import type { Page } from '@playwright/test'
import { SHORTLIST_UI } from '../src/features/shortlist/shortlist-texts'
import { loginThroughPage } from './accounts'
import { newApiPerson, publishListingViaApi } from './api-people'
import { expect, expectNoA11yViolations, test, waitForAppOnNavigation } from './fixtures'

const SHOTS = '/tmp/shots15'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The table's cell of `row` under listing column `column` (1-based, after the labels). */
const cell = (page: Page, row: string, column: number) =>
  page
    .getByRole('table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader').filter({ hasText: new RegExp(`^${escape(row)}`) }) })
    .getByRole('cell')
    .nth(column - 1)

test('a seeker compares three shortlisted listings side by side and shares the comparison', async ({
  page,
  browser,
}, info) => {
  // Three listings, two seekers, two logins and four screenshots: about 30 s on a busy machine.
  test.slow()
  const stamp = Date.now().toString(36)
  const owner = await newApiPerson('Meera Owner', 2)
  const rent = await publishListingViaApi(owner, `Compare rent ${stamp}`, {
    step1: { length: '50', width: '40' },
    price: 30_000,
    recuring: 4,
    deposit: 90_000,
  })
  const lease = await publishListingViaApi(owner, `Compare lease ${stamp}`, {
    step1: { length: '100', width: '30' },
    price: 600_000,
    purchaseType: 3,
    recuring: 7,
    deposit: 100_000,
  })
  const sale = await publishListingViaApi(owner, `Compare sale ${stamp}`, {
    step1: { length: '60', width: '50' },
    price: 9_000_000,
    purchaseType: 1,
  })
  await owner.dispose()

  // Shortlisted through the API (the cards' hearts are the listings page's to show).
  const seeker = await newApiPerson('Kabir Seeker')
  for (const id of [rent, lease, sale]) await seeker.call('post', 'shortlist', { property_id: id })
  const unlock = (
    (await seeker.call('get', `compare?ids=${rent}`)) as {
      data: { items: { unlock_cost: number }[] }
    }
  ).data.items[0]!.unlock_cost
  await seeker.dispose()

  await loginThroughPage(page, seeker.person.email, seeker.person.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/compare?ids=')
  const shortlist = page.getByRole('list', { name: 'Shortlisted listings' })
  await expect(shortlist.getByRole('listitem')).toHaveCount(3)
  await expect(page.getByText(SEARCH_TEXTS.compareTooFew)).toBeVisible()
  for (const kind of ['rent', 'lease', 'sale']) {
    await page.getByRole('checkbox', { name: `Compare Compare ${kind} ${stamp}` }).check()
  }
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${rent},${lease},${sale}$`))

  const table = page.getByRole('table')
  await expect(table.getByRole('link', { name: `Compare lease ${stamp}` })).toHaveAttribute(
    'href',
    `/property/${lease}`,
  )
  // 30,000 a month on 50 × 40 ft; 6,00,000 a year on 100 × 30 ft; 90,00,000 for 60 × 50 ft.
  await expect(cell(page, 'Monthly rent', 1)).toHaveText('₹30,000Best')
  await expect(cell(page, 'Monthly rent', 2)).toHaveText('₹50,000')
  await expect(cell(page, 'Deposit', 1)).toHaveText('₹90,000Best')
  await expect(cell(page, 'Area (sq.ft)', 1)).toHaveText('2,000')
  await expect(cell(page, 'Area (sq.ft)', 2)).toHaveText('3,000Best')
  await expect(cell(page, 'Area (sq.ft)', 3)).toHaveText('3,000Best')
  await expect(cell(page, '₹ per sq.ft per month', 1)).toHaveText('₹15.00Best')
  await expect(cell(page, '₹ per sq.ft per month', 2)).toHaveText('₹16.67')
  await expect(cell(page, '₹ per sq.ft per month', 3)).toHaveText('₹3,000.00 per sq.ft (sale)')
  const inr = (n: number) => `₹${n.toLocaleString('en-IN')}`
  const firstYear = 'First-year cost'
  await expect(cell(page, firstYear, 1)).toHaveText(`${inr(30_000 * 12 + 90_000 + unlock)}Best`)
  await expect(cell(page, firstYear, 2)).toHaveText(inr(600_000 + 100_000 + unlock))
  await expect(cell(page, firstYear, 3)).toHaveText(inr(9_000_000 + unlock))
  await expectNoA11yViolations(page)

  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: `${SHOTS}/compare-${info.project.name}.png`, fullPage: true })
  if (info.project.name === 'phone') {
    // Scrolled sideways, the row labels stay.
    const region = page.getByRole('region', { name: 'Comparison table' })
    await region.evaluate((el) => el.scrollTo({ left: 220 }))
    await region.screenshot({ path: `${SHOTS}/compare-phone-scrolled.png` })
  }

  // The address is the comparison. It shows the listings' details, so a visitor opening it is
  // asked to log in first (decision 032), and comes back to it after logging in.
  const url = page.url()
  const visitor = await browser.newPage({
    viewport: page.viewportSize() ?? { width: 1280, height: 800 },
  })
  waitForAppOnNavigation(visitor)
  await visitor.goto(url)
  const notice = visitor.getByRole('dialog', { name: AUTH_MESSAGES.loginRequired })
  await expect(notice).toContainText(SHORTLIST_UI.loginToCompare)
  await expect(visitor.getByRole('table')).toHaveCount(0)
  await visitor.screenshot({ path: `${SHOTS}/compare-login-${info.project.name}.png` })
  await notice.getByRole('button', { name: 'Login' }).click()
  await expect(visitor).toHaveURL(/\/login$/)
  const friend = await newApiPerson('Rhea Seeker')
  await friend.dispose()
  await loginThroughPage(visitor, friend.person.email, friend.person.password)
  await expect(visitor).toHaveURL(url)
  await expect(cell(visitor, 'Monthly rent', 1)).toHaveText('₹30,000Best')
  await expect(visitor.getByText('Your shortlist is empty.', { exact: false })).toBeVisible()
  await visitor.close()
})

test('a visitor hearts listings on the home page, and they follow them into their account', async ({
  page,
}) => {
  const stamp = Date.now().toString(36)
  const owner = await newApiPerson('Meera Owner', 2)
  const names = [`Hearted one ${stamp}`, `Hearted two ${stamp}`]
  const ids = [
    await publishListingViaApi(owner, names[0]!, { price: 40_000, recuring: 4, deposit: 80_000 }),
    await publishListingViaApi(owner, names[1]!, { price: 45_000, recuring: 4, deposit: 70_000 }),
  ]
  await owner.dispose()

  // Just published, so among the newest the home page shows.
  await page.goto('/')
  const card = (name: string) =>
    page.getByRole('list', { name: 'Latest properties' }).getByRole('listitem').filter({
      hasText: name,
    })
  for (const name of names) {
    await card(name).getByRole('button', { name: SEARCH_TEXTS.shortlistAdd }).click()
    await expect(
      card(name).getByRole('button', { name: SEARCH_TEXTS.shortlistRemove }),
    ).toHaveAttribute('aria-pressed', 'true')
  }
  // Kept in this browser.
  await page.reload()
  for (const name of names) {
    await expect(
      card(name).getByRole('button', { name: SEARCH_TEXTS.shortlistRemove }),
    ).toHaveAttribute('aria-pressed', 'true')
  }

  // Logging in moves the browser's shortlist to the account, where /compare shows it.
  const seeker = await newApiPerson('Kabir Seeker')
  await loginThroughPage(page, seeker.person.email, seeker.person.password)
  await expect(page).toHaveURL(/\/$/)
  await page.goto('/compare')
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${[...ids].reverse().join(',')}$`))
  const shortlist = page.getByRole('list', { name: 'Shortlisted listings' })
  await expect(shortlist.getByRole('listitem')).toHaveCount(2)
  for (const name of names) {
    await expect(page.getByRole('checkbox', { name: `Compare ${name}` })).toBeChecked()
  }
  await expect(page.getByRole('table')).toBeVisible()
  const saved = (await seeker.call('get', 'shortlist')) as { data: { ids: number[] } }
  expect(saved.data.ids).toEqual([...ids].reverse())
  expect(await page.evaluate((key) => localStorage.getItem(key), SHORTLIST_STORAGE_KEY)).toBeNull()
  await seeker.dispose()
})
