import { mkdirSync } from 'node:fs'
import type { Locator, Page } from '@playwright/test'
import { asSeparateClient, loginThroughPage, newPerson, registerViaApi } from './accounts'
import { resultCards } from './filters'
import { expect, expectNoA11yViolations, test } from './fixtures'

/**
 * Issue 25, "one filter experience": /property and /property-sidebar share one filter component.
 * On a 360 px phone both open it as a bottom sheet from a Filters button that counts the filters
 * on; no select's text is cut, nothing overflows sideways, every control is 44 × 44 px or more,
 * and a card's title never hides the size it names.
 */

const SHOTS = '/tmp/shots/filters'
const PAGES = ['/property', '/property-sidebar'] as const
/** A hit area on a phone: 44 × 44 px at least. */
const TAP = 44
/**
 * Room Chromium's native select arrow takes beside the CSS padding: a select sized to its text
 * (the sort's, `width: auto`) is exactly text + padding + 20 px. "All Status" in the old 133 px
 * select needed 142 and read "All Statu".
 */
const SELECT_ARROW = 20

async function loginAsNewSeeker(page: Page) {
  await asSeparateClient(page)
  const person = newPerson('Kavya Rao')
  await registerViaApi(page, person)
  await loginThroughPage(page, person.email, person.password)
  await expect(page).toHaveURL(/\/$/)
}

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/e2e-${width}-${name}.png` })
}

/** Each visible select whose chosen text does not fit beside its padding and arrow. */
async function cutSelects(scope: Locator) {
  return scope.locator('select:visible').evaluateAll((selects, arrow) => {
    const context = document.createElement('canvas').getContext('2d')!
    return (selects as HTMLSelectElement[]).flatMap((select) => {
      const style = getComputedStyle(select)
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
      const text = select.selectedOptions[0]?.text ?? ''
      const need =
        context.measureText(text).width +
        parseFloat(style.paddingLeft) +
        parseFloat(style.paddingRight) +
        arrow
      return need > select.clientWidth
        ? [
            `${select.name || select.id} "${text}": needs ${Math.ceil(need)} px of ${select.clientWidth}`,
          ]
        : []
    })
  }, SELECT_ARROW)
}

/** Controls smaller than a thumb's 44 × 44 px. */
async function smallTargets(controls: Locator) {
  const small: string[] = []
  for (const control of await controls.all()) {
    if (!(await control.isVisible())) continue
    const box = (await control.boundingBox())!
    if (box.width < TAP - 0.5 || box.height < TAP - 0.5) {
      const name = (await control.getAttribute('aria-label')) ?? (await control.innerText())
      small.push(`${name.trim()}: ${Math.round(box.width)}×${Math.round(box.height)}`)
    }
  }
  return small
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

test.describe('phone, 360 × 800', () => {
  test.use({ viewport: { width: 360, height: 800 } })
  test.skip(({ isMobile }) => !isMobile, 'the phone project only')

  for (const path of PAGES) {
    test(`${path}: filters in a bottom sheet, applied as chips over the results`, async ({
      page,
    }) => {
      test.slow()
      await loginAsNewSeeker(page)
      await page.goto(path)
      const count = page.getByText(/^Showing \d+ of \d+ propert(y|ies)$/)
      await expect(count).toBeVisible()
      // No form over the list on a phone: the first card is on the first screen.
      await expect(page.getByRole('search', { name: 'Filter properties' })).toBeHidden()
      const firstCard = resultCards(page).first()
      expect((await firstCard.boundingBox())!.y).toBeLessThan(800)
      expect(await overflow(page)).toBe(0)
      await shot(page, `${path.slice(1)}-list`)

      // The sheet opens from the keyboard, holds the focus, and is named.
      const open = page.getByRole('button', { name: 'Filters', exact: true })
      await open.focus()
      await page.keyboard.press('Enter')
      const sheet = page.getByRole('dialog', { name: 'Filter properties' })
      await expect(sheet).toBeVisible()
      await page.keyboard.press('Tab')
      await expect(sheet.locator(':focus')).toHaveCount(1)
      expect(await cutSelects(sheet)).toEqual([])
      await page.keyboard.press('Escape')
      await expect(sheet).toBeHidden()
      await expect(open).toBeFocused()

      await open.click()
      await sheet.getByLabel('Status').selectOption({ label: 'Rent' })
      await sheet.getByLabel('Type').selectOption({ label: 'Warehouse' })
      await sheet.getByLabel('State').selectOption({ label: 'Maharashtra' })
      await sheet.getByRole('button', { name: 'More filters' }).click()
      await sheet.getByLabel('Min area (sq.ft)').fill('5000')
      expect(await cutSelects(sheet)).toEqual([])
      // Buttons, fields, and the yes/no filters' labels (the box and its words are one target).
      const fields =
        'button, select, input:not([type="checkbox"]), input[type="checkbox"] + div label'
      expect(await smallTargets(sheet.locator(fields))).toEqual([])
      await shot(page, `${path.slice(1)}-sheet`)
      await sheet.getByRole('button', { name: 'Filter', exact: true }).click()
      await expect(sheet).toBeHidden()

      await expect(page).toHaveURL(
        new RegExp(`${path}\\?purchase_type=2&type=2&state_id=\\d+&min_area=5000$`),
      )
      await expect(page.getByRole('button', { name: 'Filters (4 active)' })).toBeVisible()
      const chips = page.getByRole('list', { name: 'Active filters' }).getByRole('button')
      await expect(chips).toHaveText(['Rent', 'Warehouse', 'Maharashtra', 'From 5,000 sq.ft'])
      await expect(count).toBeVisible()
      const cards = resultCards(page)
      await expect(cards.first()).toContainText('Maharashtra')
      await expect(cards.first()).toContainText('Warehouse')

      // The sort's longest choice fits too.
      await page.getByLabel('Sort by').selectOption({ label: '₹ per sq.ft: lowest first' })
      await expect(page).toHaveURL(/&sort=rate_asc$/)
      await expect(count).toBeVisible()
      expect(await overflow(page)).toBe(0)
      expect(await cutSelects(page.locator('main'))).toEqual([])
      // Chips, Clear all, Filters, Save search, Map view, Sort by, hearts, View Details, View More.
      const controls = page
        .locator('main')
        .locator(
          'button:not([disabled]), a[href]:not(h3 a, nav[aria-label="Breadcrumb"] a), select',
        )
      expect(await smallTargets(controls)).toEqual([])

      // A card's title takes two lines rather than cut the size it names; the area has its line.
      for (const card of (await cards.all()).slice(0, 3)) {
        const title = card.getByRole('heading')
        expect(
          await title.evaluate((h) => h.scrollHeight <= h.clientHeight + 1),
          `${await title.innerText()} is whole`,
        ).toBe(true)
        await expect(card.getByText(/^Area:/)).toBeVisible()
      }
      await expectNoA11yViolations(page)
      await shot(page, `${path.slice(1)}-filtered`)
    })
  }
})

test.describe('desktop, 1440 × 900', () => {
  test.use({ viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false })

  for (const path of PAGES) {
    test(`${path}: the same form over or beside the list, no select text cut`, async ({ page }) => {
      test.slow()
      await loginAsNewSeeker(page)
      await page.goto(path)
      await expect(page.getByText(/^Showing \d+ of/)).toBeVisible()
      await expect(page.getByRole('button', { name: /^Filters/ })).toBeHidden()
      const form = page.getByRole('search', { name: 'Filter properties' })
      await expect(form).toBeVisible()
      expect(await cutSelects(page.locator('main'))).toEqual([])
      // The longest labels of each select but the places' (see decision 041).
      await form.getByLabel('Status').selectOption({ label: 'Lease' })
      await form.getByLabel('Type').selectOption({ label: 'Warehouse' })
      await form.getByLabel('State').selectOption({ label: 'Maharashtra' })
      await page.getByLabel('Sort by').selectOption({ label: '₹ per sq.ft: lowest first' })
      expect(await cutSelects(page.locator('main'))).toEqual([])
      expect(await overflow(page)).toBe(0)
      await shot(page, `${path.slice(1)}-desktop`)
    })
  }
})
