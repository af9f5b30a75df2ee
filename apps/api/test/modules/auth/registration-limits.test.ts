import { AUTH_ERRORS } from '@app/contract/auth'
import { describe, expect, it } from 'vitest'
import {
  details,
  newPerson,
  nextIp,
  post,
  registration,
  verifiedCode,
  type Person,
} from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { registrationTests, type TestApp } from './registration-calls'

/** Registration: how many OTPs may be sent, and how many "already registered" answers given. */
describe('registration', () => {
  let t: TestApp
  const { clock, db, register, sendOtp } = registrationTests((app) => (t = app))

  describe('OTP send limits', () => {
    it('allow 3 sends per e-mail or phone from one IP in 15 minutes, then 429 with retry-after', async () => {
      clock.advance(15 * MINUTE)
      const p = newPerson()
      // The sender's own share (decision 035): another IP still has its own.
      const ip = nextIp()
      for (let i = 0; i < 3; i++) expect((await sendOtp(details(p), ip)).statusCode).toBe(200)
      const fourth = await sendOtp(details(p), ip)
      expect(fourth.statusCode).toBe(429)
      expect(fourth.json()).toEqual({
        success: false,
        code: 'RATE_LIMITED',
        message: AUTH_ERRORS.tooManyOtpSends,
      })
      const retryAfter = Number(fourth.headers['retry-after'])
      expect(retryAfter).toBe(15 * 60)
      console.log(`4th OTP send to one address within 15 min -> 429, retry-after ${retryAfter} s`)

      // The same phone with a new e-mail address is still the same phone.
      const samePhone = await sendOtp(details(newPerson({ phone_number: p.phone_number })), ip)
      expect(samePhone.statusCode).toBe(429)

      clock.advance(5 * MINUTE)
      const later = await sendOtp(details(p), ip)
      expect(Number(later.headers['retry-after'])).toBe(10 * 60)

      clock.advance(10 * MINUTE)
      expect((await sendOtp(details(p), ip)).statusCode).toBe(200)
    })

    it('allow 10 sends per client IP in 15 minutes', async () => {
      clock.advance(15 * MINUTE)
      const ip = nextIp()
      for (let i = 0; i < 10; i++) {
        expect((await sendOtp(details(newPerson()), ip)).statusCode).toBe(200)
      }
      const eleventh = await sendOtp(details(newPerson()), ip)
      expect(eleventh.statusCode).toBe(429)
      expect(eleventh.json().message).toBe(AUTH_ERRORS.tooManyOtpSends)
      console.log(
        `11th OTP send from one IP within 15 min -> 429, retry-after ${eleventh.headers['retry-after']} s`,
      )
      expect((await sendOtp(details(newPerson()), nextIp())).statusCode).toBe(200)
      clock.advance(15 * MINUTE)
      expect((await sendOtp(details(newPerson()), ip)).statusCode).toBe(200)
    })
  })

  describe('"already registered" answers are rationed', () => {
    const taken = {
      success: false,
      code: 'ALREADY_REGISTERED',
      message: AUTH_ERRORS.alreadyRegistered,
    }
    const rationed = {
      success: false,
      code: 'RATE_LIMITED',
      message: AUTH_ERRORS.tooManyRegistrationAttempts,
    }
    /** A registration form that reuses one of `p`'s identifiers (the OTP does not matter). */
    const probe = (p: Person, field: 'email' | 'phone_number', ip: string) =>
      post(t.app, '/api/register', registration(newPerson({ [field]: p[field] }), '123456'), { ip })
    async function members(n: number) {
      const people: Person[] = []
      for (let i = 0; i < n; i++) {
        const p = newPerson()
        const code = await verifiedCode(t.app, db(), p)
        expect((await register(registration(p, code))).statusCode).toBe(201)
        people.push(p)
      }
      return people
    }

    it('10 per client IP per hour, then 429 with retry-after whether the next one is taken or not', async () => {
      clock.advance(60 * MINUTE)
      const [a, b] = await members(2)
      const ip = nextIp()
      for (const p of [a!, b!]) {
        for (const field of ['email', 'phone_number', 'email', 'phone_number', 'email'] as const) {
          const res = await probe(p, field, ip)
          expect(res.statusCode).toBe(409)
          expect(res.json()).toEqual(taken)
        }
      }
      const eleventh = await probe(a!, 'email', ip)
      expect(eleventh.statusCode).toBe(429)
      expect(eleventh.json()).toEqual(rationed)
      expect(eleventh.headers['retry-after']).toBe('3600')
      console.log(
        `11th "already registered" probe from one IP within an hour -> 429, retry-after ${eleventh.headers['retry-after']} s`,
      )
      // A free e-mail and phone get the same 429, on both steps: it tells nothing.
      const free = newPerson()
      expect(
        (await post(t.app, '/api/register', registration(free, '123456'), { ip })).json(),
      ).toEqual(rationed)
      expect((await sendOtp(details(free), ip)).json()).toEqual(rationed)
      // Other addresses are not affected; the IP's budget comes back after the hour.
      expect((await sendOtp(details(newPerson()), nextIp())).statusCode).toBe(200)
      clock.advance(60 * MINUTE)
      expect((await probe(a!, 'email', ip)).json()).toEqual(taken)
    })

    it('5 per e-mail or phone number per hour, from any IP', async () => {
      clock.advance(60 * MINUTE)
      const [a] = await members(1)
      for (let i = 0; i < 5; i++)
        expect((await probe(a!, 'phone_number', nextIp())).statusCode).toBe(409)
      const sixth = await probe(a!, 'phone_number', nextIp())
      expect(sixth.statusCode).toBe(429)
      expect(sixth.json()).toEqual(rationed)
      expect(Number(sixth.headers['retry-after'])).toBe(3600)
      expect(
        (await sendOtp(details(newPerson({ phone_number: a!.phone_number })), nextIp())).json(),
      ).toEqual(rationed)
      // The same person's e-mail has its own budget.
      expect((await probe(a!, 'email', nextIp())).statusCode).toBe(409)
    })

    it('parallel probes get no more 409s than the budget', async () => {
      clock.advance(60 * MINUTE)
      const people = await members(3)
      const ip = nextIp()
      const results = await Promise.all(
        people.flatMap((p) => Array.from({ length: 5 }, () => probe(p, 'email', ip))),
      )
      const statuses = results.map((r) => r.statusCode).sort()
      expect(statuses).toEqual([...Array(10).fill(409), ...Array(5).fill(429)])
    })
  })
})
