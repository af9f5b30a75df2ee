import { AUTH_ERRORS, AUTH_SUCCESS } from '@app/contract/auth'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpCodes } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import {
  details,
  latestCode,
  messagesTo,
  newPerson,
  nextIp,
  post,
  registerUser,
  registration,
  waitForMessage,
  type Person,
} from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

const HOUR = 60 * MINUTE
const tooMany = { success: false, code: 'RATE_LIMITED', message: AUTH_ERRORS.tooManyOtpSends }
const sent = { success: true, message: AUTH_SUCCESS.forgotPassword }
/** OTP_MESSAGES_PER_RECIPIENT: messages an hour to one address, from places not its own. */
const CAP = 20

/** An account that has signed in from `ip`: that address is one of its known places. */
async function signedInFrom(t: TestApp, ip: string) {
  const person = newPerson()
  await registerUser(t.app, t.database.db, person)
  const login = await post(
    t.app,
    '/api/login',
    { email_or_phone: person.email, password: person.password },
    { ip },
  )
  expect(login.statusCode).toBe(200)
  return person
}

describe('password reset codes: a stranger cannot use up the owner’s', () => {
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    t = await createTestApp({ clock })
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const forgot = (email: string, ip: string) =>
    post(t.app, '/api/forgot-password', { email }, { ip })
  /** Asks for a code from `ip` and waits until it is in the outbox. */
  async function codeFrom(email: string, ip: string) {
    const before = await messagesTo(db(), email)
    const res = await forgot(email, ip)
    expect(res.json()).toEqual(sent)
    await waitForMessage(() => messagesTo(db(), email), before)
    return latestCode(db(), email)
  }

  it('still sends the owner a code after a stranger’s three requests, which block only the stranger', async () => {
    clock.advance(HOUR)
    const known = nextIp()
    const owner = await signedInFrom(t, known)
    const email = owner.email!
    const stranger = nextIp()
    for (let i = 0; i < 3; i++) await codeFrom(email, stranger)
    const fourth = await forgot(email, stranger)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toEqual(tooMany)
    expect(Number(fourth.headers['retry-after'])).toBe(15 * 60)

    // The owner, from a new address and from one they have signed in from: a code, each time.
    expect(await codeFrom(email, nextIp())).toMatch(/^\d{6}$/)
    const code = await codeFrom(email, known)
    const reset = await post(t.app, '/api/reset-password', {
      email,
      otp: code,
      password: 'reset-pass-1',
      c_password: 'reset-pass-1',
    })
    expect(reset.statusCode).toBe(200)

    // The stranger renewing from the same address stays blocked until their own window ends.
    clock.advance(10 * MINUTE)
    const renewed = await forgot(email, stranger)
    expect(renewed.statusCode).toBe(429)
    expect(Number(renewed.headers['retry-after'])).toBe(5 * 60)
  })

  it('leaves the owner a code from a new address when a stranger renews their share all hour', async () => {
    clock.advance(HOUR)
    const email = (await signedInFrom(t, nextIp())).email!
    const stranger = nextIp()
    for (let window = 0; window < 4; window++) {
      if (window > 0) clock.advance(15 * MINUTE)
      for (let i = 0; i < 3; i++) await codeFrom(email, stranger)
      expect((await forgot(email, stranger)).statusCode).toBe(429)
    }
    // Twelve codes within the hour, the stranger blocked again: the owner still gets one.
    expect(await codeFrom(email, nextIp())).toMatch(/^\d{6}$/)
  })

  it('answers an unknown address exactly as a real account, request for request', async () => {
    clock.advance(HOUR)
    const real = (await signedInFrom(t, nextIp())).email!
    const answers = async (email: string) => {
      const stranger = nextIp()
      const seen = []
      const ips = [stranger, stranger, stranger, stranger, nextIp(), stranger]
      for (let i = 0; i < CAP + 2; i++) ips.push(nextIp())
      for (const ip of ips) {
        const res = await forgot(email, ip)
        seen.push({ status: res.statusCode, body: res.json(), wait: res.headers['retry-after'] })
      }
      return seen
    }
    const expected = [
      ...Array.from({ length: 3 }, () => ({ status: 200, body: sent, wait: undefined })),
      { status: 429, body: tooMany, wait: '900' },
      { status: 200, body: sent, wait: undefined },
      { status: 429, body: tooMany, wait: '900' },
      ...Array.from({ length: CAP + 2 }, () => ({ status: 200, body: sent, wait: undefined })),
    ]
    expect(await answers(real)).toEqual(expected)
    expect(await answers('nobody.at.all@example.in')).toEqual(expected)
  })

  it('lets a flood from many addresses reach the inbox 20 times an hour, the owner’s own place besides', async () => {
    // Its own app: closing it waits for every code still being sent, so the count is final.
    const own = await createTestApp({ clock: new ManualClock() })
    const known = nextIp()
    const owner = await signedInFrom(own, known)
    const email = owner.email!
    const before = await messagesTo(own.database.db, email)
    for (let i = 0; i < CAP + 5; i++) {
      const res = await post(own.app, '/api/forgot-password', { email }, { ip: nextIp() })
      expect(res.json()).toEqual(sent)
    }
    const res = await post(own.app, '/api/forgot-password', { email }, { ip: known })
    expect(res.json()).toEqual(sent)
    await own.app.close()
    try {
      expect((await messagesTo(own.database.db, email)) - before).toBe(CAP + 1)
      const fromKnown = await own.database.db
        .select({ id: otpCodes.id })
        .from(otpCodes)
        .where(and(eq(otpCodes.target, email), eq(otpCodes.ip, known)))
      expect(fromKnown).toHaveLength(1)
    } finally {
      await own.database.close()
    }
  })
})

describe('registration codes: a stranger cannot use up someone’s', () => {
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    t = await createTestApp({ clock })
  })
  afterAll(() => t.close())

  const sendOtp = (p: Person, ip: string) => post(t.app, '/api/send-otp', details(p), { ip })

  it('still sends the person a code after a stranger’s three sends for their e-mail and phone', async () => {
    clock.advance(HOUR)
    const person = newPerson()
    const stranger = nextIp()
    for (let i = 0; i < 3; i++) expect((await sendOtp(person, stranger)).statusCode).toBe(200)
    const fourth = await sendOtp(person, stranger)
    expect(fourth.statusCode).toBe(429)
    expect(fourth.json()).toEqual(tooMany)

    expect((await sendOtp(person, nextIp())).statusCode).toBe(200)
    const code = await latestCode(t.database.db, person.email!)
    const verified = await post(t.app, '/api/verify-otp', {
      email: person.email,
      phone_number: person.phone_number,
      verification_otp: code,
    })
    expect(verified.statusCode).toBe(200)
    expect((await post(t.app, '/api/register', registration(person, code))).statusCode).toBe(201)
    expect((await sendOtp(person, stranger)).statusCode).toBe(429)
  })

  it('leaves the person room when a stranger renews their share all hour', async () => {
    clock.advance(HOUR)
    const person = newPerson()
    const stranger = nextIp()
    for (let window = 0; window < 4; window++) {
      if (window > 0) clock.advance(15 * MINUTE)
      for (let i = 0; i < 3; i++) expect((await sendOtp(person, stranger)).statusCode).toBe(200)
      expect((await sendOtp(person, stranger)).statusCode).toBe(429)
    }
    expect((await sendOtp(person, nextIp())).statusCode).toBe(200)
  })

  it('sends at most 20 codes an hour to one address, from however many addresses', async () => {
    clock.advance(HOUR)
    const person = newPerson()
    for (let i = 0; i < CAP; i++) expect((await sendOtp(person, nextIp())).statusCode).toBe(200)
    const oneMore = await sendOtp(person, nextIp())
    expect(oneMore.statusCode).toBe(429)
    expect(oneMore.json()).toEqual(tooMany)
    expect(Number(oneMore.headers['retry-after'])).toBe(60 * 60)
    // The phone is capped on its own: a new e-mail with the same phone is still that phone.
    const samePhone = newPerson({ phone_number: person.phone_number })
    expect((await sendOtp(samePhone, nextIp())).statusCode).toBe(429)
    expect(await messagesTo(t.database.db, samePhone.email!)).toBe(0)

    clock.advance(HOUR)
    expect((await sendOtp(person, nextIp())).statusCode).toBe(200)
  })
})
