import { expect, expectNoA11yViolations, screenshot, test } from './fixtures'

/** Every static and marketing route renders its heading, cleanly and accessibly. */
const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/', heading: /Discover Your Ideal Warehouse or Godown/ },
  { path: '/about-us', heading: /About/ },
  { path: '/about-godownhub', heading: /Godown Hub/ },
  { path: '/services', heading: /Services/ },
  { path: '/whychooseus', heading: /Why Choose Us/ },
  { path: '/perks', heading: /Perks/ },
  { path: '/addressingneeds', heading: /Needs/i },
  { path: '/workforce', heading: /Team|Work ?force/i },
  { path: '/point-concern', heading: /Concern/i },
  { path: '/thank-you', heading: /Thank You/i },
  { path: '/terms', heading: /Terms/ },
  { path: '/privacy', heading: /Privacy/ },
  { path: '/contact', heading: /Contact/ },
]

for (const { path, heading } of PAGES) {
  test(`${path} renders its heading with no accessibility violations`, async ({ page }, info) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading)
    await expect(page.getByRole('contentinfo')).toContainText('© 2024')
    await expectNoA11yViolations(page)
    await screenshot(page, path === '/' ? 'home' : path.slice(1), info.project.name)
  })
}

test('the terms state the minimum age and Indian law', async ({ page }) => {
  await page.goto('/terms')
  await expect(page.getByRole('main')).toContainText('18')
  await expect(page.getByRole('main')).toContainText(/laws of India/i)
})

test('the workforce page lists six team members', async ({ page }) => {
  await page.goto('/workforce')
  await expect(page.getByTestId('team-member')).toHaveCount(6)
})

test('the contact page loads the map only when asked', async ({ page }) => {
  await page.goto('/contact')
  await expect(page.locator('iframe')).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^\+91/ }).first()).toBeVisible()
})
