import { AUTH_MESSAGES } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { outboxMessages, users } from '../../../src/db/schema/index'
import { details, newPerson, registration, verifiedCode } from '../../helpers/auth'
import { registrationTests, type TestApp } from './registration-calls'

/** Registration: the seeker and owner forms answer with the spec messages. */
describe('registration', () => {
  let t: TestApp
  const { db, expectInvalid, register, sendOtp, verify } = registrationTests((app) => (t = app))

  describe('the seeker form (user_type 1) uses the spec messages', () => {
    it('needs a first name of at least 2 characters', async () => {
      const p = newPerson()
      expectInvalid(
        await sendOtp({ ...details(p), first_name: 'A' }),
        'first_name',
        AUTH_MESSAGES.firstNameMin,
      )
      expectInvalid(
        await sendOtp({ ...details(p), first_name: undefined }),
        'first_name',
        'First name must be at least 2 characters',
      )
    })

    it('needs a valid e-mail', async () => {
      const p = newPerson()
      for (const email of ['nope', '', null]) {
        expectInvalid(await sendOtp({ ...details(p), email }), 'email', 'Invalid email')
      }
    })

    it('needs a phone number of exactly 10 digits', async () => {
      const p = newPerson()
      for (const phone_number of ['12345', '98765432101', '98765abcde', undefined]) {
        expectInvalid(
          await sendOtp({ ...details(p), phone_number }),
          'phone_number',
          'Phone number must be 10 digits',
        )
      }
    })

    it('reports every bad field at once', async () => {
      const res = await sendOtp({ first_name: '', email: 'x', phone_number: '1' })
      expect(res.statusCode).toBe(422)
      expect(res.json().errors).toEqual({
        first_name: [AUTH_MESSAGES.firstNameMin],
        email: [AUTH_MESSAGES.email],
        phone_number: [AUTH_MESSAGES.phone],
      })
    })

    it('needs a 6-digit OTP, a password of 6 or more, a matching confirmation and the terms', async () => {
      const p = newPerson()
      const body = registration(p, '123456')
      expectInvalid(
        await register({ ...body, verification_otp: '12345' }),
        'verification_otp',
        'OTP must be 6 digits',
      )
      expectInvalid(
        await register({ ...body, verification_otp: undefined }),
        'verification_otp',
        AUTH_MESSAGES.otp,
      )
      expectInvalid(
        await register({ ...body, password: 'abc12', c_password: 'abc12' }),
        'password',
        'Password must be at least 6 characters',
      )
      expectInvalid(
        await register({ ...body, c_password: 'something-else' }),
        'c_password',
        'Passwords must match',
      )
      expectInvalid(
        await register({ ...body, agreeTerms: false }),
        'agreeTerms',
        'You must accept the terms and conditions',
      )
      expectInvalid(
        await register({ ...body, agreeTerms: undefined }),
        'agreeTerms',
        AUTH_MESSAGES.terms,
      )
      expectInvalid(
        await register({ ...body, first_name: 'A' }),
        'first_name',
        AUTH_MESSAGES.firstNameMin,
      )
      expectInvalid(await verify(p, '12345a'), 'verification_otp', AUTH_MESSAGES.otp)
    })
  })

  describe('the owner form (user_type 2)', () => {
    it('says "Name must be at least 2 characters"', async () => {
      const p = newPerson()
      expectInvalid(
        await sendOtp({ ...details(p, 2), first_name: 'A' }),
        'first_name',
        'Name must be at least 2 characters',
      )
      expectInvalid(
        await register({ ...registration(p, '123456', 2), first_name: 'A' }),
        'first_name',
        AUTH_MESSAGES.ownerNameMin,
      )
    })

    it('checks the e-mail when one is given, and the phone', async () => {
      const p = newPerson()
      expectInvalid(await sendOtp({ ...details(p, 2), email: 'bad' }), 'email', AUTH_MESSAGES.email)
      expectInvalid(
        await sendOtp({ ...details(p, 2), phone_number: '123' }),
        'phone_number',
        AUTH_MESSAGES.phone,
      )
    })

    it('registers an owner without an e-mail: the code goes to the phone (outbox SMS)', async () => {
      const p = newPerson({ email: null })
      const sent = await sendOtp({ ...details(p, 2), email: '' })
      expect(sent.statusCode).toBe(200)
      const [message] = await db()
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.recipient, p.phone_number))
      expect(message).toMatchObject({ channel: 'sms', recipient: p.phone_number })
      const code = await verifiedCode(t.app, db(), p, 2)
      const res = await register({ ...registration(p, code, 2), email: '' })
      expect(res.statusCode).toBe(201)
      expect(res.json().data).toMatchObject({ name: p.first_name, user_type: 2 })
      const [user] = await db().select().from(users).where(eq(users.phoneNumber, p.phone_number))
      expect(user).toMatchObject({ email: null, userType: 2 })
    })
  })
})
