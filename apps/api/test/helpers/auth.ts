import { count, desc, eq } from 'drizzle-orm'
import type { InjectOptions } from 'fastify'
import { vi } from 'vitest'
import type { App } from '../../src/app'
import type { Tx } from '../../src/db/client'
import { outboxMessages } from '../../src/db/schema/index'

let people = 0
let ips = 0

/** A different client address per call, so per-IP limits stay out of tests about other rules. */
export function nextIp() {
  ips++
  return `10.${(ips >> 16) & 255}.${(ips >> 8) & 255}.${ips & 255}`
}

export interface Person {
  first_name: string
  email: string | null
  phone_number: string
  password: string
}

/** A new person with a unique e-mail and phone number. */
export function newPerson(overrides: Partial<Person> = {}): Person {
  people++
  return {
    first_name: 'Asha',
    email: `asha.${people}.${Date.now().toString(36)}@example.in`,
    phone_number: `9${String(people).padStart(9, '0')}`,
    password: 'godown-pass-1',
    ...overrides,
  }
}

export interface CallOptions {
  ip?: string
  token?: string
  headers?: Record<string, string>
}

export function call(
  app: App,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  options: CallOptions = {},
) {
  const request: InjectOptions = {
    method,
    url,
    remoteAddress: options.ip ?? nextIp(),
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...options.headers,
    },
  }
  if (payload) request.payload = payload
  return app.inject(request)
}

export const post = (app: App, url: string, payload: object = {}, options?: CallOptions) =>
  call(app, 'POST', url, payload, options)
export const get = (app: App, url: string, options?: CallOptions) =>
  call(app, 'GET', url, undefined, options)

/** The six-digit code in the newest outbox message to `recipient`. */
export async function latestCode(db: Tx, recipient: string) {
  const [row] = await db
    .select({ body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
    .orderBy(desc(outboxMessages.id))
    .limit(1)
  const code = row?.body.match(/\b(\d{6})\b/)?.[1]
  if (!code) throw new Error(`no OTP in the outbox for ${recipient}`)
  return code
}

/** How many outbox messages went to `recipient`. */
export async function messagesTo(db: Tx, recipient: string) {
  const [row] = await db
    .select({ n: count() })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, recipient))
  return row!.n
}

/**
 * Waits until `sent()` exceeds `before`: forgot-password answers first and delivers after, as a
 * person waits for the mail.
 */
export async function waitForMessage(sent: () => number | Promise<number>, before: number) {
  await vi.waitFor(
    async () => {
      if ((await sent()) <= before) throw new Error('no new message yet')
    },
    { timeout: 10_000, interval: 5 },
  )
}

/** Asks for a password reset through the API and returns the code from the dev outbox. */
export async function resetCode(app: App, db: Tx, email: string) {
  const before = await messagesTo(db, email)
  const res = await post(app, '/api/forgot-password', { email })
  if (res.statusCode !== 200) throw new Error(`forgot-password: ${res.statusCode} ${res.body}`)
  await waitForMessage(() => messagesTo(db, email), before)
  return latestCode(db, email)
}

export const details = (p: Person, userType: 1 | 2 = 1) => ({
  first_name: p.first_name,
  email: p.email,
  phone_number: p.phone_number,
  user_type: userType,
})

export const registration = (p: Person, code: string, userType: 1 | 2 = 1) => ({
  ...details(p, userType),
  verification_otp: code,
  password: p.password,
  c_password: p.password,
  agreeTerms: true,
})

/** Steps 1 and 2 of the form (send and verify the OTP); returns the verified code. */
export async function verifiedCode(app: App, db: Tx, p: Person, userType: 1 | 2 = 1) {
  const sent = await post(app, '/api/send-otp', details(p, userType))
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`)
  const code = await latestCode(db, p.email ?? p.phone_number)
  const verified = await post(app, '/api/verify-otp', {
    email: p.email,
    phone_number: p.phone_number,
    verification_otp: code,
  })
  if (verified.statusCode !== 200)
    throw new Error(`verify-otp: ${verified.statusCode} ${verified.body}`)
  return code
}

/** The whole registration form, through the API; returns the new user's id. */
export async function registerUser(app: App, db: Tx, p: Person, userType: 1 | 2 = 1) {
  const code = await verifiedCode(app, db, p, userType)
  const res = await post(app, '/api/register', registration(p, code, userType))
  if (res.statusCode !== 201) throw new Error(`register: ${res.statusCode} ${res.body}`)
  return res.json().data.id as number
}

export async function loginToken(app: App, emailOrPhone: string, password: string) {
  const res = await post(app, '/api/login', { email_or_phone: emailOrPhone, password })
  if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode} ${res.body}`)
  return res.json().data.token as string
}

/** Registered and logged in. */
export async function signedIn(app: App, db: Tx, p = newPerson(), userType: 1 | 2 = 1) {
  const id = await registerUser(app, db, p, userType)
  const token = await loginToken(app, p.email ?? p.phone_number, p.password)
  return { id, token, person: p }
}
