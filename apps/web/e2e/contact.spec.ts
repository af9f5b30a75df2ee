import { readFile } from 'node:fs/promises'
import { request } from '@playwright/test'
import { COMPANY_PROFILE_FILE_NAME, CONTACT_TEXTS } from '@app/contract/content-texts'
import { asSeparateClient } from './accounts'
import type { Page } from '@playwright/test'
import { expect, expectNoA11yViolations, test } from './fixtures'

/** What the visitor sees at that moment (a full-page shot would leave the modal's backdrop short). */
const look = (page: Page, name: string) =>
  page.screenshot({ path: `apps/web/e2e/screenshots/${test.info().project.name}-${name}.png` })

/** The subjects of the dev outbox's messages to the site's address (see readOtp in accounts.ts). */
async function outboxSubjects() {
  const local = await request.newContext({ baseURL: test.info().project.use.baseURL })
  try {
    const body = await (await local.get('/api/dev/outbox')).json()
    return (body.data as { subject: string }[]).map((m) => m.subject)
  } finally {
    await local.dispose()
  }
}

test('a visitor sends an enquiry and downloads the company profile', async ({ page }, info) => {
  // The desktop project is looked at 1440 px wide; the phone project stays at 360 px.
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await asSeparateClient(page)
  const name = `Ravi ${info.project.name} ${Date.now()}`
  await page.goto('/contact')

  const form = page.getByRole('form', { name: 'Contact form' })
  await form.getByLabel('Your Name').fill(name)
  await form.getByLabel('Email').fill('ravi@example.in')
  await form.getByLabel('Phone Number').fill('9876501234')
  await form.getByLabel('State').selectOption('Maharashtra')
  await form.getByLabel('Property Location').fill('Bhiwandi')
  await form.getByLabel('Message').fill('Need 20,000 sq.ft on rent with 30 ft clear height.')
  await expectNoA11yViolations(page)
  await form.getByRole('button', { name: 'Send Enquiry' }).click()

  // The loading popup, closed by 5 s; then the toast, and the form is empty again.
  const popup = page.getByRole('dialog', { name: CONTACT_TEXTS.sending })
  await expect(popup).toBeVisible()
  await expect(popup).toBeHidden({ timeout: 7_000 })
  await expect(page.getByRole('status').filter({ hasText: CONTACT_TEXTS.done })).toBeVisible()
  await expect(form.getByLabel('Your Name')).toHaveValue('')
  await expect(form.getByLabel('Message')).toHaveValue('')
  await form.scrollIntoViewIfNeeded()
  await look(page, 'contact-sent')
  await expect.poll(async () => (await outboxSubjects()).some((s) => s.includes(name))).toBe(true)

  // The company profile: the modal form, the PDF saved under its name, the modal closed.
  await page.getByRole('button', { name: 'Download Company Profile' }).click()
  const modal = page.getByRole('dialog', { name: 'Company Profile' })
  await modal.getByRole('button', { name: 'Download PDF' }).click()
  await expect(modal.getByText('10 digit phone number')).toBeVisible()
  await modal.getByLabel('Name').fill('Meera Shah')
  await modal.getByLabel('Email').fill('meera@example.in')
  await modal.getByLabel('Phone Number').fill('9123456780')
  await look(page, 'contact-profile-dialog')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    modal.getByRole('button', { name: 'Download PDF' }).click(),
  ])
  expect(download.suggestedFilename()).toBe(COMPANY_PROFILE_FILE_NAME)
  const pdf = await readFile((await download.path())!)
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-')
  await expect(modal).toBeHidden()

  // Opened again, the form starts empty.
  await page.getByRole('button', { name: 'Download Company Profile' }).click()
  await expect(modal.getByLabel('Name')).toHaveValue('')
})
