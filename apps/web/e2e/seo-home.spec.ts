import sharp from 'sharp'
import { newApiPerson, publishListingViaApi } from './api-people'
import { expect, expectNoA11yViolations, screenshot, test } from './fixtures'

test.describe('share previews without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test("a listing's page names it in its title and share tags for a visitor", async ({ page }) => {
    const owner = await newApiPerson('Meera Shah', 2)
    const name = `Nashik Highway Warehouse ${test.info().project.name} ${Date.now()}`
    const id = await publishListingViaApi(owner, name)
    await owner.dispose()
    await page.goto(`/property/${id}`)
    await expect(page).toHaveTitle(new RegExp(`^${name} – Warehouse for Rent in `))
    const og = page.locator('meta[property="og:title"]')
    await expect(og).toHaveAttribute('content', new RegExp(`^${name} – `))
    // A 1200 x 630 JPEG cut from the listing's cover, under a name that changes with it.
    const image = page.locator('meta[property="og:image"]')
    await expect(image).toHaveAttribute('content', new RegExp(`/og/property/${id}-\\w+\\.jpg$`))
    await expect(page.locator('meta[property="og:image:alt"]')).toHaveAttribute('content', /\S/)
    const picture = await page.request.get(new URL((await image.getAttribute('content'))!).pathname)
    expect(picture.headers()['content-type']).toBe('image/jpeg')
    const { width, height, format } = await sharp(await picture.body()).metadata()
    expect({ width, height, format }).toEqual({ width: 1200, height: 630, format: 'jpeg' })
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /₹1,45,000/)
  })
})

test('the map-led and city-led home layouts show where the listings are', async ({ page }) => {
  const project = test.info().project.name
  if (project === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })

  await page.goto('/home-six')
  const map = page.getByRole('group', { name: 'Map of India: states with listings' })
  const lit = map.getByRole('link')
  await expect(lit.first()).toHaveAccessibleName(/^[A-Z].+: [\d,]+ listings?$/)
  await expect(page.getByRole('heading', { name: 'Latest property' })).toBeVisible()
  await expectNoA11yViolations(page)
  await screenshot(page, 'home-six', project)
  // Phones get the tiles as a picture (too small to tap) and the busiest states as links.
  const state =
    project === 'phone' ? page.getByRole('list', { name: 'Busiest states' }).getByRole('link') : lit
  await state.first().click()
  await expect(page).toHaveURL(/\/property\?state_id=\d+$/)

  await page.goto('/home-seven')
  const cities = page.getByRole('list', { name: 'Top cities' }).getByRole('link')
  await expect(cities.first()).toContainText(/\d+ listings? →/)
  await expect(page.getByRole('heading', { name: 'Why Choose Us' })).toBeVisible()
  await expectNoA11yViolations(page)
  await screenshot(page, 'home-seven', project)
  await cities.first().click()
  await expect(page).toHaveURL(/\/property\?state_id=\d+&district_id=\d+&city_id=\d+$/)
})
