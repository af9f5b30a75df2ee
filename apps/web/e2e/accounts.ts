import { randomInt } from 'node:crypto'
import { request, type APIRequestContext, type Page } from '@playwright/test'
import { expect, test } from './fixtures'

export interface Person {
  first_name: string
  email: string
  phone_number: string
  password: string
}

/** A new person per test: both projects run in parallel against one server. */
export function newPerson(name = 'Asha Verma'): Person {
  const n = randomInt(10_000_000, 99_999_999)
  return {
    first_name: name,
    email: `e2e.${n}@example.in`,
    phone_number: `9${String(n).padStart(9, '0')}`,
    password: `Godown@${n}`,
  }
}

/**
 * Each test speaks from its own address (the e2e server trusts X-Forwarded-For), as separate
 * people would, so the per-IP OTP limit does not couple unrelated tests.
 */
export async function asSeparateClient(page: Page) {
  const ip = `10.${randomInt(0, 255)}.${randomInt(0, 255)}.${randomInt(1, 254)}`
  await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': ip })
  return ip
}

/**
 * The newest code sent to this e-mail or phone, read from the API's dev outbox: GET
 * /api/dev/outbox answers outside production, and only a client on this machine that no proxy
 * speaks for, so it is asked from a context of its own, without the page's X-Forwarded-For
 * (the production build the journeys run has no /dev/outbox page).
 */
export async function readOtp(recipient: string) {
  const local = await request.newContext({ baseURL: test.info().project.use.baseURL })
  let code: string | undefined
  try {
    await expect
      .poll(async () => {
        const body = await (await local.get('/api/dev/outbox')).json()
        const message = body.data.find((m: { recipient: string }) =>
          m.recipient.includes(recipient),
        )
        code = message?.body.match(/\b\d{6}\b/)?.[0]
        return code
      })
      .toBeDefined()
  } finally {
    await local.dispose()
  }
  return code!
}

/** Registers through the API (for journeys that start with an existing account). */
export function registerViaApi(page: Page, person: Person, userType: 1 | 2 = 1) {
  return registerWith(page.context().request, person, userType)
}

/** Registers through the API from a client of the journey's choosing. */
export async function registerWith(
  request: APIRequestContext,
  person: Person,
  userType: 1 | 2 = 1,
) {
  const details = {
    first_name: person.first_name,
    email: person.email,
    phone_number: person.phone_number,
  }
  expect(
    (await request.post('/api/send-otp', { data: { ...details, user_type: userType } })).ok(),
  ).toBe(true)
  const code = await readOtp(person.email)
  const verify = { email: person.email, phone_number: person.phone_number, verification_otp: code }
  expect((await request.post('/api/verify-otp', { data: verify })).ok()).toBe(true)
  const res = await request.post('/api/register', {
    data: {
      ...details,
      user_type: userType,
      verification_otp: code,
      password: person.password,
      c_password: person.password,
      agreeTerms: true,
    },
  })
  expect(res.status()).toBe(201)
}

export async function loginThroughPage(page: Page, identifier: string, password: string) {
  await page.goto('/login')
  await page.getByLabel(/^Email or Phone/).fill(identifier)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Login', exact: true }).click()
}
