import type { Page } from '@playwright/test'
import { asSeparateClient, loginThroughPage, newPerson, readOtp, registerViaApi } from './accounts'
import { expect, screenshot, test } from './fixtures'

test.beforeEach(async ({ page }) => {
  await asSeparateClient(page)
})

const storedUser = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('userData') ?? 'null'))

test('a seeker registers in three steps, then logs in by phone', async ({ page }, info) => {
  const p = newPerson('Meera Iyer')
  await page.goto('/register')
  await page.getByLabel(/^First Name/).fill(p.first_name)
  await page.getByLabel(/^Email/).fill(p.email)
  await page.getByLabel(/^Phone Number/).fill(p.phone_number)
  await screenshot(page, 'register-1-details', info.project.name)
  await page.getByRole('button', { name: 'Send OTP' }).click()

  const otp = page.getByLabel(/^OTP/)
  await expect(otp).toBeVisible()
  await otp.fill('1234567')
  await expect(otp).toHaveValue('123456')
  await otp.fill(await readOtp(p.email))
  await screenshot(page, 'register-2-otp', info.project.name)
  await page.getByRole('button', { name: 'Verify OTP' }).click()

  await page.getByLabel(/^Password/).fill(p.password)
  await page.getByLabel(/^Confirm Password/).fill(p.password)
  await page.getByRole('button', { name: 'Read the Terms and Privacy Policy' }).click()
  const terms = page.getByRole('dialog')
  await expect(terms.getByRole('tab', { name: 'Terms' })).toBeVisible()
  await terms.getByRole('tab', { name: 'Privacy' }).click()
  await screenshot(page, 'register-3-terms', info.project.name)
  await terms.getByRole('button', { name: 'I Agree' }).click()
  await expect(page.getByRole('checkbox')).toBeChecked()
  await page.getByRole('button', { name: 'Create Account' }).click()

  const success = page.getByRole('dialog')
  await expect(success).toContainText('Registration Successful')
  await expect(success).toContainText('Your account has been created!')
  await expect(success.getByRole('button', { name: 'Go to Login' })).toBeVisible()
  await screenshot(page, 'register-4-success', info.project.name)
  await expect(page).toHaveURL(/\/login$/, { timeout: 6_000 })

  await loginThroughPage(page, p.phone_number, p.password)
  await expect(page).toHaveURL(/\/$/)
  expect(await storedUser(page)).toMatchObject({ name: 'Meera Iyer', user_type: 1 })
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeTruthy()
})

test('an owner registers at /agent-reg, logs in by e-mail and sees Add Listing', async ({
  page,
}, info) => {
  const p = newPerson('Ravi Transport Co')
  await page.goto('/agent-reg')
  await page.getByLabel(/^Name/).fill('R')
  await page.getByLabel(/^Phone Number/).fill('12345')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible()
  await expect(page.getByText('Phone number must be 10 digits')).toBeVisible()
  await screenshot(page, 'agent-reg-errors', info.project.name)

  await page.getByLabel(/^Name/).fill(p.first_name)
  await page.getByLabel(/^Email/).fill(p.email)
  await page.getByLabel(/^Phone Number/).fill(p.phone_number)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByLabel(/^OTP/).fill(await readOtp(p.email))
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await page.getByLabel(/^Password/).fill(p.password)
  await page.getByLabel(/^Confirm Password/).fill(p.password)
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Create Account' }).click()
  await page.getByRole('button', { name: 'Go to Login' }).click()
  await expect(page).toHaveURL(/\/login$/)

  await loginThroughPage(page, p.email, p.password)
  await expect(page).toHaveURL(/\/$/)
  expect(await storedUser(page)).toMatchObject({ user_type: 2 })
  if (info.project.name === 'desktop')
    await expect(page.getByRole('link', { name: 'Add Listing' })).toBeVisible()
  await page.getByRole('button', { name: /account menu/ }).click()
  await expect(page.getByRole('link', { name: 'My Properties', exact: true })).toBeVisible()
  await screenshot(page, 'owner-logged-in', info.project.name)
})

test('a wrong password and an unknown account get the same answer', async ({ page }) => {
  const p = newPerson()
  await registerViaApi(page, p)
  await loginThroughPage(page, p.email, 'not-the-password')
  const wrong = await page.getByRole('alert').first().textContent()
  await loginThroughPage(page, 'nobody.here@example.in', 'not-the-password')
  await expect(page.getByRole('alert').first()).toHaveText(wrong!)
  await expect(page).toHaveURL(/\/login$/)
})

test('forgot password: e-mail, then OTP and a new password', async ({ page }, info) => {
  const p = newPerson()
  await registerViaApi(page, p)
  await page.goto('/login')
  await page.getByRole('button', { name: 'Forgot password?' }).click()
  const modal = page.getByRole('dialog')
  await modal.getByLabel(/^Email/).fill(p.email)
  await modal.getByRole('button', { name: 'Send OTP' }).click()
  await expect(modal.getByLabel(/^OTP/)).toBeVisible()
  await modal.getByLabel(/^OTP/).fill(await readOtp(p.email))
  await modal.getByLabel(/^New Password/).fill('Fresh#Start9')
  await modal.getByLabel(/^Confirm Password/).fill('Fresh#Start9')
  await screenshot(page, 'forgot-password', info.project.name)
  await modal.getByRole('button', { name: 'Reset Password' }).click()
  await expect(modal).toBeHidden({ timeout: 5_000 })

  await loginThroughPage(page, p.email, 'Fresh#Start9')
  await expect(page).toHaveURL(/\/$/)
})

test('change password signs every session out and the new password works', async ({
  page,
}, info) => {
  const p = newPerson()
  await registerViaApi(page, p)
  await loginThroughPage(page, p.phone_number, p.password)
  await expect(page).toHaveURL(/\/$/)
  const oldToken = await page.evaluate(() => localStorage.getItem('authToken'))

  await page.goto('/changepassword')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Old password is required')).toBeVisible()
  await expect(page.getByText('New password must be at least 6 characters')).toBeVisible()
  await page.getByLabel(/^Old Password/).fill(p.password)
  await page.getByLabel(/^New Password/).fill('Another#Pass7')
  await page.getByLabel(/^Confirm Password/).fill('Another#Pass8')
  await page.getByRole('button', { name: 'Change Password' }).click()
  await expect(page.getByText('Passwords must match')).toBeVisible()
  await screenshot(page, 'change-password', info.project.name)
  await page.getByLabel(/^Confirm Password/).fill('Another#Pass7')
  await page.getByRole('button', { name: 'Change Password' }).click()

  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull()
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${oldToken}` } })
  expect(me.status()).toBe(401)
  await loginThroughPage(page, p.phone_number, 'Another#Pass7')
  await expect(page).toHaveURL(/\/$/)
})

test('a guarded page shows Login Required, then comes back after login', async ({ page }) => {
  const p = newPerson()
  await registerViaApi(page, p)
  await page.goto('/changepassword')
  await expect(page.getByRole('dialog')).toContainText('Login Required')
  await expect(page).toHaveURL(/\/login$/, { timeout: 7_000 })
  await page.getByLabel(/^Email or Phone/).fill(p.email)
  await page.getByLabel(/^Password/).fill(p.password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
  await expect(page).toHaveURL(/\/changepassword$/)
})

// The journeys run with "reduce motion" set (playwright.config.ts, decision 083); this one runs
// both ways: the notice's bar moves only for those who did not ask for less motion.
test('a timed notice shows its moving bar unless the device asks for reduced motion', async ({
  page,
}) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' })
  await page.goto('/changepassword')
  const bar = page.getByRole('dialog', { name: 'Login Required' }).getByTestId('notice-progress')
  await expect(bar).toBeVisible()
  expect(await bar.evaluate((el) => el.getAnimations().map((a) => a.playState))).toEqual([
    'running',
  ])
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await expect(bar).toBeHidden()
  await expect(page.getByRole('dialog', { name: 'Login Required' })).toBeVisible()
})

test('a seeker upgrades to owner from Post Properties for free', async ({ page }, info) => {
  const p = newPerson()
  await registerViaApi(page, p)
  await loginThroughPage(page, p.email, p.password)
  await expect(page).toHaveURL(/\/$/)
  await page.getByRole('link', { name: 'See All Listing' }).first().waitFor()
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Post Properties for free' })
    .first()
    .click()

  const dialog = page.getByRole('dialog')
  await expect(dialog).toContainText('Upgrade to Property Owner')
  await expect(dialog).toContainText('Do you want to create a property?')
  await dialog.getByRole('button', { name: 'No, Cancel' }).click()
  await expect(dialog).toBeHidden()
  expect(await storedUser(page)).toMatchObject({ user_type: 1 })

  await page
    .getByRole('main')
    .getByRole('button', { name: 'Post Properties for free' })
    .first()
    .click()
  await screenshot(page, 'upgrade-dialog', info.project.name)
  await page.getByRole('dialog').getByRole('button', { name: 'Yes, Upgrade Account' }).click()
  await expect(page).toHaveURL(/\/add-new-listing$/)
  expect(await storedUser(page)).toMatchObject({ user_type: 2 })
  const token = await page.evaluate(() => localStorage.getItem('authToken'))
  const me = await page.request.get('/api/me', { headers: { authorization: `Bearer ${token}` } })
  expect((await me.json()).data.permissions).toContain('create-properties')
})
