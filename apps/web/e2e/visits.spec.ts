import { readFile } from 'node:fs/promises'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { VISIT_TEXTS } from '@app/contract/visits'
import { formatSlot, istDate, slotInstant } from '../src/features/visits/slots'
import { asSeparateClient, loginThroughPage } from './accounts'
import { listingAndSeeker } from './api-people'
import {
  expect,
  expectNoA11yViolations,
  TAKE_SCREENSHOTS,
  test,
  waitForAppOnNavigation,
} from './fixtures'

const DAY_MS = 24 * 60 * 60 * 1000

/** A person's own browser window (a context of their own), logged in through the page. */
async function windowOf(browser: Browser, info: TestInfo, login: string, password: string) {
  const context = await browser.newContext({
    baseURL: info.project.use.baseURL,
    viewport:
      info.project.name === 'desktop' ? { width: 1440, height: 900 } : info.project.use.viewport,
  })
  const page = await context.newPage()
  waitForAppOnNavigation(page)
  await asSeparateClient(page)
  await loginThroughPage(page, login, password)
  await expect(page).not.toHaveURL(/\/login/)
  return { page, close: () => context.close() }
}

async function look(page: Page, info: TestInfo, name: string) {
  if (!TAKE_SCREENSHOTS) return
  await page.screenshot({
    path: `apps/web/e2e/screenshots/${info.project.name}-visits-${name}.png`,
    fullPage: true,
  })
}

/** A slot `days` from now at an India time, as the form takes it and as the pages show it. */
function slot(days: number, time: string) {
  const date = istDate(Date.now() + days * DAY_MS)
  const instant = slotInstant(date, time)
  return { date, time, instant, shown: formatSlot(instant) }
}

test('a seeker proposes two slots for a visit, the owner accepts one from the Leads panel, both see it', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(120_000)
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  const name = `Visit Godown ${Date.now()}`
  const { id, owner, seeker, people } = await listingAndSeeker(name, 100)
  const first = slot(2, '10:30')
  const second = slot(3, '16:00')
  try {
    // The seeker unlocks the listing, then asks for a visit from its page.
    await seeker.call('post', 'property/unlock', { property_id: id })
    await asSeparateClient(page)
    await loginThroughPage(page, seeker.person.email, seeker.person.password)
    await expect(page).not.toHaveURL(/\/login/)
    await page.goto(`/property/${id}`)
    const contact = page.getByRole('complementary', { name: 'Price and contact' })
    await contact.getByRole('button', { name: 'Request a site visit' }).click()
    const dialog = page.getByRole('dialog', { name: 'Request a site visit' })
    const row = (n: number) => dialog.getByRole('group', { name: `Slot ${n}` })
    await row(1).getByLabel(/^Date/).fill(first.date)
    await row(1).getByLabel(/^Time/).selectOption(first.time)
    await dialog.getByRole('button', { name: 'Add another slot' }).click()
    await row(2).getByLabel(/^Date/).fill(second.date)
    await row(2).getByLabel(/^Time/).selectOption(second.time)
    await dialog.getByLabel('Note to the owner').fill('Two of us, with a 32 ft truck.')
    await expectNoA11yViolations(page)
    await look(page, info, 'request')
    await dialog.getByRole('button', { name: 'Send request' }).click()
    await expect(page.getByRole('status').filter({ hasText: VISIT_TEXTS.requested })).toBeVisible()
    await expect(dialog).toBeHidden()
    const mine = page.getByRole('list', { name: 'Your site visits' })
    await expect(mine.getByText('Requested')).toBeVisible()
    await expect(mine.getByText(first.shown)).toBeVisible()
    await expect(mine.getByText(second.shown)).toBeVisible()

    // The owner accepts the second slot from the listing's Leads panel.
    const ownerWindow = await windowOf(browser, info, owner.person.email, owner.person.password)
    try {
      const ownerPage = ownerWindow.page
      await ownerPage.goto(`/property/${id}`)
      const leads = ownerPage.getByRole('region', { name: 'Leads' })
      const requests = leads.getByRole('list', { name: 'Visit requests' })
      const request = requests.getByRole('article', { name: seeker.person.first_name })
      await expect(request.getByText('Requested')).toBeVisible()
      await expect(
        request.getByRole('link', { name: new RegExp(seeker.person.phone_number) }),
      ).toHaveAttribute('href', `tel:${seeker.person.phone_number}`)
      await request.getByRole('radio', { name: second.shown }).check()
      await look(ownerPage, info, 'owner-leads')
      await request.getByRole('button', { name: 'Accept' }).click()
      await expect(
        ownerPage.getByRole('status').filter({ hasText: VISIT_TEXTS.accepted }),
      ).toBeVisible()
      await expect(request.getByText('Accepted')).toBeVisible()
      await expect(request.getByText(second.shown)).toBeVisible()

      // The owner's account lists it, with the seeker and the agreed time.
      await ownerPage.goto('/visits')
      const ownerUpcoming = ownerPage.getByRole('list', { name: 'Upcoming' })
      const ownerCard = ownerUpcoming.getByRole('article', { name })
      await expect(ownerCard.getByText('Accepted')).toBeVisible()
      await expect(ownerCard.getByText(seeker.person.first_name)).toBeVisible()
      await expect(ownerCard.getByText(second.shown)).toBeVisible()
      await expectNoA11yViolations(ownerPage)
      await look(ownerPage, info, 'owner-account')
    } finally {
      await ownerWindow.close()
    }

    // The seeker's account too, with the calendar invitation.
    await page.goto('/visits')
    const card = page.getByRole('list', { name: 'Upcoming' }).getByRole('article', { name })
    await expect(card.getByText('Accepted')).toBeVisible()
    await expect(card.getByText(second.shown)).toBeVisible()
    await expect(card.getByText(first.shown)).toBeHidden()
    await look(page, info, 'seeker-account')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Add to calendar' }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/\.ics$/)
    const ics = await readFile((await download.path())!, 'utf8')
    expect(ics).toContain('BEGIN:VCALENDAR')
    expect(ics).toContain('Asia/Kolkata')
  } finally {
    await Promise.all(people.map((p) => p.dispose()))
  }
})
