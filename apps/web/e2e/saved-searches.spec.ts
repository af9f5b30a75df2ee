import { SEARCH_TEXTS } from '@app/contract/search-texts'
import { request } from '@playwright/test'
import { SAVED_SEARCH_UI } from '../src/features/saved-searches/saved-search-texts'
import { loginThroughPage } from './accounts'
import { newApiPerson, publishListingViaApi } from './api-people'
import { expect, expectNoA11yViolations, test } from './fixtures'

const SHOTS = '/tmp/shots15'

interface OutboxMessage {
  recipient: string
  subject: string
  body: string
}

/**
 * The newest dev-outbox message to `recipient` whose subject names `name` (quoted, as the alert
 * quotes people's text: decision 036), once the alert runner
 * (every second in the journeys' server, ALERT_EVERY_MS) has sent it. Asked from a context of its
 * own, as readOtp does: the outbox answers this machine only, with no X-Forwarded-For.
 */
async function alertFor(recipient: string, name: string) {
  const local = await request.newContext({ baseURL: test.info().project.use.baseURL })
  let found: OutboxMessage | undefined
  try {
    await expect
      .poll(
        async () => {
          const body = await (await local.get('/api/dev/outbox')).json()
          found = (body.data as OutboxMessage[]).find(
            (m) => m.recipient === recipient && m.subject.endsWith(`: "${name}"`),
          )
          return found
        },
        { timeout: 20_000 },
      )
      .toBeDefined()
  } finally {
    await local.dispose()
  }
  return found!
}

test('a seeker saves a search, a new matching listing is e-mailed to them, and the link’s button turns the alert off', async ({
  page,
}, info) => {
  // Waits on the alert job (up to 20 s) besides its own steps: on a busy machine it needs longer.
  test.slow()
  const word = `alert${Date.now().toString(36)}${info.project.name}`
  const seeker = await newApiPerson('Kabir Seeker')
  await seeker.dispose()
  await loginThroughPage(page, seeker.person.email, seeker.person.password)
  await expect(page).toHaveURL(/\/$/)

  // Rent listings matching the word: saved with the name the filters suggest, instant alerts.
  await page.goto(`/property?purchase_type=2&q=${word}`)
  await page.getByRole('button', { name: 'Save search' }).click()
  const dialog = page.getByRole('dialog', { name: 'Save this search' })
  const name = `Godowns and warehouses for rent, “${word}”`
  await expect(dialog.getByLabel(/^Name/)).toHaveValue(name)
  await expect(dialog.getByRole('radio', { name: /Instant/ })).toBeChecked()
  if (info.project.name === 'desktop') await page.setViewportSize({ width: 1440, height: 900 })
  await page.screenshot({ path: `${SHOTS}/alerts-${info.project.name}-dialog.png` })
  await expectNoA11yViolations(page)
  await dialog.getByRole('button', { name: 'Save search' }).click()
  await expect(page.getByText(SEARCH_TEXTS.savedSearchSaved)).toBeVisible()
  await expect(dialog).toBeHidden()
  await page.screenshot({ path: `${SHOTS}/alerts-${info.project.name}-saved.png` })

  // An owner publishes a matching listing; the alert runner e-mails it.
  const owner = await newApiPerson('Meera Owner', 2)
  const listing = await publishListingViaApi(owner, `Alert godown ${word}`, { price: 52_000 })
  await owner.dispose()
  const mail = await alertFor(seeker.person.email, name)
  expect(mail.subject).toBe(`New listing for your saved search: "${name}"`)
  expect(mail.body).toContain(`- "Alert godown ${word}", Bhiwandi: ₹52,000 / Fortnight (Rent)`)
  expect(mail.body).toContain(`/property/${listing}`)

  // The account lists the search with its alert.
  await page.goto('/account')
  const panel = page.getByRole('region', { name: 'Saved searches' })
  await expect(panel.getByRole('link', { name, exact: true })).toBeVisible()
  await expect(panel.getByText('1 listing alerted')).toBeVisible()
  await expect(panel.getByRole('combobox', { name: `Alert: ${name}` })).toHaveValue('instant')
  await panel.scrollIntoViewIfNeeded()
  await panel.screenshot({ path: `${SHOTS}/alerts-${info.project.name}-panel.png` })

  // The e-mail's unsubscribe link works in a browser that is not logged in. Opening it (as a mail
  // scanner would) turns nothing off: the page names the search and waits for the button.
  const link = new URL(mail.body.match(/\S+\/alerts\/unsubscribe\?token=\S+/)![0])
  // A context of its own (axe checks pages of a context it can open frames in).
  const visitorContext = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize()! })
  const visitor = await visitorContext.newPage()
  await visitor.goto(link.pathname + link.search)
  await expect(visitor.getByRole('heading', { name: SAVED_SEARCH_UI.confirmTitle })).toBeVisible()
  await expect(visitor.getByText(name, { exact: true })).toBeVisible()
  const turnOff = visitor.getByRole('button', { name: SAVED_SEARCH_UI.turnOff })
  await expect(turnOff).toBeVisible()
  await visitor.screenshot({ path: `${SHOTS}/alerts-${info.project.name}-unsubscribe-confirm.png` })
  await expectNoA11yViolations(visitor)
  await page.reload()
  await expect(panel.getByRole('combobox', { name: `Alert: ${name}` })).toHaveValue('instant')

  // From the keyboard, as anyone may: focus the button and press Enter.
  await turnOff.focus()
  await visitor.keyboard.press('Enter')
  await expect(visitor.getByRole('heading', { name: SEARCH_TEXTS.unsubscribed })).toBeVisible()
  await expect(visitor.getByText(name, { exact: true })).toBeVisible()
  await expect(turnOff).toBeHidden()
  await visitor.screenshot({ path: `${SHOTS}/alerts-${info.project.name}-unsubscribed.png` })
  await visitorContext.close()

  await page.reload()
  await expect(panel.getByRole('combobox', { name: `Alert: ${name}` })).toHaveValue('off')
})
