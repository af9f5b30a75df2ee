import {
  expect,
  expectNoA11yViolations,
  screenshot,
  test,
  waitForAppOnNavigation,
} from './fixtures'

/** The blog and the case studies, from the committed Markdown through the API to the page. */
test('read a post from the list, open another by its link in a new page, filter with the sidebar', async ({
  page,
  context,
}, info) => {
  // The brief's widths: 360 px on the phone project, 1440 px on the desktop one.
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })

  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  const list = page.getByRole('region', { name: 'Blog' })
  await expect(list.getByRole('listitem')).toHaveCount(6)
  await expectNoA11yViolations(page)
  await screenshot(page, 'blog-list', info.project.name)

  await list.getByRole('link', { name: 'How to read a warehouse lease' }).click()
  await expect(page).toHaveURL(/\/blog\/how-to-read-a-warehouse-lease$/)
  await expect(
    page.getByRole('heading', { level: 1, name: 'How to read a warehouse lease' }),
  ).toBeVisible()
  const article = page.getByRole('article')
  await expect(article.getByRole('heading', { level: 2, name: 'Security deposit' })).toBeVisible()
  await expectNoA11yViolations(page)
  await screenshot(page, 'blog-post', info.project.name)

  // A shared link opens in a fresh page, with nothing carried over from the list.
  const other = await context.newPage()
  waitForAppOnNavigation(other)
  if (info.project.name === 'desktop') await other.setViewportSize({ width: 1440, height: 900 })
  await other.goto('/blog/fire-noc-for-warehouses-in-india')
  await expect(
    other.getByRole('heading', { level: 1, name: 'Fire NOC for warehouses in India' }),
  ).toBeVisible()
  await expect(other.getByRole('article')).toContainText('National Building Code')

  // The sidebar: a category from the detail page, then a search within it.
  const sidebar = other.getByRole('complementary', { name: 'Blog sidebar' })
  await sidebar.getByRole('link', { name: /^Leasing \d+$/ }).click()
  await expect(other).toHaveURL(/\/blog\?category=Leasing$/)
  const filtered = other.getByRole('region', { name: 'Blog' })
  await expect(filtered.getByRole('listitem')).toHaveCount(2)
  await sidebar.getByRole('searchbox', { name: 'Search posts' }).fill('Bhiwandi')
  await sidebar.getByRole('button', { name: 'Search' }).click()
  await expect(other).toHaveURL(/\/blog\?q=Bhiwandi&category=Leasing$/)
  await expect(filtered.getByRole('listitem')).toHaveCount(1)
  await expect(filtered.getByRole('listitem').getByRole('link')).toHaveText(
    'Warehouse rent benchmarks by city',
  )
  await screenshot(other, 'blog-filtered', info.project.name)
  await other.close()

  // The projects: a case study opened from its list.
  await page.goto('/project')
  await page
    .getByRole('region', { name: 'Projects' })
    .getByRole('link', { name: 'A cold-chain godown in Hyderabad' })
    .click()
  await expect(page.getByRole('article')).toContainText('sanctioned load')
  await screenshot(page, 'project-detail', info.project.name)

  await page.goto('/blog/no-such-post')
  await expect(page.getByRole('heading', { level: 1, name: 'Post not found' })).toBeVisible()
})
