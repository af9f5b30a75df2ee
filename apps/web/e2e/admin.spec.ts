import { mkdirSync } from 'node:fs'
import { randomInt } from 'node:crypto'
import type { Browser, Page, TestInfo } from '@playwright/test'
import { asSeparateClient, loginThroughPage } from './accounts'
import { existingApiPerson, newApiPerson, publishListingViaApi, type ApiPerson } from './api-people'
import { expect, screenshot, test, waitForAppOnNavigation } from './fixtures'

const SHOTS = '/tmp/shots'
const ADMIN = { login: 'admin@demo.godownhub.in', password: 'demo-admin' }

/** The phone project at 360 px; the desktop one widened to 1440 px for this journey. */
async function wideOnDesktop(page: Page, info: TestInfo) {
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
}

async function shot(page: Page, name: string, info: TestInfo, { dialog = false } = {}) {
  if (!dialog) await page.evaluate(() => window.scrollTo(0, 0))
  mkdirSync(SHOTS, { recursive: true })
  const width = page.viewportSize()?.width ?? 0
  await page.screenshot({ path: `${SHOTS}/${width}-${name}.png`, fullPage: !dialog })
  await screenshot(page, name, info.project.name)
}

/** A word no other listing has, to find this journey's listing by search. */
const word = () =>
  Array.from({ length: 8 }, () => String.fromCharCode(97 + randomInt(0, 26))).join('')

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
  await expect(page).toHaveURL(/\/$/)
  return { page, close: () => context.close() }
}

interface World {
  owner: ApiPerson
  first: ApiPerson
  second: ApiPerson
  admin: ApiPerson
  propertyId: number
  name: string
}

async function makeWorld(): Promise<World> {
  const [owner, first, second, admin] = await Promise.all([
    newApiPerson('Kiran Rao', 2),
    newApiPerson('Meera Iyer'),
    newApiPerson('Arjun Shah'),
    existingApiPerson(ADMIN.login, ADMIN.password),
  ])
  const name = `Godown ${word()}`
  const propertyId = await publishListingViaApi(owner, name)
  return { owner, first, second, admin, propertyId, name }
}

const userIdOf = async (admin: ApiPerson, email: string) => {
  const found = (await admin.call('get', `admin/users?q=${encodeURIComponent(email)}`)) as {
    data: { id: number }[]
  }
  return found.data[0]!.id
}

test('an admin moderates: dashboard, credits, a report resolved, two refunded from the queue, hide and unhide, a block, the audit log', async ({
  page,
  browser,
}, info) => {
  test.setTimeout(180_000)
  await wideOnDesktop(page, info)
  const world = await makeWorld()
  const { admin, first, second, owner, propertyId, name } = world
  try {
    // The admin logs in and finds the console in the profile menu's destination.
    await asSeparateClient(page)
    await loginThroughPage(page, ADMIN.login, ADMIN.password)
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/admin')
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
    await expect(page.getByText('Revenue', { exact: false }).first()).toBeVisible()
    await shot(page, 'admin-dashboard', info)

    // Credits for the first seeker through the profile's adjustment, with a reason.
    const firstId = await userIdOf(admin, first.person.email)
    await page.goto(`/admin/users?q=${encodeURIComponent(first.person.email)}`)
    await expect(page.getByText(first.person.email).first()).toBeVisible()
    await shot(page, 'admin-users', info)
    await page.goto(`/admin/users/${firstId}`)
    await page.getByRole('button', { name: 'Adjust credits' }).click()
    const adjust = page.getByRole('dialog', { name: 'Adjust credits' })
    await adjust.getByLabel(/^Credits to add or take/).fill('300')
    await adjust.getByLabel(/^Reason/).fill('Goodwill credits after a failed top-up')
    await shot(page, 'admin-adjust-credits', info, { dialog: true })
    await adjust.getByRole('button', { name: /adjust/i }).click()
    await expect(page.getByText('Credits adjusted. New balance: 300.')).toBeVisible()
    // The second seeker's credits through the same call.
    const secondId = await userIdOf(admin, second.person.email)
    await admin.call('post', `admin/users/${secondId}/credits`, {
      credits: 300,
      reason: 'Goodwill credits',
    })

    // The first seeker unlocks the listing and reports it as misleading.
    const seeker = await windowOf(browser, info, first.person.email, first.person.password)
    try {
      const s = seeker.page
      await s.goto(`/property/${propertyId}`)
      const contact = s.getByRole('complementary', { name: 'Price and contact' })
      await contact.getByRole('button', { name: 'Unlock Property' }).click()
      await s.getByRole('button', { name: 'Yes, Unlock' }).click()
      await expect(s.getByText(/^Property unlocked\./)).toBeVisible()
      await s.getByRole('button', { name: 'Report a problem' }).click()
      const report = s.getByRole('dialog', { name: 'Report a problem' })
      await report.getByLabel('Misleading listing').check()
      await report.getByLabel(/^Message/).fill('The photos show a different building.')
      await shot(s, 'seeker-report-dialog', info, { dialog: true })
      await report.getByRole('button', { name: 'Send report' }).click()
      await expect(s.getByText('Thank you. Your report has been sent.')).toBeVisible()
      await expect(s.getByText('Report sent: the moderators will review it')).toBeVisible()
    } finally {
      await seeker.close()
    }

    // The admin rejects it from the queue.
    await page.goto('/admin/reports')
    const row = page.getByRole('row').filter({ hasText: name }).first()
    const card = (await row.count())
      ? row
      : page.getByRole('listitem').filter({ hasText: name }).first()
    await expect(card).toBeVisible()
    await shot(page, 'admin-reports', info)
    await card.getByRole('button', { name: /^Resolve report/ }).click()
    const resolve = page.getByRole('dialog', { name: /^Resolve report/ })
    await resolve.getByText('Reject the report').click()
    await resolve.getByLabel(/^Note/).fill('The photos match the site visit.')
    await resolve.getByRole('button', { name: 'Reject the report' }).click()
    await expect(page.getByText(/^Report #\d+: rejected by the moderators\.$/)).toBeVisible()

    // Two seekers cannot reach the owner. Both accounts are new, so neither is an established
    // reporter (decision 022): their reports wait for the owner's answer or a moderator, and
    // nothing comes back by itself.
    await first.call('post', 'property/report', { property_id: propertyId, reason: 'unreachable' })
    const other = await windowOf(browser, info, second.person.email, second.person.password)
    try {
      const s = other.page
      await s.goto(`/property/${propertyId}`)
      const contact = s.getByRole('complementary', { name: 'Price and contact' })
      await contact.getByRole('button', { name: 'Unlock Property' }).click()
      await s.getByRole('button', { name: 'Yes, Unlock' }).click()
      await expect(s.getByText(/^Property unlocked\./)).toBeVisible()
      await s.getByRole('button', { name: 'Report a problem' }).click()
      const report = s.getByRole('dialog', { name: 'Report a problem' })
      await report.getByLabel('Owner unreachable').check()
      await expect(report.getByText(/the moderators decide\.$/)).toBeVisible()
      await report.getByRole('button', { name: 'Send report' }).click()
      await expect(s.getByText('Thank you. Your report has been sent.')).toBeVisible()
      await expect(s.getByText("Report sent: waiting for the owner's answer")).toBeVisible()
      await shot(s, 'seeker-report-waiting', info)
    } finally {
      await other.close()
    }
    for (const person of [first, second]) {
      const wallet = (await person.call('get', 'wallet')) as { data: { credits: number } }
      expect(wallet.data.credits).toBeLessThan(300)
    }

    // The moderator refunds both from the queue; the second refund hides the listing pending
    // review.
    const open = (await admin.call(
      'get',
      `admin/reports?status=open&property_id=${propertyId}`,
    )) as { data: { id: number }[] }
    expect(open.data).toHaveLength(2)
    await page.goto('/admin/reports')
    for (const { id } of open.data) {
      await page.getByRole('button', { name: `Resolve report #${id}` }).click()
      const dialog = page.getByRole('dialog', { name: /^Resolve report/ })
      await dialog.getByText('Refund the reporter').click()
      await dialog.getByRole('button', { name: 'Refund the reporter' }).click()
      await expect(page.getByText(`Report #${id}: refunded by the moderators.`)).toBeVisible()
    }
    for (const person of [first, second]) {
      const wallet = (await person.call('get', 'wallet')) as { data: { credits: number } }
      expect(wallet.data.credits).toBe(300)
    }

    // The admin finds it hidden pending review, unhides it, then hides it with a reason.
    await page.goto(`/admin/properties?q=${encodeURIComponent(name)}`)
    await expect(page.getByText(/Pending review/).first()).toBeVisible()
    await shot(page, 'admin-properties-hidden', info)
    await page.getByRole('button', { name: `Unhide ${name}` }).click()
    await page
      .getByRole('dialog', { name: `Unhide “${name}”?` })
      .getByRole('button', { name: /unhide/i })
      .click()
    await expect(page.getByText('Listing visible again.')).toBeVisible()
    const listed = (await owner.call('get', 'created-properties')) as {
      data: { id: number; status: string }[]
    }
    expect(listed.data.find((p) => p.id === propertyId)?.status).toBe('published')

    await page.getByRole('button', { name: `Hide ${name}` }).click()
    const hide = page.getByRole('dialog', { name: `Hide “${name}”?` })
    await hide.getByLabel(/^Reason/).fill('Duplicate of another listing')
    await shot(page, 'admin-hide-dialog', info, { dialog: true })
    await hide.getByRole('button', { name: /^Hide/ }).click()
    await expect(page.getByText('Listing hidden.')).toBeVisible()

    // Its owner sees why on My Properties.
    const ownerWindow = await windowOf(browser, info, owner.person.email, owner.person.password)
    try {
      await ownerWindow.page.goto('/my-properties')
      await expect(
        ownerWindow.page.getByText('Hidden by the moderators: Duplicate of another listing'),
      ).toBeVisible()
      await shot(ownerWindow.page, 'owner-hidden-listing', info)
      // On the listing itself: the reason, and the reports with how each ended.
      await ownerWindow.page.goto(`/property/${propertyId}`)
      await expect(
        ownerWindow.page.getByText('Hidden by the moderators: Duplicate of another listing'),
      ).toBeVisible()
      const reports = ownerWindow.page.getByRole('region', { name: 'Reports' })
      await expect(reports.getByText('Misleading listing')).toBeVisible()
      await expect(reports.getByText('Owner unreachable').first()).toBeVisible()
      await shot(ownerWindow.page, 'owner-listing-reports', info)
    } finally {
      await ownerWindow.close()
    }

    // The second seeker is blocked: their session ends and login says so.
    await page.goto(`/admin/users/${secondId}`)
    await page.getByRole('button', { name: 'Block' }).click()
    const block = page.getByRole('dialog', { name: `Block ${second.person.first_name}?` })
    await block.getByLabel(/^Reason/).fill('Shared the owner contact publicly')
    await block.getByRole('button', { name: /^Block/ }).click()
    await expect(page.getByText('User blocked. Their sessions have ended.')).toBeVisible()
    await shot(page, 'admin-user-blocked', info)
    const me = await second.api.get('/api/me', {
      headers: { authorization: `Bearer ${second.token}` },
    })
    expect(me.status()).toBe(401)
    const blocked = await browser.newContext({ baseURL: info.project.use.baseURL })
    try {
      const b = await blocked.newPage()
      waitForAppOnNavigation(b)
      await asSeparateClient(b)
      await loginThroughPage(b, second.person.email, second.person.password)
      await expect(b.getByText('This account is blocked')).toBeVisible()
    } finally {
      await blocked.close()
    }

    // Every step is in the audit log.
    await page.goto('/admin/audit')
    for (const action of [
      'Adjusted credits',
      'Rejected a report',
      'Refunded a report',
      'Hid a listing',
      'Blocked a user',
    ]) {
      await expect(page.getByText(action).first()).toBeVisible()
    }
    await expect(page.getByText('Hid a listing pending review').first()).toBeVisible()
    await shot(page, 'admin-audit', info)
  } finally {
    await Promise.all([owner, first, second, admin].map((p) => p.dispose()))
  }
})

test('the admin console tells a seeker it is for administrators', async ({ page }) => {
  const seeker = await newApiPerson('Nisha Kulkarni')
  try {
    await asSeparateClient(page)
    await loginThroughPage(page, seeker.person.email, seeker.person.password)
    await expect(page).toHaveURL(/\/$/)
    await page.goto('/admin')
    await expect(
      page.getByRole('heading', { name: 'This page is for administrators' }),
    ).toBeVisible()
  } finally {
    await seeker.dispose()
  }
})
