import type { APIRequestContext, Page } from '@playwright/test'
import { asSeparateClient, loginThroughPage, newPerson, registerViaApi } from './accounts'
import { expect, expectNoA11yViolations, screenshot, test } from './fixtures'
import { openFilters, resultCards } from './filters'

interface Named {
  id: number
  name: string
}

/** A state, district and city that have demo listings: those of the newest listing. */
async function placeWithListings(request: APIRequestContext) {
  const latest = await (await request.post('/api/properties', { data: { limit: 1 } })).json()
  const address = latest.data[0].address as {
    state_name: string
    district_name: string
    city_name: string
  }
  const list = async (path: string) =>
    (await (await request.get(`/api/${path}`)).json()).data.data as Named[]
  const find = (items: Named[], name: string) => {
    const item = items.find((i) => i.name === name)
    expect(item, name).toBeDefined()
    return item!
  }
  const state = find(await list('statesByFilter'), address.state_name)
  const district = find(await list(`districtsByFilter?state_id=${state.id}`), address.district_name)
  const city = find(await list(`citiesByFilter?district_id=${district.id}`), address.city_name)
  return { state, district, city }
}

/** A fresh seeker (0 credits), logged in through the page. */
async function loginAsNewSeeker(page: Page) {
  await asSeparateClient(page)
  const person = newPerson('Kabir Shah')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)
}

const rupees = (text: string) => Number(/₹([\d,]+)/.exec(text)?.[1]?.replace(/,/g, '') ?? NaN)

async function cardPrices(page: Page) {
  const cards = resultCards(page)
  const texts = await cards.allInnerTexts()
  // Every published listing has a price: a card without one is a failure worth reading whole.
  expect(texts.filter((text) => !/₹/.test(text))).toEqual([])
  return texts.map(rupees)
}

/** The six cards' prices once they are in the order asked for. */
async function sortedPrices(page: Page, order: 'asc' | 'desc') {
  const inOrder = (prices: number[]) =>
    prices.every(
      (price, i) =>
        i === 0 || (order === 'asc' ? prices[i - 1]! <= price : prices[i - 1]! >= price),
    )
  await expect
    .poll(async () => {
      const prices = await cardPrices(page)
      return prices.length === 6 && inOrder(prices) ? 'sorted' : prices
    })
    .toBe('sorted')
  return cardPrices(page)
}

test('a visitor filters by state, district and city from the home page', async ({ page }, info) => {
  const { state, district, city } = await placeWithListings(page.request)
  await page.goto('/')
  const filter = page.getByRole('search', { name: 'Filter properties' })
  await expect(filter.getByLabel('District')).toBeDisabled()
  await expect(filter.getByLabel('City')).toBeDisabled()
  await filter.getByLabel('State').selectOption({ label: state.name })
  await filter.getByLabel('District').selectOption({ label: district.name })
  await filter.getByLabel('City').selectOption({ label: city.name })
  await screenshot(page, 'home-filter', info.project.name)
  await filter.getByRole('button', { name: 'Filter' }).click()
  await expect(page).toHaveURL(
    new RegExp(`/property\\?state_id=${state.id}&district_id=${district.id}&city_id=${city.id}$`),
  )
})

test('the home page shows the latest properties; logged out, a card warns', async ({
  page,
}, info) => {
  await page.goto('/')
  const cards = page.getByRole('list', { name: 'Latest properties' }).getByRole('listitem')
  await expect(cards).toHaveCount(6)
  await expect(cards.first().getByRole('link', { name: 'View Details' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'View More' })).toHaveAttribute('href', '/property')
  await expectNoA11yViolations(page)
  await screenshot(page, 'home-latest', info.project.name)

  await cards.first().getByRole('link', { name: 'View Details' }).click()
  await expect(page.getByRole('dialog')).toContainText('Login Required')
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click()
  await cards.nth(1).getByRole('heading').getByRole('link').click()
  await expect(page.getByRole('dialog')).toContainText('Login Required')
})

test('a seeker pages, searches and sorts the listings, then opens one', async ({ page }, info) => {
  // Eleven pages, a search, two sorts and a detail: about 26 s alone, over 30 s on a busy machine.
  test.slow()
  await loginAsNewSeeker(page)
  await page.goto('/property')
  // Singular for one match: other journeys add listings while this one runs, and the search
  // below may find just the one it was taken from.
  const count = page.getByText(/^Showing \d+ of \d+ propert(y|ies)$/)
  await expect(count).toHaveText(/^Showing 6 of \d+ properties$/)
  const total = Number(/of (\d+)/.exec((await count.textContent()) ?? '')?.[1])
  expect(total).toBeGreaterThan(6)
  await screenshot(page, 'property-list', info.project.name)
  await expectNoA11yViolations(page)

  // Each View More adds the next six. Other journeys publish meanwhile: the total may grow, and
  // listings published at the top shift the pages (the list shows each listing once, so a page
  // may add fewer than six, or none).
  const viewMore = page.getByRole('button', { name: 'View More' })
  const shownOf = async () => Number(/^Showing (\d+)/.exec((await count.textContent()) ?? '')?.[1])
  for (let pages = 1; await viewMore.isVisible(); pages++) {
    expect(pages, 'pages of six').toBeLessThan(40)
    await Promise.all([
      page.waitForResponse((res) => res.url().includes('/api/agents-propertys')),
      viewMore.click(),
    ])
    await expect(page.getByRole('button', { name: 'Loading…' })).toBeHidden()
  }
  const shown = await shownOf()
  expect(shown).toBeGreaterThanOrEqual(total)
  await expect(resultCards(page)).toHaveCount(shown)

  // Search by a word from the newest listing's city.
  const word = (await resultCards(page).first().getByRole('heading').textContent())!
    .split(/[ ,]+/)
    .at(-1)!
  const filter = await openFilters(page)
  await filter.getByRole('searchbox', { name: 'Keyword' }).fill(word)
  await filter.getByRole('button', { name: 'Filter', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`[?&]q=${encodeURIComponent(word)}`))
  await expect(count).toHaveText(/^Showing \d+ of \d+ propert(y|ies)$/)

  await page.goto('/property')
  await page.getByLabel('Sort by').selectOption({ label: 'Price: low to high' })
  await expect(page).toHaveURL(/sort=price_asc/)
  await expect(count).toHaveText(/^Showing 6 of/)
  const ascending = await sortedPrices(page, 'asc')
  await page.getByLabel('Sort by').selectOption({ label: 'Price: high to low' })
  await expect(page).toHaveURL(/sort=price_desc/)
  const descending = await sortedPrices(page, 'desc')
  expect(descending[0]).toBeGreaterThanOrEqual(ascending.at(-1)!)
  await screenshot(page, 'property-sorted', info.project.name)

  await (await openFilters(page)).getByRole('button', { name: 'Reset' }).click()
  await expect(page).toHaveURL(/\/property$/)

  await expect(page.getByLabel('Sort by')).toHaveValue('newest')
  const first = resultCards(page).first()
  await first.getByRole('link', { name: 'View Details' }).click()
  await expect(page).toHaveURL(/\/property\/\d+$/)
  const title = page.getByRole('heading', { level: 1 })
  await expect(title).toBeVisible()
  const name = (await title.textContent())!.trim()
  const carousel = page.getByRole('region', { name: `Photos of ${name}` })
  await expect(carousel.getByRole('img')).toBeVisible()
  await expect
    .poll(() => carousel.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0)
  if (await carousel.getByRole('button', { name: 'Next image' }).isVisible()) {
    await carousel.getByRole('button', { name: 'Next image' }).click()
    await expect(carousel.getByRole('button', { name: /^Show image 2 of/ })).toHaveAttribute(
      'aria-current',
      'true',
    )
  }
  const contact = page.getByRole('complementary', { name: 'Price and contact' })
  await expect(contact.getByText('Unlock to view')).toHaveCount(4)
  await expect(contact.getByText(/^Unlock contact details for/)).toContainText(/for \d+ credits/)
  await expectNoA11yViolations(page)
  await screenshot(page, 'property-detail', info.project.name)

  // A fresh seeker has no credits: the unlock offers the wallet.
  await contact.getByRole('button', { name: 'Unlock Property' }).click()
  await expect(page.getByRole('dialog')).toContainText(
    'Do you want to spend credits to unlock this property?',
  )
  await page.getByRole('button', { name: 'Yes, Unlock' }).click()
  const short = page.getByRole('dialog', { name: 'Not enough credits' })
  await expect(short.getByRole('link', { name: 'Go to Wallet' })).toHaveAttribute(
    'href',
    /\/wallet\?property_id=\d+$/,
  )
  await screenshot(page, 'property-unlock-short', info.project.name)
})

test('the demo seeker spends credits to unlock a listing and sees the owner contact', async ({
  page,
}, info) => {
  await asSeparateClient(page)
  await loginThroughPage(page, '9000000001', 'demo-seeker')
  await expect(page).toHaveURL(/\/$/)
  // One listing per browser project, so each run unlocks one that is still locked.
  const latest = await (await page.request.post('/api/properties', { data: { limit: 3 } })).json()
  const id = latest.data[info.project.name === 'phone' ? 2 : 1].id as number
  await page.goto(`/property/${id}`)
  const contact = page.getByRole('complementary', { name: 'Price and contact' })
  await expect(contact.getByText('Unlock to view')).toHaveCount(4)
  await contact.getByRole('button', { name: 'Unlock Property' }).click()
  await page.getByRole('button', { name: 'Yes, Unlock' }).click()
  await expect(page.getByText(/^Property unlocked\. [\d,]+ credits? left/)).toBeVisible()
  await expect(contact.getByText('Unlock to view')).toHaveCount(0)
  await expect(contact.getByRole('link', { name: /^\d{10}$/ })).toHaveAttribute(
    'href',
    /^tel:(\+91)?\d{10}$/,
  )
  await expect(contact.getByText('Unlocked')).toBeVisible()
  await screenshot(page, 'property-unlocked', info.project.name)

  // Coming back costs nothing: the contact stays open.
  await page.reload()
  await expect(contact.getByText('Unlocked')).toBeVisible()
  await expect(contact.getByText('Unlock to view')).toHaveCount(0)
})

test('a visitor subscribes to the newsletter', async ({ page }, info) => {
  await page.goto('/')
  const email = page.getByLabel('Email address')
  await email.fill('not-an-email')
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByRole('alert')).toHaveText(
    'Please enter a valid e-mail address, such as name@example.com.',
  )
  await email.fill(`news.${info.project.name}.${Date.now()}@example.in`)
  await page.getByRole('button', { name: 'Subscribe' }).click()
  await expect(page.getByText('Thank you! You are subscribed to new listings.')).toBeVisible()
  await expect(email).toHaveValue('')
})
