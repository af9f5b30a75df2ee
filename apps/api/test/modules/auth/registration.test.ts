import { AUTH_ERRORS, AUTH_MESSAGES, AUTH_SUCCESS } from '@app/contract/auth'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { otpCodes, outboxMessages, users } from '../../../src/db/schema/index'
import { createTestApp } from '../../helpers/app'
import {
  details,
  latestCode,
  newPerson,
  nextIp,
  post,
  registration,
  verifiedCode,
  type Person,
} from '../../helpers/auth'
import { ManualClock, MINUTE } from '../../helpers/clock'

type TestApp = Awaited<ReturnType<typeof createTestApp>>

describe('registration', () => {
  let t: TestApp
  const clock = new ManualClock()
  beforeAll(async () => {
    t = await createTestApp({ clock })
  })
  afterAll(() => t.close())

  const db = () => t.database.db
  const sendOtp = (body: object, ip?: string) => post(t.app, '/api/send-otp', body, { ip })
  const verify = (p: Person, code: string) =>
    post(t.app, '/api/verify-otp', {
      email: p.email,
      phone_number: p.phone_number,
      verification_otp: code,
    })
  const register = (body: object) => post(t.app, '/api/register', body)
  const userCount = async () => (await db().select({ id: users.id }).from(users)).length

  /** Asserts a 422 whose only complaint is `message` on `field`. */
  function expectInvalid(res: Awaited<ReturnType<typeof post>>, field: string, message: string) {
    expect(res.statusCode).toBe(422)
    expect(res.json()).toEqual({
      success: false,
      code: 'VALIDATION_FAILED',
      message,
      errors: { [field]: [message] },
    })
  }

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
  })

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
