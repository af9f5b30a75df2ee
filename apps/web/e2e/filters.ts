import { expect, type Locator, type Page } from '@playwright/test'

/**
 * The listing pages' filter form, ready to fill: below 1024 px in the bottom sheet (opened here
 * from the Filters button), from 1024 px on the page (over the list or in the sidebar).
 */
export async function openFilters(page: Page): Promise<Locator> {
  const button = page.getByRole('button', { name: /^Filters/ })
  const onPage = page.getByRole('search', { name: 'Filter properties' })
  await expect(button.or(onPage).filter({ visible: true })).toBeVisible()
  if (!(await button.isVisible())) return onPage
  await button.click()
  const sheet = page.getByRole('dialog', { name: 'Filter properties' })
  await expect(sheet).toBeVisible()
  return sheet.getByRole('search', { name: 'Filter properties' })
}

/**
 * The listing pages' result cards. By the list's exact name: matched as a substring (Playwright's
 * default), "Properties" is also the skeleton list "Loading properties", whose cards are empty.
 */
export const resultCards = (page: Page): Locator =>
  page.getByRole('list', { name: 'Properties', exact: true }).getByRole('listitem')
