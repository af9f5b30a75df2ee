import { AUTH_ERRORS, AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { otpCodes, outboxMessages, users } from '../../../src/db/schema/index'
import { details, latestCode, newPerson, registration, verifiedCode } from '../../helpers/auth'
import { MINUTE } from '../../helpers/clock'
import { registrationTests, type TestApp } from './registration-calls'

/** Registration: send, verify and register, alone and at the same time. */
describe('registration', () => {
  let t: TestApp
  const { clock, db, expectInvalid, register, sendOtp, verify, userCount } = registrationTests(
    (app) => (t = app),
  )

  describe('the three steps', () => {
    it('send, verify and register a seeker', async () => {
      const p = newPerson({ email: `Mixed.Case.${Date.now()}@Example.IN` })
      const sent = await sendOtp(details(p))
      expect(sent.statusCode).toBe(200)
      expect(sent.json()).toEqual({ success: true, message: AUTH_SUCCESS.otpSent })

      const email = p.email!.toLowerCase()
      const [message] = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, email))
      expect(message!.channel).toBe('email')
      const code = message!.body.slice(0, 6)
      expect(code).toMatch(/^[0-9]{6}$/)
      expect(message!.body).toBe(
        `${code} is your ${t.config.site.name} verification code. It is valid for 10 minutes. Do not share it with anyone.`,
      )

      // Stored hashed, bound to e-mail and phone together.
      const [otp] = await db()
        .select()
        .from(otpCodes)
        .where(eq(otpCodes.target, `${email}|${p.phone_number}`))
      expect(otp!.codeHash).toMatch(/^[0-9a-f]{64}$/)
      expect(otp!.codeHash).not.toContain(code)
      expect(otp!.expiresAt.getTime() - clock.now().getTime()).toBe(10 * MINUTE)

      const verified = await verify({ ...p, email }, code)
      expect(verified.statusCode).toBe(200)
      expect(verified.json()).toEqual({ success: true, message: AUTH_SUCCESS.otpVerified })

      const res = await register(registration(p, code))
      expect(res.statusCode).toBe(201)
      const body = res.json()
      expect(body).toEqual({
        success: true,
        message: AUTH_MESSAGES.registrationBody,
        data: { id: expect.any(Number), name: p.first_name, user_type: 1 },
      })
      const [user] = await db().select().from(users).where(eq(users.id, body.data.id))
      expect(user!.email).toBe(email)
      expect(user!.phoneNumber).toBe(p.phone_number)
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    })

    it('a verified code is bound to the e-mail and phone it was sent for', async () => {
      const p = newPerson()
      const code = await verifiedCode(t.app, db(), p)
      const other = newPerson({ phone_number: p.phone_number })
      expectInvalid(await verify(other, code), 'verification_otp', AUTH_ERRORS.otpInvalid)
      expectInvalid(
        await register(registration(other, code)),
        'verification_otp',
        AUTH_ERRORS.otpInvalid,
      )
    })

    it('refuses a password before the OTP is verified', async () => {
      const p = newPerson()
      await sendOtp(details(p))
      const code = await latestCode(db(), p.email!)
      expectInvalid(
        await register(registration(p, code)),
        'verification_otp',
        AUTH_ERRORS.otpNotVerified,
      )
      expect(await verify(p, code)).toHaveProperty('statusCode', 200)
      expect((await register(registration(p, code))).statusCode).toBe(201)
    })

    it('answers a wrong code with 422 on verification_otp', async () => {
      const p = newPerson()
      await sendOtp(details(p))
      const code = await latestCode(db(), p.email!)
      const wrong = code === '000000' ? '000001' : '000000'
      expectInvalid(await verify(p, wrong), 'verification_otp', AUTH_ERRORS.otpInvalid)
      expectInvalid(
        await register(registration(p, wrong)),
        'verification_otp',
        AUTH_ERRORS.otpInvalid,
      )
    })

    it('refuses an e-mail or phone that already has an account with 409', async () => {
      const p = newPerson()
      const code = await verifiedCode(t.app, db(), p)
      expect((await register(registration(p, code))).statusCode).toBe(201)
      for (const again of [
        newPerson({ email: p.email }),
        newPerson({ phone_number: p.phone_number }),
        newPerson({ email: p.email!.toUpperCase() }),
      ]) {
        const res = await sendOtp(details(again))
        expect(res.statusCode).toBe(409)
        expect(res.json()).toEqual({
          success: false,
          code: 'ALREADY_REGISTERED',
          message: AUTH_ERRORS.alreadyRegistered,
        })
      }
      const res = await register(registration(newPerson({ phone_number: p.phone_number }), code))
      expect(res.statusCode).toBe(409)
      expect(res.json().message).toBe(AUTH_ERRORS.alreadyRegistered)
    })
  })

  describe('concurrent registrations', () => {
    it('create exactly one account for one phone number', async () => {
      const phone = newPerson().phone_number
      const a = newPerson({ phone_number: phone })
      const b = newPerson({ phone_number: phone })
      const codeA = await verifiedCode(t.app, db(), a)
      const codeB = await verifiedCode(t.app, db(), b)
      const before = await userCount()
      const results = await Promise.all([
        register(registration(a, codeA)),
        register(registration(b, codeB)),
      ])
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409])
      expect(results.find((r) => r.statusCode === 409)!.json().message).toBe(
        AUTH_ERRORS.alreadyRegistered,
      )
      expect(await userCount()).toBe(before + 1)
      const rows = await db().select().from(users).where(eq(users.phoneNumber, phone))
      expect(rows).toHaveLength(1)
    })

    it('use a code once even when the same form is sent twice at the same time', async () => {
      const p = newPerson()
      const code = await verifiedCode(t.app, db(), p)
      const results = await Promise.all([
        register(registration(p, code)),
        register(registration(p, code)),
      ])
      const statuses = results.map((r) => r.statusCode).sort()
      expect(statuses[0]).toBe(201)
      expect([409, 422]).toContain(statuses[1])
      const rows = await db().select().from(users).where(eq(users.phoneNumber, p.phone_number))
      expect(rows).toHaveLength(1)
    })
  })
})
