import { eq, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import type { App } from '../../../src/app'
import { queryRows, type Tx } from '../../../src/db/client'
import { users } from '../../../src/db/schema/index'
import { createSession } from '../../../src/lib/sessions'
import { hashPassword } from '../../../src/lib/password'
import { createTestApp, type TestAppOptions } from '../../helpers/app'
import { get, post } from '../../helpers/auth'
import { seedPlaces } from '../../helpers/listings'

/** Sandbox payments signed with a fixed secret, as the wallet's list tests run them. */
export const ADMIN_TEST_ENV = { PAYMENTS: 'sandbox', RAZORPAY_KEY_SECRET: 'admin-test-key-secret' }

/** An app on a fresh database with the test places (Maharashtra, Gujarat...). */
export async function adminTestApp(options: TestAppOptions = {}) {
  const t = await createTestApp({ ...options, env: { ...ADMIN_TEST_ENV, ...options.env } })
  await seedPlaces(t.app.db)
  return { ...t, db: t.app.db }
}

export interface Person {
  id: number
  token: string
  phone: string
  email: string
  password: string
}

let people = 0

/** Someone with an account (a password they can log in with) and a live session. */
export async function person(db: Tx, userType = 1, credits = 0): Promise<Person> {
  people++
  const phone = `6${String(people).padStart(9, '0')}`
  const email = `person.${people}@example.in`
  const password = 'godown-pass-1'
  const [user] = await db
    .insert(users)
    .values({
      firstName: `Person ${people}`,
      email,
      phoneNumber: phone,
      passwordHash: await hashPassword(password),
      userType,
      credits,
    })
    .returning({ id: users.id })
  const token = await createSession(db, user!.id, { ip: '127.0.0.1' }, new Date(), 3_600_000)
  return { id: user!.id, token, phone, email, password }
}

/** An admin call's answer, asserting its status first. */
export async function adminGet(app: App, url: string, token: string, status = 200) {
  const res = await get(app, `/api/${url}`, { token })
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

export async function adminPost(
  app: App,
  url: string,
  token: string,
  body: object = {},
  status = 200,
) {
  const res = await post(app, `/api/${url}`, body, { token })
  expect(res.statusCode, res.body).toBe(status)
  return res.json()
}

/** A user's balance as stored. */
export async function creditsOf(db: Tx, userId: number) {
  const [row] = await db.select({ credits: users.credits }).from(users).where(eq(users.id, userId))
  return row!.credits
}

/** How many rows a table holds (the audit log, the ledger), to show that nothing was written. */
export async function rowCount(db: Tx, table: 'audit_log' | 'wallet_ledger') {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${sql.identifier(table)}`,
  )
  return row!.n
}
