import { asSeparateClient, loginThroughPage } from './accounts'
import { listingAndSeeker } from './api-people'
import { openFilters, resultCards } from './filters'
import { expect, test } from './fixtures'

/**
 * A seeker's whole journey on a 360 px phone (issue 25): search with filters in the bottom sheet,
 * open a listing from the results, unlock it from the docked bar, find Call and WhatsApp there,
 * and come Back to the results where they left them.
 */
test.skip(({ isMobile }) => !isMobile, 'the phone journey')
test.use({ viewport: { width: 360, height: 800 } })

test('search in the sheet, unlock from the bar, call or WhatsApp, back to the same place', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const name = `Journey Godown ${Date.now()}`
  const { id, cost, owner, seeker, people } = await listingAndSeeker(name, 50)
  try {
    await asSeparateClient(page)
    await loginThroughPage(page, seeker.person.email, seeker.person.password)
    await expect(page).not.toHaveURL(/\/login/)

    // Search: filters in the sheet, applied as chips over the results.
    await page.goto('/property')
    const form = await openFilters(page)
    await form.getByLabel('Status').selectOption({ label: 'Rent' })
    await form.getByLabel('Type').selectOption({ label: 'Warehouse' })
    await form.getByLabel('State').selectOption({ label: 'Maharashtra' })
    await form.getByRole('button', { name: 'Filter', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Filter properties' })).toBeHidden()
    await expect(page.getByRole('button', { name: 'Filters (3 active)' })).toBeVisible()
    const results = page.url()

    // Scroll the results until the listing's card is at the bottom of the screen, and open it.
    // Journeys running beside this one publish listings that match these filters too: View
    // More until the card is there.
    const card = resultCards(page).filter({ hasText: name })
    const viewMore = page.getByRole('button', { name: 'View More' })
    await expect(async () => {
      if ((await card.count()) === 0 && (await viewMore.isVisible())) await viewMore.click()
      await expect(card).toHaveCount(1, { timeout: 2_000 })
    }).toPass({ timeout: 30_000 })
    await card.evaluate((el) => el.scrollIntoView({ block: 'end' }))
    const scrolled = await page.evaluate(() => Math.round(window.scrollY))
    expect(scrolled).toBeGreaterThan(100)
    await card.getByRole('link', { name }).first().click()
    await expect(page).toHaveURL(new RegExp(`/property/${id}$`))
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // A new page starts at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    // Unlock from the docked bar, then Call and WhatsApp in it.
    const bar = page.getByRole('region', { name: 'Price and next step' })
    await bar
      .getByRole('button', { name: `Unlock for ${cost.toLocaleString('en-IN')} credits` })
      .click()
    await page.getByRole('button', { name: 'Yes, Unlock' }).click()
    await expect(page.getByText(/^Property unlocked\./)).toBeVisible()
    const number = `91${owner.person.phone_number}`
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${number}`)
    await expect(bar.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${number}\\?text=`),
    )

    // Back: the same results, at the same place.
    await page.goBack()
    await expect(page).toHaveURL(results)
    await expect(card).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => Math.round(window.scrollY)))
      .toBeGreaterThanOrEqual(scrolled - 2)
    expect(await page.evaluate(() => Math.round(window.scrollY))).toBeLessThanOrEqual(scrolled + 2)
  } finally {
    await Promise.all(people.map((p) => p.dispose()))
  }
})
