import type { Locator, Page } from '@playwright/test'
import { asSeparateClient, loginThroughPage } from './accounts'
import { listingAndSeeker, type ApiPerson } from './api-people'
import { expect, expectNoA11yViolations, test } from './fixtures'

const PHONE = { width: 360, height: 800 }
const DESKTOP = { width: 1440, height: 900 }
/** The fixed header's height (HEADER_HEIGHT_PX). */
const HEADER_PX = 90
/** The smallest hit area a control may have on a phone. */
const TAP_PX = 44

const inr = new Intl.NumberFormat('en-IN')

const box = async (locator: Locator) => (await locator.boundingBox())!

async function openAs(page: Page, seeker: ApiPerson, id: number) {
  await asSeparateClient(page)
  await loginThroughPage(page, seeker.person.email, seeker.person.password)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(`/property/${id}`)
}

test('on a phone the listing docks its price and next step: unlock from the bar, then Call and WhatsApp', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'phone', 'the docked bar is for phones')
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  const name = `Phone Bar Godown ${Date.now()}`
  const { id, cost, owner, seeker, people } = await listingAndSeeker(name, 100)
  try {
    await openAs(page, seeker, id)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()

    // The bar sits at the bottom of the first screen; the page's own Unlock is screens below.
    const bar = page.getByRole('region', { name: 'Price and next step' })
    await expect(bar).toBeVisible()
    await expect(bar.getByText('₹1,45,000')).toBeVisible()
    const barBox = await box(bar)
    expect(Math.round(barBox.y + barBox.height)).toBe(PHONE.height)
    const contact = page.getByRole('complementary', { name: 'Price and contact' })
    const inPage = contact.getByRole('button', { name: 'Unlock Property' })
    expect((await box(inPage)).y).toBeGreaterThan(PHONE.height * 1.5)

    // Unlock from the bar, through the page's confirmation.
    await bar.getByRole('button', { name: `Unlock for ${inr.format(cost)} credits` }).click()
    await page.getByRole('button', { name: 'Yes, Unlock' }).click()
    await expect(page.getByText(/^Property unlocked\./)).toBeVisible()

    const digits = `91${owner.person.phone_number}`
    await expect(bar.getByRole('link', { name: 'Call' })).toHaveAttribute('href', `tel:+${digits}`)
    const whatsApp = bar.getByRole('link', { name: 'WhatsApp' })
    const href = (await whatsApp.getAttribute('href'))!
    expect(href.startsWith(`https://wa.me/${digits}?text=`)).toBe(true)
    const text = new URL(href).searchParams.get('text')!
    expect(text).toContain(name)
    expect(text).toContain(`${new URL(page.url()).origin}/property/${id}`)
    await expect(contact.getByText('Unlocked')).toBeVisible()
    await expectNoA11yViolations(page)

    // Every control of the listing and the bar has a 44x44 hit area (read in one go: the page
    // may still re-render after the unlock, and a control held across awaits could go stale).
    const small = await page.evaluate((min) => {
      const controls = document.querySelectorAll(
        'main button, main a, [data-bottom-dock] button, [data-bottom-dock] a',
      )
      return [...controls]
        .filter((el) => el.checkVisibility())
        .map((el) => [el, el.getBoundingClientRect()] as const)
        .filter(([, b]) => b.width < min - 0.5 || b.height < min - 0.5)
        .map(
          ([el, b]) =>
            `${el.textContent?.trim() || el.getAttribute('aria-label')} ${Math.round(b.width)}x${Math.round(b.height)}`,
        )
    }, TAP_PX)
    expect(small, 'controls under 44x44 px').toEqual([])

    // The bar covers nothing: the end of the page scrolls clear of it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const footer = page.getByRole('contentinfo')
    await expect
      .poll(async () => {
        const end = await box(footer)
        return end.y + end.height <= (await box(bar)).y + 1
      })
      .toBe(true)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      PHONE.width,
    )
  } finally {
    await Promise.all(people.map((p) => p.dispose()))
  }
})

test('on desktop the contact box stays in view beside the specifications as they scroll', async ({
  page,
}, info) => {
  test.skip(info.project.name !== 'desktop', 'the two-column layout is for desktop')
  test.setTimeout(90_000)
  await page.setViewportSize(DESKTOP)
  const name = `Sticky Box Godown ${Date.now()}`
  const { id, people } = await listingAndSeeker(name, -1)
  try {
    await openAs(page, people[1]!, id)
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    // No bar on desktop: the contact box is the place to unlock.
    await expect(page.getByRole('region', { name: 'Price and next step' })).toBeHidden()

    const specs = page.getByRole('heading', { name: 'Specifications' })
    const contactBox = page.getByRole('heading', { name: 'Contact details' }).locator('..')
    // Scroll until the specifications' last row sits at the bottom of the screen.
    await page
      .getByText('Distance to national highway')
      .evaluate((row) => row.scrollIntoView({ block: 'end' }))
    await expect(specs).toBeInViewport()
    await expect
      .poll(async () => {
        const b = await box(contactBox)
        return b.y >= HEADER_PX && b.y + b.height <= DESKTOP.height
      })
      .toBe(true)
    await expect(contactBox.getByRole('button', { name: 'Unlock Property' })).toBeInViewport({
      ratio: 1,
    })
  } finally {
    await Promise.all(people.map((p) => p.dispose()))
  }
})
