import { AUTH_ERRORS } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { otpCodes } from '../../../src/db/schema/index'
import { issueOtp } from '../../../src/modules/auth/otp'
import { details, latestCode, newPerson, registration, verifiedCode } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { registrationTests, type TestApp } from './registration-calls'

/** Registration: how long an OTP code lasts and how often it can be tried. */
describe('registration', () => {
  let t: TestApp
  const { clock, db, expectInvalid, register, sendOtp, verify } = registrationTests(
    (app) => (t = app),
  )

  describe('OTP codes', () => {
    it('last 10 minutes', async () => {
      const p = newPerson()
      await sendOtp(details(p))
      const code = await latestCode(db(), p.email!)
      clock.advance(10 * MINUTE - 1000)
      expect((await verify(p, code)).statusCode).toBe(200)

      const q = newPerson()
      await sendOtp(details(q))
      const late = await latestCode(db(), q.email!)
      clock.advance(10 * MINUTE)
      expectInvalid(await verify(q, late), 'verification_otp', AUTH_ERRORS.otpInvalid)
    })

    it('must be registered with before they expire, even once verified', async () => {
      const p = newPerson()
      const code = await verifiedCode(t.app, db(), p)
      clock.advance(10 * MINUTE)
      expectInvalid(
        await register(registration(p, code)),
        'verification_otp',
        AUTH_ERRORS.otpInvalid,
      )
    })

    it('work once', async () => {
      const p = newPerson()
      const code = await verifiedCode(t.app, db(), p)
      expect((await register(registration(p, code))).statusCode).toBe(201)
      expectInvalid(await verify(p, code), 'verification_otp', AUTH_ERRORS.otpInvalid)
      const [otp] = await db()
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.target, `${p.email}|${p.phone_number}`))
      expect(otp!.consumedAt).not.toBeNull()
    })

    it('die after 5 wrong guesses, even for the right code', async () => {
      const p = newPerson()
      await sendOtp(details(p))
      const code = await latestCode(db(), p.email!)
      const wrong = (i: number) => String((Number(code) + i) % 1_000_000).padStart(6, '0')
      for (let i = 1; i <= 4; i++) expect((await verify(p, wrong(i))).statusCode).toBe(422)
      // The fifth guess is still allowed, and the right one works after 4 misses.
      expect((await verify(p, code)).statusCode).toBe(200)

      const q = newPerson()
      await sendOtp(details(q))
      const qCode = await latestCode(db(), q.email!)
      const qWrong = (i: number) => String((Number(qCode) + i) % 1_000_000).padStart(6, '0')
      // Concurrent guesses are counted one by one: they cannot outrun the limit.
      await Promise.all([1, 2, 3, 4, 5, 6, 7].map((i) => verify(q, qWrong(i))))
      expectInvalid(await verify(q, qCode), 'verification_otp', AUTH_ERRORS.otpInvalid)
      const [otp] = await db()
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.target, `${q.email}|${q.phone_number}`))
      expect(otp!.attempts).toBe(5)
    })

    it('are replaced by a new send: the older code stops working', async () => {
      const p = newPerson()
      await sendOtp(details(p))
      const first = await latestCode(db(), p.email!)
      await sendOtp(details(p))
      const second = await latestCode(db(), p.email!)
      if (first !== second) {
        expectInvalid(await verify(p, first), 'verification_otp', AUTH_ERRORS.otpInvalid)
      }
      expect((await verify(p, second)).statusCode).toBe(200)
    })

    it('asked many at once for one address are each issued, and only the last one lives', async () => {
      // A flood of resets for one address issues its codes at once (after the answers): on
      // PostgreSQL, each expiring the others' rows in its own order, they used to deadlock.
      const target = newPerson().email!
      const now = clock.now()
      const ask = () =>
        issueOtp(db(), { purpose: 'reset_password', target, ip: '203.0.113.9' }, now)
      const codes = await Promise.all(Array.from({ length: 12 }, ask))
      expect(codes).toHaveLength(12)
      const rows = await db()
        .select({ expiresAt: otpCodes.expiresAt })
        .from(otpCodes)
        .where(eq(otpCodes.target, target))
      expect(rows).toHaveLength(12)
      expect(rows.filter((r) => r.expiresAt > now)).toHaveLength(1)
    })
  })
})
